import type { Endpoint, Where } from 'payload'
import { hasRole } from '../../../access/roles'
import { toCsv } from '../../../../lib/csv'
import { staffStamp } from '../../../../lib/dates'
import { estadoLabel } from '../estado'


/**
 * GET /cms-api/solicitudes-contacto/exportar: the requests admisiones and admin see, newest
 * first, with the list view's own filters (`where`), as a CSV file.
 */
export const exportCsv: Endpoint = {
  path: '/exportar',
  method: 'get',
  handler: async (req) => {
    if (!hasRole('admin', 'admisiones')(req)) {
      return Response.json({ errors: [{ message: 'No tienes permiso para realizar esta acción.' }] }, { status: 403 })
    }
    const where = (req.query?.where ?? undefined) as Where | undefined
    const { docs } = await req.payload.find({
      collection: 'solicitudes-contacto',
      where,
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const csv = toCsv(
      [
        'Fecha',
        'Nombre',
        'Apellido',
        'Teléfono',
        'Correo',
        'Programa',
        'Comentario',
        'Estado',
        'Aviso enviado',
        'Página desde la que se envió',
        'Llegó desde',
        'Fuente de la campaña',
        'Medio de la campaña',
        'Nombre de la campaña',
        'Contenido de la campaña',
        'Aceptó el aviso de privacidad',
        'Aceptó el aviso de privacidad el',
      ],
      docs.map((d) => [
        staffStamp(new Date(d.createdAt)),
        d.nombre,
        d.apellido,
        d.telefono,
        d.email,
        d.programa,
        d.comentario,
        estadoLabel(d.estado),
        d.notificada_el ? staffStamp(new Date(d.notificada_el)) : '',
        d.pagina ?? '',
        d.referrer ?? '',
        d.utm_source ?? '',
        d.utm_medium ?? '',
        d.utm_campaign ?? '',
        d.utm_content ?? '',
        // Requests from before the consent box (or from clients that do not send it) say nothing.
        d.acepta_aviso === true ? 'Sí' : d.acepta_aviso === false ? 'No' : '',
        d.aviso_aceptado_el ? staffStamp(new Date(d.aviso_aceptado_el)) : '',
      ]),
    )
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="solicitudes-contacto-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
