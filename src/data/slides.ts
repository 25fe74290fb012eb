import 'server-only'
import { fileUrl } from './files'
import { cachedRead, findPublic } from './read'
import { cacheTags } from '@/cache'

export type SlideType = 'CAR' | 'RAD' | 'CAL'

/** Slides of one carousel (CAR home, RAD radio, CAL calendar), in the editors' order. */
export const listSlides = cachedRead('slides', [cacheTags.slides], async (tipo: SlideType) => {
  const docs = await findPublic('carrusel', { where: { tipo: { equals: tipo } } })
  return docs.map((d) => ({
    id: d.id,
    titulo: d.titulo,
    path_imagen: fileUrl(d.path_imagen),
    tipo: d.tipo,
    orden: d.orden ?? 0,
    link: d.link ?? null,
    texto: d.texto ?? null,
    boton: d.boton ?? null,
  }))
})

/** Slides as the public API gives them: the contract's fields, without the home banner's line and button. */
export async function listApiSlides(tipo: SlideType) {
  return (await listSlides(tipo)).map(({ texto: _texto, boton: _boton, ...slide }) => slide)
}

/** A slide as the home banner shows it: its title, line and button over its picture. */
export type HomeSlide = Awaited<ReturnType<typeof listSlides>>[number]
