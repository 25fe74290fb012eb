/* When an event happens, as the site and its e-mails write it. */

const zone = 'America/Mazatlan'

/** «sábado, 12 de diciembre de 2026, 10:00 h», in the campus's time zone. */
export function eventWhen(iso: string): string {
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat('es-MX', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date)
  const time = new Intl.DateTimeFormat('es-MX', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
  return `${day}, ${time} h`
}

