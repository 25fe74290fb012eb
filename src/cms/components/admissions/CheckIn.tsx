import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { eventWhen } from '@/lib/eventWhen'
import { placesOf } from '@/lib/eventRegistration'
import { hasRole } from '@/cms/access/roles'
import { AdminPage, admissionsOnly } from '@/cms/components/AdminPage'
import { doorPerson, type DoorPerson } from '@/cms/collections/EventRegistrations/walkIn'
import { CheckInList } from './CheckInList.client'
import { eventOver } from '@/cms/collections/ContactRequests/noShows'
import { NoShows, programmeTitles } from './NoShows'

const page = '/admin/asistencia'

async function eventsWithSignup(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'comunicaciones',
    where: { and: [{ tipo: { equals: 'EVE' } }, { 'registro.abierto': { equals: true } }] },
    sort: '-registro.inicio',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { titulo: true, registro: true },
  })
  const counted = []
  for (const event of docs) {
    const { docs: rows } = await req.payload.find({
      collection: 'registros-evento',
      where: { evento: { equals: event.id } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
      select: { estado: true, asistio: true, acompanantes: true },
    })
    const confirmed = rows.filter((r) => r.estado === 'confirmado')
    counted.push({
      id: event.id,
      titulo: event.titulo,
      inicio: event.registro?.inicio ?? null,
      fin: event.registro?.fin ?? null,
      cupo: event.registro?.cupo ?? 0,
      confirmados: confirmed.length,
      lugares: confirmed.reduce((sum, r) => sum + placesOf(r), 0),
      enEspera: rows.filter((r) => r.estado === 'lista-de-espera').length,
      // People, not registrations: each brings the guests they registered (those let in from the waiting list too).
      llegaron: rows.filter((r) => r.asistio && r.estado !== 'cancelado').reduce((sum, r) => sum + placesOf(r), 0),
    })
  }
  return counted
}

/**
 * «Asistencia a eventos» (/admin/asistencia; issue 23, item 3): the events that take registrations
 * with their counts, and for one event the list to check people in at the door, made for a phone,
 * with its CSV. Admin and admisiones only; registrations are read with the staff member's access.
 */
export async function CheckIn(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const allowed = hasRole('admin', 'admisiones')(req) && req.user !== null && req.user !== undefined
  const eventId = Number((view.searchParams as Record<string, unknown> | undefined)?.evento)
  const now = new Date()
  const events = allowed ? await eventsWithSignup(req) : []
  const event = events.find((e) => e.id === eventId)
  let registrations: DoorPerson[] = []
  let programmes: string[] = []
  if (allowed && event) {
    const { docs } = await req.payload.find({
      collection: 'registros-evento',
      where: { and: [{ evento: { equals: event.id } }, { estado: { in: ['confirmado', 'lista-de-espera'] } }] },
      // In order of arrival: the waiting list's numbers are its order (the door list sorts by name below).
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    registrations = docs.map(doorPerson)
    programmes = await programmeTitles(req)
  }
  return (
    <AdminPage view={view} title="Asistencia a eventos" className="ugc-tablero ugc-asistencia" allowed={allowed} refusal={admissionsOnly}>
      {event ? (
        <>
          <p>
            <a href={page}>← Todos los eventos</a>
          </p>
          <h2>{event.titulo}</h2>
          {event.inicio ? <p className="ugc-asistencia__cuando">{eventWhen(event.inicio)}</p> : null}
          <p>
            <a
              className="btn btn--style-secondary btn--size-medium"
              href={`/cms-api/registros-evento/exportar?evento=${event.id}`}
              download
            >
              Exportar CSV
            </a>
          </p>
          <CheckInList eventId={event.id} registrations={registrations} programmes={programmes} />
          {event.inicio && eventOver({ inicio: event.inicio, fin: event.fin }, now) ? <NoShows req={req} eventId={event.id} /> : null}
        </>
      ) : (
        <>
          <p className="ugc-tablero__intro">
            Los eventos que reciben registros desde su página. Elige uno para pasar lista en la entrada o descargar sus registros.
          </p>
          {events.length === 0 ? (
            <p>Todavía no hay eventos con registro. Actívalo en un evento, en «Registro de asistentes».</p>
          ) : (
            <ul className="ugc-asistencia__eventos">
              {events.map((e) => (
                <li key={e.id}>
                  <a href={`${page}?evento=${e.id}`} className="ugc-asistencia__evento">
                    <strong>{e.titulo}</strong>
                    {e.inicio ? <span>{eventWhen(e.inicio)}</span> : null}
                    <span>
                      {e.confirmados} confirmados ({e.lugares} de {e.cupo} lugares) · {e.enEspera} en espera · {e.llegaron} llegaron
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminPage>
  )
}
