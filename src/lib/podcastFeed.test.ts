import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { buildPodcastRss, type FeedChannel, type FeedItem } from './podcastFeed'

const channel: FeedChannel = {
  title: 'Radio UGC',
  link: 'https://ugc.edu.mx/radiougc',
  feedUrl: 'https://ugc.edu.mx/radiougc/podcast.xml',
  description: 'Conversaciones de la Universidad UGC.',
  language: 'es-mx',
  author: 'Universidad UGC',
  owner: { name: 'Universidad UGC', email: 'radio@ugc.edu.mx' },
  image: 'https://ugc.edu.mx/images/radio/podcast-portada.jpg',
  category: 'Education',
}

const item = (over: Partial<FeedItem> = {}): FeedItem => ({
  title: 'Agua, turismo y futuro',
  description: 'Conduce: Dra. Beatriz Cosío.',
  link: 'https://ugc.edu.mx/radiougc#episodio-7',
  guid: 'ugc-podcast-7',
  pubDate: new Date('2026-10-02T12:00:00Z'),
  author: 'Dra. Beatriz Cosío',
  enclosure: { url: 'https://ugc.edu.mx/media/agua.wav', length: 128044, type: 'audio/wav' },
  duration: 4,
  ...over,
})

// What a podcast app sees: the feed read back as the browser test reads it.
const read = (xml: string) => new Parser().parseString(xml)

describe('buildPodcastRss', () => {
  it('an RSS 2.0 channel with the iTunes namespace and tags', async () => {
    const xml = buildPodcastRss({ ...channel, subcategory: 'Higher Education', copyright: 'Universidad UGC' }, [item()])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"')
    expect(xml).toContain('<atom:link href="https://ugc.edu.mx/radiougc/podcast.xml" rel="self" type="application/rss+xml"/>')
    // Apple reads the category from the attribute, a subcategory nested in it.
    expect(xml).toMatch(/<itunes:category text="Education">\s*<itunes:category text="Higher Education"\/>\s*<\/itunes:category>/)
    const feed = await read(xml)
    expect(feed.title).toBe('Radio UGC')
    expect(feed.link).toBe('https://ugc.edu.mx/radiougc')
    expect(feed.language).toBe('es-mx')
    expect(feed.description).toBe('Conversaciones de la Universidad UGC.')
    expect(feed.copyright).toBe('Universidad UGC')
    expect(feed.lastBuildDate).toBe('Fri, 02 Oct 2026 12:00:00 GMT')
    expect(feed.image).toMatchObject({ url: channel.image, title: 'Radio UGC', link: channel.link })
    expect(feed.itunes).toMatchObject({
      author: 'Universidad UGC',
      summary: 'Conversaciones de la Universidad UGC.',
      explicit: 'false',
      image: channel.image,
      owner: { name: 'Universidad UGC', email: 'radio@ugc.edu.mx' },
      categoriesWithSubs: [{ name: 'Education', subs: [{ name: 'Higher Education' }] }],
    })
    expect(xml).toMatch(/<itunes:type>episodic<\/itunes:type>/)
  })

  it('one item per episode with enclosure, date, guid, presenter and duration', async () => {
    const xml = buildPodcastRss(channel, [item(), item({ title: 'Otro', guid: 'ugc-podcast-8', duration: null })])
    const feed = await read(xml)
    expect(feed.items.map((i) => i.title)).toEqual(['Agua, turismo y futuro', 'Otro'])
    const [first, second] = feed.items
    expect(first!.enclosure).toEqual({ url: 'https://ugc.edu.mx/media/agua.wav', length: '128044', type: 'audio/wav' })
    expect(first!.pubDate).toBe('Fri, 02 Oct 2026 12:00:00 GMT')
    expect(first!.guid).toBe('ugc-podcast-7')
    expect(first!.link).toBe('https://ugc.edu.mx/radiougc#episodio-7')
    expect(first!.content).toBe('Conduce: Dra. Beatriz Cosío.')
    expect(first!.itunes).toMatchObject({ author: 'Dra. Beatriz Cosío', duration: '0:04', explicit: 'false' })
    expect(second!.itunes?.duration).toBeUndefined()
    expect(xml).toContain('<guid isPermaLink="false">ugc-podcast-7</guid>')
    expect(xml.match(/<itunes:episodeType>full<\/itunes:episodeType>/g)).toHaveLength(2)
  })

  it('keeps what editors wrote in titles, names and URLs as text', async () => {
    const xml = buildPodcastRss({ ...channel, title: 'Radio <UGC> & "amigos"', category: 'Kids & Family' }, [
      item({
        title: '</title><script>alert(1)</script> ]]> ]]><x/>',
        author: 'Ana & Luis\u0007',
        enclosure: { url: 'https://x.org/a.wav?a=1&b="2"', length: 10, type: 'audio/wav' },
      }),
    ])
    // Inside a CDATA section «<script>» is text; outside one there is no markup the text brought.
    const outside = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    expect(outside).not.toMatch(/<script|<x\/>|\]\]>/)
    expect(xml).toContain('<itunes:category text="Kids &amp; Family"')
    const feed = await read(xml)
    expect(feed.title).toBe('Radio <UGC> & "amigos"')
    expect(feed.items[0]!.title).toBe('</title><script>alert(1)</script> ]]> ]]><x/>')
    expect(feed.items[0]!.itunes?.author).toBe('Ana & Luis')
    // The quote travels percent-encoded, which the server reads as the same address.
    expect(new URL(feed.items[0]!.enclosure!.url).searchParams.get('b')).toBe('"2"')
    expect(new URL(feed.items[0]!.enclosure!.url).searchParams.get('a')).toBe('1')
  })

  it('an empty feed is still a valid channel', async () => {
    const xml = buildPodcastRss(channel, [])
    expect(xml).not.toContain('<item>')
    const feed = await read(xml)
    expect(feed.items).toEqual([])
    expect(feed.itunes?.owner).toEqual({ name: 'Universidad UGC', email: 'radio@ugc.edu.mx' })
  })
})
