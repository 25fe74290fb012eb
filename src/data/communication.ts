import 'server-only'
import type { NewsOrEvent } from '@/cms/payload-types'
import { formatDate, rowOf } from '@/lib/dates'
import { richTextToHtml } from '@/lib/html'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cachedRead, findPublic, onlyThePreviewedDraft, published, publicWhere, readerOptions, visitsLag } from './read'
import { cacheTags } from '@/cache'

export type CommunicationType = NewsOrEvent['tipo']

/** News (NOT) or events (EVE), newest first; news carry their grid row `fila`. */
export const listCommunication = cachedRead(
  'communication',
  [cacheTags.communication],
  async (tipo: CommunicationType, cantidad?: number) => {
    const payload = await payloadClient()
    const reader = readerOptions({ collection: 'comunicaciones' })
    const { docs: read } = await payload.find({
      collection: 'comunicaciones',
      where: publicWhere({ and: [published, { tipo: { equals: tipo } }] }, 'comunicaciones'),
      sort: ['-fecha', '-id'],
      limit: cantidad ?? 0,
      pagination: cantidad !== undefined,
      depth: 1,
      overrideAccess: false,
      ...reader,
    })
    const docs = reader.draft ? await onlyThePreviewedDraft('comunicaciones', read, { depth: 1 }) : read
    return docs.map((d, index) => ({
      id: d.id,
      titulo: d.titulo,
      contenido: richTextToHtml(d.contenido),
      path_imagen: fileUrl(d.path_imagen),
      slug: d.slug ?? '',
      fecha: formatDate(d.fecha),
      visitas: d.visitas ?? 0,
      ...(tipo === 'NOT' ? { fila: rowOf(index) } : {}),
    }))
  },
  visitsLag,
)

/** Every published news item and event as its share card shows it, in one cache entry. */
const listCommunicationCards = cachedRead('communication-cards', [cacheTags.communication], async () => {
  const docs = await findPublic('comunicaciones', { where: published, sort: ['-fecha', '-id'], depth: 0, select: { tipo: true, slug: true, titulo: true, fecha: true, path_imagen: true } })
  return docs.map((d) => ({ tipo: d.tipo, slug: d.slug ?? '', titulo: d.titulo, fecha: formatDate(d.fecha), path_imagen: d.path_imagen ?? null }))
})

/** A published news item (NOT) or event (EVE) by slug, as its share card shows it; null when there is none. A made-up slug adds nothing to the cache. */
export async function getCommunicationCard(tipo: CommunicationType, slug: string) {
  const card = (await listCommunicationCards()).find((c) => c.tipo === tipo && c.slug === slug)
  return card ? { titulo: card.titulo, fecha: card.fecha, path_imagen: card.path_imagen } : null
}
