import 'server-only'
import { fileUrl } from './files'
import { cachedRead, findPublic } from './read'
import { cacheTags } from '@/cache'

/** Graduate success stories. */
export const listSuccessStories = cachedRead('success-stories', [cacheTags.successStories], async () => {
  const docs = await findPublic('casos-exito')
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, subtitulo: d.subtitulo, path_imagen: fileUrl(d.path_imagen) }))
})

/** ExaUGC graduate benefits. */
export const listBenefits = cachedRead('benefits', [cacheTags.benefits], async () => {
  const docs = await findPublic('beneficios-exa')
  return docs.map((d) => ({
    id: d.id,
    descuento: d.descuento,
    titulo: d.titulo,
    descripcion: d.descripcion,
    path_imagen: fileUrl(d.path_imagen),
    ubicacion: d.ubicacion,
  }))
})
