import type { PayloadRequest, Where } from 'payload'

export const reviewStates = ['pendiente', 'devuelta', 'publicada'] as const
export type ReviewState = (typeof reviewStates)[number]

export type ReviewTarget = { coleccion: string; documento: string | null; titulo: string; tipo: string }

const label = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback)

/** Content that goes through review: what has drafts and records who saved each version. */
const reviewed = (config: { versions?: unknown; fields: unknown[] }) =>
  Boolean(config.versions && typeof config.versions === 'object' && (config.versions as { drafts?: unknown }).drafts) &&
  config.fields.some((f) => (f as { name?: string }).name === 'actualizado_por')

/**
 * The document or global a review is for, as the person sending it sees it (their own access,
 * its latest draft), with the title and kind the lists and e-mails show; null when there is none.
 */
export async function reviewTarget(req: PayloadRequest, coleccion: unknown, documento: unknown): Promise<ReviewTarget | null> {
  if (typeof coleccion !== 'string' || !coleccion) return null
  const collection = req.payload.config.collections.find((c) => c.slug === coleccion)
  if (collection) {
    if (!reviewed(collection) || (typeof documento !== 'string' && typeof documento !== 'number') || String(documento) === '') return null
    const id = String(documento)
    const found = await req.payload.find({
      collection: coleccion as 'comunicaciones',
      where: { id: { equals: /^\d+$/.test(id) ? Number(id) : id } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: false,
      req,
    })
    const doc = found.docs[0] as { id: number | string; titulo?: unknown } | undefined
    if (!doc) return null
    return {
      coleccion,
      documento: String(doc.id),
      titulo: label(doc.titulo, 'Sin título'),
      tipo: label(collection.labels?.singular, coleccion),
    }
  }
  const global = req.payload.config.globals.find((g) => g.slug === coleccion)
  if (!global || !reviewed(global)) return null
  await req.payload.findGlobal({ slug: coleccion as 'aviso', draft: true, depth: 0, overrideAccess: false, req })
  const name = label(global.label, coleccion)
  return { coleccion, documento: null, titulo: name, tipo: name }
}

export { targetHref } from '@/lib/adminLinks'

/** The query for the reviews of one document (or global: no document). */
export const sameTarget = (coleccion: string, documento: string | null | undefined): Where[] => [
  { coleccion: { equals: coleccion } },
  documento ? { documento: { equals: documento } } : { documento: { exists: false } },
]
