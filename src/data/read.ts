import 'server-only'
import type { CollectionSlug, FindOptions, SelectType, TransformCollectionWithSelect, TypedCollectionSelect, Where } from 'payload'
import { cached as cachedInNext, cacheTags, type CacheTag } from '@/cache'
import { payloadClient } from './payload'
import { currentPreview, previewDecided, previewer, readingAs } from './previewScope'

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
    // A staff member's «Vista previa» reads past every cache: the previewed document's draft, as them.
    if (previewDecided()) return currentPreview() ? read(...args) : cached(...args)
    const preview = await pagePreviewer()
    return preview ? readingAs(preview, () => read(...args)) : cached(...args)
  }
}

/** The preview of the page being drawn, or null (a visitor, or no request: a script, the queue). */
async function pagePreviewer() {
  try {
    return await previewer()
  } catch {
    return null
  }
}

/** A collection or a global, as a public read names what it reads. */
type Entity = { collection: string } | { global: string }

/** The staff member previewing `entity`'s draft in this read, or null: every other read shows what is published. */
function previewerOf(entity: Entity) {
  const preview = currentPreview()
  if (!preview) return null
  const { target } = preview
  const same = 'global' in entity ? 'global' in target && target.global === entity.global : 'collection' in target && target.collection === entity.collection
  return same ? preview.user : null
}

/**
 * What a public read of `entity` passes Payload beyond its query: nothing for a visitor; in «Vista
 * previa» of a document of it, the latest drafts, read with the staff member's access (a collection's
 * read then keeps only that document's draft: onlyThePreviewedDraft).
 */
export function readerOptions(entity: Entity): { draft?: true; user?: object } {
  const user = previewerOf(entity)
  return user ? { draft: true, user } : {}
}

/** The `where` of a public read of `collection`: in «Vista previa» of one of its documents, without the published-only condition (its draft counts). */
export function publicWhere(where: Where, collection: string): Where {
  if (!previewerOf({ collection })) return where
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

/**
 * A collection's documents read as drafts for a preview, as the page shows them: the previewed
 * document's draft, and every other document as it is published (an editor's draft of another item,
 * or a colleague's, is not on the site and is not shown as if it were). A document never published
 * leaves the list; the list keeps the drafts' order.
 */
export async function onlyThePreviewedDraft<D extends { id: number | string }>(collection: string, docs: D[], query: { depth?: number; select?: object }): Promise<D[]> {
  const target = currentPreview()?.target
  const previewed = (d: D) => target !== undefined && 'collection' in target && target.collection === collection && String(d.id) === target.id
  const others = docs.filter((d) => !previewed(d)).map((d) => d.id)
  if (others.length === 0) return docs
  const payload = await payloadClient()
  const find = payload.find.bind(payload) as (query: object) => Promise<{ docs: D[] }>
  const live = await find({ ...query, collection, where: { and: [published, { id: { in: others } }] }, pagination: false, overrideAccess: false })
  const byId = new Map(live.docs.map((d) => [d.id, d]))
  return docs.flatMap((d) => (previewed(d) ? [d] : byId.has(d.id) ? [byId.get(d.id)!] : []))
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
  const where = publicWhere(options.where ? { and: [published, options.where] } : published, collection)
  const reader = readerOptions({ collection })
  const query = { sort: ['orden', 'id'], depth: 1, ...options, where, collection, pagination: false, overrideAccess: false }
  const { docs } = await find({ ...query, ...reader })
  const shown = reader.draft ? await onlyThePreviewedDraft(collection, docs as { id: number }[], query) : docs
  return shown as TransformCollectionWithSelect<C, S>[]
}
