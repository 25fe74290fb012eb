import { siteTimeZone } from './siteTimeZone'
/** The university's clock: Baja California Sur. */
const timeZone = siteTimeZone

const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })

/** A stored date as the site and API write it: dd/mm/yyyy, in local time. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return parts.format(date)
}

/** The month-year of a dd/mm/yyyy date: the text from the fourth character on (mm/yyyy). */
export function monthOf(ddmmyyyy: string): string {
  return ddmmyyyy.slice(3)
}

/** The news grid row of an item by its position: 1, 1, 2, 2, 1, 1, 2, 2… */
export function rowOf(index: number): 1 | 2 {
  return Math.floor(index / 2) % 2 === 0 ? 1 : 2
}

/** A dd/mm/yyyy date as yyyy-mm-dd, for `<time dateTime>`; '' when it is not such a date. */
export function isoOf(ddmmyyyy: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ''
}

const staffStampFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment as the staff in Mazatlán read it, 24 h: «27/11/2026 14:05» (one cell a spreadsheet reads as a date). */
export function staffStamp(date: Date): string {
  return staffStampFormat.format(date).replace(', ', ' ')
}

const longMomentFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment in words, 24 h, in local time: «27 de noviembre de 2026 a las 14:05» (for e-mails). */
export function longMoment(date: Date): string {
  return longMomentFormat.format(date)
}
