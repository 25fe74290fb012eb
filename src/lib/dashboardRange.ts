/*
 * The weeks the admissions dashboard counts: the last 12 by default, or whole weeks between two
 * days the staff choose, on the university's clock.
 */
import { localDay, mondayOf } from './admissionsStats'
import { zonedInstant } from './dailyTime'
import { requestCampusValues, type RequestCampus } from './requestCampus'
import { siteTimeZone } from './siteTimeZone'

const dayMs = 86_400_000

/** The weeks the dashboard shows by default, and at most. */
export const defaultWeeks = 12
const maxWeeks = 104

export type DashboardRange = {
  /** The last moment counted (now, or the end of the chosen day), and how many weeks back to its Monday. */
  until: Date
  weeks: number
  /** What the form shows (yyyy-mm-dd), and why the asked range was not taken. */
  desde: string
  hasta: string
  /** Only the requests of one campus, when chosen. */
  campus?: RequestCampus
  error?: string
}

const isoDay = (epochDay: number) => new Date(epochDay * dayMs).toISOString().slice(0, 10)

/**
 * The window from `?desde=&hasta=` (yyyy-mm-dd, Los Cabos days): whole weeks, from the
 * Monday of `desde` to the end of `hasta` (or now, if sooner). Missing, it is the last 12 weeks;
 * a range that cannot be read comes back as that, with the Spanish reason.
 */
function weeksOf(params: { desde?: unknown; hasta?: unknown }, now: Date): DashboardRange {
  const today = localDay(now).day
  const standard = (error?: string): DashboardRange => ({
    until: now,
    weeks: defaultWeeks,
    desde: isoDay(mondayOf(now) - 7 * (defaultWeeks - 1)),
    hasta: isoDay(today),
    ...(error ? { error } : {}),
  })
  const desde = typeof params.desde === 'string' ? params.desde : ''
  const hasta = typeof params.hasta === 'string' ? params.hasta : ''
  if (!desde && !hasta) return standard()
  const day = (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
    if (!match) return null
    const epoch = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / dayMs
    return isoDay(epoch) === text ? epoch : null
  }
  const from = day(desde)
  const to = hasta ? day(hasta) : today
  if (from === null || to === null) return standard('Escribe las fechas completas: día, mes y año.')
  if (to < from) return standard('La fecha final es anterior a la inicial.')
  if (from > today) return standard('La fecha inicial todavía no llega.')
  const lastDay = Math.min(to, today)
  // The end of the last day in Los Cabos: the next day's local midnight, less a millisecond.
  const until = lastDay === today ? now : new Date(zonedInstant(isoDay(lastDay + 1), 0, 0, siteTimeZone).getTime() - 1)
  const fromMonday = from - ((new Date(from * dayMs).getUTCDay() + 6) % 7)
  const weeks = Math.floor((mondayOf(until) - fromMonday) / 7) + 1
  if (weeks > maxWeeks) return standard('Elige dos años como máximo.')
  return { until, weeks, desde, hasta: isoDay(lastDay) }
}

/**
 * The dashboard's window (above) and campus (`?campus=`, one of the request campuses; empty for
 * all). An unknown campus counts every campus and says why.
 */
export function dashboardRange(params: { desde?: unknown; hasta?: unknown; campus?: unknown }, now: Date): DashboardRange {
  const range = weeksOf(params, now)
  const campus = typeof params.campus === 'string' ? params.campus : ''
  if (!campus) return range
  if ((requestCampusValues as string[]).includes(campus)) return { ...range, campus: campus as RequestCampus }
  return { ...range, error: range.error ?? 'Elige un campus de la lista.' }
}
