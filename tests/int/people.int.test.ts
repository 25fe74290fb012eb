import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonymiseRequests } from '@/cms/collections/ContactRequests/anonymise'
import { linkEveryone } from '@/cms/collections/People/backfill'
import { readTimeline } from '@/cms/collections/People/timeline'
import { storeContactRequest } from '@/data/contact'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { rest } from './http'
import { testPayload } from './payload'

// One person (issue 39, item 12): every request and event registration with the same e-mail (any
// case) or the same phone is one person, whatever its date, with one timeline; written by the
// server only, read by admissions, anonymised with the last of their requests.

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const password = 'contraseña-segura-123'
let payload: Payload

const phone = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

async function send(person: { nombre?: string; email: string; telefono: string }, programa = 'Licenciatura en Derecho') {
  return storeContactRequest(
    {
      nombre: person.nombre ?? 'Ana',
      apellido: 'Persona',
      telefono: person.telefono,
      email: person.email,
      programa,
      comentario: 'Quiero información.',
      acepta_aviso: true,
    },
    { titulo: programa, sedes: [] },
    { acknowledge: false },
  )
}

const fichaOf = async (collection: 'solicitudes-contacto' | 'registros-evento', id: number) => {
  const ficha = (await payload.findByID({ collection, id, depth: 0 })).ficha
  return typeof ficha === 'object' && ficha ? ficha.id : ficha
}

