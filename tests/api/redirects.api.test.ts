import { afterAll, describe, expect, it } from 'vitest'
import { base, cms, editorToken, eventually, label, load } from './helpers'
import { startNextServer, stopNextServers } from './next-server'

afterAll(stopNextServers)

const tag = `r${Date.now().toString(36)}`

const hop = async (server: string, path: string) => {
  const response = await fetch(`${server}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('location') }
}

async function logged(path: string): Promise<number> {
  const { body } = await cms(`/direcciones-no-encontradas?depth=0&where[path][equals]=${encodeURIComponent(path)}`)
  return ((body.docs as { veces: number }[] | undefined) ?? [])[0]?.veces ?? 0
}

describe(`redirects and the 404 log on a production server (${label})`, () => {
  it('a redirect an editor creates answers 301 with Location from both slash forms within seconds, on a second instance too; deleted, it stops', async () => {
    const token = await editorToken('redir')
    const second = await startNextServer()
    const before = await hop(base, `/viejo-${tag}`)
    expect(before.status).toBe(404)

    const created = await fetch(`${base}/cms-api/redirecciones`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ desde: `/viejo-${tag}/`, hasta: '/licenciaturas', tipo: '301' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; desde: string } }
    expect(doc.desde).toBe(`/viejo-${tag}`)

    for (const server of [base, second]) {
      for (const path of [`/viejo-${tag}`, `/viejo-${tag}/`, `/viejo-${tag}?utm_source=correo`]) {
        const { value, after } = await eventually(
          () => hop(server, path),
          (r) => r.status === 301,
          7000,
        )
        expect(value.status, `${server}${path}`).toBe(301)
        expect(after).toBeLessThan(7000)
        const location = new URL(value.location!, server)
        expect(location.pathname).toBe('/licenciaturas')
        expect(location.search).toBe(path.includes('?') ? '?utm_source=correo' : '')
      }
    }
    // The target itself answers: one hop.
    expect((await fetch(`${base}/licenciaturas`)).status).toBe(200)

    const deleted = await fetch(`${base}/cms-api/redirecciones/${doc.id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
    expect(deleted.status).toBe(200)
    for (const server of [base, second]) {
      const { value } = await eventually(
        () => hop(server, `/viejo-${tag}/`),
        (r) => r.status !== 301,
        7000,
      )
      // The slash form goes to the plain one, which is a 404 again.
      expect(value).toEqual({ status: 308, location: `/viejo-${tag}` })
      expect((await hop(server, `/viejo-${tag}`)).status).toBe(404)
    }
  })

  it("a missing page three visitors ask for is counted once per visitor (no query), a made-up programme's address too; one visitor alone, assets and the API are not", async () => {
    // Behind one balancer, so each visitor is known by the address it reports.
    const server = await startNextServer({ TRUSTED_PROXY_HOPS: '1' })
    const ask = async (path: string, client: string) =>
      (await fetch(`${server}${path}`, { headers: { 'X-Forwarded-For': client } })).arrayBuffer()
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      for (const path of [`/falta-${tag}?x=1`, `/falta-${tag}/`, `/licenciaturas/no-hay-${tag}`, `/api/no-hay-${tag}`, `/falta-${tag}.png`])
        await ask(path, client)
    }
    for (let i = 0; i < 20; i++) await ask(`/solo-uno-${tag}`, '198.51.100.9')
    for (let i = 0; i < 20; i++) await ask(`/licenciaturas/solo-uno-${tag}`, '198.51.100.9')
    expect(
      (
        await eventually(
          () => logged(`/falta-${tag}`),
          (n) => n === 3,
          8000,
        )
      ).value,
    ).toBe(3)
    expect(
      (
        await eventually(
          () => logged(`/licenciaturas/no-hay-${tag}`),
          (n) => n === 3,
          8000,
        )
      ).value,
    ).toBe(3)
    expect(await logged(`/solo-uno-${tag}`)).toBe(0)
    expect(await logged(`/licenciaturas/solo-uno-${tag}`)).toBe(0)
    expect(await logged(`/api/no-hay-${tag}`)).toBe(0)
    expect(await logged(`/falta-${tag}.png`)).toBe(0)
    const { body } = await cms(`/direcciones-no-encontradas?depth=0&where[path][like]=falta-${tag}`)
    expect(JSON.stringify(body)).not.toContain('x=1')
  })

  // Two and a half times the cap in distinct addresses: past it, the oldest go.
  const missing = load(400)
  const cap = load(160)
  it(`a flood of ${missing * 3} requests for ${missing} random missing addresses, each from three visitors, keeps the log within its cap and the server answering`, async () => {
    const capped = await startNextServer({ MISSING_PAGES_MAX: String(cap), TRUSTED_PROXY_HOPS: '1' })
    const paths = Array.from({ length: missing }, (_, i) => `/inundacion-${tag}-${i}-${Math.random().toString(36).slice(2, 8)}`)
    const asks = paths.flatMap((path, i) => [1, 2, 3].map((c) => ({ path, client: `10.${c}.${i >> 8}.${i & 255}` })))
    const statuses = new Map<number, number>()
    for (let i = 0; i < asks.length; i += 50) {
      await Promise.all(
        asks.slice(i, i + 50).map(async ({ path, client }) => {
          const response = await fetch(`${capped}${path}`, { headers: { 'X-Forwarded-For': client } })
          await response.arrayBuffer()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        }),
      )
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: missing * 3 })
    // Each write adds up to 200 paths and then trims the log to its cap; on a busy machine the last
    // write may still be adding rows, so read until the count stops moving.
    // Settled means two reads a flush interval apart agree.
    const total = async () => (await cms('/direcciones-no-encontradas?depth=0&limit=1')).body.totalDocs as number
    const pair = async () => {
      const first = await total()
      await new Promise((r) => setTimeout(r, 4000))
      return { first, value: await total() }
    }
    const { value: settled } = await eventually(pair, (p) => p.first === p.value, 90_000)
    expect(settled.value).toBeLessThanOrEqual(cap)
    expect(settled.value).toBeGreaterThan(0)
    expect((await fetch(`${capped}/api/get_libros/`)).status).toBe(200)
    expect((await fetch(`${capped}/`)).status).toBe(200)
  }, 900_000)
})
