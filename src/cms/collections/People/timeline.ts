import type { Payload } from 'payload'
import { estadoLabel, seguimientoTipos } from '@/cms/collections/ContactRequests/estado'
import { requestCampusLabels, type RequestCampus } from '@/lib/requestCampus'

/** One moment of a person's story with the university, newest first on the screen. */
export type TimelineEntry = {
  el: string
  texto: string
  /** The request it belongs to (the line links to it). */
  solicitud?: number
  quien?: string
}

const nameOf = (value: unknown, names: Map<number, string>): string | undefined => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? (names.get(id) ?? 'otra cuenta') : undefined
}
const tipoLabel = (tipo: string) => seguimientoTipos.find((t) => t.value === tipo)?.label ?? tipo

/**
 * A person's timeline: each request (what they asked for, where from), its changes of state and
 * follow-up entries (who, when), and each event they signed up for, came to or cancelled.
 */
export async function readTimeline(payload: Payload, persona: number, names: Map<number, string>): Promise<TimelineEntry[]> {
  const common = { where: { ficha: { equals: persona } }, pagination: false, depth: 0, overrideAccess: true } as const
  const [requests, registrations] = await Promise.all([
    payload.find({ collection: 'solicitudes-contacto', ...common, sort: 'createdAt' }),
    payload.find({ collection: 'registros-evento', ...common, sort: 'createdAt', depth: 1 }),
  ])
  const entries: TimelineEntry[] = []
  for (const r of requests.docs) {
    const campus = r.campus ? `, ${requestCampusLabels[r.campus as RequestCampus]}` : ''
    const via = r.origen === 'evento' ? 'desde un evento' : r.utm_source ? `desde ${r.utm_source}` : 'desde el sitio'
    const what = r.programa === 'Sin programa elegido' ? 'sin elegir programa' : `de ${r.programa}`
    entries.push({ el: r.createdAt, texto: `Pidió información ${what}${campus} (${via}).`, solicitud: r.id })
    for (const change of r.historial ?? []) {
      if (!change.el) continue
      const from = change.de ? `${estadoLabel(change.de)} → ` : ''
      entries.push({ el: change.el, texto: `Estado: ${from}${estadoLabel(change.a)}.`, solicitud: r.id, quien: nameOf(change.por, names) })
    }
    for (const entry of r.seguimiento ?? []) {
      if (!entry.el) continue
      entries.push({ el: entry.el, texto: `${tipoLabel(entry.tipo)}: ${entry.texto}`, solicitud: r.id, quien: nameOf(entry.por, names) })
    }
  }
  for (const g of registrations.docs) {
    const titulo = typeof g.evento === 'object' && g.evento ? `«${g.evento.titulo}»` : 'un evento'
    const request = typeof g.solicitud === 'number' ? g.solicitud : (g.solicitud?.id ?? undefined)
    if (g.llego_sin_registro) {
      entries.push({ el: g.asistio_el ?? g.createdAt, texto: `Llegó a ${titulo} sin registro previo.`, solicitud: request })
      continue
    }
    const waiting = g.estado === 'lista-de-espera' ? ' (en lista de espera)' : ''
    entries.push({ el: g.createdAt, texto: `Se registró a ${titulo}${waiting}.`, solicitud: request })
    if (g.asistio && g.asistio_el) entries.push({ el: g.asistio_el, texto: `Llegó a ${titulo}.`, solicitud: request })
    if (g.cancelado_el) entries.push({ el: g.cancelado_el, texto: `Canceló su registro a ${titulo}.`, solicitud: request })
  }
  return entries.sort((a, b) => Date.parse(b.el) - Date.parse(a.el))
}
