import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import { hasRole } from '@/cms/access/roles'
import { programmesTitled } from '@/cms/collections/ContactRequests/assignment'
import { answer } from '@/cms/collections/ContactRequests/endpoints/staffRequest'
import { fieldErrors, programmeMessage } from '@/lib/contact'
import { eventRequestData } from '@/lib/eventRequest'
import { liveRegistrationsQuery, placesOf, registrationOf, walkInSchema, type WalkInInput } from '@/lib/eventRegistration'

/** What the door list shows of a registration (src/cms/components/admissions/CheckInList.client.tsx). */
export type DoorPerson = {
  id: number
  nombre: string
  apellido: string
  telefono: string
  acompanantes: number
  personas: number
  estado: string
  asistio: boolean
  asistio_el: string | null
  sin_registro: boolean
}

export function doorPerson(d: {
  id: number
  nombre: string
  apellido: string
  telefono: string
  acompanantes?: number | null
  estado: string
  asistio?: boolean | null
  asistio_el?: string | null
  llego_sin_registro?: boolean | null
}): DoorPerson {
  return {
    id: d.id,
    nombre: d.nombre,
    apellido: d.apellido,
    telefono: d.telefono,
    acompanantes: d.acompanantes ?? 0,
    personas: placesOf(d),
    estado: d.estado,
    asistio: d.asistio === true,
    asistio_el: d.asistio_el ?? null,
    sin_registro: d.llego_sin_registro === true,
  }
}

/** An event that takes registrations, as the door needs it; null for any other id. */
async function doorEvent(req: PayloadRequest, id: number) {
  const event = await req.payload.findByID({
    collection: 'comunicaciones',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
    select: { titulo: true, tipo: true, registro: true },
  })
  if (!event || event.tipo !== 'EVE' || !event.registro?.abierto || !event.registro.inicio) return null
  return { id: event.id, titulo: event.titulo, inicio: event.registro.inicio }
}

/**
 * Notes the person in the room, in the request's transaction: their live registration (they had
 * signed up after all, or are on the waiting list) is checked in; otherwise a confirmed one is made,
 * arrived, with a request for admissions in turn, as a sign-up opens one. No e-mail goes to the
 * person: they are at the door.
 */
async function admit(req: PayloadRequest, event: { id: number; titulo: string; inicio: string }, input: WalkInInput) {
  const programme = input.programa ? (await programmesTitled(req, input.programa))[0] : undefined
  const { docs: live } = await req.payload.find({ ...liveRegistrationsQuery(event.id), req })
  const held = registrationOf(live, input)
  if (held) {
    const doc = await req.payload.update({
      collection: 'registros-evento',
      id: held.id,
      data: { asistio: true },
      req,
      overrideAccess: true,
      depth: 0,
    })
    return { doc, nuevo: false }
  }
  const doc = await req.payload.create({
    collection: 'registros-evento',
    data: {
      evento: event.id,
      nombre: input.nombre,
      apellido: input.apellido,
      email: input.email,
      telefono: input.telefono,
      programa: input.programa,
      acompanantes: input.acompanantes,
      estado: 'confirmado',
      asistio: true,
      llego_sin_registro: true,
    },
    // The room let them in: a seat whatever the count (./seats.ts), still one registration per person.
    context: { walkIn: true },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const request = await req.payload.create({
    collection: 'solicitudes-contacto',
    data: eventRequestData({
      event,
      person: input,
      programa: input.programa,
      campus: programme?.sedes.length === 1 ? programme.sedes[0] : undefined,
      acompanantes: input.acompanantes,
      kind: 'sin-registro',
    }),
    req,
    overrideAccess: true,
    depth: 0,
  })
  const linked = await req.payload.update({
    collection: 'registros-evento',
    id: doc.id,
    data: { solicitud: request.id },
    req,
    overrideAccess: true,
    depth: 0,
  })
  await req.payload.jobs.queue({ task: 'notificarSolicitud', input: { solicitud: request.id }, req })
  return { doc: linked, nuevo: true }
}

/**
 * POST /cms-api/registros-evento/en-puerta `{evento, nombre, apellido, telefono, email, programa?,
 * acompanantes?}`: a person who came to an open day without signing up, noted at the door by
 * admisiones or admin. Answers 201 with the door list's row (200 when they already had a live
 * registration, now checked in), 400 with a Spanish message per field, 404 for an event that does
 * not take registrations.
 */
export const walkIn: Endpoint = {
  path: '/en-puerta',
  method: 'post',
  handler: async (req) => {
    if (!hasRole('admin', 'admisiones')(req)) return answer(403, 'No tienes permiso para realizar esta acción.')
    const parsed = walkInSchema.safeParse((await req.json?.().catch(() => null)) ?? {})
    if (!parsed.success) {
      const fields = Object.entries(fieldErrors(parsed.error)).map(([path, message]) => ({ path, message }))
      return answer(400, fields[0]!.message, fields)
    }
    const input = parsed.data
    const event = await doorEvent(req, input.evento)
    if (!event) return answer(404, 'Ese evento no existe o no recibe registros.')
    if (input.programa && (await programmesTitled(req, input.programa)).length === 0)
      return answer(400, programmeMessage, [{ path: 'programa', message: programmeMessage }])
    const own = await initTransaction(req)
    let outcome: Awaited<ReturnType<typeof admit>>
    try {
      outcome = await admit(req, event, input)
      if (own) await commitTransaction(req)
    } catch (error) {
      if (own) await killTransaction(req)
      throw error
    }
    const { doc, nuevo } = outcome
    return Response.json(
      {
        message: nuevo
          ? `Se anotó la llegada de ${doc.nombre} ${doc.apellido}, sin registro previo.`
          : `${doc.nombre} ${doc.apellido} ya tenía registro: se anotó su llegada.`,
        registro: doorPerson(doc),
      },
      { status: nuevo ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
