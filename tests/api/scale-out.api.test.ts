import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken, eventually, label, solveCaptcha } from './helpers'
import { startNextServer, stopNextServers } from './next-server'
import { slotRedisDb } from '../support/slot.mjs'

// The production layout of the README, for real on this machine: two `next start` of the same
// build on their own ports, one PostgreSQL, one Redis for the shared Next.js cache and the limits.
const redisUrl = `redis://127.0.0.1:6379/${slotRedisDb(7)}`
afterAll(stopNextServers)

const slug = 'licenciatura-en-derecho'
const page = (base: string) => fetch(`${base}/licenciaturas/${slug}`).then((r) => r.text())
const api = (base: string) => fetch(`${base}/api/get-info-ofertaacademica/?slug=${slug}`).then((r) => r.text())

describe.runIf(label === 'PostgreSQL')('two instances behind one load balancer: one PostgreSQL, one Redis', () => {
  let a: string
  let b: string
  beforeAll(async () => {
    const redis = new Redis(redisUrl)
    await redis.flushdb()
    redis.disconnect()
    ;[a, b] = await Promise.all([1, 2].map(() => startNextServer({ REDIS_URL: redisUrl, CONTACT_RATE_LIMIT: '5', TRUSTED_PROXY_HOPS: '1' })))
  }, 120_000)

  it('a change published through one instance shows on the other within 5 seconds, page and API alike', async () => {
    const token = await adminToken()
    const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
    const found = (await (await fetch(`${a}/cms-api/programas?where[slug][equals]=${slug}&depth=0`, { headers })).json()) as {
      docs: { id: number; subtitulo: string | null }[]
    }
    const programme = found.docs[0]!
    // Both instances have the page and the API answer in their caches before the change.
    for (const base of [a, b, a, b]) {
      await page(base)
      await api(base)
    }
    const subtitulo = `Formación jurídica compartida ${Date.now()}`
    expect((await page(b)).includes(subtitulo)).toBe(false)

    try {
      const patched = await fetch(`${a}/cms-api/programas/${programme.id}`, { method: 'PATCH', headers, body: JSON.stringify({ subtitulo }) })
      expect(patched.status).toBe(200)
      for (const base of [b, a]) {
        const shownPage = await eventually(() => page(base), (html) => html.includes(subtitulo))
        expect(shownPage.value.includes(subtitulo), `página en ${base} tras ${shownPage.after} ms`).toBe(true)
        const shownApi = await eventually(() => api(base), (json) => json.includes(subtitulo))
        expect(shownApi.value.includes(subtitulo), `API en ${base} tras ${shownApi.after} ms`).toBe(true)
      }
    } finally {
      await fetch(`${a}/cms-api/programas/${programme.id}`, { method: 'PATCH', headers, body: JSON.stringify({ subtitulo: programme.subtitulo }) })
    }
  })

  it('the contact limit counts a client’s submissions across both instances', async () => {
    const tag = `limite-compartido-${Date.now()}`
    const person = { nombre: 'Luis', apellido: 'Amador', telefono: '6121234567', email: 'luis@example.mx', programa: 'Licenciatura en Derecho' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${i % 2 === 0 ? a : b}/api/submit-Form-Contacto/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.41' },
        body: JSON.stringify({ ...person, comentario: `${tag} ${i}`, captcha: await solveCaptcha() }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
