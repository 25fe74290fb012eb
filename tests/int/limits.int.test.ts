import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as submitContact } from '@/app/api/submit-Form-Contacto/route'
import { POST as postVisit } from '@/app/api/post-visitas/route'
import { env } from '@/env'
import { richText, uploadImage, unique } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
const store = env.redisUrl ? 'Redis' : 'memoria'

const request = (path: string, body: unknown, ip: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  payload = await testPayload()
  if (env.redisUrl) {
    const redis = new Redis(env.redisUrl)
    await redis.flushdb()
    await redis.quit()
  }
})

describe(`per-IP limits (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, limits in ${store})`, () => {
  it('the sixth contact submission in a minute answers 429 with Retry-After and stores nothing', async () => {
    expect(env.contactRateLimit).toBe(5)
    const ip = `10.0.${Math.floor(Math.random() * 250)}.1`
    const before = (await payload.count({ collection: 'solicitudes-contacto' })).totalDocs
    const body = { nombre: 'Ana', apellido: 'Ruiz', telefono: '6241234567', email: 'ana@example.mx', programa: 'x', comentario: 'Hola' }
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 6; i++) {
      last = await submitContact(request('/api/submit-Form-Contacto/', body, ip))
      statuses.push(last.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    expect(await last!.json()).toEqual({ error: 'Demasiadas solicitudes. Intenta de nuevo en un momento.' })
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Another address is not held back.
    expect((await submitContact(request('/api/submit-Form-Contacto/', body, '10.9.9.9'))).status).toBe(400)
    expect((await payload.count({ collection: 'solicitudes-contacto' })).totalDocs).toBe(before)
    if (env.redisUrl) {
      const redis = new Redis(env.redisUrl)
      expect((await redis.keys('ugc:rl:contacto*')).length).toBeGreaterThan(0)
      await redis.quit()
    }
  })

  it('visits past the per-IP limit still answer 200 with the count, without counting', async () => {
    expect(env.visitsRateLimit).toBe(60)
    const doc = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'NOT',
        titulo: `Límite de visitas ${unique()}`,
        fecha: new Date().toISOString(),
        path_imagen: await uploadImage(payload),
        contenido: richText('x'),
        _status: 'published',
      },
    })
    const ip = `10.1.${Math.floor(Math.random() * 250)}.2`
    const answers: number[] = []
    for (let i = 0; i < 65; i++) {
      const response = await postVisit(request('/api/post-visitas/', { slug: doc.slug, visitas: 1 }, ip))
      expect(response.status).toBe(200)
      answers.push(((await response.json()) as { data: { visitas: number } }).data.visitas)
    }
    expect(answers.slice(0, 60)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1))
    expect(answers.slice(60)).toEqual([60, 60, 60, 60, 60])
    const stored = await payload.findByID({ collection: 'comunicaciones', id: doc.id })
    expect(stored.visitas).toBe(60)
  })
})
