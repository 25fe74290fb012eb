import 'server-only'
import { cacheRead } from './keptCache'
import type { Where } from 'payload'
import { formatDate, rowOf } from '@/lib/dates'
import { richTextToHtml } from '@/lib/html'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cacheTags, type CacheTag } from './tags'

/** Cached public read: tagged so that the collection's hooks expire it on any change. */
function cached<A extends unknown[], R>(name: string, tags: CacheTag[], read: (...args: A) => Promise<R>, revalidate: number | false = false) {
  return cacheRead(read, [`ugc:${name}`], { tags: [...tags, cacheTags.media], revalidate })
}

/** Visit counts change without an editor's save; lists showing them refresh at least every minute. */
const visitsLag = 60

const published: Where = { _status: { equals: 'published' } }

type Characteristic = { titulo_caracteristica: string; descripcion: string }

/* ───────────── Carousels and programme logos ───────────── */

export type SlideType = 'CAR' | 'RAD' | 'CAL'

/** Slides of one carousel (CAR home, RAD radio, CAL calendar), in the editors' order. */
export const listSlides = cached('slides', [cacheTags.slides], async (tipo: SlideType) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'carrusel',
    where: { tipo: { equals: tipo } },
    sort: ['orden', 'id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs.map((d) => ({
    id: d.id,
    titulo: d.titulo,
    path_imagen: fileUrl(d.path_imagen),
    tipo: d.tipo,
    orden: d.orden ?? 0,
    link: d.link ?? null,
  }))
})

/** The programme logos (PAC) of the home page. */
export const listProgrammeLogos = cached('programme-logos', [cacheTags.programmeLogos], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'programas-academicos',
    sort: ['orden', 'id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, path_imagen: fileUrl(d.path_imagen), link: d.link }))
})

/* ───────────── Academic programmes ───────────── */

export type ProgrammeType = 'BAC' | 'LIC' | 'DIP'

/** Cards of one kind of programme (BAC, LIC, DIP). */
export const listProgrammeCards = cached('programme-cards', [cacheTags.programmes], async (tipo: ProgrammeType) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'programas',
    where: { and: [published, { tipo: { equals: tipo } }] },
    sort: ['orden', 'id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: { titulo: true, slug: true, path_imagen: true },
  })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, slug: d.slug ?? '', path_imagen: fileUrl(d.path_imagen) }))
})

function programmeDetail(d: Record<string, unknown>) {
  return {
    id: d.id as number,
    tipo: d.tipo as ProgrammeType,
    titulo: d.titulo as string,
    slug: (d.slug as string | null) ?? '',
    subtitulo: (d.subtitulo as string | null) ?? null,
    path_banner: fileUrl(d.path_banner),
    path_imagen: fileUrl(d.path_imagen),
    tipo_periodo: d.tipo_periodo as string,
    rvoe: (d.rvoe as string | null) ?? null,
    caracteristicas: ((d.caracteristicas as Characteristic[] | null) ?? []).map(({ titulo_caracteristica, descripcion }) => ({
      titulo_caracteristica,
      descripcion,
    })),
    plan_estudios: ((d.plan_estudios as { numero_periodo: number; nombre_materia: string }[] | null) ?? [])
      .map(({ numero_periodo, nombre_materia }) => ({ numero_periodo, nombre_materia }))
      .sort((a, b) => a.numero_periodo - b.numero_periodo),
  }
}
export type ProgrammeDetail = ReturnType<typeof programmeDetail>

/** One programme by slug, or null. */
export const getProgramme = cached('programme', [cacheTags.programmes], async (slug: string) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'programas',
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ? programmeDetail(docs[0] as unknown as Record<string, unknown>) : null
})

/** A programme of one kind by its (URL-encoded) slug; another kind under that route is not found. */
export async function getProgrammeOfType(slug: string, tipo: ProgrammeType) {
  const programme = await getProgramme(decodeURIComponent(slug))
  return programme?.tipo === tipo ? programme : null
}

/** The slugs of one kind's detail pages to prerender; none when the database is not migrated yet (a bare build). */
export async function programmeSlugs(tipo: ProgrammeType): Promise<{ slug: string }[]> {
  try {
    return (await listProgrammeCards(tipo)).filter((c) => c.slug !== '').map((c) => ({ slug: c.slug }))
  } catch {
    return []
  }
}

/** Every bachillerato programme with its full detail, for /preparatoria. */
export const listBachillerato = cached('bachillerato', [cacheTags.programmes], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'programas',
    where: { and: [published, { tipo: { equals: 'BAC' } }] },
    sort: ['orden', 'id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs.map((d) => programmeDetail(d as unknown as Record<string, unknown>))
})

