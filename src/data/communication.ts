import 'server-only'
import type { NewsOrEvent } from '@/cms/payload-types'
import { formatDate, rowOf } from '@/lib/dates'
import { richTextToHtml } from '@/lib/html'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cachedRead, published, visitsLag } from './read'
import { cacheTags } from '../cache/tags'

export type CommunicationType = NewsOrEvent['tipo']

/** News (NOT) or events (EVE), newest first; news carry their grid row `fila`. */
export const listCommunication = cachedRead(
  'communication',
  [cacheTags.communication],
  async (tipo: CommunicationType, cantidad?: number) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'comunicaciones',
      where: { and: [published, { tipo: { equals: tipo } }] },
      sort: ['-fecha', '-id'],
      limit: cantidad ?? 0,
      pagination: cantidad !== undefined,
      depth: 1,
      overrideAccess: false,
    })
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

/** A published news item (NOT) or event (EVE) by slug, as its share card shows it; null when there is none. */
export const getCommunicationCard = cachedRead('communication-card', [cacheTags.communication], async (tipo: CommunicationType, slug: string) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'comunicaciones',
    where: { and: [published, { tipo: { equals: tipo } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const d = docs[0]
  return d ? { titulo: d.titulo, fecha: formatDate(d.fecha), path_imagen: d.path_imagen ?? null } : null
})
