import { eventsPage, newsPage } from '@/copy/communication'
import { offerPage } from '@/copy/offer'
import { radioPage } from '@/copy/radio'
import { editorialPage, sitcaPage } from '@/copy/sitca'
import { communicationHref, communicationPage, detailHref, monthOptions } from '@/lib/communication'
import { distinctMonths, filterByMonth, listHref } from '@/lib/listView'
import { booksHref, booksPerPage, documentsPerPage, sitcaHref, sitcaTabs, type SitcaTab } from '@/lib/sitca'

/**
 * The news, activities, radio, SITCA and editorial pages choose their view by query string (spec
 * §2.12, §2.13, §2.21, §2.22), which
 * makes Next.js render them on every request. src/proxy.ts serves each view
 * that exists (one of the addresses the site itself links to) from a twin route under
 * `{page}/vista-en-cache/…`, the query written into the path, which Next.js caches like any other
 * page and revalidates by the same tags. Any other query (unknown keys, a page past the end, an
 * unknown slug, a typed month no item has) still reaches the page itself, so the cache holds at
 * most one copy of each view the content has. The twins are never an address of their own.
 */
const cachedViewSegment = 'vista-en-cache'

const [newsPath, eventsPath, radioPath] = [newsPage.path, eventsPage.path, radioPage.path]

/** The pages whose views by query are served from their cached twins (an edge keeps these queries too: edge/sitio.vcl). */
export const queryViewPages = [newsPath, eventsPath, radioPath, sitcaPage.path, editorialPage.path]

/**
 * Pages that read their query for views drawn per request (the programme finder: its filters
 * combine without end): their bare address, the one most visitors land on, is served from a twin.
 */
const barePages = [offerPage.path]

/** The pages whose views are served from their cached twins. */
export const cachedViewPages = [...queryViewPages, ...barePages]

type Dated = { fecha: string }

/** What decides which views exist: the dates (dd/mm/yyyy, as the pages show them) and slugs of the published items. */
export type ViewSources = {
  news: (Dated & { slug: string })[]
  events: (Dated & { slug: string })[]
  podcasts: Dated[]
  sitca: (Dated & { tab: SitcaTab })[]
  books: number
}

/** Per page, the canonical queries (see `canonicalQuery`) of every view it has. */
export type ViewIndex = Map<string, Set<string>>

const byDate = (item: Dated) => item.fecha

function communicationHrefs(path: string, items: ViewSources['news']): string[] {
  const hrefs = items.filter((i) => i.slug !== '').map((i) => detailHref(path, i.slug))
  // The list's own month options and pager (at least one page, even for an empty month).
  for (const month of ['', ...monthOptions(items)]) {
    const { pageCount } = communicationPage(items, { month, page: 1 })
    for (let page = 1; page <= pageCount; page++) hrefs.push(communicationHref(path, { month, page }))
  }
  return hrefs
}

/** The SITCA archive's tabs, each with its months (those of both lists, as its dropdown offers) and pages. */
function sitcaHrefs(documents: ViewSources['sitca']): string[] {
  const hrefs: string[] = []
  for (const { id: tab } of sitcaTabs) {
    const list = documents.filter((d) => d.tab === tab)
    for (const month of ['', ...distinctMonths(documents.map(byDate))]) {
      const pageCount = Math.max(1, Math.ceil(filterByMonth(list, month, byDate).length / documentsPerPage))
      for (let page = 1; page <= pageCount; page++) hrefs.push(sitcaHref({ tab, month, page }))
    }
  }
  return hrefs
}

/** Every view of the pages: exactly the addresses their links, pagers and month lists lead to. */
export function viewIndex(sources: ViewSources): ViewIndex {
  const hrefs = [
    ...communicationHrefs(newsPath, sources.news),
    ...communicationHrefs(eventsPath, sources.events),
    radioPath,
    ...barePages,
    ...distinctMonths(sources.podcasts.map(byDate)).map((month) => listHref(radioPath, { month })),
    ...sitcaHrefs(sources.sitca),
    ...Array.from({ length: Math.max(1, Math.ceil(sources.books / booksPerPage)) }, (_, i) => booksHref(i + 1)),
  ]
  const index: ViewIndex = new Map(cachedViewPages.map((path) => [path, new Set<string>()]))
  for (const href of hrefs) {
    const url = new URL(href, 'http://sitio')
    const query = canonicalQuery(url.search)
    if (query !== null) index.get(url.pathname)?.add(query)
  }
  return index
}

type Pairs = [string, string][]

/** Keys are plain words; values (slugs, mm/yyyy, page numbers) need no escaping in a path. */
const safeKey = /^[a-z]+$/
const safeValue = /^[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*$/

function pairsOf(search: string): Pairs | null {
  const pairs = [...new URLSearchParams(search)]
  if (pairs.some(([key, value]) => !safeKey.test(key) || !safeValue.test(value))) return null
  return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

const textOf = (pairs: Pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')

/**
 * One text for every spelling of a query: keys in order, values decoded (`10%2F2026` and `10/2026`
 * alike). Null for a query no view can have: a value that is not a plain word, number or month.
 */
export function canonicalQuery(search: string): string | null {
  const pairs = pairsOf(search)
  return pairs && textOf(pairs)
}

/** Where the proxy sends a GET of `pathname` + `search`, or null if that view is not in the index. */
export function cachedViewOf(index: ViewIndex, pathname: string, search: string): string | null {
  const pairs = pairsOf(search)
  if (!pairs || !index.get(pathname)?.has(textOf(pairs))) return null
  // A month's slash would be a path separator: it travels as '~', which no value contains.
  return [pathname, cachedViewSegment, ...pairs.flatMap(([key, value]) => [key, value.replaceAll('/', '~')])].join('/')
}

/** True for a request that names a twin directly: it must answer 404 like any unknown address. */
export function namesCachedView(pathname: string): boolean {
  return cachedViewPages.some((page) => pathname === `${page}/${cachedViewSegment}` || pathname.startsWith(`${page}/${cachedViewSegment}/`))
}

/** The props of a twin route: `[[...consulta]]` holds key, value, key, value… */
export type CachedViewProps = { params: Promise<{ consulta?: string[] }> }

/** The query a twin stands for, as its page reads it from `searchParams`. */
export async function queryOfView(params: CachedViewProps['params']): Promise<Record<string, string>> {
  const parts = (await params).consulta ?? []
  const query: Record<string, string> = {}
  for (let i = 0; i + 1 < parts.length; i += 2) query[parts[i]!] = parts[i + 1]!.replaceAll('~', '/')
  return query
}

/** Built with the site: the plain view; the others are rendered on their first request, then cached. */
export function cachedViewParams(): { consulta: string[] }[] {
  return [{ consulta: [] }]
}
