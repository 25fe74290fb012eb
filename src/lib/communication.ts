/** The views of the news and events pages (spec §2.12, §4, §5, §9), as pure functions of the query. */

import { distinctMonths, firstValue, listHref, listPage, parseListQuery, type ListQuery, type QueryValue } from './listView'

/** Spec §9: news and events lists show 5 items a page. */
const perPage = 5
/** Spec §9: the list view's sidebar shows the 4 latest items. */
export const latestOnList = 4

/**
 * The banner title by path, literally as spec §2.12 states it: NOTICIAS UGC if the path contains
 * `noticias`, ACTIVIDADES UGC if it contains `eventos`, otherwise BIENVENIDO A UGC. So
 * /vida-universitaria-y-eventos (which contains "eventos") reads ACTIVIDADES UGC and
 * /actividades-ugc reads BIENVENIDO A UGC.
 */
export function bannerTitle(path: string): string {
  const route = path.split(/[?#]/, 1)[0]!.toLowerCase()
  if (route.includes('noticias')) return 'NOTICIAS UGC'
  if (route.includes('eventos')) return 'ACTIVIDADES UGC'
  return 'BIENVENIDO A UGC'
}

export type View =
  | { kind: 'detail'; slug: string }
  | { kind: 'list'; month: string; page: number }
  /** `?month=` with nothing chosen: the unfiltered route is the one address of that view. */
  | { kind: 'redirect-to-list' }

/** Spec §4: the view is driven by slug and month; the page number (1-based) rides along. */
export function viewOf(query: { slug?: QueryValue; month?: QueryValue; page?: QueryValue }): View {
  const slug = firstValue(query.slug)?.trim()
  if (slug) return { kind: 'detail', slug }
  const { month, page } = parseListQuery(query)
  return month === null ? { kind: 'redirect-to-list' } : { kind: 'list', month, page }
}

type Dated = { fecha: string }

/** The Archivo options: the distinct month-years (mm/yyyy) of the items, newest first. */
export function monthOptions(items: readonly Dated[]): string[] {
  return distinctMonths(items.map((i) => i.fecha))
}

/** One page of the list of a month (every item without one), 5 items a page. */
export function communicationPage<T extends Dated>(items: readonly T[], view: ListQuery) {
  return listPage(items, view, perPage, (item) => item.fecha)
}

/** The address of a list view: page 1 and no month are left out, so each view has one URL. */
export function communicationHref(basePath: string, { month = '', page = 1 }: Partial<ListQuery> = {}): string {
  return listHref(basePath, { month, page }, 'encoded')
}

/** The address of one item's detail. */
export function detailHref(basePath: string, slug: string): string {
  return `${basePath}?${new URLSearchParams({ slug }).toString()}`
}

/**
 * The list heading (spec §2.12): 'Mes: {date of the first item}' when a month is chosen,
 * otherwise 'Actual', which on events reads 'Todas las Actividades'. A chosen month with no
 * items names the month itself, so the heading still says what was asked for.
 */
export function listHeading(kind: 'NOT' | 'EVE', month: string, items: readonly Dated[]): string {
  if (month !== '') return `Mes: ${items[0]?.fecha ?? month}`
  return kind === 'EVE' ? 'Todas las Actividades' : 'Actual'
}
