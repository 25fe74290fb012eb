import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff, fieldErrors, unique } from './fixtures'
import { rest } from './http'
import { testPayload } from './payload'

// «Descripción principal»: at most one characteristic per programme or CONOCER standard, on
// every path an editor can save through (Local API here, REST below).
const message = 'Solo una característica puede ser la descripción principal: deja marcada una sola.'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>
let jwt: string

beforeAll(async () => {
  payload = await testPayload()
  // A publisher: these saves publish.
  editor = await createStaff(payload, 'publicador')
  const login = await rest('POST', 'users/login', {
    body: { email: editor.email, password: 'contraseña-segura-123' },
    headers: { 'X-Forwarded-For': '203.0.113.77' },
  })
  expect(login.status).toBe(200)
  jwt = login.body.token as string
})

const tabs = (...marks: boolean[]) =>
  marks.map((principal, i) => ({ titulo_caracteristica: `Pestaña ${i + 1}`, descripcion: `Texto ${i + 1}.`, principal }))

describe(`one main description per programme (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('a new programme with two marked rows is refused beside each of them, and nothing is saved', async () => {
    const titulo = `Arquitectura ${unique()}`
    const errors = await fieldErrors(
      payload.create({
        collection: 'programas',
        data: { tipo: 'LIC', titulo, tipo_periodo: 'SEM', caracteristicas: tabs(true, false, true), _status: 'published' },
        overrideAccess: false,
        user: editor,
      }),
    )
    expect(errors).toEqual(
      [
        { path: 'caracteristicas.0.principal', message, label: expect.anything() },
        { path: 'caracteristicas.2.principal', message, label: expect.anything() },
      ].map((e) => expect.objectContaining({ path: e.path, message: e.message })),
    )
    expect((await payload.count({ collection: 'programas', where: { titulo: { equals: titulo } } })).totalDocs).toBe(0)
  })

  it('a second mark on a saved programme is refused; one mark, or none, is accepted', async () => {
    const doc = await payload.create({
      collection: 'programas',
      data: { tipo: 'DIP', titulo: `Mixología ${unique()}`, tipo_periodo: 'MOD', caracteristicas: tabs(false, true), _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    const errors = await fieldErrors(
      payload.update({
        collection: 'programas',
        id: doc.id,
        data: { caracteristicas: tabs(true, true) },
        overrideAccess: false,
        user: editor,
      }),
    )
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['caracteristicas.0.principal', message],
      ['caracteristicas.1.principal', message],
    ])
    const stored = await payload.findByID({ collection: 'programas', id: doc.id, depth: 0 })
    expect(stored.caracteristicas?.map((c) => c.principal)).toEqual([false, true])

    // Moving the mark to another row, or removing it, saves.
    await payload.update({
      collection: 'programas',
      id: doc.id,
      data: { caracteristicas: tabs(true, false) },
      overrideAccess: false,
      user: editor,
    })
    expect((await payload.findByID({ collection: 'programas', id: doc.id, depth: 0 })).caracteristicas?.map((c) => c.principal)).toEqual([
      true,
      false,
    ])
    await payload.update({
      collection: 'programas',
      id: doc.id,
      data: { caracteristicas: tabs(false, false) },
      overrideAccess: false,
      user: editor,
    })
    expect((await payload.findByID({ collection: 'programas', id: doc.id, depth: 0 })).caracteristicas?.map((c) => c.principal)).toEqual([
      false,
      false,
    ])
    await payload.delete({ collection: 'programas', id: doc.id })
  })

  it('through /cms-api too: a programme and a CONOCER standard with two marks answer 400 with the message at the field', async () => {
    const auth = { Authorization: `JWT ${jwt}` }
    const programme = await rest('POST', 'programas', {
      body: { tipo: 'BAC', titulo: `Bachillerato ${unique()}`, tipo_periodo: 'CUA', caracteristicas: tabs(true), _status: 'published' },
      headers: auth,
    })
    expect(programme.status).toBe(201)
    const id = programme.body.doc.id as number

    const refused = await rest('PATCH', `programas/${id}`, { body: { caracteristicas: tabs(true, false, true) }, headers: auth })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data.errors.map((e: { path: string; message: string }) => [e.path, e.message])).toEqual([
      ['caracteristicas.0.principal', message],
      ['caracteristicas.2.principal', message],
    ])
    expect(
      (await rest('GET', `programas/${id}?depth=0`, { headers: auth })).body.caracteristicas.map(
        (c: { principal: boolean }) => c.principal,
      ),
    ).toEqual([true])

    const standard = await rest('POST', 'conocer', {
      body: { titulo: `EC0076 ${unique()}`, caracteristica: tabs(true, true), _status: 'published' },
      headers: auth,
    })
    expect(standard.status).toBe(400)
    expect(standard.body.errors[0].data.errors.map((e: { path: string; message: string }) => [e.path, e.message])).toEqual([
      ['caracteristica.0.principal', message],
      ['caracteristica.1.principal', message],
    ])
    await payload.delete({ collection: 'programas', id })
  })
})
