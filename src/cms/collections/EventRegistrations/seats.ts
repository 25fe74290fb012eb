import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { liveRegistrationsQuery, placesOf, promotions, seatFor, seatsOf as countSeats } from '../../../lib/eventRegistration'
import { takeTurn } from '../ContactRequests/assignment'

/*
 * The places of an event (issue 23, item 3), decided by the collection itself on every route: a
 * new registration gets a seat or a place in line, and a confirmed one cancelled (from its e-mail's
 * link or by staff) gives its places to the waiting list, in order.
 */

/**
 * Holds the event's sign-ups for the rest of the request's transaction: on PostgreSQL the event's
 * counter row stays locked until it ends, so two sign-ups (or a sign-up and a cancellation) of one
 * event are decided one after the other, never both on the same count; SQLite has one writer.
 */
const holdEvent = (req: PayloadRequest, eventId: number) => takeTurn(req, `evento:${eventId}`)

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/** The places taken and the waiting registrations (in order of arrival) of an event. */
async function seatsOf(req: PayloadRequest, eventId: number) {
  const { docs } = await req.payload.find({ ...liveRegistrationsQuery(eventId), req })
  return countSeats(docs)
}

async function capacityOf(req: PayloadRequest, eventId: number): Promise<number> {
  const event = await req.payload.findByID({ collection: 'comunicaciones', id: eventId, depth: 0, req, overrideAccess: true, disableErrors: true, select: { registro: true } })
  return event?.registro?.cupo ?? 0
}

/** A new registration: a seat while the whole party fits and nobody waits, else the waiting list. */
export const decideSeat: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.evento == null) return data
  const eventId = idOf(data.evento)
  await holdEvent(req, eventId)
  const { taken, waiting } = await seatsOf(req, eventId)
  data.estado = seatFor(await capacityOf(req, eventId), taken, placesOf(data), waiting.length)
  return data
}

/** Gives freed places to the waiting list in order, and queues each promoted person's e-mail. */
export async function promoteWaiting(req: PayloadRequest, eventId: number): Promise<void> {
  await holdEvent(req, eventId)
  const { taken, waiting } = await seatsOf(req, eventId)
  for (const registration of promotions(waiting, await capacityOf(req, eventId), taken)) {
    await req.payload.update({ collection: 'registros-evento', id: registration.id, data: { estado: 'confirmado' }, req, overrideAccess: true })
    await req.payload.jobs.queue({ task: 'avisarRegistro', input: { registro: registration.id, aviso: 'promovido' }, req })
  }
}

/** A confirmed place cancelled, by its link or by staff, goes to the waiting list. */
export const promoteOnCancel: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.estado === 'confirmado' && doc.estado === 'cancelado') await promoteWaiting(req, idOf(doc.evento))
  return doc
}
