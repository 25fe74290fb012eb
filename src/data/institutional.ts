import 'server-only'
import { paragraphsOf } from '@/lib/paragraphs'
import { richTextToHtml } from '@/lib/html'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cachedRead, findPublic, readerOptions } from './read'
import { cacheTags } from '@/cache'

/** The «Contenido institucional» global as pages use it: long texts split into paragraphs. */
export const getInstitutional = cachedRead('institutional', [cacheTags.institutional], async () => {
  const payload = await payloadClient()
  const c = await payload.findGlobal({ slug: 'contenido-institucional', depth: 0, overrideAccess: false, ...readerOptions({ global: 'contenido-institucional' }) })
  return {
    quienes_somos: paragraphsOf(c.quienes_somos),
    en_la_empresa: paragraphsOf(c.en_la_empresa),
    en_la_sociedad: paragraphsOf(c.en_la_sociedad),
    en_el_mundo: paragraphsOf(c.en_el_mundo),
    rector_nombre: c.rector_nombre ?? '',
    rector_cargo: c.rector_cargo ?? '',
    rector_mensaje: paragraphsOf(c.rector_mensaje),
    mision: paragraphsOf(c.mision),
    vision: paragraphsOf(c.vision),
    incubadora_que_es: paragraphsOf(c.incubadora_que_es),
    incubadora_como_opera: paragraphsOf(c.incubadora_como_opera),
    incubadora_fases: (c.incubadora_fases ?? []).map((f) => ({ titulo: f.titulo, descripcion: f.descripcion })),
    incubadora_servicios: (c.incubadora_servicios ?? []).map((s) => s.servicio),
    incubadora_requisitos: (c.incubadora_requisitos ?? []).map((r) => r.requisito),
    convenios_intro: paragraphsOf(c.convenios_intro),
    convenios_internacionales: (c.convenios_internacionales ?? []).map((a) => ({
      pais: a.pais,
      institucion: a.institucion,
      descripcion: a.descripcion ?? null,
    })),
    convenios_nacionales: (c.convenios_nacionales ?? []).map((a) => ({ institucion: a.institucion, tipo: a.tipo ?? null })),
    becas: (c.becas ?? []).map((b) => ({ nombre: b.nombre, descripcion: b.descripcion })),
  }
})

/** The editorial's books, in the editors' order. */
export const listBooks = cachedRead('books', [cacheTags.books], async () => {
  const docs = await findPublic('libros')
  return docs.map((d) => ({
    id: d.id,
    imagen: fileUrl(d.imagen),
    titulo: d.titulo,
    nombre_autor: d.nombre_autor,
    edicion: d.edicion,
    año_edicion: d.anio_edicion,
    descripcion: d.descripcion,
  }))
})

/** Information blocks (servicio social, prácticas…), their text as sanitised HTML and the section they show in. */
export const listInfoBlocks = cachedRead('info-blocks', [cacheTags.infoBlocks], async () => {
  const docs = await findPublic('tramites-texto', { depth: 0 })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, texto: richTextToHtml(d.texto), seccion: d.seccion }))
})

/** An information block as /api/get_tramites_texto answers it (api-contract.md: id, titulo, texto). */
export function infoBlockForApi({ id, titulo, texto }: Awaited<ReturnType<typeof listInfoBlocks>>[number]) {
  return { id, titulo, texto }
}
