import 'server-only'
import { formatDate } from '@/lib/dates'
import { richTextToHtml } from '@/lib/html'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cachedRead, published, visitsLag } from './read'
import { cacheTags } from '@/cache'

/** SITCA: the team in the editors' order and the documents newest first, split by kind. */
export const getSitca = cachedRead('sitca', [cacheTags.sitcaTeam, cacheTags.sitcaDocuments], async () => {
  const payload = await payloadClient()
  const [team, documents] = await Promise.all([
    payload.find({ collection: 'sitca-equipo', where: published, sort: ['orden', 'id'], pagination: false, depth: 1, overrideAccess: false }),
    payload.find({
      collection: 'sitca-documentos',
      where: published,
      sort: ['-fecha_publicacion', '-id'],
      pagination: false,
      depth: 1,
      overrideAccess: false,
    }),
  ])
  const doc = (d: (typeof documents.docs)[number]) => ({
    id: d.id,
    imagen: fileUrl(d.imagen),
    titulo: d.titulo,
    slug: d.slug ?? '',
    fecha_publicacion: formatDate(d.fecha_publicacion),
    visitas: d.visitas ?? 0,
    descripcion: richTextToHtml(d.descripcion),
    archivo: fileUrl(d.archivo),
  })
  return {
    equipo: team.docs.map((m) => ({
      id: m.id,
      imagen: fileUrl(m.imagen),
      titulo: m.titulo,
      titulos_academicos: m.titulos_academicos,
      puesto_trabajo: m.puesto_trabajo,
    })),
    informes: documents.docs.filter((d) => d.tipo === 'informe').map(doc),
    boletines: documents.docs.filter((d) => d.tipo === 'boletin').map(doc),
  }
}, visitsLag)
