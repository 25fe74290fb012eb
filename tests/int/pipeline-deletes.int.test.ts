import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff, unique } from './fixtures'
import { testPayload } from './payload'

// What admin can delete in the admissions pipeline: an adviser who has requests, and a request that
// later ones repeat. The links empty themselves; nothing else goes with them.
const engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const request = (email: string, asesor?: number) =>
  payload.create({
    collection: 'solicitudes-contacto',
    data: {
      nombre: 'Borrado',
      apellido: 'Prueba',
      telefono: `62${String(Date.now()).slice(-8)}`,
      email,
      programa: 'Derecho',
      comentario: 'Prueba de borrado.',
      ...(asesor ? { asesor } : {}),
    },
  })

describe(`deleting in the admissions pipeline (${engine})`, () => {
  it('deletes an adviser with requests: the requests stay, without adviser', async () => {
    const adviser = await createStaff(payload, 'admisiones')
    const kept = await request(`borrado-${unique()}@example.mx`, adviser.id)
    expect(typeof kept.asesor === 'object' ? kept.asesor?.id : kept.asesor).toBe(adviser.id)
    await payload.delete({ collection: 'users', id: adviser.id })
    const after = await payload.findByID({ collection: 'solicitudes-contacto', id: kept.id, depth: 0 })
    expect(after.asesor ?? null).toBeNull()
  })

  it('deletes a request that a later one repeats: the later one stays, without the link', async () => {
    const email = `repetida-${unique()}@example.mx`
    const first = await request(email)
    const second = await request(email)
    expect(second.es_duplicada).toBe(true)
    expect(typeof second.duplicada_de === 'object' ? second.duplicada_de?.id : second.duplicada_de).toBe(first.id)
    await payload.delete({ collection: 'solicitudes-contacto', id: first.id })
    const after = await payload.findByID({ collection: 'solicitudes-contacto', id: second.id, depth: 0 })
    expect(after.duplicada_de ?? null).toBeNull()
  })
})
