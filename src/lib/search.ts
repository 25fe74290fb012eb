/**
 * The site search's engine (/buscar): pure functions over a plain list of documents, so it runs
 * the same whatever database the content came from. Words are compared without accents or case
 * (`matematicas` finds `Matemáticas`), every word of the query must be found, and a word of three
 * letters or more also finds the words it starts (`admin` finds `Administración`).
 */
import { isoOf } from './dates'
import { paginate, type Page } from './months'
import { excerptAround, highlight, type Segment } from './searchExcerpt'
import { matchesAny, minPrefixLength, normalize, tokenize, type Match } from './searchWords'

export type SearchKind =
  'licenciatura' | 'diplomado' | 'preparatoria' | 'conocer' | 'noticia' | 'evento' | 'podcast' | 'documento' | 'libro'

/** What a person reads before each result's title. */
export const kindLabels: Record<SearchKind, string> = {
  licenciatura: 'Licenciatura',
  diplomado: 'Diplomado',
  preparatoria: 'Preparatoria',
  conocer: 'Estándar CONOCER',
  noticia: 'Noticia',
  evento: 'Evento',
  podcast: 'Podcast',
  documento: 'Documento',
  libro: 'Libro',
}

export type SearchDocument = {
  kind: SearchKind
  title: string
  /** Plain text, no markup. */
  text: string
  /** The page that shows it. */
  url: string
  /** dd/mm/yyyy as the site writes dates, or null for what has none (programmes, books). */
  date: string | null
  /** What a prospect decides on, for a programme: its modality, campus and duration (issue 38.8). */
  facts?: string[]
}

/**
 * The compared form of a document's title and text (see `normalize`), worked out once when the
 * list is built and cached with it, so a query only scans ready strings. Each is wrapped in
 * spaces, so ' word' finds a word start and ' word ' a whole word.
 */
type SearchIndex = { title: string; text: string }

export type IndexedDocument = SearchDocument & { index: SearchIndex }

/** A document with its compared form, for the cached list. */
export function indexDocument(doc: SearchDocument): IndexedDocument {
  return { ...doc, index: { title: ` ${normalize(doc.title)} `, text: ` ${normalize(doc.text)} ` } }
}

type SearchResult = SearchDocument & { facts: string[]; title_segments: Segment[]; excerpt: Segment[] }

const resultsPerPage = 10
/** Longer queries are cut here rather than refused. */
export const maxQueryLength = 200
/** Words too common in Spanish to tell documents apart; searched for only when the query has nothing else. */
const stopWords = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'que',
  'se',
  'su',
  'sus',
  'u',
  'un',
  'una',
  'y',
])

export type Query = {
  /** What was typed, trimmed and cut to the maximum length: shown back to the person. */
  text: string
  /** The words to find, without stop words (unless there is nothing else), each once. */
  terms: string[]
  /** Every word of the query in order, stop words included, to recognise it as a phrase. */
  phrase: string[]
}

/** Reads a query as typed (or as it came in the URL). */
export function parseQuery(raw: string | string[] | undefined | null): Query {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  const text = Array.from(value.replace(/\s+/g, ' ').trim()).slice(0, maxQueryLength).join('').trim()
  const phrase = tokenize(text)
  const meaningful = phrase.filter((w) => !stopWords.has(w))
  const terms = [...new Set(meaningful.length > 0 ? meaningful : phrase)]
  return { text, terms, phrase }
}

/*
 * Scores are tiers first, then finer points inside a tier, so that the order reads right to a
 * person: the query as a phrase in the title, then every word in the title, then the rest; a word
 * in the title counts far more than in the text; a title mostly made of the query beats a long
 * one that merely contains it; and among dated items the newer ones come first by a little.
 */
const weights = {
  phraseInTitle: 1000,
  allInTitle: 500,
  titleExact: 50,
  titlePrefix: 35,
  textExact: 2,
  textPrefix: 1.5,
  /** A word found many times in a long text is not that much more relevant. */
  textHitsCounted: 5,
  titleCoverage: 20,
  recency: 3,
  /** Over two years, the recency boost fades to nothing. */
  recencyDays: 730,
}

