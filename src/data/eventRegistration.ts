import 'server-only'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { cacheTags } from '@/cache/tags'
import { env } from '@/env'
import { liveRegistrationsQuery, registrationOpen, seatsOf as countSeats, type RegistrationInput } from '@/lib/eventRegistration'
import { cancelKeyMatches } from '@/lib/registrationEmail'
import { storeOnce } from './idempotency'
import { payloadClient } from './payload'
import { resolveProgramme } from './contact'
import { cachedRead, published } from './read'

/** An event's sign-up as its page and the API know it. */
export type EventSignup = {
  id: number
  titulo: string
  slug: string
  inicio: string
  fin: string | null
  lugar: string | null
  cupo: number
  cierre: string | null
  /** Places taken by confirmed registrations (people and their guests). */
  ocupados: number
  /** Registrations waiting for a place. */
  enEspera: number
}

/** The places taken and the registrations waiting (in order of arrival) of an event, as stored. */
async function seatsOf(eventId: number, req?: PayloadRequest) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ ...liveRegistrationsQuery(eventId), req })
  return countSeats(docs)
}

/** A published event (EVE) that takes registrations, by slug; null for any other slug. */
async function findSignupEvent(slug: string, req?: PayloadRequest) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'comunicaciones',
    where: { and: [published, { tipo: { equals: 'EVE' } }, { slug: { equals: slug } }, { 'registro.abierto': { equals: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { titulo: true, slug: true, registro: true },
  })
  const event = docs[0]
  const registro = event?.registro
  if (!event || !registro?.inicio || !registro.cupo) return null
  return { id: event.id, titulo: event.titulo, slug: event.slug ?? slug, registro: { ...registro, inicio: registro.inicio, cupo: registro.cupo } }
}

/**
 * The sign-up of the published events that take one, with their places taken, by slug: one cache
 * entry, expired by any change of an event or a registration. A made-up slug adds nothing to it.
 */
const listSignups = cachedRead('event-signups', [cacheTags.communication, cacheTags.registrations], async (): Promise<EventSignup[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'comunicaciones',
    where: { and: [published, { tipo: { equals: 'EVE' } }, { 'registro.abierto': { equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { titulo: true, slug: true, registro: true },
  })
  const signups: EventSignup[] = []
  for (const event of docs) {
    const r = event.registro
    if (!r?.inicio || !r.cupo) continue
    const { taken, waiting } = await seatsOf(event.id)
    signups.push({ id: event.id, titulo: event.titulo, slug: event.slug ?? '', inicio: r.inicio, fin: r.fin ?? null, lugar: r.lugar ?? null, cupo: r.cupo, cierre: r.cierre ?? null, ocupados: taken, enEspera: waiting.length })
  }
  return signups
})

export async function getEventSignup(slug: string): Promise<EventSignup | null> {
  return (await listSignups()).find((s) => s.slug === slug) ?? null
}

export type RegistrationAnswer = { id: number; estado: 'confirmado' | 'lista-de-espera'; posicion?: number }
export type RegistrationOutcome = RegistrationAnswer | 'not-found' | 'closed' | 'programme'

/** A stored registration's answer, as the API gives it (a retry of one submission answers this). */
export async function answerOf(id: number): Promise<RegistrationAnswer> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'registros-evento', id, depth: 0, overrideAccess: true })
  const eventId = typeof doc.evento === 'object' ? doc.evento.id : doc.evento
  if (doc.estado !== 'lista-de-espera') return { id, estado: 'confirmado' }
  const { waiting } = await seatsOf(eventId)
  const position = waiting.findIndex((w) => w.id === id)
  return { id, estado: 'lista-de-espera', posicion: position >= 0 ? position + 1 : waiting.length }
}

/**
 * Signs a person up for an event, in one transaction: the registration gets a seat or a place in
 * line (the collection holds the event while it counts), a request opens in the admissions
 * pipeline (source «evento»), and the person's e-mail and the notice to admissions are queued.
 * With the form's key, a retry of one submission stores nothing and answers the first result.
 */
