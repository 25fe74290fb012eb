import { describe, expect, it } from 'vitest'
import { base, cms as cmsRequest, eventually, label, visible } from './helpers'

// The views of the news, activities, radio, SITCA and editorial pages that the site links to are served from
// cached twins (src/cache/cachedViews.ts); any other query still reaches the page, per request.

const cms = (path: string, method: string, body?: unknown) =>
  cmsRequest(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })

const cachedStatus = /^(HIT|STALE)$/

async function read(path: string) {
  const response = await fetch(base + path)
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    control: response.headers.get('cache-control'),
    html: await response.text(),
  }
}

/** What a visitor reads, but the visit counts: they may lag by up to a minute, and other tests add to them. */
const text = (html: string) => visible(html).replace(/[\d,]+ visitas/g, 'N visitas')

/** The same address with a key no view has: the page itself renders it, per request. */
const direct = (path: string) => `${path}${path.includes('?') ? '&' : '?'}sin-cache=1`

describe(`the views of the lists come from the cache (${label})`, () => {
  it('every kind of view the pages link to is a cached page that reads exactly like the page rendered per request', async () => {
    const list = await read('/vida-universitaria-y-eventos')
    const month = /<option value="(\d\d\/\d{4})"/.exec(list.html)?.[1]
    const slug = /href="\/vida-universitaria-y-eventos\?slug=([a-z0-9-]+)"/.exec(list.html)?.[1]
    const sitcaMonth = /<option value="(\d\d\/\d{4})"/.exec((await read('/stica')).html)?.[1]
    expect(month && slug && sitcaMonth).toBeTruthy()
    const views = [
      '/vida-universitaria-y-eventos',
      '/vida-universitaria-y-eventos?page=2',
      `/vida-universitaria-y-eventos?month=${month}`,
      `/vida-universitaria-y-eventos?month=${encodeURIComponent(month!)}`,
      `/vida-universitaria-y-eventos?slug=${slug}`,
      '/actividades-ugc',
      '/actividades-ugc?slug=torneo-deportivo-por-el-aniversario-de-la-revolucion-mexicana',
      '/radiougc',
      '/radiougc?month=10/2026',
      '/radiougc?month=10%2F2026',
      '/oferta-academica',
      '/stica',
      '/stica?page=2',
      '/stica?tab=informes',
      `/stica?tab=informes&month=${sitcaMonth}`,
      '/stica/editoriales',
      '/stica/editoriales?pagina=2',
    ]
    for (const path of views) {
      await read(path)
      const cached = await read(path)
      expect(cached.status, path).toBe(200)
      expect(cached.cache, path).toMatch(cachedStatus)
      expect(cached.control, path).toMatch(/s-maxage=/)
      const rendered = await read(direct(path))
      expect(rendered.control, path).toMatch(/no-store/)
      expect(text(cached.html), path).toBe(text(rendered.html))
    }
  })

  it('a query no view has is rendered per request, as the page always answered it', async () => {
    for (const [path, status] of [
      ['/vida-universitaria-y-eventos?page=99', 200],
      ['/vida-universitaria-y-eventos?slug=no-existe-esta-nota', 404],
      ['/actividades-ugc?page=2&page=3', 200],
      [`/vida-universitaria-y-eventos?month=01/1999`, 200],
      ['/vida-universitaria-y-eventos?page=2&utm_source=boletin', 200],
      ['/radiougc?month=01/1999', 200],
      ['/stica?tab=boletines', 200],
      ['/stica/editoriales?pagina=99', 200],
      // The programme finder keeps all its views but its bare address per request (src/cache/cachedViews.ts).
      ['/oferta-academica?nivel=LIC', 200],
    ] as const) {
      await read(path)
      const answer = await read(path)
      expect(answer.status, path).toBe(status)
      expect(answer.cache, path).toBeNull()
      expect(answer.control, path).toMatch(/no-store/)
    }
    const unknown = await read('/vida-universitaria-y-eventos?slug=no-existe-esta-nota')
    expect(unknown.html).toContain('No encontramos esta noticia')
  })

  it('the twins answer the site’s 404 when asked for by their own address', async () => {
    for (const path of [
      '/vida-universitaria-y-eventos/vista-en-cache',
      '/actividades-ugc/vista-en-cache',
      '/actividades-ugc/vista-en-cache/slug/torneo-deportivo-por-el-aniversario-de-la-revolucion-mexicana',
      '/vida-universitaria-y-eventos/vista-en-cache/page/2',
      '/radiougc/vista-en-cache/month/10~2026',
      '/oferta-academica/vista-en-cache',
      '/stica/vista-en-cache',
      '/stica/vista-en-cache/tab/informes',
      '/stica/vista-en-cache/page/99',
      '/stica/editoriales/vista-en-cache',
      '/stica/editoriales/vista-en-cache/pagina/abc',
    ]) {
      const response = await fetch(base + path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('<title>Página no encontrada · Universidad UGC</title>')
    }
  })

  it('a news item published through the back office shows within 5 seconds on the cached list and at its cached address; deleted, both lose it', async () => {
    const listHtml = () => read('/vida-universitaria-y-eventos').then((r) => r.html)
    await listHtml()
    const stamp = Date.now()
    const titulo = `Ceremonia de graduación ${stamp}`
    const created = await cms('/comunicaciones', 'POST', { tipo: 'NOT', titulo, fecha: new Date().toISOString(), _status: 'published' })
    expect(created.status).toBe(201)
    const { id, slug } = created.body.doc as { id: number; slug: string }
    const detail = () => read(`/vida-universitaria-y-eventos?slug=${slug}`)
    try {
      const { value: shown, after } = await eventually(listHtml, (html) => html.includes(titulo))
      expect(shown.includes(titulo), `tras ${after} ms`).toBe(true)
      await detail()
      const { value: page } = await eventually(detail, (r) => cachedStatus.test(r.cache ?? ''))
      expect(page.status).toBe(200)
      expect(page.cache).toMatch(cachedStatus)
      expect(page.html).toContain(`<title>${titulo} · Universidad UGC</title>`)
    } finally {
      expect((await cms(`/comunicaciones/${id}`, 'DELETE')).status).toBe(200)
    }
    const { value: gone } = await eventually(listHtml, (html) => !html.includes(titulo))
    expect(gone.includes(titulo)).toBe(false)
    const { value: missing } = await eventually(detail, (r) => r.status === 404)
    expect(missing.status).toBe(404)
  })
})
