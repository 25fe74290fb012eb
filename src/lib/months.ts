/**
 * Month filters of the archive dropdowns (news, events, podcasts, SITCA; spec §5): a month is
 * written mm/yyyy, the part of a dd/mm/yyyy date after its first three characters.
 */
import { monthOf } from './dates'

/** A month filter value as the spec writes it: mm/yyyy. */
export function isMonthValue(value: unknown): value is string {
  return typeof value === 'string' && /^(0[1-9]|1[0-2])\/\d{4}$/.test(value)
}

/** mm/yyyy as yyyy-mm, so months sort as text. */
const sortable = (month: string) => `${month.slice(3)}-${month.slice(0, 2)}`

/** The distinct months (mm/yyyy) of dd/mm/yyyy dates, newest first; malformed dates are left out. */
export function distinctMonths(dates: readonly string[]): string[] {
  const months = new Set(dates.map(monthOf).filter(isMonthValue))
  return [...months].sort((a, b) => sortable(b).localeCompare(sortable(a)))
}

/** The items whose date text ends with the chosen month (spec §5); every item when none is chosen. */
export function filterByMonth<T>(items: readonly T[], month: string | null, dateOf: (item: T) => string): T[] {
  if (!month) return [...items]
  return items.filter((item) => dateOf(item).endsWith(month))
}

const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

/** A month value for people: '11/2026' → 'Noviembre de 2026'; any other text as it is. */
export function monthLabel(month: string): string {
  if (!isMonthValue(month)) return month
  const name = monthNames[Number(month.slice(0, 2)) - 1]!
  return `${name[0]!.toUpperCase()}${name.slice(1)} de ${month.slice(3)}`
}

export type Page<T> = {
  items: T[]
  /** 1-based, clamped to the pages that exist. */
  page: number
  /** At least 1, even for an empty list. */
  pageCount: number
  total: number
}

/** One page of a list; a page past either end shows the nearest one that exists. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount, total: items.length }
}
