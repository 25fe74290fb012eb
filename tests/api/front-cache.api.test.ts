import { describe, expect, it } from 'vitest'
import { base, cms, label } from './helpers'

// The front cache of scripts/serve.mjs (docs/decisions/0030-cache-de-respuestas-al-frente.md):
// what Next.js answers publicly, kept as bytes and served past it until a change; nothing made up.

const front = 'x-ugc-frente'
/** Next's own answer: the marker the server's own fills carry passes the front cache. */
const fromNext = { 'x-ugc-relleno': '1' }

/** Asks until the answer comes from the front cache (the fill runs beside the first request), or 5 s. */
async function fromFront(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${base}${path}`, { headers })
    if (response.headers.get(front) === 'HIT') return response
    await response.arrayBuffer()
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${path} nunca salió de la caché al frente`)
}

/** The headers a client reads, without the connection's own. */
const contentHeaders = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', front, 'vary'].includes(name),
    ),
  )

describe(`the front cache (${label})`, () => {
  it('serves the API lists the site reads, both slash forms, with the bytes and headers Next.js answers', async () => {
    for (const path of [
      '/api/get-comunicacion/?tipo=NOT',
      '/api/get-comunicacion?tipo=NOT',
      '/api/get-info-ofertaacademica-cards/?tipo=LIC',
      '/api/get_libros/',
      '/api/get-comunicacion/?tipo=EVE&cantidad=3',
    ]) {
      const kept = await fromFront(path, { 'accept-encoding': 'identity' })
      const own = await fetch(`${base}${path}`, { headers: { ...fromNext, 'accept-encoding': 'identity' } })
      expect(own.headers.get(front), path).toBeNull()
      expect(await kept.text(), path).toBe(await own.text())
      expect(contentHeaders(kept), path).toEqual(contentHeaders(own))
      expect(kept.headers.get('access-control-allow-origin')).toBe('*')
      expect(kept.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600')
    }
  })

  it('serves a list compressed to a client that accepts gzip (JSON is most of a phone’s API bytes)', async () => {
    const path = '/api/get-comunicacion/?tipo=NOT'
    const plain = await (await fromFront(path, { 'accept-encoding': 'identity' })).text()
    const zipped = await fromFront(path, { 'accept-encoding': 'gzip, deflate, br' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(plain) / 2)
    expect(await zipped.text()).toBe(plain)
  })

  it('serves a page compressed to a client that accepts gzip, the same page once uncompressed', async () => {
    const plain = await (await fromFront('/quienes-somos')).text()
    const zipped = await fromFront('/quienes-somos', { 'accept-encoding': 'gzip' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(zipped.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
    // fetch undoes the compression itself, and fails on bytes that are not gzip.
    expect(await zipped.text()).toBe(plain)
  })

  it('keeps nothing made up: unknown parameters, values that do not exist, other spellings, queries on pages', async () => {
    const madeUp = [
      '/api/get_libros/?x=1',
      '/api/get-comunicacion/?tipo=NOT&cantidad=03',
      '/api/get-comunicacion/?tipo=ZZZ',
      '/api/get-info-ofertaacademica/?slug=no-existe-este-programa',
      '/api/get-info-ofertaacademica/?slug=%20licenciatura-en-derecho',
      '/quienes-somos?utm_source=boletin',
      '/licenciaturas/no-existe-esta-licenciatura',
    ]
    for (let round = 0; round < 3; round++) {
      for (const path of madeUp) {
        const response = await fetch(`${base}${path}`)
        expect(response.headers.get(front), path).toBeNull()
        await response.arrayBuffer()
      }
      await new Promise((r) => setTimeout(r, 300))
    }
  })

  it('50 made-up X-Forwarded-Proto values make no entry of their own: each gets the one kept copy (no trusted proxy here)', async () => {
    await fromFront('/quienes-somos')
    for (const proto of ['https', 'HTTP', ...Array.from({ length: 48 }, (_, i) => `inventado-${i}`)]) {
      const response = await fetch(`${base}/quienes-somos`, { headers: { 'x-forwarded-proto': proto } })
      expect(response.headers.get(front), proto).toBe('HIT')
      expect(response.headers.get('strict-transport-security'), proto).toBeNull()
      await response.arrayBuffer()
    }
  })

  it('never answers a staff member in «Vista previa» or the back office from it', async () => {
    await fromFront('/quienes-somos')
    const previewing = await fetch(`${base}/quienes-somos`, { headers: { cookie: 'ugc-vista-previa=cualquiera' } })
    expect(previewing.headers.get(front)).toBeNull()
    await previewing.arrayBuffer()
    for (let i = 0; i < 3; i++) {
      const admin = await fetch(`${base}/admin/login`)
      expect(admin.headers.get(front)).toBeNull()
      await admin.arrayBuffer()
    }
  })

  it('a published change shows in the next read, not the kept copy', async () => {
    const path = '/api/get-comunicacion/?tipo=NOT'
    await fromFront(path)
    const titulo = `Convocatoria al frente ${Date.now()}`
    const created = await cms('/comunicaciones', {
      method: 'POST',
      body: JSON.stringify({ tipo: 'NOT', titulo, fecha: new Date().toISOString(), _status: 'published' }),
    })
    expect(created.status).toBe(201)
    const next = await fetch(`${base}${path}`)
    expect(next.headers.get(front)).toBeNull()
    const titles = ((await next.json()) as { data: { titulo: string }[] }).data.map((n) => n.titulo)
    expect(titles).toContain(titulo)
    // And the new list is what the front cache keeps from then on.
    const kept = (await (await fromFront(path)).json()) as { data: { titulo: string }[] }
    expect(kept.data.map((n) => n.titulo)).toContain(titulo)
  })
})
