/*
 * The admissions dashboard's figures, computed from the requests themselves so that every number
 * on the screen can be checked against a query over the same rows. Weeks run Monday to Sunday on
 * the university's clock (Baja California Sur); percentiles interpolate between the two nearest
 * values, as PostgreSQL's percentile_cont does.
 */
import { funnelBy, funnelSteps, reachOf, type FunnelRow } from './admissionsFunnel'
import { requestCampusLabels, type RequestCampus } from './requestCampus'
import { siteTimeZone } from './siteTimeZone'

const timeZone = siteTimeZone
const dayMs = 86_400_000

/** One contact request as the dashboard reads it. */
export type RequestRow = {
  id: number | string
  createdAt: string
  nombre?: string | null
  apellido?: string | null
  programa?: string | null
  /** The campus the request is for (los-cabos, culiacan, en-linea), when known. */
  campus?: string | null
  estado?: string | null
  /** `evento` for a request opened by an event sign-up; else the contact form. */
  origen?: string | null
  utm_source?: string | null
  utm_campaign?: string | null
  referrer?: string | null
  /** The adviser's name, or null when nobody has it. */
  asesor?: string | null
  /** The adviser's account: two advisers with one name are still two rows. */
  asesorId?: number | string | null
  minutos_a_primera_respuesta?: number | null
  es_duplicada?: boolean | null
  /** How far it got in the funnel (see `funnelReach`); read from its state when not given. */
  alcanzo?: number | null
}

export type StatusOption = { value: string; label: string }

type WeekFigures = {
  /** The week's Monday as dd/mm/yyyy. */
  desde: string
  solicitudes: number
  personas: number
  respondidas: number
  medianaMinutos: number | null
  p90Minutos: number | null
}

type CountRow = { nombre: string; solicitudes: number }

type AdviserFigures = {
  asesor: string
  solicitudes: number
  respondidas: number
  sinRespuesta: number
  medianaMinutos: number | null
  p90Minutos: number | null
}

export type AdmissionsFigures = {
  semanas: WeekFigures[]
  porPrograma: CountRow[]
  porFuente: CountRow[]
  porCampana: CountRow[]
  porEstado: (CountRow & { estado: string })[]
  porAsesor: AdviserFigures[]
  /** The funnel: how many got to each step, and the same by source, campaign, programme and campus. */
  embudo: { paso: string; solicitudes: number }[]
  conversion: { porFuente: FunnelRow[]; porCampana: FunnelRow[]; porPrograma: FunnelRow[]; porCampus: FunnelRow[] }
  totales: { solicitudes: number; personas: number; sinRespuesta: number; medianaMinutos: number | null; p90Minutos: number | null }
}

/** The p-th percentile (0–1) of the values, interpolated; null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = p * (sorted.length - 1)
  const low = Math.floor(rank)
  const high = Math.ceil(rank)
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low)
}

const localParts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })
const weekdayIndex: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 }

/** The local calendar day of a moment, as days since 1970-01-01, and its weekday (0 = Monday). */
export function localDay(date: Date): { day: number; weekday: number } {
  const parts = Object.fromEntries(localParts.formatToParts(date).map((p) => [p.type, p.value]))
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / dayMs
  return { day, weekday: weekdayIndex[parts.weekday] ?? 0 }
}

/** The local Monday (days since epoch) of the week a moment falls in. */
export function mondayOf(date: Date): number {
  const { day, weekday } = localDay(date)
  return day - weekday
}

function ddmmyyyy(epochDay: number): string {
  const d = new Date(epochDay * dayMs)
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
}

/** The first moment of the oldest of the last `weeks` weeks (this one included), as a Date. */
export function windowStart(now: Date, weeks = 12): Date {
  const firstMonday = mondayOf(now) - 7 * (weeks - 1)
  // Local midnight of that Monday: from UTC midnight, step by hours to where the local day starts
  // (the university's clock is behind UTC, so it lies a few hours later), exact whatever the offset.
  let moment = firstMonday * dayMs
  while (localDay(new Date(moment)).day < firstMonday) moment += 3_600_000
  while (localDay(new Date(moment - 3_600_000)).day === firstMonday) moment -= 3_600_000
  return new Date(moment)
}

/** Second-level and country parts of a host name, which say nothing of the site itself. */
const hostSuffixes = new Set(['com', 'net', 'org', 'edu', 'gob', 'gov', 'co', 'mx', 'us', 'es', 'io', 'app', 'info'])

/**
 * A site's name as people say it: «google» for google.com, www.google.com.mx or a campaign tagged
 * «Google»; «facebook» for m.facebook.com. A source that is not a host name is kept, in lower case.
 */
function siteName(source: string): string {
  const parts = source.trim().toLowerCase().split('.').filter(Boolean)
  while (parts.length > 1 && hostSuffixes.has(parts[parts.length - 1]!)) parts.pop()
  return parts[parts.length - 1] ?? ''
}

/** Where a request came from, for people: an event sign-up, else its campaign source, else the other site, else «Directo». */
export function sourceOf(row: Pick<RequestRow, 'origen' | 'utm_source' | 'referrer'>): string {
  if (row.origen === 'evento') return 'Evento'
  const source = row.utm_source?.trim()
  if (source) return siteName(source)
  const referrer = row.referrer?.trim()
  if (referrer) {
    try {
      return siteName(new URL(referrer).hostname) || 'Otro sitio'
    } catch {
      return 'Otro sitio'
    }
  }
  return 'Directo'
}

