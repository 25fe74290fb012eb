/**
 * The programme finder (/oferta-academica, /api/get-oferta/): the options of its filters, reading
 * them from an address, matching, counts per option and the nearest matches of an empty result.
 * Pure, so the server page, the API and the browser's instant filtering agree to the letter.
 */
import { normalize } from './searchWords'
import { programmeParam } from './preselect'
import { slugify } from './slugify'
import {
  areaLabels,
  campusLabels,
  durationRanges,
  filterKeys,
  filterLabels,
  filterOptions,
  levelLabels,
  modalityLabels,
  monthLabels,
} from './offerOptions'
import type { Area, Campus, DurationRange, FilterKey, Level, Modality, Month } from './offerOptions'

export * from './offerOptions'

/** One programme of any level as the finder and /api/get-oferta/ know it. */
export type OfferItem = {
  /** Unique across levels, as the contact form's list writes it: lic-3, conocer-2, pos-maestrias. */
  id: string
  titulo: string
  slug: string
  nivel: Level
  area: Area | null
  modalidades: Modality[]
  campus: Campus[]
  /** As people read it: «3 años», «6 meses». */
  duracion: string | null
  /** For the duration filter. */
  duracion_meses: number | null
  inicio: Month[]
  path_imagen: string | null
  /** The programme's page: a path of the site, or the external postgraduate site. */
  url: string
  /** Words a search also finds it by besides its title (subtitle, RVOE…). */
  texto?: string
}

/** What a visitor chose: each filter's values are alternatives, filters combine. */
export type OfferQuery = Record<FilterKey, string[]> & { q: string }

export const maxQueryLength = 100

export function emptyQuery(): OfferQuery {
  return { nivel: [], area: [], modalidad: [], campus: [], duracion: [], inicio: [], q: '' }
}

type RawQuery = Record<string, string | string[] | undefined> | URLSearchParams

function valuesOf(raw: RawQuery, key: string): string[] {
  const value = raw instanceof URLSearchParams ? raw.getAll(key) : raw[key]
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter((v) => v !== '')
}

export type QueryProblem = { param: string; message: string }

/**
 * A query from an address: repeated values are alternatives, duplicates dropped, in the options'
 * order. Unknown values are left out and reported (the page ignores them; the API answers 400).
 */
export function parseOfferQuery(raw: RawQuery): { query: OfferQuery; problems: QueryProblem[] } {
  const query = emptyQuery()
  const problems: QueryProblem[] = []
  for (const key of filterKeys) {
    const allowed = Object.keys(filterOptions[key])
    const given = valuesOf(raw, key)
    const unknown = given.filter((v) => !allowed.includes(v))
    if (unknown.length > 0) problems.push({ param: key, message: `El parámetro ${key} debe ser uno de: ${allowed.join(', ')}.` })
    query[key] = allowed.filter((v) => given.includes(v))
  }
  const q = valuesOf(raw, 'q').join(' ').replace(/\s+/g, ' ')
  if (q.length > maxQueryLength) problems.push({ param: 'q', message: `El parámetro q admite como máximo ${maxQueryLength} caracteres.` })
  query.q = q.slice(0, maxQueryLength)
  return { query, problems }
}

/** The query as address parameters, in one fixed order, so one choice has one address. */
export function offerSearchParams(query: OfferQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of filterKeys) for (const value of query[key]) params.append(key, value)
  if (query.q.trim() !== '') params.set('q', query.q.trim())
  return params
}

/** The finder's address for a query: the bare path when nothing is chosen. */
export function offerHref(path: string, query: OfferQuery): string {
  const search = offerSearchParams(query).toString()
  return search === '' ? path : `${path}?${search}`
}

/** The comparable text of an item: its title, level, area and the words it carries. */
function searchableText(item: OfferItem): string {
  return normalize([item.titulo, levelLabels[item.nivel], item.area ? areaLabels[item.area] : '', item.texto ?? ''].join(' '))
}

const textCache = new WeakMap<OfferItem, string>()
function textOf(item: OfferItem): string {
  let text = textCache.get(item)
  if (text === undefined) {
    text = ` ${searchableText(item)}`
    textCache.set(item, text)
  }
  return text
}

