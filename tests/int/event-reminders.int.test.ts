import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymiseRequests } from '@/cms/collections/ContactRequests/anonymise'
import { dailyKey } from '@/cms/jobs/daily'
import { queueEventReminders } from '@/cms/jobs/eventReminders'
import { createQueueRunner } from '@/cms/jobs/runner'
import { env } from '@/env'
import { zonedInstant } from '@/lib/dailyTime'
import { richText, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'
import { startMailSink } from '../support/mailSink'

// The reminder the day before an open day (issue 23, item 3), through the real queue and a real
// mail server: only confirmed people are reminded, once, and a freed place reaches the waiting list.

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let sink: Awaited<ReturnType<typeof startMailSink>>
// A day of the far future, so no other test's events start on the next one.
const day = '2031-05-09'

beforeAll(async () => {
  payload = await testPayload()
  sink = await startMailSink(Number(new URL(env.smtpUrl!).port))
})
afterAll(async () => {
  await sink.close()
})

let phones = 0

async function register(event: number, nombre: string, acompanantes: number) {
  return payload.create({
    collection: 'registros-evento',
    // A phone of each person's own: one already registered for the event is the same person.
    data: {
      evento: event,
      nombre,
      apellido: 'Prueba',
      email: `${nombre.toLowerCase()}-${unique()}@correo.mx`,
      telefono: `624${2_000_000 + ++phones}`,
      acompanantes,
      estado: 'confirmado',
    },
    overrideAccess: true,
  })
}

describe(`event sign-ups and their reminder (${engine})`, () => {
  it('seats and lines up by the places left, gives a cancelled place to the line, and reminds only the confirmed, once, the day before', async () => {
    const event = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'EVE',
        titulo: `Sesión informativa ${unique()}`,
        fecha: '2031-04-01T12:00:00.000Z',
        path_imagen: await uploadImage(payload),
        contenido: richText('Conoce la universidad.'),
        _status: 'published',
        registro: { abierto: true, inicio: zonedInstant('2031-05-10', 10, 0).toISOString(), lugar: 'Campus Centro', cupo: 3 },
      },
      overrideAccess: true,
    })
    const ana = await register(event.id, 'Ana', 0)
    const dora = await register(event.id, 'Dora', 0)
    const beto = await register(event.id, 'Beto', 1)
    // Whatever the caller says, the collection decides: 2 of 3 places taken, a party of 2 waits.
    expect([ana.estado, dora.estado, beto.estado]).toEqual(['confirmado', 'confirmado', 'lista-de-espera'])

    // Staff cancel Dora in the back office: her place and Ana's spare one seat Beto and his guest.
    await payload.update({ collection: 'registros-evento', id: dora.id, data: { estado: 'cancelado' }, overrideAccess: true })
    const after = await payload.find({
      collection: 'registros-evento',
      where: { evento: { equals: event.id } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(after.docs.map((d) => [d.nombre, d.estado, Boolean(d.cancelado_el)])).toEqual([
      ['Ana', 'confirmado', false],
      ['Dora', 'cancelado', true],
      ['Beto', 'confirmado', false],
    ])

    // Carla waits; the editor publishes one more place and she is seated at once.
    const carla = await register(event.id, 'Carla', 0)
    expect(carla.estado).toBe('lista-de-espera')
    await payload.update({ collection: 'comunicaciones', id: event.id, data: { registro: { cupo: 4 } }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'registros-evento', id: carla.id, depth: 0, overrideAccess: true })).estado).toBe(
      'confirmado',
    )
    await payload.delete({ collection: 'registros-evento', id: carla.id, overrideAccess: true })

    // The run of the day before (its row, as the daily scheduler writes it).
    await payload.create({
      collection: 'corridas-diarias',
      data: {
        clave: dailyKey('recordarEventos', day),
        tarea: 'recordarEventos',
        dia: day,
        programada_para: zonedInstant(day, 10, 0).toISOString(),
      },
      overrideAccess: true,
    })
    expect(await queueEventReminders(payload, day)).toBe(2)
    expect(await queueEventReminders(payload, day)).toBe(0)

    const runner = createQueueRunner(payload, { poll: false })
    const reminded = async () =>
      (
        await payload.find({
          collection: 'registros-evento',
          where: { and: [{ evento: { equals: event.id } }, { recordatorio_enviado_el: { exists: true } }] },
          depth: 0,
          overrideAccess: true,
        })
      ).totalDocs
    const start = Date.now()
    while ((await reminded()) < 2 && Date.now() - start < 60_000) {
      await runner.tick()
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(await reminded()).toBe(2)
    for (const person of [ana, beto]) {
      const mails = sink.caught.filter((m) => m.to === person.email && m.raw.includes('<title>Te esperamos mañana:'))
      expect(mails, person.nombre).toHaveLength(1)
      expect(mails[0]!.raw).toContain('Te recordamos que mañana es')
      expect(mails[0]!.raw).toContain('Content-Type: text/calendar')
    }
    expect(sink.caught.some((m) => m.to === dora.email && m.raw.includes('Te esperamos mañana'))).toBe(false)
    // Beto also heard that a place was freed for him.
    expect(sink.caught.some((m) => m.to === beto.email && m.raw.includes('<title>Se liberó un lugar para ti:'))).toBe(true)

    // Erasing Ana's data (her request, by privacy right or retention) erases her registration's too.
    const request = await payload.create({
      collection: 'solicitudes-contacto',
      data: {
        nombre: 'Ana',
        apellido: 'Prueba',
        email: ana.email,
        telefono: '6241234567',
        programa: 'Sin programa elegido',
        comentario: 'Se registró.',
        origen: 'evento',
        evento: event.id,
      },
      overrideAccess: true,
    })
    await payload.update({ collection: 'registros-evento', id: ana.id, data: { solicitud: request.id }, overrideAccess: true })
    await anonymiseRequests(payload, [request.id])
    const erased = await payload.findByID({ collection: 'registros-evento', id: ana.id, depth: 0, overrideAccess: true })
    expect([erased.nombre, erased.apellido, erased.email, erased.telefono, erased.estado]).toEqual([
      'Persona',
      'anonimizada',
      'anonimizada@anonimizada.invalid',
      '0000000000',
      'confirmado',
    ])
    await payload.delete({ collection: 'solicitudes-contacto', id: request.id, overrideAccess: true })

    for (const r of [ana, dora, beto]) await payload.delete({ collection: 'registros-evento', id: r.id, overrideAccess: true })
    await payload.delete({ collection: 'comunicaciones', id: event.id, overrideAccess: true })
  })
})
