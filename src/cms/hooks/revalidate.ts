import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { expire, type CacheTag } from '@/cache'

async function expireAfterChange(tags: readonly CacheTag[], req: PayloadRequest): Promise<void> {
  // Seeding and scripts run outside Next.js: there is no cache to expire.
  if (req.context.seeding || req.context.skipRevalidate) return
  await expire(tags, req.payload)
}

/** Hooks that expire a collection's cache tags after any change (src/cache), so published edits show at once. */
export function revalidateCollection(...tags: CacheTag[]) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await expireAfterChange(tags, req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expireAfterChange(tags, req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(...tags: CacheTag[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await expireAfterChange(tags, req)
    return doc
  }
}
