import type { Endpoint, Where } from 'payload'
import { requestCampusLabels } from '@/lib/requestCampus'
import { mergeListSearchAndWhere } from 'payload/shared'
import { hasRole } from '@/cms/access/roles'
import { toCsv } from '@/lib/csv'
import { staffStamp } from '@/lib/dates'
import { estadoLabel, motivoLabel } from '@/cms/collections/ContactRequests/estado'

/**
 * GET /cms-api/solicitudes-contacto/exportar: the requests admisiones and admin see, newest
 * first, with the list view's own filters (`where`) and its search box (`search`, over the same
 * fields the list searches, combined as the list combines them), as a CSV file.
 */
export const exportCsv: Endpoint = {
  path: '/exportar',
  method: 'get',
  handler: async (req) => {
    if (!hasRole('admin', 'admisiones')(req)) {
      return Response.json({ errors: [{ message: 'No tienes permiso para realizar esta acción.' }] }, { status: 403 })
    }
    const search = typeof req.query?.search === 'string' ? req.query.search.trim() : ''
    const where = mergeListSearchAndWhere({
      collectionConfig: req.payload.collections['solicitudes-contacto'].config,
      search,
      where: (req.query?.where ?? undefined) as Where | undefined,
    })
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
    // Names of the people in the rows (advisers, who changed a state), read once.
    const staffIds = new Set<number>()
    const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number | null | undefined)) ?? null
    for (const d of docs) {
      if (idOf(d.asesor)) staffIds.add(idOf(d.asesor)!)
      for (const h of d.historial ?? []) if (idOf(h.por)) staffIds.add(idOf(h.por)!)
    }
    const staff = new Map<number, string>()
    if (staffIds.size > 0) {
      const found = await req.payload.find({
        collection: 'users',
        where: { id: { in: [...staffIds] } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      for (const u of found.docs) staff.set(u.id, u.nombre?.trim() || u.email)
    }
    const nameOf = (v: unknown) => {
      const id = idOf(v)
      return id ? (staff.get(id) ?? `#${id}`) : ''
    }
    const history = (d: (typeof docs)[number]) =>
      (d.historial ?? [])
        .map((h) => `${staffStamp(new Date(h.el))} ${estadoLabel(h.de)} → ${estadoLabel(h.a)} (${nameOf(h.por) || 'sistema'})`)
        .join('; ')
    const csv = toCsv(
      [
        'Solicitud',
        'Fecha',
        'Nombre',
        'Apellido',
        'Teléfono',
        'Correo',
        'Programa',
        'Campus',
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
        'Asesor',
        'Motivo para descartarla',
        'Primera respuesta',
        'Minutos hasta la primera respuesta',
        'Próximo contacto',
        'Repetida',
        'Primera solicitud de esta persona',
        'Historial de estados',
        'Entradas de seguimiento',
        'Datos anonimizados',
      ],
      docs.map((d) => [
        // The number «Primera solicitud de esta persona» refers to, and the one the back office shows.
        d.id,
        staffStamp(new Date(d.createdAt)),
        d.nombre,
        d.apellido,
        d.telefono,
        d.email,
        d.programa,
        d.campus ? requestCampusLabels[d.campus] : '',
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
        nameOf(d.asesor),
        d.motivo_descarte === 'otro' ? `Otro: ${d.motivo_descarte_otro ?? ''}` : motivoLabel(d.motivo_descarte),
        d.primera_respuesta_el ? staffStamp(new Date(d.primera_respuesta_el)) : '',
        d.minutos_a_primera_respuesta ?? '',
        d.proximo_contacto ? staffStamp(new Date(d.proximo_contacto)) : '',
        d.es_duplicada ? 'Sí' : 'No',
        idOf(d.duplicada_de) ?? '',
        history(d),
        (d.seguimiento ?? []).length,
        d.anonimizada ? 'Sí' : 'No',
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
