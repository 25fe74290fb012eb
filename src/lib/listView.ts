/**
 * The view of every paged, month-filtered list of the site (news, events, podcast, SITCA, the
 * editorial's books, search results) lives in its address: `?page=` and `?month=`. One reading
 * of them and one way of writing them, so a list's links, its cached views and the pages that
 * read them cannot disagree. Pure functions; the pages and src/cache/cachedViews.ts build on them.
 */
import { filterByMonth, isMonthValue, paginate, type Page } from './months'

/** A query value as Next.js hands it over: absent, one string or repeated (the first counts). */
export type QueryValue = string | string[] | undefined

export function firstValue(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** A 1-based page number: a positive whole number, spaces around it allowed; anything else is page 1. */
export function parsePage(value: QueryValue): number {
  const text = firstValue(value)?.trim()
  if (!text || !/^\d+$/.test(text)) return 1
  const n = Number(text)
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

/**
 * The month asked for (mm/yyyy, spec §5), '' for every item. A malformed value filters nothing.
 * Null when the month was sent blank (the "all months" choice of a form without JavaScript):
 * that view's one address is the plain list, so pages redirect there.
 */
export function parseMonth(value: QueryValue): string | null {
  const text = firstValue(value)
  if (text === undefined) return ''
  const month = text.trim()
  if (month === '') return null
  return isMonthValue(month) ? month : ''
}

export type ListQuery = { month: string; page: number }

/** `?month=` and the page (under `pageKey`, `page` unless the spec names it otherwise); null month as in parseMonth. */
export function parseListQuery(query: Record<string, QueryValue>, pageKey = 'page'): { month: string | null; page: number } {
  return { month: parseMonth(query.month), page: parsePage(query[pageKey]) }
}

/**
 * How a month's slash is written in an address. 'readable' keeps it (`?month=02/2026`, as the spec
 * writes SITCA's and the radio's addresses); 'encoded' is what a browser's GET form sends
 * (`?month=02%2F2026`), the news and events pages' links since they were first published.
 */
export type SlashStyle = 'readable' | 'encoded'

/**
 * The address of one view of a list. Defaults are left out (an empty value, page 1), so the
 * plain list is just `basePath` and each view has one address; keys keep the order given.
 */
export function listHref(basePath: string, query: Record<string, string | number | undefined>, slash: SlashStyle = 'readable'): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (typeof value === 'number' && value <= 1)) continue
    params.set(key, String(value))
  }
  const text = slash === 'readable' ? params.toString().replace(/%2F/gi, '/') : params.toString()
  return text ? `${basePath}?${text}` : basePath
}

/** One page of a list filtered by month: what a list page shows and its pager needs. */
export function listPage<T>(
  items: readonly T[],
  { month, page }: ListQuery,
  perPage: number,
  dateOf: (item: T) => string,
): Page<T> & { filtered: T[] } {
  const filtered = filterByMonth(items, month, dateOf)
  return { ...paginate(filtered, page, perPage), filtered }
}

export { distinctMonths, filterByMonth, monthLabel, paginate, type Page } from './months'