async function as(role: 'admisiones' | 'editor' | 'admin') {
  const user = await createStaff(payload, role)
  return {
    ...user,
    headers: { Authorization: `JWT ${(await payload.login({ collection: 'users', data: { email: user.email, password } })).token}` },
  }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe(`one person (${engine})`, () => {
  it('requests with the same e-mail in any case or the same phone, and event sign-ups, are one person with every e-mail and phone', async () => {
    const tag = unique()
    const [first, second] = [phone(), phone()]
    const a = await send({ nombre: 'Ana', email: `ana-${tag}@correo.mx`, telefono: first })
    const b = await send({ nombre: 'Ana María', email: `ANA-${tag}@Correo.mx`, telefono: second }, 'Licenciatura en Psicología')
    const c = await send({ email: `otra-${tag}@correo.mx`, telefono: second })
    const other = await send({ email: `alguien-${tag}@correo.mx`, telefono: phone() })
    const persona = await fichaOf('solicitudes-contacto', a)
    expect(typeof persona).toBe('number')
    expect(await fichaOf('solicitudes-contacto', b)).toBe(persona)
    expect(await fichaOf('solicitudes-contacto', c)).toBe(persona)
    expect(await fichaOf('solicitudes-contacto', other)).not.toBe(persona)
    const stored = await payload.findByID({ collection: 'personas', id: persona as number, depth: 0 })
    expect(stored.nombre).toBe('Ana Persona')
    expect(stored.correos).toEqual([`ana-${tag}@correo.mx`, `otra-${tag}@correo.mx`])
    expect(stored.telefonos).toEqual([first, second])

    const event = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'EVE',
        titulo: `Sesión ${tag}`,
        fecha: '2031-04-01T12:00:00.000Z',
        path_imagen: await uploadImage(payload),
        contenido: richText('Conoce la universidad.'),
        _status: 'published',
        registro: { abierto: true, inicio: '2032-02-10T17:00:00.000Z', lugar: 'Campus Centro', cupo: 10 },
      },
      overrideAccess: true,
    })
    const registration = await payload.create({
      collection: 'registros-evento',
      data: {
        evento: event.id,
        nombre: 'Ana',
        apellido: 'Persona',
        email: `nueva-${tag}@correo.mx`,
        telefono: first,
        acompanantes: 0,
        estado: 'confirmado',
      },
      overrideAccess: true,
    })
    expect(await fichaOf('registros-evento', registration.id)).toBe(persona)
    await payload.update({ collection: 'registros-evento', id: registration.id, data: { asistio: true }, overrideAccess: true })

    // The timeline: what they asked for, what the office did (who), and the event, newest first.
    const adviser = await as('admisiones')
    await rest('PATCH', `solicitudes-contacto/${a}`, {
      headers: adviser.headers,
      body: { seguimiento: [{ tipo: 'llamada', texto: 'Le interesa el turno vespertino.' }] },
    })
    const timeline = await readTimeline(payload, persona as number, new Map([[adviser.id, 'Asesora Puerta']]))
    const texts = timeline.map((e) => `${e.texto}${e.quien ? ` (${e.quien})` : ''}`)
    expect(texts).toContain('Pidió información de Licenciatura en Psicología (desde el sitio).')
    expect(texts).toContain('Llamada: Le interesa el turno vespertino. (Asesora Puerta)')
    expect(texts).toContain('Estado: Nueva → Contactada. (Asesora Puerta)')
    expect(texts).toContain(`Se registró a «Sesión ${tag}».`)
    expect(texts).toContain(`Llegó a «Sesión ${tag}».`)
    expect(texts.filter((t) => t.startsWith('Pidió información'))).toHaveLength(3)
    const times = timeline.map((e) => Date.parse(e.el))
    expect(times).toEqual([...times].sort((x, y) => y - x))

    // The last of their requests anonymised: the person goes too.
    await anonymiseRequests(payload, [a, b])
    expect((await payload.findByID({ collection: 'personas', id: persona as number, depth: 0 })).correos).toHaveLength(3)
    await anonymiseRequests(payload, [c])
    const gone = await payload.findByID({ collection: 'personas', id: persona as number, depth: 0 })
    expect(gone).toMatchObject({ nombre: 'Persona anonimizada', correos: [], telefonos: [] })
  })

  it('only the server writes a person or the link to one; admissions read them, editors do not', async () => {
    const tag = unique()
    const id = await send({ email: `lectura-${tag}@correo.mx`, telefono: phone() })
    const persona = (await fichaOf('solicitudes-contacto', id)) as number
    const admin = await as('admin')
    const adviser = await as('admisiones')
    const editor = await as('editor')
    expect((await rest('GET', `personas/${persona}`, { headers: adviser.headers })).body.correos).toEqual([`lectura-${tag}@correo.mx`])
    expect((await rest('GET', `personas/${persona}`, { headers: editor.headers })).status).toBe(403)
    expect((await rest('POST', 'personas', { headers: admin.headers, body: { nombre: 'Inventada' } })).status).toBe(403)
    expect((await rest('PATCH', `personas/${persona}`, { headers: admin.headers, body: { nombre: 'Otra' } })).status).toBe(403)
    const elsewhere = await send({ email: `otra-persona-${tag}@correo.mx`, telefono: phone() })
    const otherPersona = await fichaOf('solicitudes-contacto', elsewhere)
    const moved = await rest('PATCH', `solicitudes-contacto/${id}`, { headers: admin.headers, body: { ficha: otherPersona } })
    expect(moved.status).toBeLessThan(500)
    expect(await fichaOf('solicitudes-contacto', id)).toBe(persona)
  })

  it('requests and registrations stored before people existed are linked by the migration, repeats to one person', async () => {
    const tag = unique()
    const telefono = phone()
    const raw = async (email: string) =>
      (
        await payload.db.create({
          collection: 'solicitudes-contacto',
          data: { nombre: 'Luis', apellido: 'Antiguo', telefono, email, programa: 'Licenciatura en Derecho', comentario: 'Antes.' },
        })
      ).id as number
    const [x, y] = [await raw(`luis-${tag}@correo.mx`), await raw(`luis.otro-${tag}@correo.mx`)]
    expect(await fichaOf('solicitudes-contacto', x)).toBeFalsy()
    expect(await linkEveryone(payload, {})).toBeGreaterThanOrEqual(2)
    const persona = await fichaOf('solicitudes-contacto', x)
    expect(persona).toBeTruthy()
    expect(await fichaOf('solicitudes-contacto', y)).toBe(persona)
  })
})