/** Every word typed (without accents or case) starts a word of the item: «admin» finds «Administración». */
export function matchesText(item: OfferItem, q: string): boolean {
  const words = normalize(q)
    .split(' ')
    .filter((w) => w !== '')
  if (words.length === 0) return true
  const text = textOf(item)
  return words.every((w) => text.includes(` ${w}`))
}

function inRange(months: number | null, ranges: readonly string[]): boolean {
  if (months === null) return false
  return ranges.some((r) => {
    const range = durationRanges[r as DurationRange]
    return range !== undefined && months >= range.min && months <= range.max
  })
}

const someOf = (have: readonly string[], wanted: readonly string[]) => wanted.some((w) => have.includes(w))

/** Whether an item passes one filter (an empty filter lets everything through). */
function passes(item: OfferItem, key: FilterKey, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true
  switch (key) {
    case 'nivel':
      return wanted.includes(item.nivel)
    case 'area':
      return item.area !== null && wanted.includes(item.area)
    case 'modalidad':
      return someOf(item.modalidades, wanted)
    case 'campus':
      return someOf(item.campus, wanted)
    case 'duracion':
      return inRange(item.duracion_meses, wanted)
    case 'inicio':
      return someOf(item.inicio, wanted)
  }
}

/** Whether an item matches the whole query, leaving out one filter if `except` names it. */
function matchesQuery(item: OfferItem, query: OfferQuery, except?: FilterKey | 'q'): boolean {
  if (except !== 'q' && !matchesText(item, query.q)) return false
  return filterKeys.every((key) => key === except || passes(item, key, query[key]))
}

/** The items matching a query, in their given order. */
export function filterOffer<T extends OfferItem>(items: readonly T[], query: OfferQuery): T[] {
  return items.filter((item) => matchesQuery(item, query))
}

export type OfferCounts = Record<FilterKey, Record<string, number>>

/**
 * For each option, how many items the list would show with it chosen as well: the other filters
 * apply, its own filter's choices do not (options of one filter are alternatives).
 */
export function countOptions(items: readonly OfferItem[], query: OfferQuery): OfferCounts {
  const counts = {} as OfferCounts
  for (const key of filterKeys) {
    const rest = items.filter((item) => matchesQuery(item, query, key))
    counts[key] = Object.fromEntries(
      Object.keys(filterOptions[key]).map((value) => [value, rest.filter((item) => passes(item, key, [value])).length]),
    )
  }
  return counts
}

/**
 * For an empty result: the fewest chosen filters to leave out for something to show, each time
 * leaving out the one that lets most through (the most restrictive). Null when nothing was chosen
 * or nothing would show anyway.
 */
export function nearestMatches<T extends OfferItem>(
  items: readonly T[],
  query: OfferQuery,
): { dropped: (FilterKey | 'q')[]; query: OfferQuery; items: T[] } | null {
  let current = query
  const dropped: (FilterKey | 'q')[] = []
  for (;;) {
    const active: (FilterKey | 'q')[] = [
      ...filterKeys.filter((k) => current[k].length > 0),
      ...(current.q.trim() !== '' ? (['q'] as const) : []),
    ]
    if (active.length === 0) return null
    let best: { key: FilterKey | 'q'; query: OfferQuery; items: T[] } | null = null
    for (const key of active) {
      const relaxed = key === 'q' ? { ...current, q: '' } : { ...current, [key]: [] }
      const found = filterOffer(items, relaxed)
      if (best === null || found.length > best.items.length) best = { key, query: relaxed, items: found }
    }
    dropped.push(best!.key)
    current = best!.query
    if (best!.items.length > 0) return { dropped, query: current, items: best!.items }
  }
}

/** How a chosen filter reads in a sentence: «Campus: Culiacán», «Texto: “química”». */
export function describeFilter(query: OfferQuery, key: FilterKey | 'q'): string {
  // The sentence that names it quotes it already: «Búsqueda: zzqx».
  if (key === 'q') return `Búsqueda: ${query.q.trim()}`
  return `${filterLabels[key]}: ${query[key].map((v) => filterOptions[key][v] ?? v).join(' o ')}`
}

