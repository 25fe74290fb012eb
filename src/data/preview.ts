import 'server-only'
import type { NewsOrEvent, Programme, User } from '@/cms/payload-types'
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

export { previewer,  staffOf } from './previewScope'

/** The latest draft of a document of one `tipo` by slug, read as `user` (their access applies). */
async function latestDraft<C extends 'comunicaciones' | 'programas'>(user: User, collection: C, slug: string, tipo: string) {
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
  return docs[0]
}

/** The latest draft of a news item (NOT) or event (EVE) by slug, as its detail page shows it; read as `user`. */
export async function draftCommunication(user: User, tipo: NewsOrEvent['tipo'], slug: string) {
  const d = await latestDraft(user, 'comunicaciones', slug, tipo)
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

/** The latest draft of a programme of one kind by slug, as its page shows it; read as `user`. */
export async function draftProgramme(user: User, tipo: Programme['tipo'], slug: string) {
  const d = await latestDraft(user, 'programas', slug, tipo)
  return d ? programmeDetail(d) : null
}
