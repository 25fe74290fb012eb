import type { CollectionSlug, Payload, Where } from 'payload'
import { lexicalFromParagraphs } from '@/lib/lexical'
import { slugify } from '@/lib/slugify'
import { imageSlots, type ImageSlot } from '@/lib/imageSlots'
import { communications } from './fixtures/communication'
import { eventDay, upcomingSignup } from './signup'
import { conocerStandards } from './fixtures/conocer'
import { benefits, successStories } from './fixtures/graduates'
import { books } from './fixtures/books'
import { infoBlocks } from './fixtures/infoBlocks'
import { programmeLogos } from './fixtures/programmeLogos'
import { sitcaDocuments, sitcaTeam } from './fixtures/sitca'
import { slides } from './fixtures/slides'
import { podcasts } from './fixtures/podcasts'
import { programmes } from './fixtures/programmes'
import { offerFacts } from './fixtures/offerFacts'
import { institutionalCopy } from './fixtures/institutional'
import { campuses, privacyNotice, settings, settingsDocuments } from './fixtures/settings'
import { seedContactRequests } from './contactRequests'
import { makePdf, makeWav, renderImage } from './files'
import type { SeedImage, SeedPdf, SeedRichText, SeedSlide } from './types'

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

  // Drawn at the pixel size of the slot it fills on the site (src/lib/imageSlots.ts).
  const image = (img: SeedImage, slot: ImageSlot) =>
    upload(`${img.file}.jpg`, 'image/jpeg', img.alt, () => renderImage(img, imageSlots[slot].size[0], imageSlots[slot].size[1]))
  const pdf = (doc: SeedPdf) => upload(`${doc.file}.pdf`, 'application/pdf', doc.alt, () => makePdf(doc.title, doc.paragraphs))

  /** Creates the document unless one matching `where` exists. */
  async function ensure<S extends CollectionSlug>(collection: S, where: Where, data: () => Promise<Record<string, unknown>>) {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, draft: true } as Parameters<Payload['find']>[0])
    if (found.docs.length > 0) return
    await payload.create({ collection, data: (await data()) as never, context } as Parameters<Payload['create']>[0])
    created++
  }

  const noon = (isoDate: string) => `${isoDate}T12:00:00.000Z`
  const rich = (text: SeedRichText) => lexicalFromParagraphs(text.paragraphs, text.html)
  const published = { _status: 'published' } as const
  const byTitle = (row: { titulo: string }): Where => ({ titulo: { equals: row.titulo } })
  const bySlug = (row: { titulo: string }): Where => ({ slug: { equals: slugify(row.titulo) } })

  /** Each row's document, unless one matching `where` (by default, its title) is already there. */
  async function ensureEach<T>(
    collection: CollectionSlug,
    rows: readonly T[],
    where: (row: T) => Where,
    data: (row: T) => Promise<Record<string, unknown>>,
  ) {
    for (const row of rows) await ensure(collection, where(row), () => data(row))
  }

  log('Contenido de demostración: programas académicos…')
  await ensureEach('programas', programmes, bySlug, async ({ banner, image: img, ...p }) => ({
    ...p,
    ...offerFacts[p.titulo],
    ...published,
    path_banner: await image(banner, 'banner'),
    path_imagen: await image(img, 'card'),
  }))

  log('Contenido de demostración: estándares CONOCER…')
  await ensureEach('conocer', conocerStandards, bySlug, async ({ banner, image: img, documento, ...c }) => ({
    ...c,
    ...offerFacts[c.titulo],
    ...published,
    path_banner: await image(banner, 'banner'),
    path_imagen: await image(img, 'card'),
    documento: documento ? await pdf(documento) : null,
  }))

  created += await completeOfferFacts(payload)

  log('Contenido de demostración: carruseles y logos…')
  const slideWhere = (s: SeedSlide): Where => ({ and: [byTitle(s), { tipo: { equals: s.tipo } }] })
  await ensureEach('carrusel', slides, slideWhere, async ({ image: img, ...s }) => ({
    ...s,
    ...published,
    texto: s.texto ?? null,
    link: s.link ?? null,
    boton: s.boton ?? null,
    path_imagen: await image(img, 'slide'),
  }))
  await ensureEach('programas-academicos', programmeLogos, byTitle, async ({ image: img, ...l }) => ({
    ...l,
    ...published,
    path_imagen: await image(img, 'square'),
  }))

  log('Contenido de demostración: noticias y eventos…')
  await ensureEach('comunicaciones', communications, byTitle, async ({ image: img, registro, cuando, ...c }) => ({
    ...c,
    ...published,
    fecha: noon(c.fecha),
    contenido: rich(c.contenido),
    path_imagen: await image(img, 'card'),
    ...(registro ? { registro: upcomingSignup(registro) } : cuando ? { registro: eventDay(cuando) } : {}),
  }))

  log('Contenido de demostración: podcast…')
  await ensureEach('podcasts', podcasts, byTitle, async ({ tono, ...p }) => ({
    ...p,
    ...published,
    inivtados: p.inivtados ?? null,
    fecha_publicacion: noon(p.fecha_publicacion),
    archivo_podcast: await upload(`podcast-${slugify(p.titulo)}.wav`, 'audio/wav', `Audio del episodio «${p.titulo}»`, () =>
      makeWav(4, tono),
    ),
  }))

  log('Contenido de demostración: egresados…')
  await ensureEach('casos-exito', successStories, byTitle, async ({ image: img, ...s }) => ({
    ...s,
    ...published,
    path_imagen: await image(img, 'square'),
  }))
  await ensureEach('beneficios-exa', benefits, byTitle, async ({ image: img, ...b }) => ({
    ...b,
    ...published,
    path_imagen: await image(img, 'card'),
  }))

  log('Contenido de demostración: bloques informativos y libros…')
  await ensureEach('tramites-texto', infoBlocks, byTitle, async (block) => ({ ...block, ...published, texto: rich(block.texto) }))
  await ensureEach('libros', books, byTitle, async ({ image: img, ...b }) => ({ ...b, ...published, imagen: await image(img, 'cover') }))

  log('Contenido de demostración: SITCA…')
  await ensureEach('sitca-equipo', sitcaTeam, byTitle, async ({ image: img, ...m }) => ({
    ...m,
    ...published,
    imagen: await image(img, 'square'),
  }))
  await ensureEach('sitca-documentos', sitcaDocuments, byTitle, async ({ image: img, archivo, ...d }) => ({
    ...d,
    ...published,
    fecha_publicacion: noon(d.fecha_publicacion),
    descripcion: rich(d.descripcion),
    imagen: await image(img, 'card'),
    archivo: await pdf(archivo),
  }))

  log('Contenido de demostración: configuración del sitio…')
  const current = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 0 })
  if (!current.telefono) {
    await payload.updateGlobal({
      slug: 'configuracion-sitio',
      context,
      data: {
        ...settings,
        ...published,
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
    await payload.updateGlobal({ slug: 'contenido-institucional', context, data: { ...institutionalCopy, ...published } })
    created++
  }

  log('Aviso en el sitio (desactivado)…')
  // Published and off, so the global exists for the site to read and editors only switch it on.
  const alert = await payload.findGlobal({ slug: 'aviso', depth: 0 })
  if (!alert.updatedAt) {
    await payload.updateGlobal({ slug: 'aviso', context, data: { activo: false, severidad: 'informativo', _status: 'published' } })
    created++
  }

  log('Solicitudes de contacto de demostración (el último trimestre)…')
  created += await seedContactRequests(payload)

  log(`Contenido de demostración listo: ${created} documentos nuevos.`)
  return { created }
}

/**
 * Demo programmes and CONOCER standards seeded before the finder's fields existed get their area,
 * modalities, campuses, duration and start months; a document whose editors filled any of those
 * is left as it is. Returns how many documents it completed.
 */
export async function completeOfferFacts(payload: Payload): Promise<number> {
  let completed = 0
  const rows = [
    ...programmes.map((p) => ({ collection: 'programas' as const, titulo: p.titulo })),
    ...conocerStandards.map((c) => ({ collection: 'conocer' as const, titulo: c.titulo })),
  ]
  for (const { collection, titulo } of rows) {
    const facts = offerFacts[titulo]
    if (!facts) continue
    const { docs } = await payload.find({ collection, where: { slug: { equals: slugify(titulo) } }, limit: 1, depth: 0 })
    const doc = docs[0]
    if (!doc) continue
    const untouched =
      !doc.area && !doc.duracion && doc.duracion_meses == null && !doc.modalidades?.length && !doc.campus?.length && !doc.inicio?.length
    if (!untouched) continue
    await payload.update({ collection, id: doc.id, data: facts, context: { seeding: true } })
    completed++
  }
  return completed
}

/** True when the database holds no content yet (a brand-new site). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const [programmesCount, newsCount] = await Promise.all([
    payload.count({ collection: 'programas' }),
    payload.count({ collection: 'comunicaciones' }),
  ])
  return programmesCount.totalDocs === 0 && newsCount.totalDocs === 0
}
