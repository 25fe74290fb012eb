import { describe, expect, it } from 'vitest'
import {
  countOptions,
  emptyQuery,
  factLines,
  askHref,
  levelSummary,
  filterOffer,
  matchesText,
  nearestMatches,
  offerHref,
  parseCompared,
  parseOfferQuery,
  type OfferItem,
  type OfferQuery,
} from './offer'

const item = (id: string, over: Partial<OfferItem>): OfferItem => ({
  id,
  titulo: id,
  slug: id,
  nivel: 'LIC',
  area: null,
  modalidades: [],
  campus: [],
  duracion: null,
  duracion_meses: null,
  inicio: [],
  path_imagen: null,
  url: `/licenciaturas/${id}`,
  ...over,
})

const items = [
  item('derecho', {
    titulo: 'Licenciatura en Derecho',
    area: 'ciencias-sociales-derecho',
    modalidades: ['escolarizada', 'ejecutiva-nocturna'],
    campus: ['cabo-san-lucas', 'culiacan'],
    duracion_meses: 48,
    inicio: ['enero', 'agosto'],
  }),
  item('psicologia', {
    titulo: 'Licenciatura en Psicología',
    area: 'ciencias-sociales-derecho',
    modalidades: ['mixta'],
    campus: ['los-cabos'],
    duracion_meses: 40,
    inicio: ['mayo'],
  }),
  item('hotel', {
    titulo: 'Diplomado en Gestión Hotelera',
    nivel: 'DIP',
    area: 'servicios',
    modalidades: ['en-linea'],
    campus: ['cabo-san-lucas'],
    duracion_meses: 6,
    inicio: ['febrero'],
    texto: 'Operación de hoteles y resorts',
  }),
  item('ec0038', {
    titulo: 'EC0038 Atención a comensales',
    nivel: 'CONOCER',
    area: 'servicios',
    modalidades: ['escolarizada'],
    campus: ['los-cabos'],
    duracion_meses: 1,
    inicio: ['enero'],
  }),
  item('maestrias', { titulo: 'Maestrías', nivel: 'POS', url: 'https://posgrados.example.mx' }),
]

const q = (over: Partial<OfferQuery>): OfferQuery => ({ ...emptyQuery(), ...over })
const ids = (list: readonly OfferItem[]) => list.map((i) => i.id)

describe('parseOfferQuery', () => {
  it('reads repeated values as alternatives, in the options order, without duplicates', () => {
    const { query, problems } = parseOfferQuery(
      new URLSearchParams('campus=culiacan&campus=cabo-san-lucas&campus=culiacan&nivel=LIC&q=%20der%20'),
    )
    expect(problems).toEqual([])
    expect(query.campus).toEqual(['cabo-san-lucas', 'culiacan'])
    expect(query.nivel).toEqual(['LIC'])
    expect(query.q).toBe('der')
  })
  it('reports an unknown value in Spanish, naming the parameter, and leaves it out', () => {
    const { query, problems } = parseOfferQuery({ nivel: ['LIC', 'MAE'], modalidad: 'presencial' })
    expect(query.nivel).toEqual(['LIC'])
    expect(problems.map((p) => p.param)).toEqual(['nivel', 'modalidad'])
    expect(problems[0]!.message).toBe('El parámetro nivel debe ser uno de: BAC, LIC, DIP, CONOCER, POS.')
  })
  it('refuses a text longer than 100 characters', () => {
    expect(parseOfferQuery({ q: 'a'.repeat(101) }).problems[0]!.param).toBe('q')
  })
})

describe('filtering', () => {
  it('combines filters (and) and a filter’s values (or)', () => {
    expect(ids(filterOffer(items, q({ campus: ['culiacan', 'los-cabos'] })))).toEqual(['derecho', 'psicologia', 'ec0038'])
    expect(ids(filterOffer(items, q({ campus: ['culiacan', 'los-cabos'], modalidad: ['escolarizada'] })))).toEqual(['derecho', 'ec0038'])
    expect(ids(filterOffer(items, q({ area: ['servicios'], nivel: ['DIP', 'CONOCER'], inicio: ['enero'] })))).toEqual(['ec0038'])
  })
  it('sorts durations into ranges by months', () => {
    expect(ids(filterOffer(items, q({ duracion: ['hasta-6-meses'] })))).toEqual(['hotel', 'ec0038'])
    expect(ids(filterOffer(items, q({ duracion: ['mas-de-24-meses'] })))).toEqual(['derecho', 'psicologia'])
    expect(ids(filterOffer(items, q({ duracion: ['de-7-a-24-meses'] })))).toEqual([])
  })
  it('keeps the postgraduate link out of any fact filter, in for its level and its name', () => {
    expect(ids(filterOffer(items, q({ nivel: ['POS'] })))).toEqual(['maestrias'])
    expect(ids(filterOffer(items, q({ q: 'maestria' })))).toEqual(['maestrias'])
  })
  it('matches text without accents or case, each word starting a word of the programme', () => {
    expect(matchesText(items[1]!, 'PSICOLOGIA')).toBe(true)
    expect(matchesText(items[1]!, 'psicología licenciatura')).toBe(true)
    expect(matchesText(items[2]!, 'gestion hotel')).toBe(true)
    expect(matchesText(items[2]!, 'resorts')).toBe(true)
    expect(matchesText(items[0]!, 'echo')).toBe(false)
    expect(ids(filterOffer(items, q({ q: 'atencion' })))).toEqual(['ec0038'])
  })
})

