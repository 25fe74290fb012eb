import { CalendarDays, Eye, FileText } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { DocumentImage } from '@/components/sitca/DocumentImage.client'
import { MonthSelect } from '@/components/sitca/MonthSelect.client'
import { Pager } from '@/components/sitca/Pager'
import { PdfLink } from '@/components/sitca/PdfLink.client'
import { ScrollToList } from '@/components/sitca/ScrollToList.client'
import { TabMenu } from '@/components/sitca/TabMenu.client'
import { NewTabHint } from '@/components/layout/NewTabHint'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { sitcaPage as page } from '@/copy/sitca'
import { getSitca } from '@/data/sitca'
import { getMediaMeta } from '@/data/site'
import { isoOf } from '@/lib/dates'
import {
  documentsPerPage,
  filterByMonth,
  monthLabel,
  monthOptions,
  paginate,
  parseMonth,
  parsePage,
  parseTab,
  sitcaHref,
  sitcaTabs,
} from '@/lib/sitca'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

type SearchParams = Record<string, string | string[] | undefined>

/**
 * /stica, SITCA (spec §2.22): banner, about, the team, and the archive of boletines and annual
 * reports. The archive's view lives in the URL (?tab=informes&month=02/2026&page=2), so it is
 * server-rendered, shareable and works with the back button; islands only for the month dropdown,
 * the phone tab menu, the scroll on a page change and the image fallback.
 */
