import type { Endpoint, Where } from 'payload'
import { toCsv } from '@/lib/csv'
import { staffStamp } from '@/lib/dates'
import { hasRole } from '@/cms/access/roles'
import { registrationStates } from './states'

const stateLabel = (value: string | null | undefined) => registrationStates.find((s) => s.value === value)?.label ?? ''
const stamp = (value: string | null | undefined) => (value ? staffStamp(new Date(value)) : '')

/**
 * GET /cms-api/registros-evento/exportar?evento=<id>: an event's registrations (or, without
 * `evento`, those the list's filters show), in order of arrival, as a CSV file. Admisiones and admin.
 */
export const exportRegistrations: Endpoint = {
  path: '/exportar',
  method: 'get',
  handler: async (req) => {
    if (!hasRole('admin', 'admisiones')(req)) {
      return Response.json({ errors: [{ message: 'No tienes permiso para realizar esta acción.' }] }, { status: 403 })
    }
    const evento = Number(req.query?.evento)
    const where = (Number.isSafeInteger(evento) && evento > 0 ? { evento: { equals: evento } } : (req.query?.where ?? undefined)) as
      Where | undefined
    const { docs } = await req.payload.find({
      collection: 'registros-evento',
      where,
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 1,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const csv = toCsv(
      [
        'Evento',
        'Registrado el',
        'Nombre',
        'Apellido',
        'Correo',
        'Teléfono',
        'Programa de interés',
        'Acompañantes',
        'Estado',
        'Asistió',
        'Llegó el',
        'Canceló el',
      ],
      docs.map((d) => [
        typeof d.evento === 'object' && d.evento ? d.evento.titulo : `#${d.evento}`,
        stamp(d.createdAt),
        d.nombre,
        d.apellido,
        d.email,
        d.telefono,
        d.programa ?? '',
        d.acompanantes ?? 0,
        stateLabel(d.estado),
        d.asistio ? 'Sí' : 'No',
        stamp(d.asistio_el),
        stamp(d.cancelado_el),
      ]),
    )
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="registros-${Number.isSafeInteger(evento) && evento > 0 ? `evento-${evento}` : 'eventos'}-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
