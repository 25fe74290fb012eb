import type { Payload, TypedUser, Where } from 'payload'
import type { RequestCampus } from '@/lib/requestCampus'
import { funnelReach } from '@/lib/admissionsFunnel'
import { defaultWeeks } from '@/lib/dashboardRange'
import { admissionsFigures, windowStart, type AdmissionsFigures, type RequestRow } from '@/lib/admissionsStats'
import { estadoOptions } from './estado'

type WaitingRequest = { id: number | string; nombre: string; programa: string; createdAt: string; asesor: string | null }

export type AdmissionsDashboardData = {
  figures: AdmissionsFigures
  /** The requests still without a first response, oldest first (at most 10), and how many there are in all. */
  waiting: WaitingRequest[]
  waitingTotal: number
  since: Date
}

function adviserName(value: unknown): string | null {
  if (value && typeof value === 'object') {
    const user = value as { nombre?: string | null; email?: string | null }
    return user.nombre?.trim() || user.email || null
  }
  return null
}

/**
 * The admissions dashboard's rows, read as the signed-in staff member (so a role that cannot read
 * requests gets none), and its figures: the `weeks` weeks up to `now` (the end of the range), of
 * one campus when `campus` is given.
 */
export async function loadAdmissionsDashboard(
  payload: Payload,
  user: TypedUser,
  now = new Date(),
  weeks = defaultWeeks,
  campus?: RequestCampus,
): Promise<AdmissionsDashboardData> {
  const since = windowStart(now, weeks)
  const common = { collection: 'solicitudes-contacto' as const, overrideAccess: false, user, depth: 1 }
  const ofCampus: Where[] = campus ? [{ campus: { equals: campus } }] : []
  const recent = await payload.find({
    ...common,
    where: {
      and: [{ createdAt: { greater_than_equal: since.toISOString() } }, { createdAt: { less_than_equal: now.toISOString() } }, ...ofCampus],
    },
    pagination: false,
    sort: 'createdAt',
  })
  const rows: RequestRow[] = recent.docs.map((doc) => ({
    id: doc.id,
    createdAt: doc.createdAt,
    programa: doc.programa,
    campus: doc.campus,
    estado: doc.estado,
    origen: doc.origen,
    utm_source: doc.utm_source,
    utm_campaign: doc.utm_campaign,
    referrer: doc.referrer,
    asesor: adviserName(doc.asesor),
    asesorId: doc.asesor && typeof doc.asesor === 'object' ? doc.asesor.id : (doc.asesor ?? null),
    minutos_a_primera_respuesta: doc.minutos_a_primera_respuesta ?? null,
    es_duplicada: doc.es_duplicada === true,
    alcanzo: funnelReach(
      doc.estado,
      (doc.historial ?? []).map((change) => change.a),
    ),
  }))
  const waiting = await payload.find({
    ...common,
    where: { and: [{ estado: { equals: 'nueva' } }, ...ofCampus] },
    sort: 'createdAt',
    limit: 10,
  })
  return {
    figures: admissionsFigures(rows, now, estadoOptions, weeks),
    waiting: waiting.docs.map((doc) => ({
      id: doc.id,
      nombre: `${doc.nombre} ${doc.apellido}`.trim(),
      programa: doc.programa,
      createdAt: doc.createdAt,
      asesor: adviserName(doc.asesor),
    })),
    waitingTotal: waiting.totalDocs,
    since,
  }
}
