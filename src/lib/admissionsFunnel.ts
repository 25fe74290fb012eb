/*
 * The admissions funnel: how far each request got (Nueva → Contactada → Cita agendada → Inscrita),
 * from its state now and the states its history went through.
 */
import type { RequestRow } from './admissionsStats'

/** How many requests of a group got to each step of the funnel. */
export type FunnelRow = { nombre: string; solicitudes: number; contactadas: number; citas: number; inscritas: number }

/** The funnel's steps, in order. «En seguimiento» is a contacted request still being talked to. */
export const funnelSteps = ['Nueva', 'Contactada', 'Cita agendada', 'Inscrita'] as const
const stepOf: Record<string, number> = { nueva: 0, contactada: 1, 'en-seguimiento': 1, 'cita-agendada': 2, inscrita: 3 }

/**
 * How far a request got (0 Nueva, 1 Contactada, 2 Cita agendada, 3 Inscrita): the furthest of its
 * state now and the states its history went through; one set aside later still got that far.
 */
export function funnelReach(estado: string | null | undefined, history: readonly (string | null | undefined)[] = []): number {
  return Math.max(0, ...[estado, ...history].map((state) => stepOf[state ?? ''] ?? 0))
}

export const reachOf = (row: RequestRow) => row.alcanzo ?? funnelReach(row.estado)

export function funnelBy(rows: readonly RequestRow[], key: (row: RequestRow) => string | null): FunnelRow[] {
  const groups = new Map<string, FunnelRow>()
  for (const row of rows) {
    const name = key(row)
    if (name === null) continue
    const group = groups.get(name) ?? { nombre: name, solicitudes: 0, contactadas: 0, citas: 0, inscritas: 0 }
    const reach = reachOf(row)
    group.solicitudes++
    if (reach >= 1) group.contactadas++
    if (reach >= 2) group.citas++
    if (reach >= 3) group.inscritas++
    groups.set(name, group)
  }
  return [...groups.values()].sort((a, b) => b.solicitudes - a.solicitudes || a.nombre.localeCompare(b.nombre, 'es'))
}
