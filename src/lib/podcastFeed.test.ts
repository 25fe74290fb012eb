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

describe('buildPodcastRss', () => {
  it('an RSS 2.0 channel with the iTunes namespace and tags', () => {
    const xml = buildPodcastRss(channel, [item()])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"')).toBe(true)
    for (const tag of [
      '<title>Radio UGC</title>',
      '<link>https://ugc.edu.mx/radiougc</link>',
      '<language>es-mx</language>',
      '<itunes:author>Universidad UGC</itunes:author>',
      '<itunes:image href="https://ugc.edu.mx/images/radio/podcast-portada.jpg"/>',
      '<itunes:category text="Education"/>',
      '<itunes:explicit>false</itunes:explicit>',
      '<itunes:owner><itunes:name>Universidad UGC</itunes:name><itunes:email>radio@ugc.edu.mx</itunes:email></itunes:owner>',
      '<atom:link href="https://ugc.edu.mx/radiougc/podcast.xml" rel="self" type="application/rss+xml"/>',
      '<lastBuildDate>Fri, 02 Oct 2026 12:00:00 GMT</lastBuildDate>',
    ]) {
      expect(xml).toContain(tag)
    }
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true)
  })

  it('one item per episode with enclosure, date, guid, presenter and duration', () => {
    const xml = buildPodcastRss(channel, [item(), item({ title: 'Otro', guid: 'ugc-podcast-8', duration: null })])
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).toContain('<enclosure url="https://ugc.edu.mx/media/agua.wav" length="128044" type="audio/wav"/>')
    expect(xml).toContain('<pubDate>Fri, 02 Oct 2026 12:00:00 GMT</pubDate>')
    expect(xml).toContain('<guid isPermaLink="false">ugc-podcast-7</guid>')
    expect(xml).toContain('<itunes:author>Dra. Beatriz Cosío</itunes:author>')
    expect(xml.match(/<itunes:duration>0:04<\/itunes:duration>/g)).toHaveLength(1)
  })

  it('escapes what editors wrote in titles, names and URLs', () => {
    const xml = buildPodcastRss({ ...channel, title: 'Radio <UGC> & "amigos"' }, [
      item({ title: '</title><script>alert(1)</script>', author: 'Ana & Luis', enclosure: { url: 'https://x.org/a.wav?a=1&b="2"', length: 10, type: 'audio/wav' } }),
    ])
    expect(xml).toContain('<title>Radio &lt;UGC&gt; &amp; &quot;amigos&quot;</title>')
    expect(xml).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(xml).toContain('<itunes:author>Ana &amp; Luis</itunes:author>')
    expect(xml).toContain('url="https://x.org/a.wav?a=1&amp;b=&quot;2&quot;"')
    expect(xml).not.toContain('<script>')
  })

  it('an empty feed is still a valid channel', () => {
    const xml = buildPodcastRss(channel, [])
    expect(xml).not.toContain('<item>')
    expect(xml).not.toContain('lastBuildDate')
  })
})
