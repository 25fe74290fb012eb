import fs from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { communications } from '@/seed/fixtures/communication'
import { conocerStandards } from '@/seed/fixtures/conocer'
import { benefits, successStories } from '@/seed/fixtures/graduates'
import { books } from '@/seed/fixtures/books'
import { infoBlocks } from '@/seed/fixtures/infoBlocks'
import { programmeLogos } from '@/seed/fixtures/programmeLogos'
import { sitcaDocuments, sitcaTeam } from '@/seed/fixtures/sitca'
import { slides } from '@/seed/fixtures/slides'
import { podcasts } from '@/seed/fixtures/podcasts'
import { programmes } from '@/seed/fixtures/programmes'
import { seed } from '@/seed/seed'
import { testPayload } from './payload'

let payload: Payload
let firstRun: { created: number }

beforeAll(async () => {
  payload = await testPayload()
  firstRun = await seed(payload, () => {})
}, 180_000)

/** Published documents, as an anonymous visitor reads them, among the seeded titles. */
async function seeded(collection: CollectionSlug, titles: string[]) {
  const result = await payload.find({
    collection,
    where: { titulo: { in: titles } },
    overrideAccess: false,
    pagination: false,
    depth: 1,
  })
  return result.docs as unknown as Record<string, unknown>[]
}

const monthsOf = (dates: string[]) => new Set(dates.map((d) => d.slice(0, 7))).size

