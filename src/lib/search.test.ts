import { describe, expect, it } from 'vitest'
import { indexDocument, maxQueryLength, parseQuery, rank, search, type SearchDocument } from './search'
import { excerptAround, highlight } from './searchExcerpt'
import { normalize, tokenize } from './searchWords'

const doc = (title: string, text = '', extra: Partial<SearchDocument> = {}): SearchDocument => ({
  kind: 'noticia',
  title,
  text,
  url: `/${title}`,
  date: null,
  ...extra,
})

const titles = (docs: readonly SearchDocument[], q: string) => rank(docs, parseQuery(q)).map((d) => d.title)

/** The marked words of segments, in order. */
const marked = (segments: { text: string; mark: boolean }[]) => segments.filter((s) => s.mark).map((s) => s.text)

describe('normalize and tokenize', () => {
  it('drops accents and case and turns punctuation into single spaces', () => {
    expect(normalize('  Matemáticas  Financieras: ¡Año 2026!  ')).toBe('matematicas financieras ano 2026')
    expect(normalize('PSICOLOGÍA—Niñez, (Ü)')).toBe('psicologia ninez u')
    expect(tokenize('EC0217.01 Impartición')).toEqual(['ec0217', '01', 'imparticion'])
    expect(tokenize(' ... ')).toEqual([])
  })

  it('reads text whose accents are already separate characters (NFD) like composed text', () => {
    expect(normalize('Matema\u0301ticas')).toBe(normalize('Matemáticas'))
  })
})

describe('parseQuery', () => {
  it('leaves out Spanish stop words, and repeated words, from the terms', () => {
    expect(parseQuery('Licenciatura en Ciencias de la Educación').terms).toEqual(['licenciatura', 'ciencias', 'educacion'])
    expect(parseQuery('derecho DERECHO Derecho').terms).toEqual(['derecho'])
  })

  it('keeps a query made only of stop words, so it is still searched for', () => {
    expect(parseQuery('de la').terms).toEqual(['de', 'la'])
  })

  it('trims, collapses spaces and cuts a long query instead of refusing it', () => {
    expect(parseQuery('   turismo    sustentable  ').text).toBe('turismo sustentable')
    const long = parseQuery('á'.repeat(500))
    expect(Array.from(long.text)).toHaveLength(maxQueryLength)
    expect(parseQuery(undefined)).toEqual({ text: '', terms: [], phrase: [] })
    expect(parseQuery(['gastronomía', 'otra']).text).toBe('gastronomía')
  })
})

describe('rank', () => {
  const docs = [
    doc('Licenciatura en Contaduría Pública', 'Plan: Matemáticas I, Matemáticas Financieras.'),
    doc('Licenciatura en Derecho', 'Forma abogados.'),
    doc('Tus derechos como trabajador', 'Un episodio sobre leyes laborales.'),
    doc('Feria del empleo', 'Despachos de derecho y hoteles.'),
    doc('Licenciatura en Administración de Empresas Turísticas', 'Turismo y hoteles.'),
  ]

  it('finds words whatever their accents and case', () => {
    expect(titles(docs, 'matematicas')).toEqual(['Licenciatura en Contaduría Pública'])
    expect(titles(docs, 'MATEMÁTICAS')).toEqual(['Licenciatura en Contaduría Pública'])
    expect(titles(docs, 'contaduria publica')).toEqual(['Licenciatura en Contaduría Pública'])
  })

  it('finds words by their start from three letters, and shorter words only whole', () => {
    expect(titles(docs, 'admin')).toEqual(['Licenciatura en Administración de Empresas Turísticas'])
    expect(titles(docs, 'tur')).toEqual(['Licenciatura en Administración de Empresas Turísticas'])
    expect(titles(docs, 'ad')).toEqual([])
    // Only the start of a word: 'ratura' is inside 'Licenciatura', not its start.
    expect(titles(docs, 'ratura')).toEqual([])
  })

  it('requires every word of the query', () => {
    expect(titles(docs, 'licenciatura derecho')).toEqual(['Licenciatura en Derecho'])
    expect(titles(docs, 'licenciatura veterinaria')).toEqual([])
  })

  it('does not require the stop words of the query', () => {
    expect(titles(docs, 'la licenciatura en derecho')).toEqual(['Licenciatura en Derecho'])
  })

  it('puts the word in a title before the word only in a text, and a whole word before a word it starts', () => {
    expect(titles(docs, 'derecho')).toEqual(['Licenciatura en Derecho', 'Tus derechos como trabajador', 'Feria del empleo'])
  })

  it('puts the phrase in a title before all the words scattered in a title, before words only in the text', () => {
    const list = [
      doc('Hoteles y turismo sustentable en la costa', 'Un texto.'),
      doc('Guía', 'El turismo sustentable de hoy.'),
      doc('Turismo de aventura: un destino sustentable', 'Otro texto.'),
      doc('Turismo sustentable', 'Texto.'),
    ]
    expect(titles(list, 'turismo sustentable')).toEqual([
      // Both hold the phrase; the shorter title is more nearly about it.
      'Turismo sustentable',
      'Hoteles y turismo sustentable en la costa',
      'Turismo de aventura: un destino sustentable',
      'Guía',
    ])
  })

  it('gives newer dated items a small edge, which never outweighs a better match', () => {
    const list = [
      doc('Congreso de psicología', '', { date: '10/01/2024' }),
      doc('Congreso de psicología', '', { date: '10/05/2026', url: '/nuevo' }),
      doc('Taller', 'Sobre psicología.', { date: '10/06/2026' }),
    ]
    expect(rank(list, parseQuery('psicologia')).map((d) => d.url)).toEqual(['/nuevo', '/Congreso de psicología', '/Taller'])
  })

  it('keeps the documents’ own order for equal scores, every time', () => {
    const list = [doc('Beca uno', 'x'), doc('Beca dos', 'x'), doc('Beca tres', 'x')]
    expect(titles(list, 'beca')).toEqual(['Beca uno', 'Beca dos', 'Beca tres'])
    expect(titles([...list].reverse(), 'beca')).toEqual(['Beca tres', 'Beca dos', 'Beca uno'])
  })

  it('ranks documents indexed ahead of time (as the cached list holds them) exactly as plain ones', () => {
    for (const q of ['derecho', 'matematicas', 'licenciatura derecho', 'admin', 'de la']) {
      expect(rank(docs.map(indexDocument), parseQuery(q)).map((d) => d.title)).toEqual(titles(docs, q))
    }
    expect(indexDocument(doc('Matemáticas: Álgebra', 'Año 2026.')).index).toEqual({ title: ' matematicas algebra ', text: ' ano 2026 ' })
  })

  it('finds nothing for an empty query or one of punctuation', () => {
    expect(titles(docs, '')).toEqual([])
    expect(titles(docs, ' ¿? ')).toEqual([])
  })
})

