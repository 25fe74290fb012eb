import { ArrowRight, CalendarDays, Search } from '@/components/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { Highlighted } from '@/components/search/Highlighted'
import { Pager } from '@/components/ui/Pager'
import { BrandRule } from '@/components/ui/SectionHeading'
import { searchCopy as copy } from '@/copy/search'
import { getSearchDocuments } from '@/data/search'
import { isoOf } from '@/lib/dates'
import { listHref, parsePage, type QueryValue } from '@/lib/listView'
import { kindLabels, search } from '@/lib/search'
import { pageMetadata } from '@/lib/seo'
import { SearchInput } from '@/components/search/SearchInput'
import { WaysOn } from '@/components/ui/WaysOn'
import { offerPage } from '@/copy/offer'
import { emptyQuery, offerHref } from '@/lib/offer'

export const metadata: Metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: copy.path,
  // Result lists are endless variations of the site's own pages: followed, never indexed, and
  // left out of the sitemap.
  robots: { index: false, follow: true },
})

type Props = { searchParams: Promise<Record<string, QueryValue>> }

/**
 * /buscar?q=…&page=N: the site search. Rendered on the server from the cached list of what is
 * published (src/data/search.ts), ranked by src/lib/search.ts; a plain GET form and links, so it
 * works without JavaScript and every result page has an address.
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const { query, results } = search(await getSearchDocuments(), params.q, parsePage(params.page))
  const status = query.text === '' ? copy.empty : results.total === 0 ? copy.none(query.text) : copy.count(results.total, query.text)

  return (
    <section aria-labelledby="buscar-titulo" className="container-page section-space max-w-4xl">
      <h1 id="buscar-titulo" className="type-h1 font-extrabold tracking-tight text-ink">
        {copy.title}
      </h1>
      <BrandRule />

      <form
        role="search"
        action={copy.path}
        method="get"
        aria-labelledby="buscar-titulo"
        className="mt-8 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="buscar-q" className="font-semibold text-ink">
            {copy.inputLabel}
          </label>
          <SearchInput id="buscar-q" query={query.text} className="min-h-12 px-4 text-lg" />
        </div>
        <button type="submit" className="btn btn-primary min-h-12">
          <Search aria-hidden="true" className="size-5" />
          {copy.button}
        </button>
      </form>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p role="status" className="text-lg font-semibold text-ink">
          {status}
        </p>
        {query.text !== '' && (
          <Link href={offerHref(offerPage.path, { ...emptyQuery(), q: query.text })} className="btn btn-outline">
            {copy.offerLink}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        )}
      </div>

      {results.items.length > 0 && (
        <>
          <h2 className="sr-only">{copy.resultsLabel}</h2>
          <ol aria-label={copy.resultsLabel} className="mt-6 grid gap-4">
            {results.items.map((r) => (
              <li key={r.url}>
                <article className="relative rounded-xl bg-surface p-5 shadow-card ring-1 ring-ink/5 transition-shadow duration-200 ease-calm focus-within:shadow-card-hover hover:shadow-card-hover md:p-6">
                  <p className="text-sm font-semibold uppercase tracking-wider text-brand">{kindLabels[r.kind]}</p>
                  <h3 className="type-h3 mt-1 font-bold text-ink text-balance">
                    {/* The link stretches over the whole card: one link per result. */}
                    <Link href={r.url} className="stretched-link">
                      <Highlighted segments={r.title_segments} />
                    </Link>
                  </h3>
                  {r.facts.length > 0 && (
                    <p className="mt-2 text-sm font-medium text-ink/85">
                      <span className="sr-only">{copy.factsLabel}: </span>
                      {r.facts.join(' · ')}
                    </p>
                  )}
                  {r.date && (
                    <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted">
                      <CalendarDays aria-hidden="true" className="size-4" />
                      <span className="sr-only">{copy.datePrefix}</span>
                      <time dateTime={isoOf(r.date) || undefined}>{r.date}</time>
                    </p>
                  )}
                  {r.excerpt.length > 0 && (
                    <p className="mt-2 leading-relaxed text-ink/85">
                      <Highlighted segments={r.excerpt} />
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ol>
          {results.pageCount > 1 && (
            <Pager
              page={results.page}
              pageCount={results.pageCount}
              hrefOf={(page) => listHref(copy.path, { q: query.text, page }, 'encoded')}
            />
          )}
        </>
      )}
      {/* Nothing found: the ways on the 404 offers, not a dead end. */}
      {query.text !== '' && results.total === 0 && <WaysOn />}
    </section>
  )
}
