import { feedsCopy, newsPage } from '@/copy/communication'
import { listCommunication } from '@/data/communication'
import { detailHref } from '@/lib/communication'
import { excerpt } from '@/lib/excerpt'
import { buildRss, startOfDay } from '@/lib/feeds'
import { htmlToText } from '@/lib/html'
import { absoluteUrl } from '@/lib/structuredData'
import { env } from '@/env'
import { edgeTagHeaders } from '@/cache/edge-tags.mjs'
import { withReadTags } from '@/cache'

// Rendered per request so links carry the running site's address; the news come from the
// cached reader (refreshed within 60 s) and shared caches keep it
// for 60 s, or, at an edge that purges by tag (src/cache/edge-tags.mjs), until an editor's change.
export const dynamic = 'force-dynamic'

/** RSS 2.0 of the published news, newest first. */
export async function GET(): Promise<Response> {
  const { value: news, tags } = await withReadTags(() => listCommunication('NOT'))
  const xml = buildRss({
    title: feedsCopy.rssTitle,
    link: absoluteUrl(env.siteUrl, newsPage.path),
    description: feedsCopy.rssDescription,
    selfLink: absoluteUrl(env.siteUrl, newsPage.feed.href),
    items: news.map((n) => {
      const link = absoluteUrl(env.siteUrl, detailHref(newsPage.path, n.slug))
      return { title: n.titulo, link, description: excerpt(htmlToText(n.contenido), 300), pubDate: startOfDay(n.fecha), guid: link }
    }),
  })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      ...edgeTagHeaders(tags),
    },
  })
}
