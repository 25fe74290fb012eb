import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken, base as suiteServer, createNewsItem, eventually, label, solveCaptcha } from './helpers'
import { startNextServer, stopNextServers } from './next-server'
import { queueScript } from './queue-script'
import { slotRedisDb } from '../support/slot.mjs'

// The production layout of docs/operacion.md, for real on this machine: two `scripts/serve.mjs` of the same
// build on their own ports, one PostgreSQL, one Redis for the shared Next.js cache and the limits.
// The suite's own server reads the same database and build but is not one of the pair: it never
// hears of their changes, and what they render lands in the build's disk cache it also reads. So
// whatever the pair changes is undone through the suite's server, which then expires its own
// cache of it, and the later files read a site that matches its database.
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
    // The suite's own server shares the database but not Redis: a scheduled item it publishes never
    // reaches these two instances' caches (it is not part of this deployment). Its queue looks every
    // 5 s; these two look every second, so one of them takes the job almost always.
    ;[a, b] = await Promise.all(
      [1, 2].map(() => startNextServer({ REDIS_URL: redisUrl, CONTACT_RATE_LIMIT: '5', TRUSTED_PROXY_HOPS: '1', QUEUE_POLL_SECONDS: '1' })),
    )
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
      const patched = await fetch(`${a}/cms-api/programas/${programme.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ subtitulo }),
      })
      expect(patched.status).toBe(200)
      for (const base of [b, a]) {
        const shownPage = await eventually(
          () => page(base),
          (html) => html.includes(subtitulo),
        )
        expect(shownPage.value.includes(subtitulo), `página en ${base} tras ${shownPage.after} ms`).toBe(true)
        const shownApi = await eventually(
          () => api(base),
          (json) => json.includes(subtitulo),
        )
        expect(shownApi.value.includes(subtitulo), `API en ${base} tras ${shownApi.after} ms`).toBe(true)
      }
    } finally {
      await fetch(`${suiteServer}/cms-api/programas/${programme.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ subtitulo: programme.subtitulo }),
      })
    }
  })

  it('a news item scheduled for in a few seconds is published once, by one of the two instances, and shows on both within a minute', async () => {
    const token = await adminToken()
    const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
    const list = (base: string) => fetch(`${base}/vida-universitaria-y-eventos`).then((r) => r.text())
    const news = (base: string) => fetch(`${base}/api/get-comunicacion/?tipo=NOT&cantidad=100`).then((r) => r.text())
    // The suite's own server shares the database and runs the queue too (every 5 s; the pair every
    // second): when it takes the job, the pair never hears of it (it is not part of this
    // deployment; tests/api/edge.api.test.ts meets the same). Then neither instance shows the item
    // although its job is done, and the scene is played again.
    for (let attempt = 1; ; attempt++) {
      const titulo = `Programada en dos instancias ${Date.now()}`
      const doc = { id: await createNewsItem(a, titulo, 'draft') }
      try {
        // Both instances have the list and the API in their caches, without it.
        for (const base of [a, b, a, b]) {
          expect(await list(base)).not.toContain(titulo)
          expect(await news(base)).not.toContain(titulo)
        }
        const at = new Date(Date.now() + 20_000)
        // Queued as «Programar publicación» queues it (the job queue has no REST door, by design).
        expect(await queueScript(['queue', 'comunicaciones', String(doc.id), at.toISOString()])).toMatch(/^\d+$/)
        const first = await eventually(
          () => Promise.all([list(a), list(b)]),
          (pages) => pages.some((html) => html.includes(titulo)),
          45_000,
        )
        const runs = () => queueScript(['runs', 'comunicaciones', String(doc.id)]).then((out) => JSON.parse(out) as unknown[])
        if (!first.value.some((html) => html.includes(titulo)) && attempt < 3) {
          const done = await runs()
          expect(done, 'el trabajo terminó, pero ninguna de las dos instancias lo muestra').toEqual([{ totalTried: 1, completed: true }])
          continue
        }
        for (const base of [a, b]) {
          const shown = await eventually(
            () => list(base),
            (html) => html.includes(titulo),
            Math.max(1000, at.getTime() + 60_000 - Date.now()),
          )
          expect(shown.value.includes(titulo), `lista en ${base === a ? 'la primera' : 'la segunda'} instancia (${base})`).toBe(true)
          const listSeen = Date.now() - at.getTime()
          const inApi = await eventually(
            () => news(base),
            (json) => json.includes(titulo),
            Math.max(1000, at.getTime() + 60_000 - Date.now()),
          )
          expect(
            inApi.value.includes(titulo),
            `API en ${base}: la lista la mostró ${listSeen} ms después de su hora; la API no, ${Date.now() - at.getTime()} ms después`,
          ).toBe(true)
          expect(Date.now() - at.getTime()).toBeLessThan(60_000)
        }
        // Once: one run of the job, one published version.
        await new Promise((r) => setTimeout(r, 3000))
        expect(await runs()).toEqual([{ totalTried: 1, completed: true }])
        const versions = (await (
          await fetch(
            `${a}/cms-api/comunicaciones/versions?where[parent][equals]=${doc.id}&where[version._status][equals]=published&depth=0`,
            { headers },
          )
        ).json()) as { totalDocs: number }
        expect(versions.totalDocs).toBe(1)
        return
      } finally {
        await fetch(`${suiteServer}/cms-api/comunicaciones/${doc.id}`, { method: 'DELETE', headers })
      }
    }
  }, 300_000)

  it('the contact limit counts a client’s submissions across both instances', async () => {
    const tag = `limite-compartido-${Date.now()}`
    const person = {
      nombre: 'Luis',
      apellido: 'Amador',
      telefono: '6121234567',
      email: 'luis@example.mx',
      programa: 'Licenciatura en Derecho',
    }
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