function countBy(rows: readonly RequestRow[], key: (row: RequestRow) => string): CountRow[] {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1)
  return [...counts.entries()]
    .map(([nombre, solicitudes]) => ({ nombre, solicitudes }))
    .sort((a, b) => b.solicitudes - a.solicitudes || a.nombre.localeCompare(b.nombre, 'es'))
}

const answeredMinutes = (rows: readonly RequestRow[]) =>
  rows.map((r) => r.minutos_a_primera_respuesta).filter((m): m is number => typeof m === 'number' && Number.isFinite(m))

/**
 * The dashboard's figures for the requests created since `windowStart(now, weeks)`. A request
 * that repeats an earlier person (es_duplicada) is a request but not a person. Response times
 * count the requests that have had a first response; those still waiting are counted apart.
 */
export function admissionsFigures(
  rows: readonly RequestRow[],
  now: Date,
  statuses: readonly StatusOption[],
  weeks = 12,
): AdmissionsFigures {
  const start = windowStart(now, weeks).getTime()
  const inWindow = rows.filter((r) => {
    const t = Date.parse(r.createdAt)
    return t >= start && t <= now.getTime()
  })
  const firstMonday = mondayOf(now) - 7 * (weeks - 1)
  const byWeek = Array.from({ length: weeks }, () => [] as RequestRow[])
  for (const row of inWindow) {
    const index = Math.floor((mondayOf(new Date(row.createdAt)) - firstMonday) / 7)
    if (index >= 0 && index < weeks) byWeek[index].push(row)
  }
  const semanas = byWeek.map((weekRows, i) => {
    const minutes = answeredMinutes(weekRows)
    return {
      desde: ddmmyyyy(firstMonday + 7 * i),
      solicitudes: weekRows.length,
      personas: weekRows.filter((r) => !r.es_duplicada).length,
      respondidas: minutes.length,
      medianaMinutos: percentile(minutes, 0.5),
      p90Minutos: percentile(minutes, 0.9),
    }
  })

  const statusLabel = new Map(statuses.map((s) => [s.value, s.label]))
  const porEstado = statuses.map((s) => ({
    estado: s.value,
    nombre: s.label,
    solicitudes: inWindow.filter((r) => r.estado === s.value).length,
  }))
  for (const other of countBy(
    inWindow.filter((r) => !statusLabel.has(r.estado ?? '')),
    (r) => r.estado ?? '',
  )) {
    porEstado.push({ estado: other.nombre, nombre: other.nombre || 'Sin estado', solicitudes: other.solicitudes })
  }

  const advisers = new Map<string, { asesor: string; own: RequestRow[] }>()
  for (const row of inWindow) {
    const key = row.asesorId != null ? `id:${row.asesorId}` : `nombre:${row.asesor?.trim() ?? ''}`
    const entry = advisers.get(key) ?? { asesor: row.asesor?.trim() || 'Sin asignar', own: [] }
    entry.own.push(row)
    advisers.set(key, entry)
  }
  const porAsesor = [...advisers.values()]
    .map(({ asesor, own }) => {
      const minutes = answeredMinutes(own)
      return {
        asesor,
        solicitudes: own.length,
        respondidas: minutes.length,
        sinRespuesta: own.filter((r) => r.estado === 'nueva').length,
        medianaMinutos: percentile(minutes, 0.5),
        p90Minutos: percentile(minutes, 0.9),
      }
    })
    .sort((a, b) => b.solicitudes - a.solicitudes || a.asesor.localeCompare(b.asesor, 'es'))

  const allMinutes = answeredMinutes(inWindow)
  const programme = (r: RequestRow) => r.programa?.trim() || 'Sin programa'
  const campaign = (r: RequestRow) => r.utm_campaign?.trim() || null
  const campusName = (r: RequestRow) => requestCampusLabels[r.campus as RequestCampus] ?? 'Sin campus'
  return {
    embudo: funnelSteps.map((paso, step) => ({ paso, solicitudes: inWindow.filter((r) => reachOf(r) >= step).length })),
    conversion: {
      porFuente: funnelBy(inWindow, sourceOf),
      porCampana: funnelBy(inWindow, campaign),
      porPrograma: funnelBy(inWindow, programme),
      porCampus: funnelBy(inWindow, campusName),
    },
    semanas,
    porPrograma: countBy(inWindow, programme),
    porFuente: countBy(inWindow, sourceOf),
    porCampana: countBy(
      inWindow.filter((r) => r.utm_campaign?.trim()),
      (r) => r.utm_campaign!.trim(),
    ),
    porEstado,
    porAsesor,
    totales: {
      solicitudes: inWindow.length,
      personas: inWindow.filter((r) => !r.es_duplicada).length,
      sinRespuesta: inWindow.filter((r) => r.estado === 'nueva').length,
      medianaMinutos: percentile(allMinutes, 0.5),
      p90Minutos: percentile(allMinutes, 0.9),
    },
  }
}

/** A duration in minutes as staff read it: «45 min», «3 h 20 min», «2 días 4 h»; «—» for none. */
export function describeMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '—'
  const whole = Math.round(minutes)
  if (whole < 60) return `${whole} min`
  const hours = Math.floor(whole / 60)
  if (hours < 24) {
    const rest = whole % 60
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
  }
  const days = Math.floor(hours / 24)
  const restHours = hours % 24
  const dayWord = days === 1 ? '1 día' : `${days} días`
  return restHours === 0 ? dayWord : `${dayWord} ${restHours} h`
}
