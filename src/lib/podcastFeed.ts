import { formatDuration } from './podcasts'
import { escapeXml, rfc822 } from './xml'

/** The podcast's RSS 2.0 feed with the iTunes tags (Apple Podcasts, Spotify and the rest read it). */

export type FeedChannel = {
  title: string
  /** The page of the podcast, absolute. */
  link: string
  /** The feed's own address, absolute (atom:link rel="self"). */
  feedUrl: string
  description: string
  language: string
  author: string
  owner: { name: string; email: string }
  /** Square artwork, absolute URL, 1400–3000 px. */
  image: string
  category: string
  subcategory?: string
  copyright?: string
}

export type FeedItem = {
  title: string
  description: string
  link: string
  guid: string
  pubDate: Date
  author: string
  enclosure: { url: string; length: number; type: string }
  /** Seconds, when known. */
  duration?: number | null
}

/** The whole feed document, items in the order given (newest first). */
export function buildPodcastRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const e = escapeXml
  const lastBuild = items.reduce<Date | null>((latest, i) => (!latest || i.pubDate > latest ? i.pubDate : latest), null)
  const category = channel.subcategory
    ? `<itunes:category text="${e(channel.category)}"><itunes:category text="${e(channel.subcategory)}"/></itunes:category>`
    : `<itunes:category text="${e(channel.category)}"/>`
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${e(channel.title)}</title>`,
    `<link>${e(channel.link)}</link>`,
    `<atom:link href="${e(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<language>${e(channel.language)}</language>`,
    `<description>${e(channel.description)}</description>`,
    ...(channel.copyright ? [`<copyright>${e(channel.copyright)}</copyright>`] : []),
    ...(lastBuild ? [`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    `<image><url>${e(channel.image)}</url><title>${e(channel.title)}</title><link>${e(channel.link)}</link></image>`,
    `<itunes:author>${e(channel.author)}</itunes:author>`,
    `<itunes:summary>${e(channel.description)}</itunes:summary>`,
    `<itunes:image href="${e(channel.image)}"/>`,
    category,
    '<itunes:explicit>false</itunes:explicit>',
    '<itunes:type>episodic</itunes:type>',
    `<itunes:owner><itunes:name>${e(channel.owner.name)}</itunes:name><itunes:email>${e(channel.owner.email)}</itunes:email></itunes:owner>`,
    ...items.map((item) =>
      [
        '<item>',
        `<title>${e(item.title)}</title>`,
        `<description>${e(item.description)}</description>`,
        `<link>${e(item.link)}</link>`,
        `<guid isPermaLink="false">${e(item.guid)}</guid>`,
        `<pubDate>${rfc822(item.pubDate)}</pubDate>`,
        `<enclosure url="${e(item.enclosure.url)}" length="${Math.max(0, Math.round(item.enclosure.length))}" type="${e(item.enclosure.type)}"/>`,
        `<itunes:author>${e(item.author)}</itunes:author>`,
        ...(item.duration && item.duration > 0 ? [`<itunes:duration>${formatDuration(item.duration)}</itunes:duration>`] : []),
        '<itunes:explicit>false</itunes:explicit>',
        '<itunes:episodeType>full</itunes:episodeType>',
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
  ]
  return `${lines.join('\n')}\n`
}
