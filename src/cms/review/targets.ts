import type { PayloadRequest, Where } from 'payload'
import { readAsAsker } from '@/cms/access/readAsAsker'

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
  const isGlobal = req.payload.config.globals.some((g) => g.slug === coleccion)
  const read = await readAsAsker(req, isGlobal ? { global: coleccion } : { coleccion, id: documento })
  if (!read || !reviewed(read.config)) return null
  if (read.kind === 'global') {
    const name = label(read.config.label, coleccion)
    return { coleccion, documento: null, titulo: name, tipo: name }
  }
  return {
    coleccion,
    documento: String(read.doc.id),
    titulo: label(read.doc.titulo, 'Sin título'),
    tipo: label(read.config.labels?.singular, coleccion),
  }
}

export { targetHref } from '@/lib/adminLinks'

/** The query for the reviews of one document (or global: no document). */
export const sameTarget = (coleccion: string, documento: string | null | undefined): Where[] => [
  { coleccion: { equals: coleccion } },
  documento ? { documento: { equals: documento } } : { documento: { exists: false } },
]
