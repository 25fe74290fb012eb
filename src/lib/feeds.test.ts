import { describe, expect, it } from 'vitest'
import { buildIcs, buildRss, escapeIcsText, foldIcsLine, icsDate, icsDateTime, startOfDay } from './feeds'

describe('dates', () => {
  it('starts a dd/mm/yyyy day at midnight in Los Cabos (UTC-7)', () => {
    expect(startOfDay('03/07/2026')?.toISOString()).toBe('2026-07-03T07:00:00.000Z')
    expect(startOfDay('3/7/2026')).toBeNull()
    expect(startOfDay('')).toBeNull()
  })

  it('writes iCalendar dates', () => {
    expect(icsDateTime(new Date('2026-11-23T10:15:00.123Z'))).toBe('20261123T101500Z')
    expect(icsDate('20/11/2026')).toBe('20261120')
    expect(icsDate('no')).toBe('')
  })
})

describe('buildRss', () => {
  const xml = buildRss({
    title: 'Noticias & avisos',
    link: 'https://ugc.edu.mx/vida-universitaria-y-eventos',
    description: 'Lo que pasa <en> UGC',
    selfLink: 'https://ugc.edu.mx/vida-universitaria-y-eventos/rss.xml',
    items: [
      {
        title: 'Becas <2026> & más',
        link: 'https://ugc.edu.mx/vida-universitaria-y-eventos?slug=becas&x=1',
        description: 'Convocatoria "abierta"',
        pubDate: new Date('2026-07-24T07:00:00Z'),
        guid: 'https://ugc.edu.mx/vida-universitaria-y-eventos?slug=becas&x=1',
      },
    ],
  })

  it('is an RSS 2.0 channel with escaped text', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<title>Noticias &amp; avisos</title>')
    expect(xml).toContain('<description>Lo que pasa &lt;en&gt; UGC</description>')
    expect(xml).toContain('<title>Becas &lt;2026&gt; &amp; más</title>')
    expect(xml).toContain('<link>https://ugc.edu.mx/vida-universitaria-y-eventos?slug=becas&amp;x=1</link>')
    expect(xml).toContain('<pubDate>Fri, 24 Jul 2026 07:00:00 GMT</pubDate>')
    expect(xml).toContain('<guid isPermaLink="true">')
    expect(xml).toContain('<lastBuildDate>Fri, 24 Jul 2026 07:00:00 GMT</lastBuildDate>')
    expect(xml).not.toMatch(/<[^>/!?a-z]/)
  })

  it('drops characters XML cannot carry', () => {
    expect(buildRss({ title: 'a\u0001b', link: 'l', description: 'd', selfLink: 's', items: [] })).toContain('<title>ab</title>')
  })
})

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })
})

describe('foldIcsLine', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length

  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Hola')).toBe('SUMMARY:Hola')
    expect(foldIcsLine('X'.repeat(75))).toBe('X'.repeat(75))
  })

  it('folds at 75 octets with CRLF and a space, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'a'.repeat(200)}`
    const folded = foldIcsLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBe(3)
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75)
    expect(physical.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ñ'.repeat(100)}`
    const folded = foldIcsLine(line)
    for (const p of folded.split('\r\n')) {
      expect(octets(p)).toBeLessThanOrEqual(75)
      expect(p).not.toContain('\uFFFD')
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
})

describe('buildIcs', () => {
  const ics = buildIcs({
    prodId: '-//Universidad UGC//Actividades UGC//ES',
    name: 'Actividades UGC',
    stamp: new Date('2026-11-23T10:15:00Z'),
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
    ],
  })

  it('is a VCALENDAR with CRLF line endings and folded lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Universidad UGC//Actividades UGC//ES\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(ics).toContain('X-WR-CALNAME:Actividades UGC\r\n')
  })

  it('has one all-day VEVENT per dated event', () => {
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(unfolded).toContain('UID:torneo@ugc.edu.mx\r\n')
    expect(unfolded).toContain('DTSTAMP:20261123T101500Z\r\n')
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261120\r\n')
    expect(unfolded).toContain('DTEND;VALUE=DATE:20261121\r\n')
    expect(unfolded).toContain('SUMMARY:Torneo\\; fútbol\\, voleibol\r\n')
    expect(unfolded).toContain('DESCRIPTION:Trae agua.\\nY gorra. Trae agua.')
    expect(unfolded).toContain('LOCATION:Cabo San Lucas\\, B.C.S.\r\n')
    expect(unfolded).toContain('URL:https://ugc.edu.mx/actividades-ugc?slug=torneo\r\n')
  })

  it('ends an event on the last day of a month in the next month', () => {
    const dec = buildIcs({ prodId: 'p', name: 'n', stamp: new Date(0), events: [{ uid: 'u', date: '31/12/2026', summary: 's', description: 'd', url: 'u' }] })
    expect(dec).toContain('DTEND;VALUE=DATE:20270101')
  })
})
