import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { nameOf } from '@/cms/collections/Reviews'
import { sameTarget } from './targets'

/**
 * Publishing a document (or global) ends its pending review: «Publicada», by whoever published.
 * Given to every collection and global of public content.
 */
async function closeReviews(req: PayloadRequest, coleccion: string, documento: string | null) {
  const { docs } = await req.payload.find({
    collection: 'revisiones',
    where: { and: [...sameTarget(coleccion, documento), { estado: { equals: 'pendiente' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const review of docs) {
    await req.payload.update({
      collection: 'revisiones',
      id: review.id,
      data: {
        estado: 'publicada',
        revisada_por: req.user?.collection === 'users' ? req.user.id : null,
        revisada_por_nombre: req.user?.collection === 'users' ? nameOf(req.user) : null,
        revisada_el: new Date().toISOString(),
      } as never,
      overrideAccess: true,
      depth: 0,
      req,
      context: { reviewSystem: true },
    })
  }
  // The request's context is shared by what it does next: the pass is for these updates only.
  if (req.context) delete req.context.reviewSystem
}

/** After a save: a published document ends its pending reviews. */
export const reviewEndsOnPublish: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  if ((doc as { _status?: string })._status === 'published') await closeReviews(req, collection.slug, String((doc as { id: unknown }).id))
  return doc
}

export const globalReviewEndsOnPublish: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  if ((doc as { _status?: string })._status === 'published') await closeReviews(req, global.slug, null)
  return doc
}

/** A deleted document leaves no review pointing at it. */
export const reviewsGoWithTheDocument: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({ collection: 'revisiones', where: { and: sameTarget(collection.slug, String(id)) }, overrideAccess: true, req })
}
