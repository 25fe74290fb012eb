import { firstValue, listHref, type QueryValue } from './listView'

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

/** The tab named by `?tab=`; anything else is the default, 'boletines'. */
export function parseTab(value: QueryValue): SitcaTab {
  return firstValue(value) === 'informes' ? 'informes' : 'boletines'
}

/**
 * The address of one view of the archive. Defaults are left out, so the plain archive is just
 * `/stica`, and changing the tab or the month (no `page`) starts again at the first page.
 */
export function sitcaHref({ tab = 'boletines', month = '', page = 1 }: { tab?: SitcaTab; month?: string; page?: number }): string {
  return listHref('/stica', { tab: tab === 'boletines' ? '' : tab, month, page })
}

/** The address of one page of the editorial's books: `/stica/editoriales`, then `?pagina=2`… */
export function booksHref(page: number): string {
  return listHref('/stica/editoriales', { pagina: page })
}
