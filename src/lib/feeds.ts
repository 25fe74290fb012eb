/** Subscription feeds built from plain values: RSS 2.0 of the news, iCalendar (RFC 5545) of the events. */

import { Feed, type Item } from 'feed'
import { isoOf } from './dates'
import { feedText } from './feedText'

/**
 * A dd/mm/yyyy date as the instant it begins at the university (Baja California Sur, UTC-7 all
 * year since 2022); null when the text is not such a date.
 */
export function startOfDay(ddmmyyyy: string): Date | null {
  const iso = isoOf(ddmmyyyy)
  if (!iso) return null
  const date = new Date(`${iso}T00:00:00-07:00`)
  return Number.isNaN(date.getTime()) ? null : date
}

export type RssItem = { title: string; link: string; description: string; pubDate: Date | null; guid: string }

/** An RSS 2.0 document (written by `feed`); every link must already be absolute. */
export function buildRss({
  title,
  link,
  description,
  selfLink,
  language = 'es-MX',
  items,
}: {
  title: string
  link: string
  description: string
  /** The feed's own address (atom:link rel="self"), as validators recommend. */
  selfLink: string
  language?: string
  items: readonly RssItem[]
}): string {
  const newest = items.map((i) => i.pubDate).find((d): d is Date => d !== null)
  const feed = new Feed({
    title: feedText(title, 'text'),
    link,
    description: feedText(description, 'text'),
    language: feedText(language, 'text'),
    feedLinks: { rss: selfLink },
    // The newest item's date, as before; `feed` writes the time of the request when there is none.
    updated: newest,
    generator: false,
  })
  for (const item of items) {
    feed.addItem({
      title: feedText(item.title, 'cdata'),
      link: item.link,
      description: feedText(item.description, 'cdata'),
      // `feed` writes isPermaLink="true" only for a guid it takes from the link.
      ...(item.guid === item.link ? {} : { guid: feedText(item.guid, 'text') }),
      // An item without a known date goes without <pubDate>: `feed` writes it only when there is one.
      ...(item.pubDate ? { date: item.pubDate } : {}),
    } as Item)
  }
  return `${feed.rss2()}\n`
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split with CRLF and one space, never
 * inside a UTF-8 character. Returns the physical lines joined with CRLF.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** A UTC instant in iCalendar form: 20261123T101500Z. */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** A dd/mm/yyyy date as an iCalendar DATE (yyyymmdd); '' when it is not such a date. */
export function icsDate(ddmmyyyy: string): string {
  return isoOf(ddmmyyyy).replace(/-/g, '')
}

/** The day after a yyyymmdd DATE: an all-day event's exclusive end. */
function nextDay(yyyymmdd: string): string {
  const d = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)) + 1))
  return d.toISOString().slice(0, 10).replace(/-/g, '')
}

export type IcsEvent = { uid: string; date: string; summary: string; description: string; url: string; location?: string }

/** An iCalendar document of all-day events, CRLF line endings and folded lines. */
export function buildIcs({
  prodId,
  name,
  description,
  timezone = 'America/Mazatlan',
  stamp,
  events,
}: {
  prodId: string
  name: string
  description?: string
  timezone?: string
  /** DTSTAMP of every event: when this copy of the calendar was made. */
  stamp: Date
  events: readonly IcsEvent[]
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    ...(description ? [`X-WR-CALDESC:${escapeIcsText(description)}`] : []),
    `X-WR-TIMEZONE:${timezone}`,
  ]
  for (const event of events) {
    const start = icsDate(event.date)
    if (!start) continue
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsDateTime(stamp)}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${nextDay(start)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
      `URL:${event.url}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
