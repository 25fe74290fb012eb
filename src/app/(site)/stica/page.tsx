import { CalendarDays, Eye, FileText } from '@/components/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { DocumentImage } from '@/components/sitca/DocumentImage.client'
import { PdfLink } from '@/components/sitca/PdfLink.client'
import { ScrollToList } from '@/components/sitca/ScrollToList.client'
import { TabMenu } from '@/components/sitca/TabMenu.client'
import { NewTabHint } from '@/components/layout/NewTabHint'
import { PersonCard } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { EmptyState } from '@/components/ui/EmptyState'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { IconList } from '@/components/ui/IconList'
import { MonthFilter } from '@/components/ui/MonthFilter'
import { FormStep } from '@/components/ui/FormStep.client'
import { Pager } from '@/components/ui/Pager'
import { IntroSection, Section } from '@/components/ui/Section'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { sitcaPage as page } from '@/copy/sitca'
import { getSitca } from '@/data/sitca'
import { getMediaMeta } from '@/data/site'
import { isoOf } from '@/lib/dates'
import { distinctMonths, listPage, monthLabel, parseListQuery, type QueryValue } from '@/lib/listView'
import { documentsPerPage, parseTab, sitcaHref, sitcaTabs } from '@/lib/sitca'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

type SearchParams = Record<string, QueryValue>

/**
 * /stica, SITCA (spec §2.22): banner, about, the team, and the archive of boletines and annual
 * reports. The archive's view lives in the URL (?tab=informes&month=02/2026&page=2), so it is
 * server-rendered, shareable and works with the back button; islands only for the month dropdown,
 * the phone tab menu, the scroll on a page change and the image fallback.
 */
export default async function SitcaPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const tab = parseTab(params.tab)
  const query = parseListQuery(params)
  // The blank option of the form without JavaScript sends month=; its address is the plain one.
  if (query.month === null) redirect(sitcaHref({ tab, page: query.page }))
  const month = query.month

  const [{ equipo, informes, boletines }, media] = await Promise.all([getSitca(), getMediaMeta()])
  const {
    items,
    page: current,
    pageCount,
    total,
  } = listPage(tab === 'informes' ? informes : boletines, { month, page: query.page }, documentsPerPage, (d) => d.fecha_publicacion)
  // One dropdown serves both lists, so it offers the months of both.
  const months = distinctMonths([...boletines, ...informes].map((d) => d.fecha_publicacion))

  const tabItems = sitcaTabs.map((t) => ({ id: t.id, title: t.title, href: sitcaHref({ tab: t.id, month }), current: t.id === tab }))
  const activeTitle = sitcaTabs.find((t) => t.id === tab)!.title

  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <IntroSection
        id="sitca-acerca"
        eyebrow={page.about.eyebrow}
        title={page.about.heading}
        paragraphs={page.about.paragraphs}
        aside={
          <IconList
            items={page.about.focus}
            icon={FileText}
            className="grid gap-4 self-start rounded-2xl border-l-4 border-brand bg-surface-warm p-6 leading-relaxed md:p-8"
          />
        }
      />

      <Section id="sitca-equipo" title={page.team.heading} intro={page.team.intro} tone="warm">
        <CardGrid items={equipo} empty={page.team.empty} className="grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
          {(m) => (
            <PersonCard key={m.id} image={m.imagen} sizes="(min-width: 1024px) 300px, 50vw" name={m.titulo}>
              <p className="mt-1 text-sm leading-relaxed text-muted">{m.titulos_academicos}</p>
              <p className="mt-3 text-sm font-semibold text-brand-dark md:text-base">{m.puesto_trabajo}</p>
            </PersonCard>
          )}
        </CardGrid>
      </Section>

      <Section id="sitca-archivo">
        <SectionHeading id="sitca-archivo" title={page.archive.heading} intro={page.archive.intro} focusTarget className="mb-8 max-w-3xl" />
        <ScrollToList targetId="sitca-archivo" page={current} list={`${tab}|${month}`} />

        <div className="flex flex-col gap-4 border-b-2 border-brand-50 pb-4 sm:flex-row sm:items-end sm:justify-between sm:pb-0">
          <nav aria-label={page.archive.tabsLabel} className="hidden sm:block">
            <ul className="flex gap-1">
              {tabItems.map((t) => (
                <li key={t.id}>
                  <Link href={t.href} scroll={false} aria-current={t.current ? 'true' : undefined} className="tab">
                    {t.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={`${page.archive.tabsLabel} (menú)`} className="sm:hidden">
            <TabMenu label={page.archive.tabsLabel} items={tabItems} />
          </nav>

          <MonthFilter
            id="sitca-mes"
            label={page.archive.monthLabel}
            months={months}
            value={month}
            allLabel={page.archive.allMonths}
            optionLabel={monthLabel}
            hrefOf={(m) => sitcaHref({ tab, month: m })}
            submitLabel={page.archive.filterButton}
            loadingText={page.archive.loading}
            className="sm:mb-3 sm:w-80"
          />
        </div>

        <h3 className="sr-only">{activeTitle}</h3>
        {items.length === 0 ? (
          <EmptyState look="panel" className="mt-8">
            {page.archive.empty}
          </EmptyState>
        ) : (
          <ul aria-label={activeTitle} className="mt-8 grid gap-6">
            {items.map((d) => (
              <li key={d.id}>
                <article
                  aria-labelledby={`documento-${d.id}`}
                  className="grid overflow-hidden rounded-xl bg-surface shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
                >
                  <div className="relative aspect-video self-start bg-surface-warm">
                    <DocumentImage src={d.imagen} alt={(d.imagen && media[d.imagen]?.alt) || ''} sizes="(min-width: 768px) 500px, 100vw" />
                  </div>
                  <div className="flex flex-col p-5 md:p-6">
                    <h4 id={`documento-${d.id}`} className="type-h4 font-bold text-ink text-balance">
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
            step={FormStep}
            label={page.archive.pagerLabel}
            page={current}
            pageCount={pageCount}
            hrefOf={(n) => sitcaHref({ tab, month, page: n })}
          />
        )}
      </Section>
    </>
  )
}
