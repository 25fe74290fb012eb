import { describe, expect, it } from 'vitest'
import { base, cms as cmsRequest, eventually, label } from './helpers'

// The plain news and activities lists are served from cached twins (src/lib/cachedViews.ts):
// cached like the other pages, fresh within seconds of a publish, and the twin has no address.

const cms = (path: string, method: string, body?: unknown) =>
  cmsRequest(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })

describe(`the plain news and activities lists come from the cache (${label})`, () => {
  it('the plain lists are cached pages; their views by query string are rendered per request', async () => {
    for (const path of ['/vida-universitaria-y-eventos', '/actividades-ugc']) {
      await fetch(base + path)
      const plain = await fetch(base + path)
      expect(plain.status, path).toBe(200)
      expect(plain.headers.get('x-nextjs-cache'), path).toMatch(/^(HIT|STALE)$/)
      expect(plain.headers.get('cache-control'), path).toMatch(/s-maxage=/)
      const page2 = await fetch(`${base}${path}?page=2`)
      expect(page2.status, path).toBe(200)
      expect(page2.headers.get('cache-control'), path).toMatch(/no-store/)
    }
  })

  it('the twin answers the site’s 404 when asked for by its own address', async () => {
    for (const path of ['/vida-universitaria-y-eventos/vista-en-cache', '/actividades-ugc/vista-en-cache']) {
      const response = await fetch(base + path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('<title>Página no encontrada · Universidad UGC</title>')
    }
  })

  it('a news item published through the back office shows on the cached list within 5 seconds, and leaves it when deleted', async () => {
    const list = () => fetch(`${base}/vida-universitaria-y-eventos`).then((r) => r.text())
    await list()
    const titulo = `Ceremonia de graduación ${Date.now()}`
    const created = await cms('/comunicaciones', 'POST', { tipo: 'NOT', titulo, fecha: new Date().toISOString(), _status: 'published' })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const { value: shown, after } = await eventually(list, (html) => html.includes(titulo))
      expect(shown.includes(titulo), `tras ${after} ms`).toBe(true)
    } finally {
      expect((await cms(`/comunicaciones/${id}`, 'DELETE')).status).toBe(200)
    }
    const { value: gone } = await eventually(list, (html) => !html.includes(titulo))
    expect(gone.includes(titulo)).toBe(false)
  })
})
