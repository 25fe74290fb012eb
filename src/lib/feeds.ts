/** Subscription feeds built from plain values: RSS 2.0 of the news, iCalendar (RFC 5545) of the events. */

import { Feed, type Item } from 'feed'
import ical, { ICalCalendarMethod } from 'ical-generator'
import { isoOf } from './dates'
import { feedText } from './feedText'
import { siteTimeZone } from './siteTimeZone'

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

/** A dd/mm/yyyy date as the UTC midnight that ical-generator writes as that DATE; null when it is not such a date. */
function utcDay(ddmmyyyy: string, plusDays = 0): Date | null {
  const iso = isoOf(ddmmyyyy)
  if (!iso) return null
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + plusDays))
}

export type IcsEvent = { uid: string; date: string; summary: string; description: string; url: string; location?: string }

/**
 * An iCalendar document of all-day events (written by ical-generator: CRLF line endings, lines
 * folded at 75 octets). `prodId` is the whole PRODID value, `-//Company//Product//LANG`.
 */
export function buildIcs({
  prodId,
  name,
  description,
  timezone = siteTimeZone,
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
  const calendar = ical({
    // ical-generator writes the leading «-» itself.
    prodId: prodId.replace(/^-/, ''),
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // It writes the calendar's name and description as they come (the events' texts it escapes).
    name: escapeIcsText(name),
    ...(description ? { description: escapeIcsText(description) } : {}),
    // Not its `timezone` option: with one, it writes DTSTAMP without «Z» and all-day dates in the
    // server's local time. The events are all-day, so the zone is only the calendar's label.
    x: { 'X-WR-TIMEZONE': timezone },
  })
  for (const event of events) {
    const start = utcDay(event.date)
    const end = utcDay(event.date, 1)
    if (!start || !end) continue
    calendar.createEvent({
      id: event.uid,
      stamp,
      start,
      // An all-day event's end is exclusive: the next day.
      end,
      allDay: true,
      summary: event.summary,
      description: event.description,
      ...(event.location ? { location: event.location } : {}),
      url: event.url,
    })
  }
  // RFC 5545 ends every content line with CRLF, the last one too.
  return `${calendar.toString()}\r\n`
}
