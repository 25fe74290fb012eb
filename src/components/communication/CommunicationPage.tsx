import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { communicationCopy as copy, type CommunicationPageCopy } from '@/content/communication'
import { listCommunication } from '@/data/content'
import { getSettings, type SiteSettings } from '@/data/site'
import { env } from '@/env'
import {
  detailHref,
  filterByMonth,
  latestOnList,
  listHeading,
  listHref,
  monthOptions,
  paginate,
  viewOf,
  type QueryValue,
} from '@/lib/communication'
import { isoOf } from '@/lib/dates'
import { excerpt, preview } from '@/lib/excerpt'
import { htmlToText } from '@/lib/html'
import { eventJsonLd, newsArticleJsonLd } from '@/lib/structuredData'
import { CommunicationBanner } from './CommunicationBanner'
import { CommunicationDetail } from './CommunicationDetail'
import { CommunicationList } from './CommunicationList'
import { FeedLink } from './FeedLink'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'
import type { CommunicationItem } from './types'

export type SearchParams = Promise<Record<string, QueryValue>>

/** Spec §9: list previews are 150 characters. */
const previewLength = 150

/** The published items of the page's kind, newest first, through the cached reader. */
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

/** Title, description, canonical address and feed links of the view asked for. */
export async function communicationMetadata(page: CommunicationPageCopy, searchParams: SearchParams): Promise<Metadata> {
  const view = viewOf(await searchParams)
  const alternates = { types: { [page.feed.type]: [{ url: page.feed.href, title: page.feed.title }] } }
  if (view.kind === 'detail') {
    const item = (await itemsOf(page)).find((i) => i.slug === view.slug)
    if (!item) return { title: `${page.notFound.title} · Universidad UGC`, robots: { index: false } }
    const description = excerpt(htmlToText(item.contenido), 160)
    return {
      title: `${item.titulo} · Universidad UGC`,
      description,
      alternates: { ...alternates, canonical: detailHref(page.path, item.slug) },
      openGraph: {
        type: 'article',
        title: item.titulo,
        description,
        url: detailHref(page.path, item.slug),
        ...(item.path_imagen ? { images: [item.path_imagen] } : {}),
      },
    }
  }
  const canonical = view.kind === 'list' ? listHref(page.path, { month: view.month, page: view.page }) : page.path
  return { title: page.metaTitle, description: page.metaDescription, alternates: { ...alternates, canonical } }
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
    const [items, settings] = await Promise.all([itemsOf(page), getSettings()])
    const item = items.find((i) => i.slug === view.slug)
    if (!item) notFound()
    return <DetailView page={page} item={item} items={items} settings={settings} />
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
}: {
  page: CommunicationPageCopy
  item: CommunicationItem
  items: CommunicationItem[]
  settings: SiteSettings
}) {
  const detailOf = (slug: string) => detailHref(page.path, slug)
  const path = detailOf(item.slug)
  const description = excerpt(htmlToText(item.contenido), 300)
  return (
    <>
      <JsonLd
        data={
          page.kind === 'NOT'
            ? newsArticleJsonLd({ siteUrl: env.siteUrl, path, headline: item.titulo, datePublished: isoOf(item.fecha), image: item.path_imagen, description })
            : eventJsonLd({
                siteUrl: env.siteUrl,
                path,
                name: item.titulo,
                startDate: isoOf(item.fecha),
                description,
                image: item.path_imagen,
                address: settings.direccion,
              })
        }
      />
      <TopBar currentPath={page.path} pageName={page.name} detailTitle={item.titulo} />
      <CommunicationBanner path={page.path} settings={settings} titleIsHeading={false} />
      <div className="container-page section-space grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CommunicationDetail item={item} backHref={page.path} />
        <Sidebar basePath={page.path} latest={items} months={monthOptions(items)} month="" detailOf={detailOf} currentSlug={item.slug} loadingText={page.loading} />
      </div>
    </>
  )
}

async function ListView({ page, month, pageNumber }: { page: CommunicationPageCopy; month: string; pageNumber: number }) {
  const [items, settings] = await Promise.all([itemsOf(page), getSettings()])
  const detailOf = (slug: string) => detailHref(page.path, slug)
  const filtered = filterByMonth(items, month)
  const shown = paginate(filtered, pageNumber)
  return (
    <>
      <CommunicationBanner path={page.path} settings={settings} titleIsHeading />
      <div className="container-page section-space grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <CommunicationList
            heading={listHeading(page.kind, month, filtered)}
            items={shown.items}
            page={shown.page}
            totalPages={shown.pageCount}
            hrefOf={(n) => listHref(page.path, { month, page: n })}
            detailOf={detailOf}
            emptyText={month ? copy.emptyMonth : copy.empty}
          />
          <FeedLink feed={page.feed} />
        </div>
        <Sidebar basePath={page.path} latest={items.slice(0, latestOnList)} months={monthOptions(items)} month={month} detailOf={detailOf} loadingText={page.loading} />
      </div>
    </>
  )
}
