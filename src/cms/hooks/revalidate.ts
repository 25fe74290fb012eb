import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { cacheTags, type CacheTag } from '../../cache/tags'
import { viewTags } from '../../cache/cachedViews'
import { forget, memoNames } from '../../cache/processMemo'
import { slugTags } from '../../cache/slugRoutes'

function expire(tags: readonly CacheTag[], context: Record<string, unknown>): void {
  // Seeding and scripts run outside Next.js: there is no cache to revalidate.
  if (context.seeding || context.skipRevalidate) return
  // What the proxy remembers from the database (src/cache/processMemo.ts): the embed hosts of the
  // pages' CSP come from the settings; the cacheable views, from the lists (src/cache/cachedViews.ts).
  if (tags.includes(cacheTags.settings)) forget(memoNames.embeds)
  if (tags.some((tag) => viewTags.includes(tag))) forget(memoNames.views)
  if (tags.some((tag) => slugTags.includes(tag))) forget(memoNames.slugs)
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js request (CLI, tests) revalidateTag has nothing to act on.
    }
  }
}

/** Hooks that expire a collection's cache tags after any change, so published edits show at once. */
export function revalidateCollection(...tags: CacheTag[]) {
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    expire(tags, req.context)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expire(tags, req.context)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(...tags: CacheTag[]): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expire(tags, req.context)
    return doc
  }
}
