/** The sitemap of the site (spec §2.1 and every detail page), with each page's last change. */
import { detailHref } from './communication'
import { absoluteUrl } from './structuredData'

/** Where a page's content comes from; its last change is the latest of its sources. */
export type ContentSource =
  | 'settings'
  | 'institutional'
  | 'slides'
  | 'programmeLogos'
  | 'podcasts'
  | 'successStories'
  | 'benefits'
  | 'infoBlocks'
  | 'books'
  | 'sitcaTeam'
  | 'sitcaDocuments'
  | 'bachillerato'
  | 'licenciaturas'
  | 'diplomados'
  | 'conocer'
  | 'news'
  | 'events'

/**
 * Every route of spec §2.1 with what it shows besides the shell. The shell (header, footer,
 * phones, social links) comes from the settings, so every page also counts their changes.
 */
export const sitemapRoutes: readonly { path: string; sources: readonly ContentSource[] }[] = [
  { path: '/', sources: ['slides', 'news', 'events', 'programmeLogos'] },
  { path: '/preparatoria', sources: ['bachillerato'] },
  { path: '/licenciaturas', sources: ['licenciaturas'] },
  { path: '/diplomados', sources: ['diplomados'] },
  { path: '/CONOCER', sources: ['conocer'] },
  { path: '/oferta-academica', sources: ['bachillerato', 'licenciaturas', 'diplomados', 'conocer'] },
  { path: '/quienes-somos', sources: ['institutional'] },
  { path: '/vida-universitaria-y-eventos', sources: ['news'] },
  { path: '/actividades-ugc', sources: ['events'] },
  { path: '/radiougc', sources: ['podcasts', 'slides'] },
  { path: '/ugcidiomas', sources: [] },
  { path: '/incubadora', sources: ['institutional'] },
  { path: '/circulos', sources: [] },
  { path: '/egresados', sources: ['successStories', 'benefits', 'infoBlocks'] },
  { path: '/estudiantes', sources: ['slides', 'infoBlocks'] },
  { path: '/NuestroCampus', sources: [] },
  { path: '/casosdeexito', sources: ['successStories'] },
  { path: '/convenios', sources: ['institutional'] },
  { path: '/stica', sources: ['sitcaTeam', 'sitcaDocuments'] },
  { path: '/stica/editoriales', sources: ['books'] },
  { path: '/quejasysugerencias', sources: [] },
]

type Dated = { slug: string; updatedAt: string }

/** The published content's dates, as src/data reads them (ISO strings). */
export type ContentDates = {
  /** The latest change of each collection or global without detail pages; null when empty. */
  latest: Partial<Record<ContentSource, string | null>>
  programmes: readonly (Dated & { tipo: 'BAC' | 'LIC' | 'DIP' })[]
  conocer: readonly Dated[]
  communication: readonly (Dated & { tipo: 'NOT' | 'EVE' })[]
}

export type SitemapEntry = { url: string; lastModified: string }

function latestOf(dates: readonly (string | null | undefined)[]): string | null {
  let latest: number | null = null
  for (const d of dates) {
    const t = d ? Date.parse(d) : Number.NaN
    if (!Number.isNaN(t) && (latest === null || t > latest)) latest = t
  }
  return latest === null ? null : new Date(latest).toISOString()
}

const isoOrNull = (d: string) => latestOf([d])

/**
 * The sitemap's entries: the routes, then each licenciatura, diplomado and CONOCER standard, then
 * each news item and event at its `?slug=` address. A page whose sources are all empty (a fresh
 * install before the settings are saved) takes `fallback`, the build's time.
 */
export function sitemapEntries(siteUrl: string, content: ContentDates, fallback: Date): SitemapEntry[] {
  const withSlug = <T extends Dated>(items: readonly T[]) => items.filter((i) => i.slug !== '')
  const ofType = <T extends { tipo: string; updatedAt: string }>(items: readonly T[], tipo: string) =>
    items.filter((i) => i.tipo === tipo).map((i) => i.updatedAt)
  const dateOf: Record<ContentSource, string | null> = {
    settings: null,
    institutional: null,
    slides: null,
    programmeLogos: null,
    podcasts: null,
    successStories: null,
    benefits: null,
    infoBlocks: null,
    books: null,
    sitcaTeam: null,
    sitcaDocuments: null,
    ...content.latest,
    bachillerato: latestOf(ofType(content.programmes, 'BAC')),
    licenciaturas: latestOf(ofType(content.programmes, 'LIC')),
    diplomados: latestOf(ofType(content.programmes, 'DIP')),
    conocer: latestOf(content.conocer.map((c) => c.updatedAt)),
    news: latestOf(ofType(content.communication, 'NOT')),
    events: latestOf(ofType(content.communication, 'EVE')),
  }
  const entry = (path: string, lastModified: string | null): SitemapEntry => ({
    url: absoluteUrl(siteUrl, path),
    lastModified: lastModified ?? fallback.toISOString(),
  })
  const programmeRoute = { LIC: '/licenciaturas', DIP: '/diplomados' } as const
  const communicationRoute = { NOT: '/vida-universitaria-y-eventos', EVE: '/actividades-ugc' } as const
  return [
    ...sitemapRoutes.map((r) => entry(r.path, latestOf(['settings' as const, ...r.sources].map((s) => dateOf[s])))),
    ...withSlug(content.programmes).flatMap((p) =>
      p.tipo === 'BAC' ? [] : [entry(`${programmeRoute[p.tipo]}/${encodeURIComponent(p.slug)}`, isoOrNull(p.updatedAt))],
    ),
    ...withSlug(content.conocer).map((c) => entry(`/CONOCER/${encodeURIComponent(c.slug)}`, isoOrNull(c.updatedAt))),
    ...withSlug(content.communication).map((c) => entry(detailHref(communicationRoute[c.tipo], c.slug), isoOrNull(c.updatedAt))),
  ]
}
