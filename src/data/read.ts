import 'server-only'
import type { CollectionSlug, FindOptions, SelectType, TransformCollectionWithSelect, TypedCollectionSelect, Where } from 'payload'
import { cached as cachedInNext, cacheTags, type CacheTag } from '@/cache'
import { payloadClient } from './payload'
import { previewDecided, previewer, previewUser, readingAs } from './previewScope'

/** Only what an editor published; every public read filters on it (every public collection has drafts). */
export const published: Where = { _status: { equals: 'published' } }

/** Visit counts change without an editor's save; reads showing them refresh at least every minute. */
export const visitsLag = 60

/**
 * The one way a public read is cached: under `ugc:<name>`, tagged with the tags of what it reads
 * (each collection's hooks expire its own tag) and with `media`, since a file's change (its alt
 * text, its sizes) shows wherever it is used. `revalidate` only for reads that show visit counts.
 * While the database is away, a read this process made before answers its last good copy
 * (src/cache).
 */
export function cachedRead<A extends unknown[], R>(name: string, tags: readonly CacheTag[], read: (...args: A) => Promise<R>, revalidate: number | false = false) {
  const cached = cachedInNext(`ugc:${name}`, [...new Set([...tags, cacheTags.media])], read, revalidate)
  return async (...args: A): Promise<R> => {
    // A staff member's «Vista previa» reads the drafts, as them, past every cache.
    if (previewDecided()) return previewUser() ? read(...args) : cached(...args)
    const user = await pagePreviewer()
    return user ? readingAs(user, () => read(...args)) : cached(...args)
  }
}

/** The staff member previewing the page being drawn, or null (a visitor, or no request: a script, the queue). */
async function pagePreviewer() {
  try {
    return await previewer()
  } catch {
    return null
  }
}

/**
 * What a public read passes Payload beyond its query: nothing for a visitor; for a staff member in
 * «Vista previa», the latest drafts, read with their access.
 */
export function readerOptions(): { draft?: true; user?: object } {
  const user = previewUser()
  return user ? { draft: true, user } : {}
}

/** The `where` of a public read: in «Vista previa», without the published-only condition (drafts count). */
export function publicWhere(where: Where): Where {
  if (!previewUser()) return where
  const strip = (w: Where): Where | null => {
    if (w === published) return null
    if (Array.isArray(w.and)) {
      const and = w.and.map(strip).filter((x): x is Where => x !== null)
      return and.length === 0 ? null : { ...w, and }
    }
    return w
  }
  return strip(where) ?? {}
}

type PublicFindOptions<C extends CollectionSlug, S extends TypedCollectionSelect[C] & SelectType> = Omit<FindOptions<C, S>, 'collection' | 'pagination' | 'overrideAccess' | 'limit' | 'draft'>

/**
 * Every document of a collection that an anonymous visitor may read, in one list: in the editors'
 * order (`orden`, then `id`) unless a sort is given, with uploads resolved one level deep; only
 * published documents, whatever the caller's `where` (access alone would let staff see drafts).
 */
export async function findPublic<C extends CollectionSlug, S extends TypedCollectionSelect[C] & SelectType>(
  collection: C,
  options: PublicFindOptions<C, S> = {},
): Promise<TransformCollectionWithSelect<C, S>[]> {
  const payload = await payloadClient()
  // Payload's own return type cannot be worked out for a collection not yet known (too large a
  // union), so the call is made untyped here and typed at the signature, for each caller's collection.
  const find = payload.find.bind(payload) as (query: object) => Promise<{ docs: unknown[] }>
  const where = publicWhere(options.where ? { and: [published, options.where] } : published)
  const { docs } = await find({ sort: ['orden', 'id'], depth: 1, ...options, where, collection, pagination: false, overrideAccess: false, ...readerOptions() })
  return docs as TransformCollectionWithSelect<C, S>[]
}
