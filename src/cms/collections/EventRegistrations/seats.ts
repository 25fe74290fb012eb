import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import {
  isAnonymisedRegistration,
  liveRegistrationsQuery,
  placesOf,
  promotions,
  registrationOf,
  seatFor,
  seatsOf as countSeats,
} from '@/lib/eventRegistration'
import { publicError } from '@/cms/publicError'
import { takeTurn } from '@/cms/collections/ContactRequests/assignment'

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

/** The live registrations of an event, in order of arrival. */
async function liveRegistrations(req: PayloadRequest, eventId: number) {
  return (await req.payload.find({ ...liveRegistrationsQuery(eventId), req })).docs
}

/** The places taken and the waiting registrations (in order of arrival) of an event. */
const seatsOf = async (req: PayloadRequest, eventId: number) => countSeats(await liveRegistrations(req, eventId))

/** Refused when a person signs up twice for one event; `data.registro` names the live registration they hold. */
const duplicateRegistration = (id: number) =>
  publicError(`Esta persona ya tiene un registro vigente para este evento (n.º ${id}): no se guardó otro.`, 409, { registro: id })

async function capacityOf(req: PayloadRequest, eventId: number): Promise<number> {
  const event = await req.payload.findByID({
    collection: 'comunicaciones',
    id: eventId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { registro: true },
  })
  return event?.registro?.cupo ?? 0
}

/**
 * A new registration: a seat while the whole party fits and nobody waiting would, else the waiting
 * list. One live registration per person and event, decided while the event is held, so two sign-ups of
 * one person at once cannot both pass (the public sign-up answers the first one's registration).
 */
export const decideSeat: CollectionBeforeChangeHook = async ({ data, operation, req, context }) => {
  if (operation !== 'create' || data.evento == null) return data
  const eventId = idOf(data.evento)
  await holdEvent(req, eventId)
  const live = await liveRegistrations(req, eventId)
  const held = registrationOf(live, data)
  if (held) throw duplicateRegistration(held.id)
  // A person let in at the door (./walkIn.ts, server code only) is in the room: their seat is not counted for.
  if (context.walkIn === true) {
    data.estado = 'confirmado'
    return data
  }
  const { taken, waiting } = countSeats(live)
  data.estado = seatFor(
    await capacityOf(req, eventId),
    taken,
    placesOf(data),
    waiting.filter((r) => !isAnonymisedRegistration(r)),
  )
  return data
}

/** Gives freed places to the waiting list in order, to each party that fits, and queues each promoted person's e-mail. */
export async function promoteWaiting(req: PayloadRequest, eventId: number): Promise<void> {
  await holdEvent(req, eventId)
  const { taken, waiting } = await seatsOf(req, eventId)
  // An anonymised registration left the line when it was anonymised; one from before that never moves up.
  const line = waiting.filter((r) => !isAnonymisedRegistration(r))
  for (const registration of promotions(line, await capacityOf(req, eventId), taken)) {
    await req.payload.update({
      collection: 'registros-evento',
      id: registration.id,
      data: { estado: 'confirmado' },
      req,
      overrideAccess: true,
    })
    await req.payload.jobs.queue({ task: 'avisarRegistro', input: { registro: registration.id, aviso: 'promovido' }, req })
  }
}

/** A confirmed place cancelled, by its link or by staff, goes to the waiting list. */
export const promoteOnCancel: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.estado === 'confirmado' && doc.estado === 'cancelado')
    await promoteWaiting(req, idOf(doc.evento))
  return doc
}
