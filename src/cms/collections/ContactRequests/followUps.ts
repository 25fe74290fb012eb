import type { Payload, Where } from 'payload'
import { localDayEnd } from '@/lib/dailyTime'
import { openEstados } from './estado'

/** A request an adviser has to act on, as the home page and the morning e-mail list it. */
export type FollowUpRow = {
  id: number
  nombre: string
  programa: string
  asesor: number | null
  /** The next contact's time, or when it arrived for a new request nobody has answered. */
  cuando: string
}

/**
 * What an adviser has to do: «Vencidas» (the next contact's time has passed), «Para hoy» (later
 * today, Los Cabos time) and «Nuevas» (nobody has answered them yet, no next contact set).
 */
export type FollowUps = { vencidas: FollowUpRow[]; paraHoy: FollowUpRow[]; nuevas: FollowUpRow[] }

/** More than this many in one list is not a list to read: the rest is in the back office's own. */
const listCap = 200

/** The id of a relationship as stored (a number) or read with depth (a document). */
export const idOf = (v: unknown): number | null => {
  const id = v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v
  return typeof id === 'number' ? id : null
}

/** The follow-ups at `now` of one adviser, or of the whole office (`asesor` null). */
export async function readFollowUps(payload: Payload, now: Date, asesor: number | null): Promise<FollowUps> {
  const open: Where[] = [{ estado: { in: [...openEstados] } }, { anonimizada: { not_equals: true } }]
  if (asesor !== null) open.push({ asesor: { equals: asesor } })
  const read = async (where: Where[], sort: string, cuando: 'proximo_contacto' | 'createdAt') => {
    const { docs } = await payload.find({
      collection: 'solicitudes-contacto',
      where: { and: [...open, ...where] },
      sort,
      limit: listCap,
      depth: 0,
      overrideAccess: true,
      select: { nombre: true, apellido: true, programa: true, asesor: true, proximo_contacto: true, createdAt: true },
    })
    return docs.map((d) => ({
      id: d.id,
      nombre: `${d.nombre} ${d.apellido}`.trim(),
      programa: d.programa,
      asesor: idOf(d.asesor),
      cuando: (cuando === 'proximo_contacto' ? d.proximo_contacto : d.createdAt) ?? d.createdAt,
    }))
  }
  const [due, nuevas] = await Promise.all([
    read([{ proximo_contacto: { less_than: localDayEnd(now).toISOString() } }], 'proximo_contacto', 'proximo_contacto'),
    read(
      [{ estado: { equals: 'nueva' } }, { proximo_contacto: { exists: false } }, { createdAt: { less_than_equal: now.toISOString() } }],
      'createdAt',
      'createdAt',
    ),
  ])
  const passed = (row: FollowUpRow) => Date.parse(row.cuando) <= now.getTime()
  return { vencidas: due.filter(passed), paraHoy: due.filter((row) => !passed(row)), nuevas }
}

/** The advisers who receive their own list: admissions staff who can sign in (no invitation pending). */
export async function readAdvisers(payload: Payload): Promise<{ id: number; nombre: string; email: string }[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admisiones' } }, { invitacion_vence: { exists: false } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { nombre: true, email: true },
  })
  return docs.map((d) => ({ id: d.id, nombre: d.nombre?.trim() || d.email, email: d.email }))
}