/** The programmes one can compare side by side. */
export const maxCompared = 3

/** The slugs of a comparison's address (`?p=a&p=b`): known ones, once each, at most three. */
export function parseCompared(raw: RawQuery, known: readonly string[]): { slugs: string[]; tooMany: boolean } {
  const given = [...new Set(valuesOf(raw, 'p'))].filter((s) => known.includes(s))
  return { slugs: given.slice(0, maxCompared), tooMany: given.length > maxCompared }
}

/** The refusal of a fourth programme to compare. */
export const compareLimitMessage = `Puedes comparar hasta ${maxCompared} programas. Quita uno para agregar otro.`

type Facts = Pick<OfferItem, 'area' | 'modalidades' | 'campus' | 'duracion' | 'inicio'>
export type FactLine = { key: 'area' | 'modalidad' | 'campus' | 'duracion' | 'inicio'; label: string; value: string }

/** Stored values as the labels people read, in one line: «Escolarizada, En línea». */
export const listOf = (values: readonly string[], labels: Record<string, string>) => values.map((v) => labels[v] ?? v).join(', ')

/** A programme's facts as lines of text (empty ones left out), for its page and the comparison. */
export function factLines(f: Facts): FactLine[] {
  const lines: FactLine[] = [
    { key: 'modalidad', label: f.modalidades.length > 1 ? 'Modalidades' : 'Modalidad', value: listOf(f.modalidades, modalityLabels) },
    { key: 'campus', label: 'Campus', value: listOf(f.campus, campusLabels) },
    { key: 'duracion', label: 'Duración', value: f.duracion ?? '' },
    { key: 'inicio', label: 'Inicio de clases', value: listOf(f.inicio, monthLabels) },
    { key: 'area', label: 'Área', value: f.area ? areaLabels[f.area] : '' },
  ]
  return lines.filter((l) => l.value !== '')
}

/**
 * One level of the offer in a line, for a card that stands for it (issue 38.2): how many
 * programmes, how long, how and where — «8 programas · 3 a 4 años · Escolarizada, Mixta · Los
 * Cabos, Culiacán». Null when the level has none.
 */
export function levelSummary(items: readonly OfferItem[], level: Level): string | null {
  const of = items.filter((i) => i.nivel === level)
  if (of.length === 0) return null
  const inOrder = <K extends string>(labels: Record<K, string>, values: readonly K[]) =>
    listOf(
      (Object.keys(labels) as K[]).filter((k) => values.includes(k)),
      labels,
    )
  const timed = of.filter((i) => i.duracion && i.duracion_meses).sort((a, b) => a.duracion_meses! - b.duracion_meses!)
  const lengths = [...new Set(timed.map((i) => i.duracion!))]
  const length = lengths.length <= 2 ? lengths.join(' o ') : `${lengths[0]} a ${lengths[lengths.length - 1]}`
  return [
    of.length === 1 ? '1 programa' : `${of.length} programas`,
    length,
    inOrder(
      modalityLabels,
      of.flatMap((i) => i.modalidades),
    ),
    inOrder(
      campusLabels,
      of.flatMap((i) => i.campus),
    ),
  ]
    .filter((part) => part !== '')
    .join(' · ')
}

/**
 * Where «Solicita información» about a programme leads: the contact form of its own page, which
 * opens with it chosen. A bachillerato is a section of /preparatoria, whose one form serves both:
 * the address names it (`?programa=`, its section's name as a slug) and the form chooses it.
 * Null for what lives on another site (the postgraduate programmes).
 */
export function askHref(item: Pick<OfferItem, 'url'>): string | null {
  if (!item.url.startsWith('/')) return null
  const [path, section] = item.url.split('#')
  return section ? `${path}?${programmeParam}=${slugify(section)}#contacto` : `${path}#contacto`
}

/** The parameters /api/get-oferta/ takes (api-contract.md): the finder's filters but duration and start month. */
export const apiOfferKeys = ['nivel', 'area', 'modalidad', 'campus', 'q'] as const
