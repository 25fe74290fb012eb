import { radioPage as page } from '@/copy/radio'
import { listPodcastFeedEpisodes } from '@/data/podcasts'
import { env } from '@/env'
import { edgeTagHeaders } from '@/cache/edge-tags.mjs'
import { withReadTags } from '@/cache'
import { buildPodcastRss } from '@/lib/podcastFeed'
import { absoluteUrl } from '@/lib/structuredData'

// Rendered per request with this server's SITE_URL (a prerendered feed would keep the address of
// the server that built it); the episodes come from the cached reader, which an editor's publish
// expires at once, and shared caches keep the feed a minute (an edge that
// purges by tag, src/cache/edge-tags.mjs, until an editor's change).
export const dynamic = 'force-dynamic'

/** The podcast's RSS 2.0 feed with the iTunes tags, for podcast apps (spec §2.13). */
export async function GET() {
  const { value: episodes, tags } = await withReadTags(listPodcastFeedEpisodes)
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : absoluteUrl(env.siteUrl, path))
  const link = absoluteUrl(env.siteUrl, page.path)
  const xml = buildPodcastRss(
    {
      title: page.feed.title,
      link,
      feedUrl: absoluteUrl(env.siteUrl, page.feed.path),
      description: page.feed.description,
      language: page.feed.language,
      author: page.feed.author,
      owner: page.feed.owner,
      image: absoluteUrl(env.siteUrl, page.feed.image),
      category: page.feed.category,
      copyright: page.feed.copyright,
    },
    episodes.flatMap((e) =>
      e.audio
        ? [
            {
              title: e.titulo,
              description: [`Conduce: ${e.presentador}.`, e.inivtados ? `Invitados: ${e.inivtados}.` : ''].filter(Boolean).join(' '),
              link: `${link}#episodio-${e.id}`,
              guid: `${link}#episodio-${e.id}`,
              pubDate: new Date(e.publicado),
              author: e.presentador,
              enclosure: { url: url(e.audio.url), length: e.audio.bytes, type: e.audio.type },
              duration: e.audio.seconds,
            },
          ]
        : [],
    ),
  )
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600',
      'X-Content-Type-Options': 'nosniff',
      ...edgeTagHeaders(tags),
    },
  })
}
