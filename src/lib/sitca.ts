import { filterByMonth as filterItemsByMonth } from './months'

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

export { distinctMonths as monthOptions, monthLabel, paginate, type Page } from './months'

/** Spec §5: a month filter keeps the documents whose date text ends with the chosen value; '' keeps all. */
export function filterByMonth<T extends { fecha_publicacion: string }>(items: readonly T[], month: string): T[] {
  return filterItemsByMonth(items, month, (item) => item.fecha_publicacion)
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