describe(`demo content (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('has the programmes the issue asks for, each with one main description (its Desc tab) and a full study plan', async () => {
    const docs = await seeded(
      'programas',
      programmes.map((p) => p.titulo),
    )
    const count = (tipo: string) => docs.filter((d) => d.tipo === tipo).length
    expect([count('BAC'), count('LIC'), count('DIP')]).toEqual([2, 8, 6])
    for (const doc of docs) {
      const characteristics = doc.caracteristicas as { titulo_caracteristica: string; principal: boolean }[]
      expect(
        characteristics.filter((c) => c.principal).map((c) => c.titulo_caracteristica),
        `${doc.titulo}: descripción principal`,
      ).toEqual(['Desc'])
      const plan = doc.plan_estudios as { numero_periodo: number }[]
      const periods = new Set(plan.map((s) => s.numero_periodo))
      expect(periods.size, `${doc.titulo}: periodos`).toBeGreaterThanOrEqual(4)
      expect([...periods].sort((a, b) => a - b)).toEqual(Array.from({ length: periods.size }, (_, i) => i + 1))
      expect((doc.path_imagen as { url: string }).url).toMatch(/\.jpg$/)
    }
  })

  it('has 5 CONOCER standards with characteristics; standards with a document link a real PDF', async () => {
    const docs = await seeded(
      'conocer',
      conocerStandards.map((c) => c.titulo),
    )
    expect(docs).toHaveLength(5)
    for (const doc of docs) {
      expect((doc.caracteristica as { titulo_caracteristica: string; principal: boolean }[])[0]).toMatchObject({
        titulo_caracteristica: 'Desc',
        principal: true,
      })
    }
    const withDocument = docs.filter((d) => d.documento)
    expect(withDocument.length).toBeGreaterThanOrEqual(1)
    expect(withDocument.length).toBeLessThan(5)
    const file = withDocument[0]!.documento as { filename: string; mimeType: string }
    expect(file.mimeType).toBe('application/pdf')
    expect(fs.readFileSync(path.join(env.mediaDir, file.filename)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('has 12 news and 8 events over at least four months, one news body carrying hostile HTML', async () => {
    const docs = await seeded(
      'comunicaciones',
      communications.map((c) => c.titulo),
    )
    const news = docs.filter((d) => d.tipo === 'NOT')
    const events = docs.filter((d) => d.tipo === 'EVE')
    expect([news.length, events.length]).toEqual([12, 8])
    expect(monthsOf(docs.map((d) => d.fecha as string))).toBeGreaterThanOrEqual(4)
    const hostile = news.filter(
      (d) => /<script>[\s\S]*onerror=/.test(JSON.stringify(d.contenido)) || /onerror=[\s\S]*<script>/.test(JSON.stringify(d.contenido)),
    )
    expect(hostile).toHaveLength(1)
  })

  it('has 10 podcast episodes with playable audio, guests on some', async () => {
    const docs = await seeded(
      'podcasts',
      podcasts.map((p) => p.titulo),
    )
    expect(docs).toHaveLength(10)
    expect(docs.filter((d) => d.inivtados).length).toBeGreaterThan(0)
    expect(docs.filter((d) => !d.inivtados).length).toBeGreaterThan(0)
    const audio = docs[0]!.archivo_podcast as { filename: string; mimeType: string }
    expect(audio.mimeType).toBe('audio/wav')
    const bytes = fs.readFileSync(path.join(env.mediaDir, audio.filename))
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF')
    expect(bytes.length).toBeGreaterThan(16000 * 2 * 3) // at least three seconds
  })

  it('has the graduates, information blocks, books, SITCA, slides and logos', async () => {
    expect(
      await seeded(
        'casos-exito',
        successStories.map((s) => s.titulo),
      ),
    ).toHaveLength(6)
    expect(
      await seeded(
        'beneficios-exa',
        benefits.map((b) => b.titulo),
      ),
    ).toHaveLength(6)
    const blocks = await seeded(
      'tramites-texto',
      infoBlocks.map((b) => b.titulo),
    )
    expect(blocks.map((b) => [b.titulo, b.seccion])).toEqual([
      ['Servicio Social', 'servicio_social'],
      ['Servicio Social: liberación', 'servicio_social'],
      ['Practicas Profesionales', 'practicas_profesionales'],
    ])
    expect(
      await seeded(
        'libros',
        books.map((b) => b.titulo),
      ),
    ).toHaveLength(7)
    expect(
      await seeded(
        'sitca-equipo',
        sitcaTeam.map((m) => m.titulo),
      ),
    ).toHaveLength(4)
    const documents = await seeded(
      'sitca-documentos',
      sitcaDocuments.map((d) => d.titulo),
    )
    expect(documents).toHaveLength(12)
    expect(new Set(documents.map((d) => d.tipo))).toEqual(new Set(['boletin', 'informe']))
    const slideDocs = await seeded(
      'carrusel',
      slides.map((s) => s.titulo),
    )
    expect(new Set(slideDocs.map((s) => s.tipo))).toEqual(new Set(['CAR', 'RAD', 'CAL']))
    expect(
      await seeded(
        'programas-academicos',
        programmeLogos.map((l) => l.titulo),
      ),
    ).toHaveLength(6)
  })

  it('fills the site settings: contacts, three campuses with galleries and the four PDFs', async () => {
    const settings = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 1, overrideAccess: false })
    expect(settings.telefono).toBeTruthy()
    expect(settings.whatsapp).not.toBe(settings.whatsapp_preparatoria)
    expect(settings.campus?.map((c) => c.nombre)).toEqual(['Centro', 'Hojazen', 'Culiacán'])
    expect(settings.campus?.every((c) => (c.galeria?.length ?? 0) >= 2)).toBe(true)
    for (const key of ['reglamento_escolar', 'certificado_iso', 'folleto_conocer', 'programa_becas'] as const) {
      expect((settings[key] as { mimeType: string }).mimeType).toBe('application/pdf')
    }
  })

  it('fills the institutional content: texts, international agreements, about 55 national ones, eight scholarships', async () => {
    const content = await payload.findGlobal({ slug: 'contenido-institucional', depth: 0, overrideAccess: false })
    for (const key of ['quienes_somos', 'en_la_empresa', 'en_la_sociedad', 'en_el_mundo', 'rector_mensaje', 'mision', 'vision'] as const) {
      expect(content[key].length).toBeGreaterThan(100)
    }
    expect([...new Set(content.convenios_internacionales?.map((c) => c.pais))]).toEqual([
      'España',
      'Argentina',
      'Perú',
      'Cuba',
      'Puerto Rico',
    ])
    expect(content.convenios_nacionales).toHaveLength(55)
    expect(content.becas?.map((b) => b.nombre)).toHaveLength(8)
  })

  it('every image has alt text and its generated sizes; seeding again adds nothing', async () => {
    expect(firstRun.created).toBeGreaterThan(90)
    const images = await payload.find({ collection: 'media', where: { mimeType: { equals: 'image/jpeg' } }, pagination: false })
    expect(images.docs.length).toBeGreaterThan(100)
    for (const media of images.docs) {
      expect(media.alt.length).toBeGreaterThan(5)
      expect(media.sizes?.miniatura?.filename).toMatch(/\.webp$/)
    }
    const before = await payload.count({ collection: 'media' })
    expect((await seed(payload, () => {})).created).toBe(0)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('the demo quarter of contact requests', () => {
  const signature = async () => {
    const { docs } = await payload.find({ collection: 'solicitudes-contacto', pagination: false, depth: 0, sort: 'createdAt' })
    return docs
  }

  it('fills an empty requests table with about 13 weeks of requests: states with history, response times, duplicates, no adviser; the same rows every time', async () => {
    const now = new Date('2026-11-27T18:00:00.000Z')
    await payload.delete({ collection: 'solicitudes-contacto', where: { id: { exists: true } } })
    const { seedContactRequests } = await import('@/seed/contactRequests')
    const created = await seedContactRequests(payload, now)
    expect(created).toBeGreaterThanOrEqual(150)
    expect(created).toBeLessThanOrEqual(250)
    const docs = await signature()
    expect(docs).toHaveLength(created)
    const ages = docs.map((d) => (now.getTime() - Date.parse(d.createdAt)) / (24 * 3600_000))
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages)).toBeLessThanOrEqual(13 * 7)
    expect(Math.max(...ages)).toBeGreaterThan(12 * 7 - 7)
    expect(new Set(docs.map((d) => d.estado))).toEqual(
      new Set(['nueva', 'contactada', 'en-seguimiento', 'cita-agendada', 'inscrita', 'descartada']),
    )
    expect(docs.every((d) => d.asesor == null)).toBe(true)
    const duplicates = docs.filter((d) => d.es_duplicada)
    expect(duplicates.length).toBeGreaterThan(3)
    for (const d of duplicates) {
      const first = docs.find((o) => o.id === d.duplicada_de)!
      expect(first.email).toBe(d.email)
      expect(first.es_duplicada).toBe(false)
    }
    for (const d of docs) {
      if (d.estado === 'nueva') {
        expect(d.historial).toEqual([])
        expect(d.primera_respuesta_el ?? null).toBeNull()
        continue
      }
      expect(d.historial![0]!.de).toBe('nueva')
      expect(d.historial!.at(-1)!.a).toBe(d.estado)
      expect(d.historial!.every((h) => h.por == null)).toBe(true)
      expect(d.primera_respuesta_el).toBe(d.historial![0]!.el)
      expect(d.minutos_a_primera_respuesta).toBe(Math.round((Date.parse(d.primera_respuesta_el!) - Date.parse(d.createdAt)) / 60_000))
      if (d.estado === 'descartada') expect(d.motivo_descarte).toBeTruthy()
    }
    // A realistic spread: some within the hour, a median of hours, some after days.
    const minutes = docs
      .flatMap((d) => (d.minutos_a_primera_respuesta == null ? [] : [d.minutos_a_primera_respuesta]))
      .sort((a, b) => a - b)
    expect(minutes[0]).toBeLessThan(30)
    expect(minutes[Math.floor(minutes.length / 2)]).toBeGreaterThan(60)
    expect(minutes.at(-1)).toBeGreaterThan(1440)
    expect(new Set(docs.map((d) => d.utm_source ?? '')).size).toBeGreaterThanOrEqual(4)

    // Deterministic: seeding an empty table again gives the same rows; a table with rows gets none.
    expect(await seedContactRequests(payload, now)).toBe(0)
    const shape = (list: typeof docs) =>
      list.map((d) => [d.email, d.programa, d.estado, d.createdAt, d.minutos_a_primera_respuesta, d.es_duplicada])
    const before = shape(docs)
    await payload.delete({ collection: 'solicitudes-contacto', where: { id: { exists: true } } })
    await seedContactRequests(payload, now)
    expect(shape(await signature())).toEqual(before)
  }, 300_000)
})
