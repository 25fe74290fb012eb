import 'server-only'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cachedRead } from './read'
import { cacheTags } from '../cache/tags'

/** Graduate success stories. */
export const listSuccessStories = cachedRead('success-stories', [cacheTags.successStories], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'casos-exito', sort: ['orden', 'id'], pagination: false, depth: 1, overrideAccess: false })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, subtitulo: d.subtitulo, path_imagen: fileUrl(d.path_imagen) }))
})

/** ExaUGC graduate benefits. */
export const listBenefits = cachedRead('benefits', [cacheTags.benefits], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'beneficios-exa', sort: ['orden', 'id'], pagination: false, depth: 1, overrideAccess: false })
  return docs.map((d) => ({
    id: d.id,
    descuento: d.descuento,
    titulo: d.titulo,
    descripcion: d.descripcion,
    path_imagen: fileUrl(d.path_imagen),
    ubicacion: d.ubicacion,
  }))
})