export async function registerForEvent(
  input: Omit<RegistrationInput, 'captcha'>,
  { key, claim, now = new Date() }: { key?: string; claim?: (req: PayloadRequest) => Promise<void>; now?: Date },
): Promise<RegistrationOutcome> {
  const event = await findSignupEvent(input.slug)
  if (!event) return 'not-found'
  if (!registrationOpen(event.registro, now)) return 'closed'
  let programa: string | undefined
  if (input.programa) {
    const title = await resolveProgramme(input.programa)
    if (!title) return 'programme'
    programa = title
  }
  const payload = await payloadClient()
  const { id } = await storeOnce('registro', key, async (req) => {
    await claim?.(req)
    // The collection decides the seat, holding the event while it counts (src/cms/collections/EventRegistrations/seats.ts).
    const registration = await payload.create({
      collection: 'registros-evento',
      data: {
        evento: event.id,
        nombre: input.nombre,
        apellido: input.apellido,
        email: input.email,
        telefono: input.telefono,
        programa,
        acompanantes: input.acompanantes,
        // Replaced by the collection's own decision.
        estado: 'confirmado',
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    const estado = registration.estado === 'lista-de-espera' ? 'lista-de-espera' : 'confirmado'
    const when = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mazatlan', dateStyle: 'long', timeStyle: 'short' }).format(new Date(event.registro.inicio))
    const guests = input.acompanantes ? ` con ${input.acompanantes} acompañante${input.acompanantes === 1 ? '' : 's'}` : ''
    const request = await payload.create({
      collection: 'solicitudes-contacto',
      data: {
        nombre: input.nombre,
        apellido: input.apellido,
        telefono: input.telefono,
        email: input.email,
        programa: programa ?? 'Sin programa elegido',
        comentario: `Se registró al evento «${event.titulo}» (${when})${guests}.${estado === 'lista-de-espera' ? ' Está en la lista de espera.' : ''}`,
        origen: 'evento',
        evento: event.id,
        pagina: `/actividades-ugc?slug=${event.slug}`,
        acepta_aviso: input.acepta_aviso,
        aviso_aceptado_el: input.acepta_aviso === true ? new Date().toISOString() : undefined,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({ collection: 'registros-evento', id: registration.id, data: { solicitud: request.id }, req, overrideAccess: true, depth: 0 })
    await payload.jobs.queue({ task: 'notificarSolicitud', input: { solicitud: request.id }, req })
    await payload.jobs.queue({ task: 'avisarRegistro', input: { registro: registration.id, aviso: estado }, req })
    return registration.id
  })
  return answerOf(id)
}

export type CancelOutcome = { state: 'cancelled' | 'already'; titulo: string; slug: string } | 'not-found'

/** The registration a cancel link names, when its key matches: what the cancel page shows. */
export async function registrationForCancel(id: number, key: string) {
  if (!Number.isSafeInteger(id) || id <= 0 || !cancelKeyMatches(env.payloadSecret, id, key)) return null
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'registros-evento', id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!doc || typeof doc.evento !== 'object' || !doc.evento) return null
  const event = doc.evento
  return { id, nombre: doc.nombre, estado: doc.estado, titulo: event.titulo, slug: event.slug ?? '', inicio: event.registro?.inicio ?? null }
}

/**
 * Cancels a registration from its link, in one transaction: a confirmed place goes to the waiting
 * list in order (each promoted person is e-mailed). Cancelling twice changes nothing more.
 */
export async function cancelRegistration(id: number, key: string): Promise<CancelOutcome> {
  const found = await registrationForCancel(id, key)
  if (!found) return 'not-found'
  if (found.estado === 'cancelado') return { state: 'already', titulo: found.titulo, slug: found.slug }
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    // The collection gives a confirmed place to the waiting list (src/cms/collections/EventRegistrations/seats.ts).
    await payload.update({ collection: 'registros-evento', id, data: { estado: 'cancelado' }, overrideAccess: true, req, depth: 0 })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  return { state: 'cancelled', titulo: found.titulo, slug: found.slug }
}
