import 'server-only'
import type { Where } from 'payload'
import { cacheRead } from '../cache/keptCache'
import { cacheTags, type CacheTag } from '../cache/tags'

/** Only what an editor published; every public read of a collection with drafts filters on it. */
export const published: Where = { _status: { equals: 'published' } }

/** Visit counts change without an editor's save; reads showing them refresh at least every minute. */
export const visitsLag = 60

/**
 * The one way a public read is cached: under `ugc:<name>`, tagged with the tags of what it reads
 * (each collection's hooks expire its own tag) and with `media`, since a file's change (its alt
 * text, its sizes) shows wherever it is used. `revalidate` only for reads that show visit counts.
 * While the database is away, a read this process made before answers its last good copy
 * (src/cache/keptCache.ts).
 */
export function cachedRead<A extends unknown[], R>(name: string, tags: readonly CacheTag[], read: (...args: A) => Promise<R>, revalidate: number | false = false) {
  return cacheRead(read, [`ugc:${name}`], { tags: [...new Set([...tags, cacheTags.media])], revalidate })
}
