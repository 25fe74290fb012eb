import { describe, expect, it } from 'vitest'
import { responses } from '@/app/api/_shared/responses'
import { base, label } from './helpers'

// /api/get-oferta/ (api-contract.md, last section) against the seeded demo content
// (src/seed/fixtures/offerFacts.ts). Other API tests add programmes of their own, so the
// expectations name the seeded titles and ignore anything else.

type Entry = {
  id: string
  titulo: string
  slug: string
  nivel: string
  area: string | null
  modalidades: string[]
  campus: string[]
  duracion: string | null
  inicio: string[]
  path_imagen: string | null
  url: string
}

async function get(search: string, path = '/api/get-oferta/') {
  const response = await fetch(`${base}${path}${search}`, { redirect: 'manual' })
  return { response, status: response.status, body: (await response.json()) as { data?: Entry[]; error?: string } }
}

const seeded = new Set([
  'Preparatoria General',
  'Bachillerato Tecnológico (Hospedaje y Alimentos)',
  'Licenciatura en Administración de Empresas Turísticas',
  'Licenciatura en Gastronomía',
  'Licenciatura en Derecho',
  'Licenciatura en Psicología',
  'Licenciatura en Contaduría Pública',
  'Licenciatura en Mercadotecnia Digital',
  'Ingeniería en Sistemas Computacionales',
  'Licenciatura en Ciencias de la Educación',
  'Diplomado en Gestión Hotelera',
  'Diplomado en Habilidades Docentes',
  'Diplomado en Marketing en Redes Sociales',
  'Diplomado en Desarrollo Humano',
  'Diplomado en Inglés para el Turismo',
  'Diplomado en Finanzas Personales',
  'EC0217.01 Impartición de cursos de formación del capital humano de manera presencial grupal',
  'EC0301 Diseño de cursos de formación del capital humano de manera presencial grupal, sus instrumentos de evaluación y manuales del curso',
  'EC0076 Evaluación de la competencia de candidatos con base en Estándares de Competencia',
  'EC0038 Atención a comensales',
  'EC0127 Preparación de habitaciones para alojamiento temporal',
  'Maestrías',
  'Doctorados',
  'Especialidades',
])

async function titles(search: string): Promise<string[]> {
  const { status, body } = await get(search)
  expect(status, search).toBe(200)
  return body.data!.map((e) => e.titulo).filter((t) => seeded.has(t))
}

