/* When an event happens, as the site and its e-mails write it. */
import { siteTimeZone } from './siteTimeZone'

/** «sábado, 12 de diciembre de 2026, 10:00 h», in the campus's time zone. */
export function eventWhen(iso: string): string {
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat('es-MX', {
    timeZone: siteTimeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
  const time = new Intl.DateTimeFormat('es-MX', { timeZone: siteTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  )
  return `${day}, ${time} h`
}
