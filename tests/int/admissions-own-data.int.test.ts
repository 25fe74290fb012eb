import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonymiseRequests } from '@/cms/collections/ContactRequests/anonymise'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { graphql, rest } from './http'
import { testPayload } from './payload'

// What a visitor sent stays as it arrived (issue 43): staff correct it only through «Corregir
// datos», which notes who changed what; an anonymised request or registration changes no more.
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
const headers: Record<'admin' | 'admisiones' | 'editor', Record<string, string>> = { admin: {}, admisiones: {}, editor: {} }
let admisionesId: number

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'admisiones', 'editor'] as const) {
    const user = await createStaff(payload, role)
    if (role === 'admisiones') admisionesId = user.id
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'contraseña-segura-123' } })
    headers[role] = { Authorization: `JWT ${token}` }
  }
})

const sent = () => ({
  nombre: 'Ana',
  apellido: 'López',
  telefono: '6241234567',
  email: `ana-${unique()}@correo.mx`,
  programa: 'Licenciatura en Derecho',
  comentario: 'Quiero informes.',
  pagina: '/licenciaturas',
  utm_source: 'facebook',
})

async function newRequest() {
  const data = sent()
  const doc = await payload.create({ collection: 'solicitudes-contacto', data, overrideAccess: true })
  return { id: doc.id, data }
}

const read = (id: number) => payload.findByID({ collection: 'solicitudes-contacto', id, depth: 0, overrideAccess: true })

describe(`a request's own data is read-only after arrival (${engine})`, () => {
  it('admisiones and admin cannot rewrite what the visitor sent through REST, GraphQL or the Local API; the pipeline fields still save', async () => {
    const { id, data } = await newRequest()
    for (const role of ['admisiones', 'admin'] as const) {
      for (const [field, value] of [
        ['nombre', 'Otra'],
        ['email', 'otra@correo.mx'],
        ['telefono', '6249999999'],
        ['comentario', 'Cambiado.'],
        ['programa', 'Licenciatura en Turismo'],
      ] as const) {
        const refused = await rest('PATCH', `solicitudes-contacto/${id}`, { body: { [field]: value }, headers: headers[role] })
        expect(refused.status, `${role} ${field}`).toBe(400)
        expect(JSON.stringify(refused.body)).toContain('Lo que envió la persona no se cambia aquí: usa «Corregir datos».')
      }
      const gql = await graphql(
        `mutation { updateSolicitudesContacto(id: ${id}, data: { nombre: "Otra", email: "otra@correo.mx" }) { nombre } }`,
        headers[role],
      )
      expect(JSON.stringify(gql.body.errors)).toContain('usa «Corregir datos»')
      // Where the visitor came from was already written once: a change is dropped.
      await rest('PATCH', `solicitudes-contacto/${id}`, { body: { utm_source: 'inventada', pagina: '/otra' }, headers: headers[role] })
    }
    await expect(
      payload.update({
        collection: 'solicitudes-contacto',
        id,
        data: { apellido: 'Otro' },
        overrideAccess: false,
        user: await payload.findByID({ collection: 'users', id: admisionesId }),
      }),
    ).rejects.toThrow('Corregir datos')
    expect(await read(id)).toMatchObject(data)

    // The admin sends every field back unchanged with the pipeline's own: that saves.
    const saved = await rest('PATCH', `solicitudes-contacto/${id}`, {
      body: { ...data, estado: 'en-seguimiento' },
      headers: headers.admisiones,
    })
    expect(saved.status).toBe(200)
    expect((await read(id)).estado).toBe('en-seguimiento')
  })

  it('«Corregir datos» changes the name and e-mail for admisiones and admin and notes who changed what, from and to; bad input changes nothing', async () => {
    const { id, data } = await newRequest()
    const fixed = await rest('POST', `solicitudes-contacto/${id}/corregir`, {
      body: { nombre: 'Ana María', email: 'ana.maria@correo.mx' },
      headers: headers.admisiones,
    })
    expect(fixed.status).toBe(200)
    expect(fixed.body.message).toBe('Datos corregidos.')
    const doc = await read(id)
    expect(doc).toMatchObject({ nombre: 'Ana María', email: 'ana.maria@correo.mx', apellido: data.apellido, estado: 'nueva' })
    const note = doc.seguimiento!.at(-1)!
    expect(note.tipo).toBe('nota')
    expect(note.texto).toBe(`Datos corregidos. Nombre: «Ana» → «Ana María». Correo electrónico: «${data.email}» → «ana.maria@correo.mx».`)
    expect(typeof note.por === 'object' ? note.por?.id : note.por).toBe(admisionesId)
    expect(note.el).toBeTruthy()

    const byAdmin = await rest('POST', `solicitudes-contacto/${id}/corregir`, {
      body: { telefono: '624 123 0000' },
      headers: headers.admin,
    })
    expect(byAdmin.status).toBe(200)
    expect((await read(id)).telefono).toBe('6241230000')

    for (const [body, message] of [
      [{ email: 'no-es-correo' }, 'Escribe un correo electrónico válido.'],
      [{ telefono: '12' }, 'exactamente 10 dígitos'],
      [{ nombre: '' }, 'El nombre'],
      [{}, 'Escribe el dato que quieres corregir.'],
      [{ comentario: 'Otro.' }, 'Escribe el dato que quieres corregir.'],
    ] as const) {
      const refused = await rest('POST', `solicitudes-contacto/${id}/corregir`, { body, headers: headers.admisiones })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(message)
    }
    const after = await read(id)
    expect(after).toMatchObject({ nombre: 'Ana María', email: 'ana.maria@correo.mx', telefono: '6241230000' })
    expect(after.seguimiento).toHaveLength(2)

    for (const who of [headers.editor, {}]) {
      const refused = await rest('POST', `solicitudes-contacto/${id}/corregir`, { body: { nombre: 'Intrusa' }, headers: who })
      expect(refused.status).toBeGreaterThanOrEqual(401)
    }
    expect((await read(id)).nombre).toBe('Ana María')
  })

  it('an anonymised request is read-only for everyone, «Corregir datos» included', async () => {
    const { id } = await newRequest()
    await anonymiseRequests(payload, [id])
    const message = 'Esta solicitud está anonimizada: ya no se puede cambiar.'
    for (const role of ['admisiones', 'admin'] as const) {
      const refused = await rest('PATCH', `solicitudes-contacto/${id}`, { body: { estado: 'inscrita' }, headers: headers[role] })
      expect(refused.status).toBe(403)
      expect(JSON.stringify(refused.body)).toContain(message)
      const gql = await graphql(`mutation { updateSolicitudesContacto(id: ${id}, data: { estado: inscrita }) { estado } }`, headers[role])
      expect(JSON.stringify(gql.body.errors)).toContain(message)
      const fix = await rest('POST', `solicitudes-contacto/${id}/corregir`, { body: { nombre: 'Ana' }, headers: headers[role] })
      expect(fix.status).toBe(403)
      expect(JSON.stringify(fix.body)).toContain(message)
    }
    await expect(
      payload.update({ collection: 'solicitudes-contacto', id, data: { estado: 'inscrita' }, overrideAccess: true }),
    ).rejects.toThrow(message)
    expect(await read(id)).toMatchObject({ estado: 'nueva', nombre: 'Persona', anonimizada: true })
  })
})

