import type { CollectionSlug, Payload, Where } from 'payload'
import { lexicalFromParagraphs } from '../lib/lexical'
import { slugify } from '../lib/slugify'
import { communications } from './fixtures/communication'
import { conocerStandards } from './fixtures/conocer'
import { benefits, successStories } from './fixtures/graduates'
import { books } from './fixtures/books'
import { infoBlocks } from './fixtures/infoBlocks'
import { programmeLogos } from './fixtures/programmeLogos'
import { sitcaDocuments, sitcaTeam } from './fixtures/sitca'
import { slides } from './fixtures/slides'
import { podcasts } from './fixtures/podcasts'
import { programmes } from './fixtures/programmes'
import { institutionalCopy } from './fixtures/institutional'
import { campuses, privacyNotice, settings, settingsDocuments } from './fixtures/settings'
import { makePdf, makeWav, renderImage } from './files'
import type { SeedImage, SeedPdf } from './types'

/** Pixel sizes of the generated images, by the slot they fill on the site. */
const sizes = {
  banner: [1600, 600],
  card: [1200, 675],
  slide: [1500, 660],
  square: [800, 800],
  cover: [600, 900],
} as const satisfies Record<string, readonly [number, number]>

type Log = (message: string) => void

/** Demo content: idempotent, so it only adds what is missing and never overwrites editors' work. */
export async function seed(payload: Payload, log: Log = (m) => payload.logger.info(m)): Promise<{ created: number }> {
  const context = { seeding: true }
  let created = 0
  const mediaIds = new Map<string, number>()

  async function mediaByFilename(filename: string): Promise<number | undefined> {
    const cached = mediaIds.get(filename)
    if (cached !== undefined) return cached
    const found = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0 })
    const id = found.docs[0]?.id
    if (id !== undefined) mediaIds.set(filename, id)
    return id
  }

  async function upload(filename: string, mimetype: string, alt: string, data: () => Promise<Buffer> | Buffer): Promise<number> {
    const existing = await mediaByFilename(filename)
    if (existing !== undefined) return existing
    const buffer = await data()
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data: buffer, mimetype, name: filename, size: buffer.length },
      context,
    })
    mediaIds.set(filename, doc.id)
    return doc.id
  }

  const image = (img: SeedImage, slot: keyof typeof sizes) =>
    upload(`${img.file}.jpg`, 'image/jpeg', img.alt, () => renderImage(img, sizes[slot][0], sizes[slot][1]))
  const pdf = (doc: SeedPdf) => upload(`${doc.file}.pdf`, 'application/pdf', doc.alt, () => makePdf(doc.title, doc.paragraphs))

  /** Creates the document unless one matching `where` exists. */
  async function ensure<S extends CollectionSlug>(collection: S, where: Where, data: () => Promise<Record<string, unknown>>) {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, draft: true } as Parameters<Payload['find']>[0])
    if (found.docs.length > 0) return
    await payload.create({ collection, data: (await data()) as never, context } as Parameters<Payload['create']>[0])
    created++
  }

  const noon = (isoDate: string) => `${isoDate}T12:00:00.000Z`
  const byTitle = (titulo: string): Where => ({ titulo: { equals: titulo } })

  log('Contenido de demostración: programas académicos…')
  for (const p of programmes) {
    await ensure('programas', { slug: { equals: slugify(p.titulo) } }, async () => ({
      tipo: p.tipo,
      titulo: p.titulo,
      subtitulo: p.subtitulo,
      tipo_periodo: p.tipo_periodo,
      rvoe: p.rvoe,
      orden: p.orden,
      caracteristicas: p.caracteristicas,
      plan_estudios: p.plan_estudios,
      path_banner: await image(p.banner, 'banner'),
      path_imagen: await image(p.image, 'card'),
      _status: 'published',
    }))
  }

  log('Contenido de demostración: estándares CONOCER…')
  for (const c of conocerStandards) {
    await ensure('conocer', { slug: { equals: slugify(c.titulo) } }, async () => ({
      titulo: c.titulo,
      subtitulo: c.subtitulo,
      orden: c.orden,
      caracteristica: c.caracteristica,
      path_banner: await image(c.banner, 'banner'),
      path_imagen: await image(c.image, 'card'),
      documento: c.documento ? await pdf(c.documento) : null,
      _status: 'published',
    }))
  }

  log('Contenido de demostración: carruseles y logos…')
  for (const s of slides) {
    await ensure('carrusel', { and: [byTitle(s.titulo), { tipo: { equals: s.tipo } }] }, async () => ({
      titulo: s.titulo,
      tipo: s.tipo,
      orden: s.orden,
      link: s.link ?? null,
      path_imagen: await image(s.image, 'slide'),
    }))
  }
  for (const l of programmeLogos) {
    await ensure('programas-academicos', byTitle(l.titulo), async () => ({
      titulo: l.titulo,
      link: l.link,
      orden: l.orden,
      path_imagen: await image(l.image, 'square'),
    }))
  }

  log('Contenido de demostración: noticias y eventos…')
  for (const c of communications) {
    await ensure('comunicaciones', byTitle(c.titulo), async () => ({
      tipo: c.tipo,
      titulo: c.titulo,
      fecha: noon(c.fecha),
      visitas: c.visitas,
      contenido: lexicalFromParagraphs(c.contenido.paragraphs, c.contenido.html),
      path_imagen: await image(c.image, 'card'),
      _status: 'published',
    }))
  }

  log('Contenido de demostración: podcast…')
  for (const p of podcasts) {
    await ensure('podcasts', byTitle(p.titulo), async () => ({
      titulo: p.titulo,
      presentador: p.presentador,
      inivtados: p.inivtados ?? null,
      fecha_publicacion: noon(p.fecha_publicacion),
      archivo_podcast: await upload(`podcast-${slugify(p.titulo)}.wav`, 'audio/wav', `Audio del episodio «${p.titulo}»`, () =>
        makeWav(4, p.tono),
      ),
      _status: 'published',
    }))
  }

  log('Contenido de demostración: egresados…')
  for (const s of successStories) {
    await ensure('casos-exito', byTitle(s.titulo), async () => ({
      titulo: s.titulo,
      subtitulo: s.subtitulo,
      orden: s.orden,
      path_imagen: await image(s.image, 'square'),
    }))
  }
  for (const b of benefits) {
    await ensure('beneficios-exa', byTitle(b.titulo), async () => ({
      descuento: b.descuento,
      titulo: b.titulo,
      descripcion: b.descripcion,
      ubicacion: b.ubicacion,
      orden: b.orden,
      path_imagen: await image(b.image, 'card'),
    }))
  }

  log('Contenido de demostración: bloques informativos y libros…')
  for (const block of infoBlocks) {
    await ensure('tramites-texto', byTitle(block.titulo), async () => ({
      titulo: block.titulo,
      orden: block.orden,
      texto: lexicalFromParagraphs(block.texto.paragraphs, block.texto.html),
    }))
  }
  for (const b of books) {
    await ensure('libros', byTitle(b.titulo), async () => ({
      titulo: b.titulo,
      nombre_autor: b.nombre_autor,
      edicion: b.edicion,
      anio_edicion: b.anio_edicion,
      descripcion: b.descripcion,
      orden: b.orden,
      imagen: await image(b.image, 'cover'),
    }))
  }

  log('Contenido de demostración: SITCA…')
  for (const m of sitcaTeam) {
    await ensure('sitca-equipo', byTitle(m.titulo), async () => ({
      titulo: m.titulo,
      titulos_academicos: m.titulos_academicos,
      puesto_trabajo: m.puesto_trabajo,
      orden: m.orden,
      imagen: await image(m.image, 'square'),
    }))
  }
  for (const d of sitcaDocuments) {
    await ensure('sitca-documentos', byTitle(d.titulo), async () => ({
      tipo: d.tipo,
      titulo: d.titulo,
      fecha_publicacion: noon(d.fecha_publicacion),
      visitas: d.visitas,
      descripcion: lexicalFromParagraphs(d.descripcion.paragraphs, d.descripcion.html),
      imagen: await image(d.image, 'card'),
      archivo: await pdf(d.archivo),
      _status: 'published',
    }))
  }

  log('Contenido de demostración: configuración del sitio…')
  const current = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
  if (!current.telefono) {
    await payload.updateGlobal({
      slug: 'configuracion-sitio',
      context,
      data: {
        ...settings,
        campus: await Promise.all(
          campuses.map(async ({ galeria, ...campus }) => ({
            ...campus,
            galeria: await Promise.all(galeria.map((g) => image(g, 'card'))),
          })),
        ),
        reglamento_escolar: await pdf(settingsDocuments.reglamento_escolar),
        certificado_iso: await pdf(settingsDocuments.certificado_iso),
        folleto_conocer: await pdf(settingsDocuments.folleto_conocer),
        programa_becas: await pdf(settingsDocuments.programa_becas),
        aviso_privacidad: lexicalFromParagraphs(privacyNotice),
      },
    })
    created++
  }

  log('Contenido de demostración: contenido institucional…')
  const institutional = await payload.findGlobal({ slug: 'contenido-institucional', depth: 0 })
  if (!institutional.mision) {
    await payload.updateGlobal({ slug: 'contenido-institucional', context, data: institutionalCopy })
    created++
  }

  log(`Contenido de demostración listo: ${created} documentos nuevos.`)
  return { created }
}

/** True when the database holds no content yet (a brand-new site). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const [programmesCount, newsCount] = await Promise.all([
    payload.count({ collection: 'programas' }),
    payload.count({ collection: 'comunicaciones' }),
  ])
  return programmesCount.totalDocs === 0 && newsCount.totalDocs === 0
}
