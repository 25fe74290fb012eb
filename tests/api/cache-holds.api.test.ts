import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicApiReads, publicRoutes } from '../support/routes.mjs'
import { adminToken, base as suiteServer, eventually, label, visible } from './helpers'
import { startNextServer, stopNextServers } from './next-server'

// A production server whose only road to PostgreSQL is a relay this test can cut, as a database
// restart or a network fault would: what visitors read must keep coming from the cache.
const sockets = new Set<net.Socket>()
let relayOpen = true
const relay = net.createServer((visitor) => {
  if (!relayOpen) return visitor.destroy()
  const database = net.connect(5432, '127.0.0.1')
  for (const [from, to] of [
    [visitor, database],
    [database, visitor],
  ] as const) {
    sockets.add(from)
    from.pipe(to)
    from.on('error', () => to.destroy())
    from.on('close', () => (sockets.delete(from), to.destroy()))
  }
})

function cut() {
  relayOpen = false
  for (const socket of sockets) socket.destroy()
}

// Visit counts are the one thing a list may change on its own: they refresh at least every minute
// (stale-while-revalidate), so a refresh the read before the cut started can land just after it,
// with a count the database gave before the cut. Everything else must stay exactly as it was.
const countsOf = (json: unknown): number[] =>
  JSON.stringify(json)
    .match(/"visitas":\d+/g)
    ?.map((m) => Number(m.slice(10))) ?? []
const withoutCounts = (json: unknown) => JSON.parse(JSON.stringify(json).replace(/"visitas":\d+/g, '"visitas":0'))
const textWithoutCounts = (html: string) => visible(html).replace(/\d[\d,]* (visitas?)\b/g, 'N $1')

async function readAll(base: string) {
  const answers = new Map<string, { status: number; body: string; tags: string | null }>()
  for (const path of [...publicRoutes, ...publicApiReads]) {
    const response = await fetch(base + path)
    answers.set(path, { status: response.status, body: await response.text(), tags: response.headers.get('surrogate-key') })
  }
  return answers
}

afterAll(() => {
  stopNextServers()
  cut()
  relay.close()
})

describe.runIf(label === 'PostgreSQL')('the cache holds while the database is away', () => {
  let base: string
  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const url = new URL(process.env.DATABASE_URL!)
    url.port = String((relay.address() as net.AddressInfo).port)
    base = await startNextServer({ DATABASE_URL: url.toString() })
  }, 120_000)

  it('every public page and API read answers 200 with the same content from the cache; an uncached read answers 503', async () => {
    await readAll(base)
    const before = await readAll(base)
    for (const [path, answer] of before) {
      expect(answer.status, path).toBe(200)
      // Every API read names its tags, for an edge in front to keep it until a change (src/cache/edge-tags.mjs).
      if (path.startsWith('/api/')) expect(answer.tags, path).toMatch(/^sitio /)
    }

    cut()
    // A read nobody made before the cut (a made-up slug no longer reaches the database: it is looked
    // up in the cached list of programmes).
    const uncached = await fetch(`${base}/api/get-comunicacion/?tipo=EVE&cantidad=${97 + Math.floor(Math.random() * 3)}`)
    expect(uncached.status).toBe(503)
    const during = await readAll(base)
    for (const [path, answer] of during) {
      expect(answer.status, path).toBe(200)
      if (path.startsWith('/api/')) {
        const [now, then] = [JSON.parse(answer.body), JSON.parse(before.get(path)!.body)]
        expect(withoutCounts(now), path).toEqual(withoutCounts(then))
        // A count may only have moved on, never back or away.
        const [countsNow, countsThen] = [countsOf(now), countsOf(then)]
        expect(countsNow.length, path).toBe(countsThen.length)
        countsNow.forEach((count, i) => expect(count, path).toBeGreaterThanOrEqual(countsThen[i]!))
      } else expect(textWithoutCounts(answer.body), path).toBe(textWithoutCounts(before.get(path)!.body))
    }
  })

  it('once the database is back, a published edit shows on the page and in the API within 5 seconds', async () => {
    relayOpen = true
    const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` }
    let books: { docs: { id: number; titulo: string }[] } | undefined
    for (let i = 0; i < 40 && !books; i++) {
      const response = await fetch(`${base}/cms-api/libros?limit=1&sort=id&depth=0`, { headers })
      if (response.ok) books = await response.json()
      else await new Promise((r) => setTimeout(r, 250))
    }
    const book = books!.docs[0]!
    const titulo = `${book.titulo} (segunda edición ${Date.now()})`
    try {
      expect(
        (await fetch(`${base}/cms-api/libros/${book.id}`, { method: 'PATCH', headers, body: JSON.stringify({ titulo }) })).status,
      ).toBe(200)
      const started = Date.now()
      for (const path of ['/stica/editoriales', '/api/get_libros/']) {
        // Both within 5 s of the edit: the second read gets what the first left.
        const { value: shown } = await eventually(
          async () => (await (await fetch(base + path)).text()).includes(titulo),
          (found) => found,
          5000 - (Date.now() - started),
        )
        expect(shown, `${path} tras ${Date.now() - started} ms`).toBe(true)
      }
    } finally {
      // Through the suite's own server: it shares this server's database and disk cache but not
      // its tags, and must learn of the change to stop serving what this one wrote.
      await fetch(`${suiteServer}/cms-api/libros/${book.id}`, { method: 'PATCH', headers, body: JSON.stringify({ titulo: book.titulo }) })
    }
  })
})