describe(`an anonymised event registration (${engine})`, () => {
  it('leaves the waiting list, is never given a freed place, and is read-only for everyone', async () => {
    const event = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'EVE',
        titulo: `Sesión anonimizada ${unique()}`,
        fecha: '2031-04-01T12:00:00.000Z',
        path_imagen: await uploadImage(payload),
        contenido: richText('Conoce la universidad.'),
        _status: 'published',
        // Another day than tests/int/event-reminders.int.test.ts, whose reminders count that day's places.
        registro: { abierto: true, inicio: '2031-06-12T17:00:00.000Z', lugar: 'Campus Centro', cupo: 1 },
      },
      overrideAccess: true,
    })
    const register = async (nombre: string) => {
      const request = await newRequest()
      return payload.create({
        collection: 'registros-evento',
        // A phone of each person's own: one already registered for the event is the same person.
        data: {
          evento: event.id,
          nombre,
          apellido: 'Prueba',
          email: `${nombre.toLowerCase()}-${unique()}@correo.mx`,
          telefono: `624300000${nombre.length}`,
          acompanantes: 0,
          estado: 'confirmado',
          solicitud: request.id,
        },
        overrideAccess: true,
      })
    }
    const seated = await register('Ana')
    const waiting = await register('Beto')
    const next = await register('Carla')
    expect([seated.estado, waiting.estado, next.estado]).toEqual(['confirmado', 'lista-de-espera', 'lista-de-espera'])

    const request = waiting.solicitud
    await anonymiseRequests(payload, [typeof request === 'object' && request ? request.id : (request as number)])
    const gone = await payload.findByID({ collection: 'registros-evento', id: waiting.id, depth: 0, overrideAccess: true })
    expect(gone).toMatchObject({ nombre: 'Persona', estado: 'cancelado' })

    // Ana's place is freed: it goes to Carla, never to the anonymised registration.
    await payload.update({ collection: 'registros-evento', id: seated.id, data: { estado: 'cancelado' }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'registros-evento', id: next.id, depth: 0, overrideAccess: true })).estado).toBe(
      'confirmado',
    )

    const message = 'Este registro está anonimizado: ya no se puede cambiar.'
    for (const role of ['admisiones', 'admin'] as const) {
      const refused = await rest('PATCH', `registros-evento/${waiting.id}`, { body: { estado: 'confirmado' }, headers: headers[role] })
      expect(refused.status).toBe(403)
      expect(JSON.stringify(refused.body)).toContain(message)
      const gql = await graphql(`mutation { updateRegistrosEvento(id: ${waiting.id}, data: { asistio: true }) { asistio } }`, headers[role])
      expect(JSON.stringify(gql.body.errors ?? gql.body)).toContain(message)
    }
    await expect(
      payload.update({ collection: 'registros-evento', id: waiting.id, data: { estado: 'confirmado' }, overrideAccess: true }),
    ).rejects.toThrow(message)
    expect((await payload.findByID({ collection: 'registros-evento', id: waiting.id, depth: 0, overrideAccess: true })).estado).toBe(
      'cancelado',
    )
  })
})
