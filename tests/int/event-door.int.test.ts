import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { readNoShows } from '@/cms/collections/ContactRequests/noShows'
import { zonedInstant } from '@/lib/dailyTime'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { rest } from './http'
import { testPayload } from './payload'

// The door of an open day (issue 39, item 14) through the back office's API, as its page calls it:
// a walk-in is seated with a request for admissions; a person already signed up is checked in
// instead; no-shows of an event that is over are listed until a follow-up is logged.

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const password = 'contraseña-segura-123'
let payload: Payload
const jwt: Record<string, string> = {}

async function as(role: 'admin' | 'admisiones' | 'editor') {
  const user = await createStaff(payload, role)
  jwt[user.email] = (await payload.login({ collection: 'users', data: { email: user.email, password } })).token!
  return { ...user, headers: { Authorization: `JWT ${jwt[user.email]}` } }
}

let phones = 0
const phone = () => `612${String(3_000_000 + ++phones + Math.floor(Math.random() * 1000) * 100)}`.slice(0, 10)

async function openDay(inicio: Date, cupo = 2) {
  return payload.create({
    collection: 'comunicaciones',
    data: {
      tipo: 'EVE',
      titulo: `Puertas abiertas ${unique()}`,
      fecha: '2031-04-01T12:00:00.000Z',
      path_imagen: await uploadImage(payload),
      contenido: richText('Conoce la universidad.'),
      _status: 'published',
      registro: { abierto: true, inicio: inicio.toISOString(), lugar: 'Campus Centro', cupo },
    },
    overrideAccess: true,
  })
}

const signUp = (evento: number, nombre: string, telefono = phone()) =>
  payload.create({
    collection: 'registros-evento',
    data: {
      evento,
      nombre,
      apellido: 'Prueba',
      email: `${nombre.toLowerCase()}-${unique()}@correo.mx`,
      telefono,
      acompanantes: 0,
      estado: 'confirmado',
    },
    overrideAccess: true,
  })

const door = (headers: Record<string, string>, body: Record<string, unknown>) =>
  rest('POST', 'registros-evento/en-puerta', { headers, body })

/** A published programme of its own, as the door's list of programmes shows it. */
let programme = ''

beforeAll(async () => {
  payload = await testPayload()
  programme = `Licenciatura de la puerta ${unique()}`
  await payload.create({
    collection: 'programas',
    data: { tipo: 'LIC', titulo: programme, tipo_periodo: 'CUA', _status: 'published' } as never,
  })
})

