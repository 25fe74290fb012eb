import type { PayloadRequest } from 'payload'
import { readNoShows } from '@/cms/collections/ContactRequests/noShows'
import { adviserNames } from '@/cms/components/AdviserCell'
import { DashboardList } from '@/cms/components/DashboardList'

/** The programmes a person at the door can name, as the contact form lists them: by level, then CONOCER. */
export async function programmeTitles(req: PayloadRequest): Promise<string[]> {
  const common = { where: { _status: { equals: 'published' } }, pagination: false, depth: 0, overrideAccess: true, req } as const
  const [programmes, standards] = await Promise.all([
    req.payload.find({ collection: 'programas', ...common, sort: ['tipo', 'orden', 'id'], select: { titulo: true, tipo: true } }),
    req.payload.find({ collection: 'conocer', ...common, sort: 'titulo', select: { titulo: true } }),
  ])
  const order = { BAC: 0, LIC: 1, DIP: 2 } as const
  return [...programmes.docs.sort((a, b) => order[a.tipo] - order[b.tipo]), ...standards.docs].map((d) => d.titulo)
}

/**
 * «No asistieron», under the door list once the event is over: who had a confirmed place and did
 * not come, with their adviser and a link to the request, to look for them again.
 */
export async function NoShows({ req, eventId }: { req: PayloadRequest; eventId: number }) {
  const [rows, names] = await Promise.all([readNoShows(req.payload, new Date(), { evento: eventId }), adviserNames(req.payload)])
  return (
    <section aria-labelledby="ugc-no-asistieron" className="ugc-asistencia__faltas">
      <h3 id="ugc-no-asistieron">No asistieron ({rows.length})</h3>
      <p className="ugc-asistencia__nota">
        Tenían lugar confirmado y no se registró su llegada. Su asesor las ve en «No asistieron» de su inicio hasta que anota un
        seguimiento.
      </p>
      <DashboardList
        lines={rows.map((row) => ({
          key: String(row.id),
          href: `/admin/collections/solicitudes-contacto/${row.id}`,
          title: row.nombre,
          note: `${row.telefono} · ${row.asesor === null ? 'sin asesor' : (names.get(row.asesor) ?? 'otra cuenta')}${row.buscada ? ' · ya se le buscó' : ''}`,
        }))}
        empty="Llegaron todas las personas con lugar confirmado."
      />
    </section>
  )
}
