import type { Payload, Where } from 'payload'
import { localDayEnd } from '@/lib/dailyTime'
import { openEstados } from './estado'
import { idOf } from './followUps'

/** A person who had a confirmed place at an event and did not come, with the request it opened. */
export type NoShowRow = {
  /** The request's id (the line links to it). */
  id: number
  nombre: string
  telefono: string
  programa: string
  asesor: number | null
  evento: string
  /** When the event began. */
  cuando: string
  /** An adviser logged a follow-up on the request after the event began. */
  buscada: boolean
}

/** How long after an event its no-shows stay on the advisers' home. */
const daysShown = 14
const dayMs = 86_400_000

/** An event is over at its end, or without one at the end of its day (Los Cabos time). */
export function eventOver(event: { inicio: string; fin?: string | null }, now: Date): boolean {
  const end = event.fin ? new Date(event.fin) : localDayEnd(new Date(event.inicio))
  return now.getTime() > end.getTime()
}

/**
 * «No asistieron»: confirmed registrations nobody checked in at events that are over (one event,
 * or those begun in the last two weeks), with their requests. For the advisers' home, `pending`
 * keeps the open requests nobody followed up since the event, of one adviser (or the office's).
 */
export async function readNoShows(
  payload: Payload,
  now: Date,
  { evento, asesor = null, pending = false }: { evento?: number; asesor?: number | null; pending?: boolean },
): Promise<NoShowRow[]> {
  const eventWhere: Where[] = [{ tipo: { equals: 'EVE' } }, { 'registro.abierto': { equals: true } }]
  if (evento !== undefined) eventWhere.push({ id: { equals: evento } })
  else eventWhere.push({ 'registro.inicio': { greater_than: new Date(now.getTime() - daysShown * dayMs).toISOString() } })
  const { docs: events } = await payload.find({
    collection: 'comunicaciones',
    where: { and: eventWhere },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { titulo: true, registro: true },
  })
  const over = events.filter((e) => e.registro?.inicio && eventOver({ inicio: e.registro.inicio, fin: e.registro.fin }, now))
  if (over.length === 0) return []
  const { docs: absent } = await payload.find({
    collection: 'registros-evento',
    where: {
      and: [
        { evento: { in: over.map((e) => e.id) } },
        { estado: { equals: 'confirmado' } },
        { asistio: { not_equals: true } },
        { solicitud: { exists: true } },
      ],
    },
    sort: ['apellido', 'nombre'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { evento: true, solicitud: true },
  })
  const requestWhere: Where[] = [{ id: { in: absent.map((r) => idOf(r.solicitud)).filter((id) => id !== null) } }]
  requestWhere.push({ anonimizada: { not_equals: true } })
  if (pending) requestWhere.push({ estado: { in: [...openEstados] } })
  if (asesor !== null) requestWhere.push({ asesor: { equals: asesor } })
  const { docs: requests } = await payload.find({
    collection: 'solicitudes-contacto',
    where: { and: requestWhere },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { nombre: true, apellido: true, telefono: true, programa: true, asesor: true, seguimiento: true },
  })
  const byId = new Map(requests.map((r) => [r.id, r]))
  const rows: NoShowRow[] = []
  for (const registration of absent) {
    const request = byId.get(idOf(registration.solicitud) ?? -1)
    const event = over.find((e) => e.id === idOf(registration.evento))
    if (!request || !event?.registro?.inicio) continue
    const began = Date.parse(event.registro.inicio)
    const buscada = (request.seguimiento ?? []).some((entry) => entry.el && Date.parse(entry.el) >= began)
    if (pending && buscada) continue
    rows.push({
      id: request.id,
      nombre: `${request.nombre} ${request.apellido}`.trim(),
      telefono: request.telefono,
      programa: request.programa,
      asesor: idOf(request.asesor),
      evento: event.titulo,
      cuando: event.registro.inicio,
      buscada,
    })
  }
  return rows
}