describe(`the door of an open day (${engine})`, () => {
  it('a walk-in gets a seat even when the hall is full, arrived, with a request in turn; one already signed up is checked in instead', async () => {
    const { headers } = await as('admisiones')
    const event = await openDay(zonedInstant('2031-06-10', 10, 0), 1)
    const ana = await signUp(event.id, 'Ana')
    expect(ana.estado).toBe('confirmado')

    const telefono = phone()
    const walkIn = await door(headers, {
      evento: event.id,
      nombre: 'Valeria',
      apellido: 'Puerta',
      telefono: `${telefono.slice(0, 3)} ${telefono.slice(3)}`,
      email: `valeria-${unique()}@correo.mx`,
      programa: programme,
      acompanantes: 1,
    })
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201)
    expect(walkIn.body.message).toBe('Se anotó la llegada de Valeria Puerta, sin registro previo.')
    expect(walkIn.body.registro).toMatchObject({ estado: 'confirmado', asistio: true, sin_registro: true, personas: 2, telefono })
    const stored = await payload.findByID({ collection: 'registros-evento', id: walkIn.body.registro.id, depth: 0 })
    expect(stored.llego_sin_registro).toBe(true)
    expect(stored.asistio_el).toBeTruthy()
    const request = await payload.findByID({ collection: 'solicitudes-contacto', id: stored.solicitud as number, depth: 0 })
    expect(request).toMatchObject({ origen: 'evento', evento: event.id, programa: programme, estado: 'nueva' })
    expect(request.comentario).toMatch(/^Llegó al evento «Puertas abiertas .+» \(.+\) sin registro previo con 1 acompañante\.$/)

    // Ana, already signed up, given by her phone: her registration is checked in, nothing new is stored.
    const again = await door(headers, {
      evento: event.id,
      nombre: 'Ana',
      apellido: 'Prueba',
      telefono: ana.telefono,
      email: `otra-${unique()}@correo.mx`,
    })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('Ana Prueba ya tenía registro: se anotó su llegada.')
    expect(again.body.registro).toMatchObject({ id: ana.id, asistio: true, sin_registro: false })
    expect((await payload.count({ collection: 'registros-evento', where: { evento: { equals: event.id } } })).totalDocs).toBe(2)
  })

  it('bad fields answer 400 in Spanish per field, an unknown event 404, and staff other than admissions 403; nothing is stored', async () => {
    const { headers } = await as('admin')
    const event = await openDay(zonedInstant('2031-06-11', 10, 0))
    const bad = await door(headers, { evento: event.id, nombre: '', apellido: 'X', telefono: '123', email: 'sin-arroba', acompanantes: 9 })
    expect(bad.status).toBe(400)
    expect(Object.fromEntries(bad.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]))).toEqual({
      nombre: 'El nombre es obligatorio.',
      telefono: 'El número debe contener exactamente 10 dígitos.',
      email: 'Escribe un correo electrónico válido.',
      acompanantes: 'Puedes registrar de 0 a 4 acompañantes.',
    })
    const person = { nombre: 'Luis', apellido: 'Prueba', telefono: phone(), email: `luis-${unique()}@correo.mx` }
    const unknownProgramme = await door(headers, { ...person, evento: event.id, programa: 'Medicina' })
    expect(unknownProgramme.status).toBe(400)
    expect(unknownProgramme.body.errors).toEqual([{ path: 'programa', message: 'Por favor, selecciona un programa.' }])
    expect((await door(headers, { ...person, evento: 999_999 })).status).toBe(404)
    expect((await door((await as('editor')).headers, { ...person, evento: event.id })).status).toBe(403)
    // Not signed in at all: the back office asks who it is.
    expect((await door({}, { ...person, evento: event.id })).status).toBe(401)
    expect((await payload.count({ collection: 'registros-evento', where: { evento: { equals: event.id } } })).totalDocs).toBe(0)
    // Nobody marks a registration as a walk-in but the door itself.
    const forged = await rest('POST', 'registros-evento', {
      headers,
      body: { evento: event.id, ...person, llego_sin_registro: true, estado: 'confirmado' },
    })
    expect(forged.status).toBe(201)
    expect(forged.body.doc.llego_sin_registro).not.toBe(true)
  })

  it('once the event is over, who had a place and did not come is listed, for their adviser, until a follow-up is logged', async () => {
    const adviser = await as('admisiones')
    const now = new Date()
    const event = await openDay(new Date(now.getTime() + 86_400_000), 6)
    const came = await signUp(event.id, 'Carla')
    const missed = await signUp(event.id, 'Mario')
    // Each sign-up from the site opens a request; here the back office links one to each, for this adviser.
    for (const registration of [came, missed]) {
      const request = await payload.create({
        collection: 'solicitudes-contacto',
        data: {
          nombre: registration.nombre,
          apellido: 'Prueba',
          telefono: registration.telefono,
          email: registration.email,
          programa: 'Sin programa elegido',
          comentario: 'Se registró al evento.',
          origen: 'evento',
          evento: event.id,
          asesor: adviser.id,
        },
        overrideAccess: true,
      })
      await payload.update({ collection: 'registros-evento', id: registration.id, data: { solicitud: request.id }, overrideAccess: true })
    }
    await payload.update({ collection: 'registros-evento', id: came.id, data: { asistio: true }, overrideAccess: true })
    // Not over yet: nobody is absent.
    expect(await readNoShows(payload, now, { evento: event.id })).toEqual([])
    const after = new Date(now.getTime() + 3 * 86_400_000)
    const absent = await readNoShows(payload, after, { asesor: adviser.id, pending: true })
    expect(absent.map((r) => [r.nombre, r.evento, r.buscada])).toEqual([['Mario Prueba', event.titulo, false]])
    const requestId = absent[0]!.id
    const logged = await rest('POST', `solicitudes-contacto/${requestId}/contactar`, { headers: adviser.headers, body: { via: 'llamada' } })
    expect(logged.status).toBe(200)
    // A call logged before the event began is not a follow-up of his absence: still pending.
    expect((await readNoShows(payload, after, { asesor: adviser.id, pending: true })).map((r) => r.nombre)).toEqual(['Mario Prueba'])
    // Moved to yesterday (the event was over when the call was made): he leaves the adviser's list, stays on the event's.
    await payload.update({
      collection: 'comunicaciones',
      id: event.id,
      data: { registro: { abierto: true, inicio: new Date(now.getTime() - 86_400_000).toISOString(), lugar: 'Campus Centro', cupo: 6 } },
      overrideAccess: true,
    })
    expect(await readNoShows(payload, after, { asesor: adviser.id, pending: true })).toEqual([])
    expect((await readNoShows(payload, after, { evento: event.id })).map((r) => [r.nombre, r.buscada])).toEqual([['Mario Prueba', true]])
  })
})