describe('highlight and excerptAround', () => {
  it('marks the matching words in their original spelling', () => {
    expect(highlight('Licenciatura en Psicología', parseQuery('PSICOLOGIA').terms)).toEqual([
      { text: 'Licenciatura en ', mark: false },
      { text: 'Psicología', mark: true },
    ])
    expect(marked(highlight('Administración y administradores', ['admin']))).toEqual(['Administración', 'administradores'])
  })

  it('shows a short text whole with every match marked', () => {
    expect(excerptAround('Plan: Matemáticas I, Matemáticas Financieras.', ['matematicas'])).toEqual([
      { text: 'Plan: ', mark: false },
      { text: 'Matemáticas', mark: true },
      { text: ' I, ', mark: false },
      { text: 'Matemáticas', mark: true },
      { text: ' Financieras.', mark: false },
    ])
  })

  it('cuts a long text around the first match, at spaces, with ellipses where text was left out', () => {
    const before = 'palabra '.repeat(60)
    const after = ' relleno'.repeat(60)
    const segments = excerptAround(`${before}la Gastronomía sudcaliforniana${after}`, ['gastronomia'], 120)
    const text = segments.map((s) => s.text).join('')
    expect(text.startsWith('…palabra ')).toBe(true)
    expect(text.endsWith(' relleno…')).toBe(true)
    expect(Array.from(text).length).toBeLessThanOrEqual(122)
    expect(marked(segments)).toEqual(['Gastronomía'])
  })

  it('starts at the beginning when only the title matched, and gives nothing for an empty text', () => {
    const text = excerptAround('Una descripción larga. '.repeat(20), ['derecho'], 60)
      .map((s) => s.text)
      .join('')
    expect(text.startsWith('Una descripción larga.')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(excerptAround('   ', ['derecho'])).toEqual([])
  })

  it('returns text as plain pieces: markup in content stays text to be escaped, never markup to inject', () => {
    const segments = excerptAround('<b>Derecho</b> & <script>x</script>', ['derecho'])
    expect(segments.map((s) => s.text).join('')).toBe('<b>Derecho</b> & <script>x</script>')
    expect(marked(segments)).toEqual(['Derecho'])
  })
})

describe('search', () => {
  const many = Array.from({ length: 23 }, (_, i) => doc(`Noticia ${i + 1} de turismo`, 'Texto del turismo.'))

  it('gives 10 results a page, the page count and the total', () => {
    const first = search(many, 'turismo', 1)
    expect(first.results.total).toBe(23)
    expect(first.results.pageCount).toBe(3)
    expect(first.results.items).toHaveLength(10)
    expect(first.results.items[0]!.title).toBe('Noticia 1 de turismo')
    const last = search(many, 'turismo', 3)
    expect(last.results.items.map((r) => r.title)).toEqual(['Noticia 21 de turismo', 'Noticia 22 de turismo', 'Noticia 23 de turismo'])
  })

  it('shows the nearest page that exists for a page past the end', () => {
    expect(search(many, 'turismo', 99).results.page).toBe(3)
    expect(search(many, 'turismo', 0).results.page).toBe(1)
  })

  it('marks the title and the excerpt of each result', () => {
    const [result] = search([doc('Semana de la Sustentabilidad', 'Actividades de sustentabilidad en el campus.')], 'SUSTENTABILIDAD', 1)
      .results.items
    expect(marked(result!.title_segments)).toEqual(['Sustentabilidad'])
    expect(marked(result!.excerpt)).toEqual(['sustentabilidad'])
  })

  it('answers an empty query with no results and one page', () => {
    const outcome = search(many, '   ', 1)
    expect(outcome.query.text).toBe('')
    expect(outcome.results).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })
})