/* ───────────── CONOCER ───────────── */

/** Cards of the CONOCER standards. */
export const listConocerCards = cached('conocer-cards', [cacheTags.conocer], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'conocer',
    where: published,
    sort: ['orden', 'id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: { titulo: true, slug: true, path_imagen: true },
  })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, slug: d.slug ?? '', path_imagen: fileUrl(d.path_imagen) }))
})

/** One CONOCER standard by slug, or null; its characteristics under the spec's key `caracteristica`. */
export const getConocer = cached('conocer', [cacheTags.conocer], async (slug: string) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'conocer',
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const d = docs[0]
  if (!d) return null
  return {
    id: d.id,
    titulo: d.titulo,
    slug: d.slug ?? '',
    subtitulo: d.subtitulo ?? null,
    path_banner: fileUrl(d.path_banner),
    path_imagen: fileUrl(d.path_imagen),
    documento: fileUrl(d.documento),
    caracteristica: (d.caracteristica ?? []).map(({ titulo_caracteristica, descripcion }) => ({ titulo_caracteristica, descripcion })),
  }
})

/* ───────────── News and events ───────────── */

export type CommunicationType = 'NOT' | 'EVE'

/** News (NOT) or events (EVE), newest first; news carry their grid row `fila`. */
export const listCommunication = cached(
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

/* ───────────── Contact form programmes ───────────── */

/** Every programme a person can ask about, ids prefixed by kind (bac-1, lic-3, dip-9, conocer-2). */
export const listContactProgrammes = cached(
  'contact-programmes',
  [cacheTags.programmes, cacheTags.conocer],
  async () => {
    const payload = await payloadClient()
    const [programmes, standards] = await Promise.all([
      payload.find({
        collection: 'programas',
        where: published,
        sort: ['tipo', 'orden', 'id'],
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { titulo: true, tipo: true },
      }),
      payload.find({
        collection: 'conocer',
        where: published,
        sort: ['orden', 'id'],
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { titulo: true },
      }),
    ])
    const order = { BAC: 0, LIC: 1, DIP: 2 } as const
    return [
      ...programmes.docs
        .sort((a, b) => order[a.tipo] - order[b.tipo])
        .map((d) => ({ id: `${d.tipo.toLowerCase()}-${d.id}`, titulo: d.titulo })),
      ...standards.docs.map((d) => ({ id: `conocer-${d.id}`, titulo: d.titulo })),
    ]
  },
)

/* ───────────── Editorial, podcast, SITCA, graduates, information ───────────── */

/** The editorial's books, in the editors' order. */
export const listBooks = cached('books', [cacheTags.books], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'libros', sort: ['orden', 'id'], pagination: false, depth: 1, overrideAccess: false })
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

/** Podcast episodes, newest first; `inivtados` null when there are none. */
export const listPodcasts = cached('podcasts', [cacheTags.podcasts], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'podcasts',
    where: published,
    sort: ['-fecha_publicacion', '-id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs.map((d) => ({
    id: d.id,
    titulo: d.titulo,
    presentador: d.presentador,
    inivtados: d.inivtados && d.inivtados.trim() !== '' ? d.inivtados : null,
    fecha_publicacion: formatDate(d.fecha_publicacion),
    archivo_podcast: fileUrl(d.archivo_podcast),
  }))
})

/** SITCA: the team in the editors' order and the documents newest first, split by kind. */
export const getSitca = cached('sitca', [cacheTags.sitcaTeam, cacheTags.sitcaDocuments], async () => {
  const payload = await payloadClient()
  const [team, documents] = await Promise.all([
    payload.find({ collection: 'sitca-equipo', sort: ['orden', 'id'], pagination: false, depth: 1, overrideAccess: false }),
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

/** Graduate success stories. */
export const listSuccessStories = cached('success-stories', [cacheTags.successStories], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'casos-exito', sort: ['orden', 'id'], pagination: false, depth: 1, overrideAccess: false })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, subtitulo: d.subtitulo, path_imagen: fileUrl(d.path_imagen) }))
})

/** Information blocks (servicio social, prácticas…), their text as sanitised HTML. */
export const listInfoBlocks = cached('info-blocks', [cacheTags.infoBlocks], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'tramites-texto', sort: ['orden', 'id'], pagination: false, depth: 0, overrideAccess: false })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, texto: richTextToHtml(d.texto) }))
})

/** ExaUGC graduate benefits. */
export const listBenefits = cached('benefits', [cacheTags.benefits], async () => {
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
