import ICAL from 'ical.js'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { buildIcs, buildRss, escapeIcsText, startOfDay } from './feeds'

// What a feed reader sees: the documents are read back with the parsers the browser tests use.
const rssParser = new Parser()

describe('dates', () => {
  it('starts a dd/mm/yyyy day at midnight in Los Cabos (UTC-7)', () => {
    expect(startOfDay('03/07/2026')?.toISOString()).toBe('2026-07-03T07:00:00.000Z')
    expect(startOfDay('3/7/2026')).toBeNull()
    expect(startOfDay('')).toBeNull()
  })
})

describe('buildRss', () => {
  const link = 'https://ugc.edu.mx/vida-universitaria-y-eventos?slug=becas&x=1'
  const xml = buildRss({
    title: 'Noticias & avisos',
    link: 'https://ugc.edu.mx/vida-universitaria-y-eventos',
    description: 'Lo que pasa <en> UGC',
    selfLink: 'https://ugc.edu.mx/vida-universitaria-y-eventos/rss.xml',
    items: [
      {
        title: 'Becas <2026> & más',
        link,
        description: 'Convocatoria "abierta" & <b>ya</b>',
        pubDate: new Date('2026-07-24T07:00:00Z'),
        guid: link,
      },
      {
        title: 'Sin fecha',
        link: 'https://ugc.edu.mx/vida-universitaria-y-eventos?slug=otra',
        description: 'Texto',
        pubDate: null,
        guid: 'noticia-2',
      },
    ],
  })

  it('is an RSS 2.0 channel whose texts read back as written', async () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain(
      '<atom:link href="https://ugc.edu.mx/vida-universitaria-y-eventos/rss.xml" rel="self" type="application/rss+xml"/>',
    )
    const feed = await rssParser.parseString(xml)
    expect(feed.title).toBe('Noticias & avisos')
    expect(feed.description).toBe('Lo que pasa <en> UGC')
    expect(feed.link).toBe('https://ugc.edu.mx/vida-universitaria-y-eventos')
    expect(feed.language).toBe('es-MX')
    expect(feed.lastBuildDate).toBe('Fri, 24 Jul 2026 07:00:00 GMT')
    expect(feed.items.map((i) => i.title)).toEqual(['Becas <2026> & más', 'Sin fecha'])
    const [first, second] = feed.items
    expect(first!.link).toBe(link)
    expect(first!.content).toBe('Convocatoria "abierta" & <b>ya</b>')
    expect(first!.pubDate).toBe('Fri, 24 Jul 2026 07:00:00 GMT')
    expect(first!.guid).toBe(link)
    expect(second!.pubDate).toBeUndefined()
    expect(second!.guid).toBe('noticia-2')
    // rss-parser keeps no attribute of <guid>: only a guid that is the link is a permalink.
    expect(xml).toContain('<guid isPermaLink="true">https://ugc.edu.mx/vida-universitaria-y-eventos?slug=becas&amp;x=1</guid>')
    expect(xml).toContain('<guid isPermaLink="false">noticia-2</guid>')
  })

  it('drops characters XML cannot carry and keeps any text a CDATA section would end at', async () => {
    const hostile = 'a\u0001b\uD800 ]]> c ]]><x/> d\u0000 &amp;'
    const out = buildRss({
      title: hostile,
      link: 'https://u.mx/',
      description: hostile,
      selfLink: 'https://u.mx/rss.xml',
      items: [{ title: hostile, link: 'https://u.mx/1', description: hostile, pubDate: null, guid: 'g' }],
    })

    expect(out).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDFFF]/)
    // Outside CDATA sections no «]]>» and no element the text brought along.
    const outside = out.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    expect(outside).not.toContain(']]>')
    expect(outside).not.toContain('<x/>')
    const feed = await rssParser.parseString(out)
    const clean = 'ab ]]> c ]]><x/> d &amp;'
    expect(feed.title).toBe(clean)
    expect(feed.description).toBe(clean)
    expect(feed.items[0]!.title).toBe(clean)
    expect(feed.items[0]!.content).toBe(clean)
  })
})

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })
})

describe('buildIcs', () => {
  const ics = buildIcs({
    prodId: '-//Universidad UGC//Actividades UGC//ES',
    name: 'Actividades UGC',
    description: 'Actividades, eventos; y más',
    stamp: new Date('2026-11-23T10:15:00.123Z'),
    events: [
      {
        uid: 'torneo@ugc.edu.mx',
        date: '20/11/2026',
        summary: 'Torneo; fútbol, voleibol',
        description: 'Trae agua.\nY gorra. '.repeat(10),
        url: 'https://ugc.edu.mx/actividades-ugc?slug=torneo',
        location: 'Cabo San Lucas, B.C.S.',
      },
      { uid: 'sin-fecha@ugc.edu.mx', date: '', summary: 'x', description: 'x', url: 'https://ugc.edu.mx' },
      {
        uid: 'fin@ugc.edu.mx',
        date: '31/12/2026',
        summary: 'ñ'.repeat(100),
        description: 'd',
        url: 'https://ugc.edu.mx/actividades-ugc?slug=fin',
      },
    ],
  })
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[])
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))

  it('is a VCALENDAR with CRLF line endings and lines folded at 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      expect(line).not.toContain('\uFFFD')
    }
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Universidad UGC//Actividades UGC//ES')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Actividades UGC')
    // ical.js reads an X- property's value as it is written, escapes included (as before).
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('Actividades\\, eventos\\; y más')
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Mazatlan')
  })

  it('has one all-day VEVENT per dated event, with its texts as written', () => {
    expect(events.map((e) => e.uid)).toEqual(['torneo@ugc.edu.mx', 'fin@ugc.edu.mx'])
    const [torneo, fin] = events
    expect(torneo!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-23T10:15:00Z')
    expect(torneo!.startDate.isDate).toBe(true)
    expect(torneo!.startDate.toString()).toBe('2026-11-20')
    expect(torneo!.endDate.toString()).toBe('2026-11-21')
    expect(torneo!.summary).toBe('Torneo; fútbol, voleibol')
    expect(torneo!.description).toBe('Trae agua.\nY gorra. '.repeat(10))
    expect(torneo!.location).toBe('Cabo San Lucas, B.C.S.')
    expect(torneo!.component.getFirstPropertyValue('url')).toBe('https://ugc.edu.mx/actividades-ugc?slug=torneo')
    expect(fin!.summary).toBe('ñ'.repeat(100))
  })

  it("ends an event on the last day of a month in the next month, whatever the server's zone", () => {
    expect(events[1]!.startDate.toString()).toBe('2026-12-31')
    expect(events[1]!.endDate.toString()).toBe('2027-01-01')
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n')
  })
})
