import { monthOf } from './dates'

/**
 * The SITCA archive (spec §2.22) and the editorial's book list (§2.21) keep their view in the
 * URL (`/stica?tab=informes&month=02/2026&page=2`, `/stica/editoriales?pagina=2`), so links,
 * reloads and the back button show the same list. These pure functions read and write that state.
 */

export type SitcaTab = 'boletines' | 'informes'

/** The archive's two lists, the default first (spec §2.22: 'Boletines' is selected at first). */
export const sitcaTabs: readonly { id: SitcaTab; title: string }[] = [
  { id: 'boletines', title: 'Boletines' },
  { id: 'informes', title: 'Informes Anuales' },
]

/** Spec §9: documents 5 per page, books 3 per page. */
export const documentsPerPage = 5
export const booksPerPage = 3

type SearchValue = string | string[] | undefined

function first(value: SearchValue): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The tab named by `?tab=`; anything else is the default, 'boletines'. */
export function parseTab(value: SearchValue): SitcaTab {
  return first(value) === 'informes' ? 'informes' : 'boletines'
}

/** The month of `?month=`, trimmed; '' means every document. */
export function parseMonth(value: SearchValue): string {
  return (first(value) ?? '').trim()
}

/** A 1-based page number from the URL; anything that is not a positive integer is page 1. */
export function parsePage(value: SearchValue): number {
  const text = first(value)
  if (!text || !/^\d{1,6}$/.test(text)) return 1
  return Math.max(1, Number(text))
}

const monthKey = (mmyyyy: string) => {
  const match = /^(\d{2})\/(\d{4})$/.exec(mmyyyy)
  return match ? Number(match[2]) * 100 + Number(match[1]) : -1
}

/**
 * The dropdown's months: the distinct month/year values (mm/yyyy, the date text after its first
 * three characters) of these dd/mm/yyyy dates, newest first.
 */
export function monthOptions(dates: readonly string[]): string[] {
  const months = new Set(dates.filter((d) => d.length > 3).map(monthOf))
  return [...months].sort((a, b) => monthKey(b) - monthKey(a) || a.localeCompare(b))
}

const monthNames = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']

/** How a month value reads in the dropdown: '02/2026' → 'Febrero 2026'; other text as it is. */
export function monthLabel(mmyyyy: string): string {
  const match = /^(\d{2})\/(\d{4})$/.exec(mmyyyy)
  const name = match ? monthNames[Number(match[1]) - 1] : undefined
  if (!match || !name) return mmyyyy
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${match[2]}`
}

/** Spec §5: a month filter keeps the items whose date text ends with the chosen value; '' keeps all. */
export function filterByMonth<T extends { fecha_publicacion: string }>(items: readonly T[], month: string): T[] {
  return month === '' ? [...items] : items.filter((item) => item.fecha_publicacion.endsWith(month))
}

export type Page<T> = {
  items: T[]
  /** 1-based, clamped to the pages that exist. */
  page: number
  /** At least 1, even for an empty list. */
  pageCount: number
  total: number
}

/** One page of a list; a page past the end shows the last one. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount, total: items.length }
}

/**
 * The address of one view of the archive. Defaults are left out, so the plain archive is just
 * `/stica`, and changing the tab or the month (no `page`) starts again at the first page.
 */
export function sitcaHref({ tab = 'boletines', month = '', page = 1 }: { tab?: SitcaTab; month?: string; page?: number }): string {
  const query: string[] = []
  if (tab !== 'boletines') query.push(`tab=${tab}`)
  // The slash of mm/yyyy may stay as it is in a query string; the address then reads as the spec writes it.
  if (month !== '') query.push(`month=${encodeURIComponent(month).replace(/%2F/gi, '/')}`)
  if (page > 1) query.push(`page=${page}`)
  return query.length ? `/stica?${query.join('&')}` : '/stica'
}

/** The address of one page of the editorial's books: `/stica/editoriales`, then `?pagina=2`… */
export function booksHref(page: number): string {
  return page > 1 ? `/stica/editoriales?pagina=${page}` : '/stica/editoriales'
}
