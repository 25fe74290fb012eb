import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'
import { purgeEdgesOrQueue } from '@/cms/jobs/purgeEdge'
import { processCache } from '@/cache/next-internals.mjs'
import { cacheTags, type CacheTag } from '@/cache/tags'
import { viewTags } from '@/cache/cachedViews'
import { forget, memoNames } from '@/cache/processMemo'
import { slugTags } from '@/cache/slugRoutes'

/**
 * Tags a change made outside any request expired (a scheduled publish run by the queue). Inside a
 * request Next.js expires tags once the request is done, after the change is committed; here the
 * hook runs before its operation commits, and a read in between (another visitor, another
 * instance) could keep the old data as fresh. The queue runner expires them again once the task's
 * work is committed (expireAgainAfterCommit). Kept on globalThis: the server's bundles may each
 * load this module, and the runner must see what the hooks of any of them noted.
 */
const shared = globalThis as { __ugcExpiredOutsideRequests?: Set<string> }
const expiredOutsideRequests = (shared.__ugcExpiredOutsideRequests ??= new Set<string>())

/**
 * Expires again what changes outside requests expired before their commit (see above), and purges
 * it at the edge; the queue runner calls it after each task.
 */
export async function expireAgainAfterCommit(payload: Payload): Promise<void> {
  if (expiredOutsideRequests.size === 0) return
  const tags = [...expiredOutsideRequests]
  expiredOutsideRequests.clear()
  await expireAgain(payload, tags)
}

/** Expires `tags` once more in this process's cache (and, with REDIS_URL, everywhere), then purges them at the edge. */
async function expireAgain(payload: Payload, tags: readonly string[]): Promise<void> {
  try {
    await processCache()?.revalidateTag([...tags], { expire: 0 })
  } catch {
    // The cache could not record it: the earlier expiry stands, or the entries expire on their own.
  }
  await purgeEdgesOrQueue(payload, tags)
}

/**
 * How long after a change its tags are expired once more, here and (with REDIS_URL) everywhere. A
 * page whose render began before the change and ended after it is stored as fresh with the old
 * data, and nothing expires it again: a published alert was missing from the home page for over
 * 30 s while other visitors loaded it. Renders take up to seconds on a busy server, so twice.
 */
const lateExpiriesMs = [3_000, 15_000]

function expireAgainLater(payload: Payload, tags: readonly string[]): void {
  for (const delay of lateExpiriesMs) {
    // The edge too: it may have fetched the page from an instance that had not heard of the change yet.
    const timer = setTimeout(() => void expireAgain(payload, tags), delay)
    timer.unref?.()
  }
}

async function expire(tags: readonly CacheTag[], req: PayloadRequest): Promise<void> {
  // Seeding and scripts run outside Next.js: there is no cache to revalidate.
  if (req.context.seeding || req.context.skipRevalidate) return
  // What the proxy remembers from the database (src/cache/processMemo.ts): the embed hosts of the
  // pages' CSP come from the settings; the cacheable views, from the lists (src/cache/cachedViews.ts).
  if (tags.includes(cacheTags.settings)) forget(memoNames.embeds)
  if (tags.some((tag) => viewTags.includes(tag))) forget(memoNames.views)
  if (tags.some((tag) => slugTags.includes(tag))) forget(memoNames.slugs)
  const outsideRequests: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js request (the queue runner, CLI, tests) revalidateTag has nothing to act on.
      outsideRequests.push(tag)
    }
  }
  expireAgainLater(req.payload, tags)
  // The server warms the pages and their pictures again (scripts/serve.mjs listens on the process).
  ;(process as NodeJS.EventEmitter).emit('ugc:cambio')
  if (outsideRequests.length > 0) {
    // Purged at the edge, with the second expiry, once the queue's task is committed.
    for (const tag of outsideRequests) expiredOutsideRequests.add(tag)
    try {
      await processCache()?.revalidateTag(outsideRequests, { expire: 0 })
    } catch {
      // The cache could not record it: the change shows when its entries expire.
    }
  } else {
    // Inside a request: purged at the edge once it is answered (its change committed, its tags expired).
    try {
      after(() => purgeEdgesOrQueue(req.payload, tags))
    } catch {
      void purgeEdgesOrQueue(req.payload, tags)
    }
  }
}

/** Hooks that expire a collection's cache tags after any change, so published edits show at once. */
export function revalidateCollection(...tags: CacheTag[]) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await expire(tags, req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expire(tags, req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(...tags: CacheTag[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await expire(tags, req)
    return doc
  }
}