describe(`/api/get-oferta/ (${label})`, () => {
  it('without filters: every programme of every level, in the site order, with the contract’s keys', async () => {
    const { response, body } = await get('')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(responses.offer.safeParse(body.data).error?.issues ?? []).toEqual([])
    const mine = body.data!.filter((e) => seeded.has(e.titulo))
    expect(mine.map((e) => e.nivel).join(',')).toBe(
      ['BAC', 'BAC', ...Array(8).fill('LIC'), ...Array(6).fill('DIP'), ...Array(5).fill('CONOCER'), 'POS', 'POS', 'POS'].join(','),
    )
    expect(mine.find((e) => e.titulo === 'Licenciatura en Derecho')).toEqual({
      id: expect.stringMatching(/^lic-\d+$/),
      titulo: 'Licenciatura en Derecho',
      slug: 'licenciatura-en-derecho',
      nivel: 'LIC',
      area: 'ciencias-sociales-derecho',
      modalidades: ['escolarizada', 'ejecutiva-nocturna'],
      campus: ['cabo-san-lucas', 'culiacan'],
      duracion: '4 años',
      inicio: ['enero', 'agosto'],
      path_imagen: expect.stringMatching(/^\/media\/.+\.jpg$/),
      url: '/licenciaturas/licenciatura-en-derecho',
    })
    expect(mine.find((e) => e.id === 'pos-doctorados')).toMatchObject({ nivel: 'POS', url: expect.stringMatching(/^https:\/\//) })
  })

  it('answers the same with and without the trailing slash, without a redirect', async () => {
    const [a, b] = await Promise.all([get('?nivel=DIP'), get('?nivel=DIP', '/api/get-oferta')])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body).toEqual(a.body)
  })

  it('filters by each parameter; repeated values are alternatives', async () => {
    expect(await titles('?nivel=BAC')).toEqual(['Preparatoria General', 'Bachillerato Tecnológico (Hospedaje y Alimentos)'])
    expect(await titles('?nivel=POS')).toEqual(['Maestrías', 'Doctorados', 'Especialidades'])
    expect(await titles('?nivel=BAC&nivel=POS')).toHaveLength(5)
    expect(await titles('?area=tic')).toEqual(['Ingeniería en Sistemas Computacionales'])
    expect(await titles('?area=artes-humanidades&area=tic')).toEqual([
      'Ingeniería en Sistemas Computacionales',
      'Diplomado en Inglés para el Turismo',
    ])
    expect(await titles('?modalidad=mixta')).toEqual([
      'Licenciatura en Psicología',
      'Licenciatura en Mercadotecnia Digital',
      'Diplomado en Gestión Hotelera',
      'Diplomado en Desarrollo Humano',
      'EC0301 Diseño de cursos de formación del capital humano de manera presencial grupal, sus instrumentos de evaluación y manuales del curso',
    ])
    expect(await titles('?campus=culiacan&nivel=DIP')).toEqual([
      'Diplomado en Habilidades Docentes',
      'Diplomado en Desarrollo Humano',
      'Diplomado en Finanzas Personales',
    ])
  })

  it('combines filters', async () => {
    expect(await titles('?modalidad=en-linea&campus=culiacan')).toEqual([
      'Licenciatura en Contaduría Pública',
      'Licenciatura en Ciencias de la Educación',
      'Diplomado en Habilidades Docentes',
      'Diplomado en Finanzas Personales',
    ])
    expect(await titles('?nivel=CONOCER&area=servicios&campus=los-cabos')).toEqual([
      'EC0038 Atención a comensales',
      'EC0127 Preparación de habitaciones para alojamiento temporal',
    ])
    expect(await titles('?nivel=BAC&campus=culiacan')).toEqual([])
  })

  it('matches q without accents or case', async () => {
    for (const q of ['psicologia', 'PSICOLOGÍA', 'Psicolog'])
      expect(await titles(`?q=${encodeURIComponent(q)}`), q).toEqual(['Licenciatura en Psicología'])
    expect(await titles(`?q=${encodeURIComponent('gestion hotel')}&nivel=DIP`)).toEqual(['Diplomado en Gestión Hotelera'])
    expect(await titles(`?q=maestria`)).toEqual(['Maestrías'])
  })

  it('ignores parameters the contract does not name (the page’s duration and start month too)', async () => {
    expect(await titles('?nivel=BAC&inicio=marzo&duracion=hasta-6-meses&foo=1')).toEqual(await titles('?nivel=BAC'))
  })

  it.each([
    ['?nivel=MAE', 'El parámetro nivel debe ser uno de: BAC, LIC, DIP, CONOCER, POS.'],
    ['?nivel=LIC&nivel=lic', 'El parámetro nivel debe ser uno de: BAC, LIC, DIP, CONOCER, POS.'],
    ['?area=medicina', /^El parámetro area debe ser uno de: programas-generales, educacion, /],
    ['?modalidad=presencial', 'El parámetro modalidad debe ser uno de: escolarizada, ejecutiva-nocturna, en-linea, mixta.'],
    ['?campus=tijuana', 'El parámetro campus debe ser uno de: cabo-san-lucas, los-cabos, culiacan.'],
    [`?q=${'a'.repeat(101)}`, 'El parámetro q admite como máximo 100 caracteres.'],
    ['?q=uno&q=dos', 'El parámetro q está repetido.'],
  ])('bad input %s answers 400 in Spanish, naming the parameter', async (search, message) => {
    const { status, response, body } = await get(search)
    expect(status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body.data).toBeUndefined()
    if (typeof message === 'string') expect(body.error).toBe(message)
    else expect(body.error).toMatch(message)
  })

  it('refuses other methods with 405 and answers the CORS preflight', async () => {
    const post = await fetch(`${base}/api/get-oferta/`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(((await post.json()) as { error: string }).error).toBe('Método no permitido.')
    const preflight = await fetch(`${base}/api/get-oferta/`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('is described in the OpenAPI file with its repeatable filters', async () => {
    const body = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: { name: string; required: boolean; schema: { type?: string } }[] } }>
    }
    const params = body.paths['/api/get-oferta/']!.get.parameters
    expect(params.map((p) => [p.name, p.required])).toEqual([
      ['nivel', false],
      ['area', false],
      ['modalidad', false],
      ['campus', false],
      ['q', false],
    ])
    expect(params[0]!.schema.type).toBe('array')
  })
})