export default async function SitcaPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const tab = parseTab(params.tab)
  const month = parseMonth(params.month)
  // The blank option of the form without JavaScript sends month=; its address is the plain one.
  if (params.month !== undefined && month === '') redirect(sitcaHref({ tab, page: parsePage(params.page) }))

  const [{ equipo, informes, boletines }, media] = await Promise.all([getSitca(), getMediaMeta()])
  const documents = tab === 'informes' ? informes : boletines
  const filtered = filterByMonth(documents, month)
  const { items, page: current, pageCount, total } = paginate(filtered, parsePage(params.page), documentsPerPage)

  // One dropdown serves both lists, so it offers the months of both; a month typed in the
  // address that no document has is still shown as chosen.
  const months = monthOptions([...boletines, ...informes].map((d) => d.fecha_publicacion))
  if (month && !months.includes(month)) months.unshift(month)

  const tabItems = sitcaTabs.map((t) => ({ id: t.id, title: t.title, href: sitcaHref({ tab: t.id, month }), current: t.id === tab }))
  const keep: Record<string, string> = {}
  if (tab !== 'boletines') keep.tab = tab
  if (month) keep.month = month
  const activeTitle = sitcaTabs.find((t) => t.id === tab)!.title

  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <section aria-labelledby="sitca-acerca" className="section-space">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <div>
            <SectionHeading id="sitca-acerca" eyebrow={page.about.eyebrow} title={page.about.heading} />
            <div className="max-w-prose space-y-4 text-lg leading-relaxed text-muted text-pretty">
              {page.about.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <ul className="grid gap-4 self-start rounded-2xl border-l-4 border-brand bg-surface-warm p-6 md:p-8">
            {page.about.focus.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-ink">
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sitca-equipo" className="section-space bg-surface-warm">
        <div className="container-page">
          <SectionHeading id="sitca-equipo" title={page.team.heading} intro={page.team.intro} />
          {equipo.length === 0 ? (
            <p className="text-muted">{page.team.empty}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
              {equipo.map((m) => (
                <li key={m.id} className="overflow-hidden rounded-xl bg-surface shadow-card">
                  <div className="relative aspect-square bg-brand-50">
                    <SiteImage src={m.imagen} sizes="(min-width: 1024px) 300px, 50vw" />
                  </div>
                  <div className="p-4 md:p-5">
                    <h3 className="font-bold leading-snug text-ink md:text-lg">{m.titulo}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted">{m.titulos_academicos}</p>
                    <p className="mt-3 text-sm font-semibold text-brand-dark md:text-base">{m.puesto_trabajo}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="sitca-archivo" className="section-space">
        <div className="container-page">
          <header className="mb-8 max-w-3xl">
            <h2 id="sitca-archivo" tabIndex={-1} className="scroll-mt-28 text-2xl font-extrabold leading-tight tracking-tight text-ink outline-none md:text-4xl">
              {page.archive.heading}
            </h2>
            <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-brand" />
            <p className="mt-4 text-lg leading-relaxed text-muted text-pretty">{page.archive.intro}</p>
          </header>
          <ScrollToList targetId="sitca-archivo" page={current} list={`${tab}|${month}`} />

          <div className="flex flex-col gap-4 border-b-2 border-brand-50 pb-4 sm:flex-row sm:items-end sm:justify-between">
            <nav aria-label={page.archive.tabsLabel} className="hidden sm:block">
              <ul className="flex gap-1">
                {tabItems.map((t) => (
                  <li key={t.id}>
                    <Link
                      href={t.href}
                      scroll={false}
                      aria-current={t.current ? 'true' : undefined}
                      className={`flex min-h-11 items-center rounded-lg px-4 py-2.5 font-semibold transition-colors duration-150 ${
                        t.current ? 'bg-brand text-white' : 'text-muted hover:bg-brand-50 hover:text-ink'
                      }`}
                    >
                      {t.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label={`${page.archive.tabsLabel} (menú)`} className="sm:hidden">
              <TabMenu label={page.archive.tabsLabel} items={tabItems} />
            </nav>

            <form action="/stica" method="get" className="flex flex-col gap-1.5">
              <label htmlFor="sitca-mes" className="text-sm font-semibold text-ink">
                {page.archive.monthLabel}
              </label>
              {tab !== 'boletines' && <input type="hidden" name="tab" value={tab} />}
              <div className="flex gap-2">
                <MonthSelect
                  key={month}
                  id="sitca-mes"
                  tab={tab}
                  value={month}
                  allLabel={page.archive.allMonths}
                  loadingText={page.archive.loading}
                  options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
                />
                <noscript>
                  <button type="submit" className="btn btn-primary">
                    {page.archive.filterButton}
                  </button>
                </noscript>
              </div>
            </form>
          </div>

          <h3 className="sr-only">{activeTitle}</h3>
          {items.length === 0 ? (
            <p className="mt-8 rounded-xl bg-surface-warm p-6 text-center text-lg text-muted">{page.archive.empty}</p>
          ) : (
            <ul aria-label={activeTitle} className="mt-8 grid gap-6">
              {items.map((d) => (
                <li key={d.id}>
                  <article aria-labelledby={`documento-${d.id}`} className="grid overflow-hidden rounded-xl bg-surface shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                    <div className="relative aspect-video self-start bg-surface-warm">
                      <DocumentImage src={d.imagen} alt={(d.imagen && media[d.imagen]?.alt) || ''} sizes="(min-width: 768px) 500px, 100vw" />
                    </div>
                    <div className="flex flex-col p-5 md:p-6">
                      <h4 id={`documento-${d.id}`} className="text-xl font-bold leading-snug text-ink text-balance">
                        {d.titulo}
                      </h4>
                      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                        <span className="inline-flex items-center gap-1.5">
                          <CalendarDays aria-hidden="true" className="size-4" />
                          <span className="sr-only">Fecha de publicación: </span>
                          <time dateTime={isoOf(d.fecha_publicacion)}>{d.fecha_publicacion}</time>
                        </span>
                        <span className="inline-flex items-center gap-1.5">
                          <Eye aria-hidden="true" className="size-4" />
                          {d.visitas.toLocaleString('es-MX')} {page.archive.visits}
                        </span>
                      </p>
                      <div
                        className="mt-3 space-y-3 leading-relaxed text-ink [&_a]:text-brand-dark [&_a]:underline"
                        // Sanitised by src/data (lib/html.ts): no scripts, handlers or javascript: URLs.
                        dangerouslySetInnerHTML={{ __html: d.descripcion }}
                      />
                      {d.archivo && (
                        <PdfLink href={d.archivo} slug={d.slug} className="btn btn-primary mt-5 self-start">
                          <FileText aria-hidden="true" className="size-5" />
                          {page.archive.pdf}
                          <span className="sr-only">: {d.titulo}</span>
                          <NewTabHint />
                        </PdfLink>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}

          {total > documentsPerPage && (
            <Pager
              action="/stica"
              param="page"
              page={current}
              pageCount={pageCount}
              keep={keep}
              label={page.archive.pagerLabel}
              previous={page.archive.previous}
              next={page.archive.next}
            />
          )}
        </div>
      </section>
    </>
  )
}
