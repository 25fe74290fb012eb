import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { cacheTags, type CacheTag } from '@/cache/tags'
import { viewTags } from '@/cache/cachedViews'
import { forget, memoNames } from '@/cache/processMemo'
import { slugTags } from '@/cache/slugRoutes'

/**
 * The cache of this server process, which Next.js keeps on globalThis once it has served a request;
 * through it a change made outside any request (a scheduled publish run by the queue) expires the
 * same tags, here and, with REDIS_URL, on every instance (src/cache/shared-cache-handler.mjs).
 */
type ProcessCache = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }
const processCache = () => (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache

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

/** Expires again what changes outside requests expired before their commit (see above); the queue runner calls it after each task. */
export async function expireAgainAfterCommit(): Promise<void> {
  const cache = processCache()
  if (expiredOutsideRequests.size === 0 || !cache) return
  const tags = [...expiredOutsideRequests]
  expiredOutsideRequests.clear()
  try {
    await cache.revalidateTag(tags, { expire: 0 })
  } catch {
    // The cache could not record it: the change shows when its entries expire.
  }
}

/**
 * How long after a change its tags are expired once more, here and (with REDIS_URL) everywhere. A
 * page whose render began before the change and ended after it is stored as fresh with the old
 * data, and nothing expires it again: a published alert was missing from the home page for over
 * 30 s while other visitors loaded it. Renders take up to seconds on a busy server, so twice.
 */
const lateExpiriesMs = [3_000, 15_000]

function expireAgainLater(tags: readonly string[]): void {
  for (const delay of lateExpiriesMs) {
    const timer = setTimeout(async () => {
      const cache = processCache()
      if (!cache) return
      try {
        await cache.revalidateTag([...tags], { expire: 0 })
      } catch {
        // The cache could not record it: the first expiry stands.
      }
    }, delay)
    timer.unref?.()
  }
}

async function expire(tags: readonly CacheTag[], context: Record<string, unknown>): Promise<void> {
  // Seeding and scripts run outside Next.js: there is no cache to revalidate.
  if (context.seeding || context.skipRevalidate) return
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
  expireAgainLater(tags)
  const cache = processCache()
  if (outsideRequests.length > 0 && cache) {
    for (const tag of outsideRequests) expiredOutsideRequests.add(tag)
    try {
      await cache.revalidateTag(outsideRequests, { expire: 0 })
    } catch {
      // The cache could not record it: the change shows when its entries expire.
    }
  }
}

/** Hooks that expire a collection's cache tags after any change, so published edits show at once. */
export function revalidateCollection(...tags: CacheTag[]) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await expire(tags, req.context)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expire(tags, req.context)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(...tags: CacheTag[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await expire(tags, req.context)
    return doc
  }
}
