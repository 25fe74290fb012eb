import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { communicationCopy as copy, type CommunicationPageCopy } from '@/copy/communication'
import { listCommunication } from '@/data/communication'
import { listEventDates, type EventDate } from '@/data/eventDates'
import { getEventSignup, type EventSignup as EventSignupData } from '@/data/eventRegistration'
import { getMediaMeta, getSettings, type SiteSettings } from '@/data/site'
import { env } from '@/env'
import { communicationHref, communicationPage, detailHref, latestOnList, listHeading, monthOptions, viewOf } from '@/lib/communication'
import { formatDate, isoOf } from '@/lib/dates'
import { excerpt, preview } from '@/lib/excerpt'
import { htmlToText } from '@/lib/html'
import type { QueryValue } from '@/lib/listView'
import { monthLabel } from '@/lib/months'
import { generatedOgImage, metaDescription, pageMetadata, pageTitle, shareImage, withItemSeo, type ItemSeo } from '@/lib/seo'
import { getItemSeo } from '@/data/seo'
import { draftCommunication, previewer } from '@/data/preview'
import { eventJsonLd } from '@/lib/eventStructuredData'
import { breadcrumbJsonLd, newsArticleJsonLd } from '@/lib/structuredData'
import { CommunicationBanner } from './CommunicationBanner'
import { CommunicationDetail } from './CommunicationDetail'
import { EventGlance } from './EventGlance'
import { EventSignup } from './EventSignup'
import { CommunicationList } from './CommunicationList'
import { FeedLink } from './FeedLink'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'
import type { CommunicationItem } from './types'

export type SearchParams = Promise<Record<string, QueryValue>>

/** Spec §9: list previews are 150 characters. */
const previewLength = 150

/** The item a detail view shows: in «Vista previa» of it, its latest draft (never cached); else the published one. */
async function detailItem(
  page: CommunicationPageCopy,
  slug: string,
  items: CommunicationItem[],
): Promise<{ item: CommunicationItem | undefined; preview: boolean }> {
  const previewing = await previewer()
  if (!previewing) return { item: items.find((i) => i.slug === slug), preview: false }
  const draft = await draftCommunication(previewing, page.kind, slug)
  return {
    item: draft ? { ...draft, preview: preview(htmlToText(draft.contenido), previewLength) } : items.find((i) => i.slug === slug),
    preview: true,
  }
}

/** The published items of the page's kind, newest first, through the cached reader. */
/** An event's card and sidebar show the day it happens, when its editor set one, not the day it was published. */
function onTheirDay(items: readonly CommunicationItem[], dates: Record<string, EventDate>): CommunicationItem[] {
  return items.map((item) => (dates[item.slug] ? { ...item, fecha: formatDate(dates[item.slug].inicio) } : item))
}

async function itemsOf(page: CommunicationPageCopy): Promise<CommunicationItem[]> {
  const items = await listCommunication(page.kind)
  return items.map((i) => ({
    id: i.id,
    titulo: i.titulo,
    slug: i.slug,
    fecha: i.fecha,
    visitas: i.visitas,
    path_imagen: i.path_imagen,
    contenido: i.contenido,
    preview: preview(htmlToText(i.contenido), previewLength),
  }))
}

/**
 * Title, description, canonical address, share card and feed links of the view asked for. A
 * detail (`?slug=`) is a page of its own and its own canonical address. A month's or a later
 * page's view gets its own title but the list's canonical address: those views are slices of
 * the one list, and the sitemap leads to every item, so nothing is lost by pointing there.
 */
export async function communicationMetadata(page: CommunicationPageCopy, searchParams: SearchParams): Promise<Metadata> {
  const view = viewOf(await searchParams)
  const feeds = { [page.feed.type]: [{ url: page.feed.href, title: page.feed.title }] }
  if (view.kind === 'detail') {
    const [items, media, own] = await Promise.all([itemsOf(page), getMediaMeta(), getItemSeo('comunicaciones', view.slug)])
    const { item, preview: previewing } = await detailItem(page, view.slug, items)
    if (previewing && item) return { title: pageTitle(item.titulo), robots: { index: false, follow: false } }
    if (!item) return { title: pageTitle(page.notFound.title), robots: { index: false } }
    const meta = item.path_imagen ? media[item.path_imagen] : undefined
    const photo = item.path_imagen && meta ? { url: item.path_imagen, ...meta } : null
    return pageMetadata(
      withItemSeo(
        {
          title: pageTitle(item.titulo),
          description: metaDescription(htmlToText(item.contenido), `${page.itemLabel} de la Universidad UGC en Los Cabos: ${item.titulo}.`),
          path: detailHref(page.path, item.slug),
          image: shareImage(photo, generatedOgImage(page.path, item.slug, item.titulo)),
          article: { publishedTime: isoOf(item.fecha) || undefined },
          feeds,
        },
        own,
      ),
    )
  }
  const slice =
    view.kind === 'list' ? [view.month ? monthLabel(view.month) : '', view.page > 1 ? `página ${view.page}` : ''].filter(Boolean) : []
  return pageMetadata({
    title: slice.length > 0 ? pageTitle(`${page.name}: ${slice.join(', ')}`) : page.metaTitle,
    description: page.metaDescription,
    path: page.path,
    feeds,
  })
}

