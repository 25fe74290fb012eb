import 'server-only'
import type { CollectionSlug, FindOptions, SelectType, TransformCollectionWithSelect, TypedCollectionSelect, Where } from 'payload'
import { cacheRead } from '../cache/keptCache'
import { cacheTags, type CacheTag } from '../cache/tags'
import { payloadClient } from './payload'

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

type PublicFindOptions<C extends CollectionSlug, S extends TypedCollectionSelect[C] & SelectType> = Omit<FindOptions<C, S>, 'collection' | 'pagination' | 'overrideAccess' | 'limit' | 'draft'>

/**
 * Every document of a collection that an anonymous visitor may read, in one list: in the editors'
 * order (`orden`, then `id`) unless a sort is given, with uploads resolved one level deep.
 * Collections with drafts still pass `where: published`: access alone would let staff see drafts.
 */
export async function findPublic<C extends CollectionSlug, S extends TypedCollectionSelect[C] & SelectType>(
  collection: C,
  options: PublicFindOptions<C, S> = {},
): Promise<TransformCollectionWithSelect<C, S>[]> {
  const payload = await payloadClient()
  // Payload's own return type cannot be worked out for a collection not yet known (too large a
  // union), so the call is made untyped here and typed at the signature, for each caller's collection.
  const find = payload.find.bind(payload) as (query: object) => Promise<{ docs: unknown[] }>
  const { docs } = await find({ sort: ['orden', 'id'], depth: 1, ...options, collection, pagination: false, overrideAccess: false })
  return docs as TransformCollectionWithSelect<C, S>[]
}
