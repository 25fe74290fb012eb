import { siteTimeZone } from './siteTimeZone'

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })

function zonedParts(at: Date, timeZone: string) {
  const p = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  )
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  }
}

/** The calendar day `at` falls on in `timeZone`, as yyyy-mm-dd. */
export function localDay(at: Date, timeZone = siteTimeZone): string {
  const p = zonedParts(at, timeZone)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/** The instant a wall-clock time of a local day happens in `timeZone` (offset found by asking the zone, so a rule change follows). */
export function zonedInstant(day: string, hour: number, minute: number, timeZone = siteTimeZone): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(y, m - 1, d, hour, minute)
  let guess = wall
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone)
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
    guess += wall - shown
  }
  return new Date(guess)
}

/** The day after a yyyy-mm-dd day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/** The instant the local day of `at` ends in `timeZone` (the next day's midnight). */
export function localDayEnd(at: Date, timeZone = siteTimeZone): Date {
  return zonedInstant(nextDay(localDay(at, timeZone)), 0, 0, timeZone)
}

/**
 * The next run of a job due every day at hour:minute local time, counting from `now`: today's if
 * it has not come yet, else tomorrow's. `day` names the run (one per day, whatever restarts).
 */
export function nextDailyRun(now: Date, hour: number, minute: number, timeZone = siteTimeZone): { day: string; at: Date } {
  const today = localDay(now, timeZone)
  const at = zonedInstant(today, hour, minute, timeZone)
  if (at.getTime() > now.getTime()) return { day: today, at }
  const tomorrow = nextDay(today)
  return { day: tomorrow, at: zonedInstant(tomorrow, hour, minute, timeZone) }
}

/** Calendar months back from `now` (the 31st of a short month falls on its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() - months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

/** How long a request has waited, as staff read it: «40 min», «5 h», «3 días». */
export function waitedFor(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  if (minutes < 60) return minutes === 1 ? '1 min' : `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return hours === 1 ? '1 h' : `${hours} h`
  return `${Math.floor(hours / 24)} días`
}
