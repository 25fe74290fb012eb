import { Feed, type Extension } from 'feed'
import { feedText } from './feedText'
import { formatDuration } from './podcasts'

/**
 * The podcast's RSS 2.0 feed with the iTunes tags (Apple Podcasts, Spotify and the rest read it),
 * written by `feed`. Its own podcast mode writes <itunes:category> as text and an owner without a
 * name, so the iTunes tags are added here as extensions; that mode is still asked for because it
 * declares the itunes namespace on <rss> (with Google Play's, and <googleplay:image>).
 */

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

const text = (name: string, value: string): Extension => ({ name, objects: { _text: feedText(value, 'text') } })

/** The whole feed document, items in the order given (newest first). */
export function buildPodcastRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const lastBuild = items.reduce<Date | null>((latest, i) => (!latest || i.pubDate > latest ? i.pubDate : latest), null)
  const feed = new Feed({
    title: feedText(channel.title, 'text'),
    link: channel.link,
    description: feedText(channel.description, 'text'),
    language: feedText(channel.language, 'text'),
    feedLinks: { rss: channel.feedUrl },
    image: channel.image,
    ...(channel.copyright ? { copyright: feedText(channel.copyright, 'text') } : {}),
    // The newest episode's date, as before; `feed` writes the time of the request when there is none.
    ...(lastBuild ? { updated: lastBuild } : {}),
    generator: false,
    podcast: true,
  })
  const subcategory = channel.subcategory
    ? { 'itunes:category': { _attributes: { text: feedText(channel.subcategory, 'attribute') } } }
    : {}
  for (const extension of [
    text('itunes:author', channel.author),
    text('itunes:summary', channel.description),
    { name: 'itunes:image', objects: { _attributes: { href: feedText(channel.image, 'attribute') } } },
    { name: 'itunes:category', objects: { _attributes: { text: feedText(channel.category, 'attribute') }, ...subcategory } },
    text('itunes:explicit', 'false'),
    text('itunes:type', 'episodic'),
    {
      name: 'itunes:owner',
      objects: {
        'itunes:name': { _text: feedText(channel.owner.name, 'text') },
        'itunes:email': { _text: feedText(channel.owner.email, 'text') },
      },
    },
  ]) {
    feed.addExtension(extension)
  }
  for (const item of items) {
    feed.addItem({
      title: feedText(item.title, 'cdata'),
      description: feedText(item.description, 'cdata'),
      link: item.link,
      // A guid given to `feed` is written isPermaLink="false", as before.
      guid: feedText(item.guid, 'text'),
      date: item.pubDate,
      enclosure: {
        url: item.enclosure.url,
        length: Math.max(0, Math.round(item.enclosure.length)),
        type: feedText(item.enclosure.type, 'attribute'),
      },
      extensions: [
        text('itunes:author', item.author),
        ...(item.duration && item.duration > 0 ? [text('itunes:duration', formatDuration(item.duration))] : []),
        text('itunes:explicit', 'false'),
        text('itunes:episodeType', 'full'),
      ],
    })
  }
  return `${feed.rss2()}\n`
}
