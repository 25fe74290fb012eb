import 'server-only'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { cacheTags } from '@/cache'
import { env } from '@/env'
import { liveRegistrationsQuery, registrationOf, registrationOpen, seatsOf as countSeats, type RegistrationInput } from '@/lib/eventRegistration'
import { eventRequestData } from '@/lib/eventRequest'
import { cancelKeyMatches } from '@/lib/registrationEmail'
import { storeOnce } from './idempotency'
import { payloadClient } from './payload'
import { resolveProgramme } from './contact'
import type { RequestCampus } from '@/lib/requestCampus'
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

/** An event's live registrations (confirmed or waiting), in order of arrival, as stored. */
async function liveRegistrations(eventId: number, req?: PayloadRequest) {
  const payload = await payloadClient()
  return (await payload.find({ ...liveRegistrationsQuery(eventId), req })).docs
}

/** The places taken and the registrations waiting (in order of arrival) of an event, as stored. */
const seatsOf = async (eventId: number, req?: PayloadRequest) => countSeats(await liveRegistrations(eventId, req))

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
/** A sign-up's answer; `again` when the person already held a live registration for the event (nothing new stored). */
export type RegistrationOutcome = { answer: RegistrationAnswer; again: boolean } | 'not-found' | 'closed' | 'programme'

/** The live registration a refusal of the collection names (one person, one registration per event). */
const heldRegistration = (error: unknown): number | null => {
  const held = (error as { status?: number; data?: { registro?: unknown } }).data?.registro
  return (error as { status?: number }).status === 409 && typeof held === 'number' ? held : null
}

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
  let campus: RequestCampus | undefined
  if (input.programa) {
    const programme = await resolveProgramme(input.programa)
    if (!programme) return 'programme'
    programa = programme.titulo
    // An open day does not ask for a campus: the programme's own, when it is given at one only.
    if (programme.sedes.length === 1) campus = programme.sedes[0]
  }
  const payload = await payloadClient()
  let again = false
  const stored = await storeOnce('registro', key, async (req) => {
    await claim?.(req)
    // One live registration per person and event: a second sign-up stores nothing new and sends the
    // first one's e-mail again (the collection refuses a second one too, for two sign-ups at once).
    const held = registrationOf(await liveRegistrations(event.id, req), input)
    if (held) {
      again = true
      await payload.jobs.queue({ task: 'avisarRegistro', input: { registro: held.id, aviso: held.estado === 'lista-de-espera' ? 'lista-de-espera' : 'confirmado', reenviar: true }, req })
      return held.id
    }
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
    const request = await payload.create({
      collection: 'solicitudes-contacto',
      data: {
        ...eventRequestData({
          event: { id: event.id, titulo: event.titulo, inicio: event.registro.inicio },
          person: input,
          programa,
          campus,
          acompanantes: input.acompanantes,
          kind: estado,
        }),
        pagina: input.pagina ?? `/actividades-ugc?slug=${event.slug}`,
        referrer: input.referrer,
        utm_source: input.utm_source,
        utm_medium: input.utm_medium,
        utm_campaign: input.utm_campaign,
        utm_content: input.utm_content,
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
  }).catch((error: unknown) => {
    // The same person's other sign-up was stored first, while this one waited for the event.
    const held = heldRegistration(error)
    if (held === null) throw error
    again = true
    return { id: held, created: false }
  })
  return { answer: await answerOf(stored.id), again }
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
