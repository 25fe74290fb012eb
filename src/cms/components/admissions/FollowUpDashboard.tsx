import type { Payload } from 'payload'
import { readFollowUps, type FollowUpRow } from '@/cms/collections/ContactRequests/followUps'
import { adviserNames } from '@/cms/components/AdviserCell'
import { DashboardList } from '@/cms/components/DashboardList'
import { readNoShows, type NoShowRow } from '@/cms/collections/ContactRequests/noShows'
import { waitedFor } from '@/lib/dailyTime'
import { formatDate, staffStamp } from '@/lib/dates'

type Props = { payload: Payload; user?: { id: number | string; collection?: string; role?: string } | null }

const requestHref = (id: number) => `/admin/collections/solicitudes-contacto/${id}`

/**
 * The top of the back office's home for admissions: an adviser's own «Vencidas», «Para hoy», new
 * requests nobody has answered and people who did not come to an event they had a place at (until
 * a follow-up is logged); an administrator sees the whole office's, each with its adviser.
 */
export async function FollowUpDashboard({ payload, user }: Props) {
  if (!user || user.collection !== 'users' || (user.role !== 'admisiones' && user.role !== 'admin')) return null
  const own = user.role === 'admisiones'
  const now = new Date()
  let lists: Awaited<ReturnType<typeof readFollowUps>>
  let noShows: NoShowRow[]
  let names = new Map<number, string>()
  const asesor = own ? Number(user.id) : null
  try {
    ;[lists, noShows, names] = await Promise.all([
      readFollowUps(payload, now, asesor),
      readNoShows(payload, now, { asesor, pending: true }),
      own ? names : adviserNames(payload),
    ])
  } catch {
    return (
      <p className="ugc-propio" role="status">
        No se pudieron leer los seguimientos en este momento.
      </p>
    )
  }
  const who = (row: { asesor: number | null }) =>
    own ? '' : ` · ${row.asesor === null ? 'sin asesor' : (names.get(row.asesor) ?? 'otra cuenta')}`
  const lines = (rows: FollowUpRow[], when: (row: FollowUpRow) => string, className?: string) =>
    rows.map((row) => ({
      key: String(row.id),
      href: requestHref(row.id),
      title: row.nombre,
      note: `${row.programa} · ${when(row)}${who(row)}`,
      className,
    }))
  const mine = own ? 'Mis solicitudes' : 'Todas las solicitudes'
  const queue = own ? `/admin/collections/solicitudes-contacto?where[asesor][equals]=${user.id}` : '/admin/collections/solicitudes-contacto'
  return (
    <section className="ugc-propio ugc-contenidos" aria-labelledby="ugc-seguimientos-titulo">
      <h2 id="ugc-seguimientos-titulo">{own ? 'Tus seguimientos' : 'Seguimientos de admisiones'}</h2>
      <div className="ugc-contenidos__rejilla">
        <section aria-labelledby="ugc-vencidas">
          <h3 id="ugc-vencidas">Vencidas ({lists.vencidas.length})</h3>
          <DashboardList
            lines={lines(lists.vencidas, (r) => `debía ser el ${staffStamp(new Date(r.cuando))}`, 'ugc-vencida')}
            empty="Nada vencido."
          />
        </section>
        <section aria-labelledby="ugc-para-hoy">
          <h3 id="ugc-para-hoy">Para hoy ({lists.paraHoy.length})</h3>
          <DashboardList
            lines={lines(lists.paraHoy, (r) => `a las ${staffStamp(new Date(r.cuando)).slice(-5)}`)}
            empty="Nada más para hoy."
          />
        </section>
        <section aria-labelledby="ugc-nuevas">
          <h3 id="ugc-nuevas">Nuevas sin respuesta ({lists.nuevas.length})</h3>
          <DashboardList
            lines={lines(lists.nuevas, (r) => `llegó hace ${waitedFor(now.getTime() - Date.parse(r.cuando))}`)}
            empty="Todas las solicitudes nuevas tienen respuesta."
          />
          <p className="ugc-contenidos__mas">
            <a href={queue}>{`Ver ${mine.toLowerCase()}`}</a>
          </p>
        </section>
        <section aria-labelledby="ugc-no-asistieron">
          <h3 id="ugc-no-asistieron">No asistieron ({noShows.length})</h3>
          <DashboardList
            lines={noShows.map((row) => ({
              key: `${row.id}-${row.evento}`,
              href: requestHref(row.id),
              title: row.nombre,
              note: `${row.evento} · ${formatDate(new Date(row.cuando))}${who(row)}`,
            }))}
            empty="Nadie con lugar confirmado faltó a un evento de las últimas dos semanas, o ya se le buscó."
          />
        </section>
      </div>
    </section>
  )
}