const day = 24 * 60 * 60 * 1000

function timeOf(date: string | null): number | null {
  if (!date) return null
  const time = Date.parse(isoOf(date))
  return Number.isNaN(time) ? null : time
}

/** How many times `needle` is in `haystack`, counting no further than `max`. */
function occurrences(haystack: string, needle: string, max: number): number {
  let count = 0
  // Matches may share the space between two words, hence the step back by one.
  for (let at = haystack.indexOf(needle); at !== -1 && count < max; at = haystack.indexOf(needle, at + needle.length - 1)) count++
  return count
}

/** The document's score for the query, or null when one of the query's words is missing from it. */
function scoreOf(index: SearchIndex, date: string | null, query: Query, newest: number | null): number | null {
  let score = 0
  let allInTitle = true
  for (const term of query.terms) {
    const prefix = term.length >= minPrefixLength
    const title: Match = index.title.includes(` ${term} `) ? 'exact' : prefix && index.title.includes(` ${term}`) ? 'prefix' : null
    const exact = occurrences(index.text, ` ${term} `, weights.textHitsCounted)
    const starts = prefix ? occurrences(index.text, ` ${term}`, weights.textHitsCounted) : exact
    if (!title && starts === 0) return null
    if (!title) allInTitle = false
    score += title === 'exact' ? weights.titleExact : title === 'prefix' ? weights.titlePrefix : 0
    score += exact * weights.textExact + (starts - exact) * weights.textPrefix
  }
  if (query.phrase.length > 0 && index.title.includes(` ${query.phrase.join(' ')} `)) score += weights.phraseInTitle
  else if (allInTitle) score += weights.allInTitle
  const meaningful = index.title
    .trim()
    .split(' ')
    .filter((t) => t !== '' && !stopWords.has(t))
  if (meaningful.length > 0) {
    const covered = meaningful.filter((t) => matchesAny(t, query.terms)).length
    score += (weights.titleCoverage * covered) / meaningful.length
  }
  const time = timeOf(date)
  if (time !== null && newest !== null) {
    const age = Math.max(0, (newest - time) / day)
    score += weights.recency * Math.max(0, 1 - age / weights.recencyDays)
  }
  return score
}

/**
 * The documents holding every word of the query, best first. Ties keep the documents' own order,
 * so the same query always lists the same results in the same order.
 */
export function rank<D extends SearchDocument | IndexedDocument>(docs: readonly D[], query: Query): D[] {
  if (query.terms.length === 0) return []
  // Recency is measured from the newest dated item, not from today: results do not drift with
  // the clock, and future events (dated ahead) get no more than the full boost.
  const times = docs.map((d) => timeOf(d.date)).filter((t): t is number => t !== null)
  const newest = times.length > 0 ? Math.max(...times) : null
  const scored: { doc: D; score: number; position: number }[] = []
  docs.forEach((doc, position) => {
    const score = scoreOf('index' in doc ? doc.index : indexDocument(doc).index, doc.date, query, newest)
    if (score !== null) scored.push({ doc, score, position })
  })
  scored.sort((a, b) => b.score - a.score || a.position - b.position)
  return scored.map((s) => s.doc)
}

export type SearchOutcome = { query: Query; results: Page<SearchResult> }

/** One page of results for a query, each with its title and excerpt marked. */
export function search(
  docs: readonly (SearchDocument | IndexedDocument)[],
  rawQuery: string | string[] | undefined | null,
  page: number,
): SearchOutcome {
  const query = parseQuery(rawQuery)
  const shown = paginate(rank(docs, query), page, resultsPerPage)
  return {
    query,
    results: {
      ...shown,
      items: shown.items.map(({ kind, title, text, url, date, facts = [] }) => ({
        kind,
        title,
        text,
        url,
        date,
        facts,
        title_segments: highlight(title, query.terms),
        excerpt: excerptAround(text, query.terms),
      })),
    },
  }
}
