import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOffer, type OfferEntry } from '@/data/offer'
import { emptyQuery, filterOffer, type OfferQuery } from '@/lib/offer'
import { conocerStandards } from '@/seed/fixtures/conocer'
import { offerFacts } from '@/seed/fixtures/offerFacts'
import { programmes } from '@/seed/fixtures/programmes'
import { completeOfferFacts, seed } from '@/seed/seed'
import { slugify } from '@/lib/slugify'
import { unique } from './fixtures'
import { testPayload } from './payload'

const engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
let payload: Payload
const demoTitles = new Set([...programmes, ...conocerStandards].map((p) => p.titulo))
const draftTitle = `Licenciatura en Oceanografía ${unique()}`
const createdIds: number[] = []

/** The seeded programmes among everything published (other files add their own). */
const demo = (entries: OfferEntry[]) => entries.filter((e) => demoTitles.has(e.titulo) || e.nivel === 'POS')
const q = (over: Partial<OfferQuery>): OfferQuery => ({ ...emptyQuery(), ...over })

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, () => {})
  const draft = await payload.create({
    collection: 'programas',
    data: {
      tipo: 'LIC',
      titulo: draftTitle,
      tipo_periodo: 'SEM',
      area: 'salud',
      modalidades: ['en-linea'],
      campus: ['culiacan'],
      _status: 'draft',
    },
    draft: true,
  })
  createdIds.push(draft.id)
}, 180_000)

afterAll(async () => {
  for (const id of createdIds) await payload.delete({ collection: 'programas', id })
})

describe(`the finder's list (${engine})`, () => {
  it('has every published demo programme and standard with its facts, in the site order, and the postgraduate links', async () => {
    const entries = demo(await readOffer())
    expect(entries.map((e) => e.nivel)).toEqual([
      ...Array(2).fill('BAC'),
      ...Array(8).fill('LIC'),
      ...Array(6).fill('DIP'),
      ...Array(5).fill('CONOCER'),
      'POS',
      'POS',
      'POS',
    ])
    for (const e of entries.filter((x) => x.nivel !== 'POS')) {
      const facts = offerFacts[e.titulo]!
      expect(
        {
          area: e.area,
          modalidades: e.modalidades,
          campus: e.campus,
          duracion: e.duracion,
          duracion_meses: e.duracion_meses,
          inicio: e.inicio,
        },
        e.titulo,
      ).toEqual(facts)
      expect(e.path_imagen).toMatch(/^\/media\/.+\.jpg$/)
    }
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
    const byTitle = (t: string) => entries.find((e) => e.titulo === t)!
    expect(byTitle('Licenciatura en Derecho')).toMatchObject({
      id: expect.stringMatching(/^lic-\d+$/),
      url: '/licenciaturas/licenciatura-en-derecho',
      rvoe: 'RVOE SEP 20090734',
      periodo: 'Semestre',
      periodos: 8,
    })
    expect(byTitle('Bachillerato Tecnológico (Hospedaje y Alimentos)').url).toBe(
      '/preparatoria#Bachillerato-Tecnológico-Hospedaje-y-Alimentos',
    )
    expect(byTitle('EC0038 Atención a comensales')).toMatchObject({
      id: expect.stringMatching(/^conocer-\d+$/),
      url: `/CONOCER/${slugify('EC0038 Atención a comensales')}`,
    })
    expect(byTitle('Maestrías')).toMatchObject({
      id: 'pos-maestrias',
      url: expect.stringMatching(/^https:\/\//),
      area: null,
      modalidades: [],
    })
  })

  it('leaves drafts out', async () => {
    expect((await readOffer()).some((e) => e.titulo === draftTitle)).toBe(false)
  })

  it('filters the seeded data as the finder and the API do', async () => {
    const entries = demo(await readOffer())
    const titles = (query: OfferQuery) => filterOffer(entries, query).map((e) => e.titulo)
    expect(titles(q({ modalidad: ['en-linea'], campus: ['culiacan'] }))).toEqual([
      'Licenciatura en Contaduría Pública',
      'Licenciatura en Ciencias de la Educación',
      'Diplomado en Habilidades Docentes',
      'Diplomado en Finanzas Personales',
    ])
    expect(titles(q({ nivel: ['CONOCER'], area: ['servicios'] }))).toEqual([
      'EC0038 Atención a comensales',
      'EC0127 Preparación de habitaciones para alojamiento temporal',
    ])
    expect(titles(q({ duracion: ['hasta-6-meses'], inicio: ['marzo'] }))).toEqual([
      'Diplomado en Habilidades Docentes',
      'Diplomado en Desarrollo Humano',
      'EC0301 Diseño de cursos de formación del capital humano de manera presencial grupal, sus instrumentos de evaluación y manuales del curso',
    ])
    expect(titles(q({ q: 'PSICOLOGIA' }))).toEqual(['Licenciatura en Psicología'])
  })
})

describe(`completing the facts of demo content seeded before the finder (${engine})`, () => {
  it('fills a demo programme whose facts are empty, keeps it published, and leaves one an editor filled', async () => {
    const find = async (title: string) =>
      (await payload.find({ collection: 'programas', where: { slug: { equals: slugify(title) } }, limit: 1, depth: 0 })).docs[0]!
    const emptied = await find('Licenciatura en Gastronomía')
    const edited = await find('Licenciatura en Derecho')
    const empty = { area: null, modalidades: [], campus: [], duracion: null, duracion_meses: null, inicio: [] }
    await payload.update({ collection: 'programas', id: emptied.id, data: empty, context: { seeding: true } })
    await payload.update({ collection: 'programas', id: edited.id, data: { ...empty, duracion: '5 años' }, context: { seeding: true } })
    try {
      expect(await completeOfferFacts(payload)).toBe(1)
      const after = await payload.find({
        collection: 'programas',
        where: { slug: { equals: emptied.slug } },
        overrideAccess: false,
        depth: 0,
      })
      expect(after.docs[0]).toMatchObject({ ...offerFacts['Licenciatura en Gastronomía'], _status: 'published' })
      expect(await find('Licenciatura en Derecho')).toMatchObject({ duracion: '5 años', area: null })
      expect(await completeOfferFacts(payload)).toBe(0)
    } finally {
      await payload.update({
        collection: 'programas',
        id: edited.id,
        data: offerFacts['Licenciatura en Derecho']!,
        context: { seeding: true },
      })
    }
  })
})