describe('countOptions', () => {
  it('counts each option with the other filters applied, its own filter’s choices not', () => {
    const counts = countOptions(items, q({ campus: ['culiacan'], nivel: ['LIC'] }))
    expect(counts.campus).toMatchObject({ culiacan: 1, 'los-cabos': 1, 'cabo-san-lucas': 1 })
    expect(counts.nivel).toMatchObject({ LIC: 1, DIP: 0, CONOCER: 0, POS: 0 })
    expect(counts.modalidad).toMatchObject({ escolarizada: 1, mixta: 0 })
  })
})

describe('nearestMatches', () => {
  it('drops the filter that lets most through, and says which', () => {
    const near = nearestMatches(items, q({ campus: ['culiacan'], modalidad: ['en-linea', 'mixta'] }))!
    expect(near.dropped).toEqual(['campus'])
    expect(ids(near.items)).toEqual(['psicologia', 'hotel'])
  })
  it('drops more than one filter when one is not enough', () => {
    const near = nearestMatches(items, q({ nivel: ['CONOCER'], campus: ['culiacan'], modalidad: ['mixta'] }))!
    expect(near.dropped).toEqual(['nivel', 'modalidad'])
    expect(ids(near.items)).toEqual(['derecho'])
  })
  it('has nothing to suggest when nothing was chosen', () => {
    expect(nearestMatches([], emptyQuery())).toBeNull()
  })
})

describe('addresses', () => {
  it('writes one address for one choice, the bare path for none', () => {
    expect(offerHref('/oferta-academica', emptyQuery())).toBe('/oferta-academica')
    expect(offerHref('/oferta-academica', q({ q: ' química ', campus: ['los-cabos'], nivel: ['LIC', 'DIP'] }))).toBe(
      '/oferta-academica?nivel=LIC&nivel=DIP&campus=los-cabos&q=qu%C3%ADmica',
    )
  })
  it('round-trips through parseOfferQuery', () => {
    const query = q({ area: ['servicios'], inicio: ['enero', 'mayo'], duracion: ['hasta-6-meses'], q: 'hotel' })
    expect(parseOfferQuery(new URL(offerHref('/x', query), 'http://s').searchParams).query).toEqual(query)
  })
  it('reads compared slugs: known ones, once, at most three', () => {
    expect(parseCompared({ p: ['a', 'x', 'b', 'a'] }, ['a', 'b', 'c', 'd'])).toEqual({ slugs: ['a', 'b'], tooMany: false })
    expect(parseCompared({ p: ['a', 'b', 'c', 'd'] }, ['a', 'b', 'c', 'd'])).toEqual({ slugs: ['a', 'b', 'c'], tooMany: true })
  })
})

describe('factLines', () => {
  it('writes the facts in Spanish and leaves out the empty ones', () => {
    expect(
      factLines({ area: 'tic', modalidades: ['escolarizada', 'en-linea'], campus: [], duracion: '3 años', inicio: ['septiembre'] }),
    ).toEqual([
      { key: 'modalidad', label: 'Modalidades', value: 'Escolarizada, En línea' },
      { key: 'duracion', label: 'Duración', value: '3 años' },
      { key: 'inicio', label: 'Inicio de clases', value: 'Septiembre' },
      { key: 'area', label: 'Área', value: 'Tecnologías de la información y la comunicación' },
    ])
  })
})

describe('levelSummary (issue 38.2)', () => {
  it('says how many, how long, how and where, in the options’ order', () => {
    const levels = [
      item('a', { modalidades: ['mixta'], campus: ['culiacan'], duracion: '4 años', duracion_meses: 48 }),
      item('b', { modalidades: ['escolarizada'], campus: ['los-cabos'], duracion: '3 años 4 meses', duracion_meses: 40 }),
      item('c', { nivel: 'DIP', modalidades: ['en-linea'], campus: ['cabo-san-lucas'], duracion: '6 meses', duracion_meses: 6 }),
    ]
    expect(levelSummary(levels, 'LIC')).toBe('2 programas · 3 años 4 meses o 4 años · Escolarizada, Mixta · Los Cabos, Culiacán')
    expect(levelSummary(levels, 'DIP')).toBe('1 programa · 6 meses · En línea · Cabo San Lucas')
  })

  it('gives the range when durations are many, and nothing for an empty level', () => {
    const diplomas = [6, 12, 9].map((m) => item(`d${m}`, { nivel: 'DIP', duracion: `${m} meses`, duracion_meses: m }))
    expect(levelSummary(diplomas, 'DIP')).toBe('3 programas · 6 meses a 12 meses')
    expect(levelSummary(diplomas, 'BAC')).toBeNull()
  })
})

describe('askHref (issue 38.5)', () => {
  it('leads to the form of the programme’s own page, and nowhere for another site', () => {
    expect(askHref({ url: '/licenciaturas/licenciatura-en-derecho' })).toBe('/licenciaturas/licenciatura-en-derecho#contacto')
    expect(askHref({ url: '/preparatoria#Bachillerato-General' })).toBe('/preparatoria?programa=bachillerato-general#contacto')
    expect(askHref({ url: 'https://posgrados.example.mx/maestrias' })).toBeNull()
  })
})
