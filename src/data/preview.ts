import 'server-only'
import type { NewsOrEvent, Programme } from '@/cms/payload-types'
import { formatDate } from '@/lib/dates'
import { richTextToHtml } from '@/lib/html'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { programmeDetail } from './programmes'

/**
 * Reads for «Vista previa» (docs/decisions/0024-vista-previa.md). Nothing here goes through the
 * site's caches (src/cache/, `cachedRead`): a draft is read for one signed-in editor on one request
 * and never stored where a visitor's request could find it.
 */

export { previewer, staffOf } from './previewScope'
import type { Preview } from './previewScope'

/**
 * The latest draft of a document of one `tipo` by slug, read as the previewer (their access applies),
 * when it is the document being previewed; undefined for any other (the page shows it as published).
 */
async function latestDraft<C extends 'comunicaciones' | 'programas'>({ user, target }: Preview, collection: C, slug: string, tipo: string) {
  if (!('collection' in target) || target.collection !== collection) return undefined
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { and: [{ slug: { equals: slug } }, { tipo: { equals: tipo } }] },
    draft: true,
    limit: 1,
    depth: 1,
    overrideAccess: false,
    user,
  })
  return docs.find((d) => String(d.id) === target.id)
}

/** The previewed news item (NOT) or event (EVE) by slug, as its detail page shows its draft; null for any other. */
export async function draftCommunication(preview: Preview, tipo: NewsOrEvent['tipo'], slug: string) {
  const d = await latestDraft(preview, 'comunicaciones', slug, tipo)
  if (!d) return null
  return {
    id: d.id,
    titulo: d.titulo ?? '',
    contenido: richTextToHtml(d.contenido),
    path_imagen: fileUrl(d.path_imagen),
    slug: d.slug ?? '',
    fecha: formatDate(d.fecha),
    visitas: d.visitas ?? 0,
  }
}

/** The previewed programme of one kind by slug, as its page shows its draft; null for any other. */
export async function draftProgramme(preview: Preview, tipo: Programme['tipo'], slug: string) {
  const d = await latestDraft(preview, 'programas', slug, tipo)
  return d ? programmeDetail(d) : null
}