/**
 * /vida-universitaria-y-eventos and /actividades-ugc (spec §2.12): one implementation, the view
 * (list, month, detail) and the page number driven by the query, so every view has an address.
 *
 * No loading.tsx and no Suspense here, on purpose: the reads are cached, so the whole page is
 * rendered before the first byte. That lets the redirect of an empty month and the 404 of an
 * unknown slug answer real 307 / 404 statuses (a streamed fallback sends 200 first), and keeps
 * the list readable without JavaScript (streamed content needs a script to replace its fallback).
 */
export async function CommunicationPage({ page, searchParams }: { page: CommunicationPageCopy; searchParams: SearchParams }) {
  const view = viewOf(await searchParams)
  if (view.kind === 'redirect-to-list') redirect(page.path)
  if (view.kind === 'detail') {
    const [items, settings, own, signup, dates] = await Promise.all([
      itemsOf(page),
      getSettings(),
      getItemSeo('comunicaciones', view.slug),
      page.kind === 'EVE' ? getEventSignup(view.slug) : null,
      page.kind === 'EVE' ? listEventDates() : ({} as Record<string, EventDate>),
    ])
    const { item, preview: previewing } = await detailItem(page, view.slug, items)
    if (!item) notFound()
    return (
      <DetailView page={page} item={item} items={items} settings={settings} own={own} preview={previewing} signup={signup} dates={dates} />
    )
  }
  return (
    <>
      <TopBar currentPath={page.path} pageName={page.name} />
      <ListView page={page} month={view.month} pageNumber={view.page} />
    </>
  )
}

function DetailView({
  page,
  item,
  items,
  settings,
  own,
  preview: previewing,
  signup,
  dates,
}: {
  page: CommunicationPageCopy
  item: CommunicationItem
  items: CommunicationItem[]
  settings: SiteSettings
  own: ItemSeo | null
  preview: boolean
  /** The event's sign-up, when it takes registrations. */
  signup: EventSignupData | null
  /** When and where each event happens, when its editor set it, by slug. */
  dates: Record<string, EventDate>
}) {
  const eventDate = dates[item.slug] ?? null
  const detailOf = (slug: string) => detailHref(page.path, slug)
  const path = detailOf(item.slug)
  // The editor's «Buscadores y redes», when written, describe the item to search engines here too.
  const description = own?.description ?? excerpt(htmlToText(item.contenido), 300)
  const image = own?.image?.url ?? item.path_imagen
  return (
    <>
      <JsonLd
        data={
          page.kind === 'NOT'
            ? newsArticleJsonLd({ siteUrl: env.siteUrl, path, headline: item.titulo, datePublished: isoOf(item.fecha), image, description })
            : eventJsonLd({
                siteUrl: env.siteUrl,
                path,
                name: item.titulo,
                startDate: eventDate?.inicio ?? isoOf(item.fecha),
                description,
                image,
                address: settings.direccion,
                signup: signup ?? undefined,
              })
        }
      />
      <JsonLd
        data={breadcrumbJsonLd(env.siteUrl, [
          { name: copy.home, path: '/' },
          { name: page.name, path: page.path },
          { name: item.titulo, path },
        ])}
      />
      <TopBar currentPath={page.path} pageName={page.name} detailTitle={item.titulo} />
      {/* The item comes first: its title, picture and text start on the first screen. The
          section's banner (its name, social links and video) follows it. */}
      <div className="container-page grid gap-12 pt-8 pb-12 md:pt-10 md:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <CommunicationDetail
            item={item}
            backHref={page.path}
            preview={previewing}
            glance={eventDate ? <EventGlance date={eventDate} signup={signup} address={settings.direccion} /> : null}
          />
          {signup ? <EventSignup signup={signup} address={settings.direccion} /> : null}
        </div>
        <Sidebar
          basePath={page.path}
          latest={onTheirDay(items, dates)}
          months={monthOptions(items)}
          month=""
          detailOf={detailOf}
          currentSlug={item.slug}
          loadingText={page.loading}
        />
      </div>
      <CommunicationBanner path={page.path} settings={settings} titleIsHeading={false} />
    </>
  )
}

async function ListView({ page, month, pageNumber }: { page: CommunicationPageCopy; month: string; pageNumber: number }) {
  const [items, settings, dates] = await Promise.all([
    itemsOf(page),
    getSettings(),
    page.kind === 'EVE' ? listEventDates() : ({} as Record<string, EventDate>),
  ])
  const detailOf = (slug: string) => detailHref(page.path, slug)
  const shown = communicationPage(items, { month, page: pageNumber })
  return (
    <>
      <CommunicationBanner path={page.path} settings={settings} titleIsHeading />
      <div className="container-page section-space grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <CommunicationList
            heading={listHeading(page.kind, month, shown.filtered)}
            items={onTheirDay(shown.items, dates)}
            page={shown.page}
            totalPages={shown.pageCount}
            hrefOf={(n) => communicationHref(page.path, { month, page: n })}
            detailOf={detailOf}
            emptyText={month ? copy.emptyMonth : copy.empty}
            kind={page.kind}
          />
          <FeedLink feed={page.feed} />
        </div>
        <Sidebar
          basePath={page.path}
          latest={onTheirDay(items.slice(0, latestOnList), dates)}
          months={monthOptions(items)}
          month={month}
          detailOf={detailOf}
          loadingText={page.loading}
        />
      </div>
    </>
  )
}
