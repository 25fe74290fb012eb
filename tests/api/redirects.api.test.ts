import { afterAll, describe, expect, it } from 'vitest'
import { base, cms, editorToken, eventually, label } from './helpers'
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
        const { value, after } = await eventually(() => hop(server, path), (r) => r.status === 301, 7000)
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
      const { value } = await eventually(() => hop(server, `/viejo-${tag}/`), (r) => r.status !== 301, 7000)
      // The slash form goes to the plain one, which is a 404 again.
      expect(value).toEqual({ status: 308, location: `/viejo-${tag}` })
      expect((await hop(server, `/viejo-${tag}`)).status).toBe(404)
    }
  })

  it("a missing page is counted (no query), and a made-up programme's address too; assets and the API are not", async () => {
    for (const path of [`/falta-${tag}?x=1`, `/falta-${tag}/`, `/licenciaturas/no-hay-${tag}`, `/api/no-hay-${tag}`, `/falta-${tag}.png`]) {
      const response = await fetch(`${base}${path}`)
      await response.arrayBuffer()
    }
    expect((await eventually(() => logged(`/falta-${tag}`), (n) => n === 2, 8000)).value).toBe(2)
    expect((await eventually(() => logged(`/licenciaturas/no-hay-${tag}`), (n) => n === 1, 8000)).value).toBe(1)
    expect(await logged(`/api/no-hay-${tag}`)).toBe(0)
    expect(await logged(`/falta-${tag}.png`)).toBe(0)
    const { body } = await cms(`/direcciones-no-encontradas?depth=0&where[path][like]=falta-${tag}`)
    expect(JSON.stringify(body)).not.toContain('x=1')
  })

  it('a flood of 2,000 random missing addresses keeps the log within its cap and the server answering', async () => {
    const capped = await startNextServer({ MISSING_PAGES_MAX: '300' })
    const paths = Array.from({ length: 2000 }, (_, i) => `/inundacion-${tag}-${i}-${Math.random().toString(36).slice(2, 8)}`)
    const statuses = new Map<number, number>()
    for (let i = 0; i < paths.length; i += 50) {
      await Promise.all(
        paths.slice(i, i + 50).map(async (path) => {
          const response = await fetch(`${capped}${path}`)
          await response.arrayBuffer()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        }),
      )
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: 2000 })
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
    expect(settled.value).toBeLessThanOrEqual(300)
    expect(settled.value).toBeGreaterThan(0)
    expect((await fetch(`${capped}/api/get_libros/`)).status).toBe(200)
    expect((await fetch(`${capped}/`)).status).toBe(200)
  }, 900_000)
})
