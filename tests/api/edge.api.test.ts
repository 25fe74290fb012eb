import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken, base as suiteServer, createNewsItem, label, solveCaptcha } from './helpers'
import { freePort, startNextServer, stopNextServer, stopNextServers } from './next-server'
import { queueScript } from './queue-script'
import { startEdge, stopEdges, type Edge } from '../support/edge.mjs'
import { publicApiReads, publicRoutes } from '../support/routes.mjs'
import { slotRedisDb } from '../support/slot.mjs'

// The production layout with its edge (docs/operacion.md): Varnish with edge/sitio.vcl (scripts/edge.mjs)
// in front of two instances of the same build on one PostgreSQL and one Redis. As in
// scale-out.api.test.ts, what the pair changes is undone through the suite's own server.
const redisUrl = `redis://127.0.0.1:6379/${slotRedisDb(7)}`

afterAll(() => {
  stopEdges()
  stopNextServers()
})

/** Where an answer through the edge came from: HIT, MISS or PASS (edge/sitio.vcl). */
async function through(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init })
  return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers, body: await response.text() }
}

/** Asks until the edge serves it from its cache (the first answer may be one Next.js was still drawing). */
async function hitOf(url: string) {
  let last = await through(url)
  for (let i = 0; i < 20 && last.cache !== 'HIT'; i++) {
    await new Promise((r) => setTimeout(r, 100))
    last = await through(url)
  }
  return last
}

/** Polls `read` every 50 ms until `ok`, for at most `ms`; how long it took, or null. */
async function msUntil(read: () => Promise<string>, ok: (text: string) => boolean, ms: number): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (ok(await read())) return Date.now() - started
    await new Promise((r) => setTimeout(r, 50))
  }
  return null
}

describe.runIf(label === 'PostgreSQL')('the edge cache in front of two instances', () => {
  let edge: Edge
  let edgePort: number
  let a: string
  let b: string
  let headers: Record<string, string>

  beforeAll(async () => {
    const redis = new Redis(redisUrl)
    await redis.flushdb()
    redis.disconnect()
    edgePort = await freePort()
    const settings = {
      REDIS_URL: redisUrl,
      EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/_borde/purgar`,
      TRUSTED_PROXY_HOPS: '1',
      QUEUE_POLL_SECONDS: '1',
    }
    ;[a, b] = await Promise.all([startNextServer(settings), startNextServer(settings)])
    edge = await startEdge(edgePort, [a, b])
    headers = { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` }
  }, 180_000)

  /**
   * How long after now each of the two instances (read directly, past the edge) and the edge first
   * answer `path` with what `ok` looks for, polled side by side every 50 ms, and how far the edge
   * lags behind the instances: from the moment both show it, since the edge asks either of them.
   * What the edge adds is that lag; the instances' own time is a render of the page, which on a
   * machine busy with other suites takes seconds (one instance showed a change 1.45 s after the
   * other, and the edge, which had asked the slower one, the same moment it did).
   */
  async function edgeLag(path: string, ok: (text: string) => boolean, ms: number) {
    const shown = (base: string) => msUntil(() => fetch(base + path).then((r) => r.text()), ok, ms)
    const [atA, atB, atEdge] = await Promise.all([shown(a), shown(b), shown(edge.base)])
    const origin = atA === null || atB === null ? null : Math.max(atA, atB)
    return {
      atA,
      atB,
      atEdge,
      lag: atEdge === null || origin === null ? Infinity : atEdge - origin,
      report: `${path}: instancias ${atA} y ${atB} ms, borde ${atEdge} ms`,
    }
  }

  it('serves every public page and API read from its cache after the first request, with the headers the site sent', async () => {
    const missed: string[] = []
    // Besides the routes, views by query of the lists served from cached twins (src/cache/cachedViews.ts).
    const views = ['/stica?tab=informes', '/stica/editoriales?pagina=2']
    for (const path of [...publicRoutes, ...views, ...publicApiReads]) {
      // The search and the finder's filters and comparison are drawn per request: the edge passes them.
      const perRequest = /^\/(buscar|oferta-academica\/comparar)|\?modalidad=/.test(path)
      const answer = await hitOf(edge.base + path)
      expect(answer.status, path).toBe(200)
      if (perRequest) continue
      if (answer.cache !== 'HIT') missed.push(`${path}: ${answer.cache}`)
      if (path.startsWith('/api/')) {
        expect(answer.headers.get('access-control-allow-origin'), path).toBe('*')
        expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/)
      } else {
        expect(answer.headers.get('content-security-policy'), path).toMatch(/script-src[^;]*'sha256-/)
        expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
      }
      expect(answer.headers.get('surrogate-key'), path).toMatch(/\bsitio\b/)
    }
    expect(missed).toEqual([])
  }, 180_000)

  it('shows a publication and an unpublication through the edge within a second of the instances', async () => {
    const slug = 'licenciatura-en-derecho'
    const pagePath = `/licenciaturas/${slug}`
    const apiPath = `/api/get-info-ofertaacademica/?slug=${slug}`
    const found = (await (await fetch(`${a}/cms-api/programas?where[slug][equals]=${slug}&depth=0`, { headers })).json()) as {
      docs: { id: number; subtitulo: string | null }[]
    }
    const programme = found.docs[0]!
    const subtitulo = `Derecho visto desde el borde ${Date.now()}`
    expect((await hitOf(edge.base + pagePath)).cache).toBe('HIT')
    expect((await hitOf(edge.base + apiPath)).cache).toBe('HIT')
    try {
      const saved = await fetch(`${a}/cms-api/programas/${programme.id}`, { method: 'PATCH', headers, body: JSON.stringify({ subtitulo }) })
      expect(saved.status).toBe(200)
      const [onPage, inApi] = await Promise.all([
        edgeLag(pagePath, (html) => html.includes(subtitulo), 10_000),
        edgeLag(apiPath, (json) => json.includes(subtitulo), 10_000),
      ])
      expect(onPage.lag, onPage.report).toBeLessThanOrEqual(1000)
      expect(inApi.lag, inApi.report).toBeLessThanOrEqual(1000)
      // And it stays: the next answers are the edge's own copy, with the change.
      const kept = await hitOf(edge.base + pagePath)
      expect(kept.cache).toBe('HIT')
      expect(kept.body).toContain(subtitulo)
    } finally {
      await fetch(`${suiteServer}/cms-api/programas/${programme.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ subtitulo: programme.subtitulo }),
      })
    }

    // A news item published, kept at the edge, then taken back to a draft.
    const titulo = `Noticia del borde ${Date.now()}`
    const doc = { id: await createNewsItem(a, titulo, 'published') }
    const listPath = '/api/get-comunicacion/?tipo=NOT'
    try {
      const published = await edgeLag(listPath, (json) => json.includes(titulo), 10_000)
      expect(published.lag, published.report).toBeLessThanOrEqual(1000)
      expect((await hitOf(edge.base + listPath)).body).toContain(titulo)
      const unpublished = await fetch(`${a}/cms-api/comunicaciones/${doc.id}?depth=0`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ _status: 'draft' }),
      })
      expect(unpublished.status).toBe(200)
      const gone = await edgeLag(listPath, (json) => !json.includes(titulo), 10_000)
      expect(gone.lag, `la noticia retirada siguió en el borde: ${gone.report}`).toBeLessThanOrEqual(1000)
    } finally {
      await fetch(`${suiteServer}/cms-api/comunicaciones/${doc.id}`, { method: 'DELETE', headers })
    }
  }, 90_000)

  it('shows a scheduled publication through the edge within a second of the instances showing it', async () => {
    const path = '/vida-universitaria-y-eventos'
    // The suite's own server shares the database and runs the queue too (every 5 s; the pair every
    // second): when it takes the job, the pair and the edge never hear of it (it is not part of
    // this deployment), and the scene is played again.
    for (let attempt = 1; ; attempt++) {
      const titulo = `Programada en el borde ${Date.now()}`
      const doc = { id: await createNewsItem(a, titulo, 'draft') }
      try {
        expect((await hitOf(edge.base + path)).cache).toBe('HIT')
        expect(await queueScript(['queue', 'comunicaciones', String(doc.id), new Date(Date.now() + 4000).toISOString()])).toMatch(/^\d+$/)
        const shown = await edgeLag(path, (html) => html.includes(titulo), 20_000)
        if (shown.atA === null && shown.atB === null && attempt < 3) continue
        expect(shown.lag, shown.report).toBeLessThanOrEqual(1000)
        expect((await hitOf(edge.base + path)).body).toContain(titulo)
        return
      } finally {
        await fetch(`${suiteServer}/cms-api/comunicaciones/${doc.id}`, { method: 'DELETE', headers })
      }
    }
  }, 120_000)

  it('never keeps the back office, a staff member’s or preview’s pages, drafts, forms, made-up addresses or parameters', async () => {
    // Emptied first: whatever it keeps afterwards, one of these made.
    expect((await fetch(edge.purgeUrl, { method: 'PURGE', headers: { 'xkey-purge': 'sitio' } })).status).toBe(200)
    for (let i = 0; i < 20 && edge.objects() > 0; i++) await new Promise((r) => setTimeout(r, 100))
    expect(edge.objects()).toBe(0)
    const never: [string, RequestInit?][] = [
      ['/admin'],
      ['/admin/login'],
      ['/cms-api/programas?depth=0', { headers }],
      ['/cms-api/users/me', { headers }],
      ['/licenciaturas', { headers: { cookie: `payload-token=${headers.Authorization!.slice(4)}` } }],
      ['/licenciaturas', { headers: { cookie: 'ugc-vista-previa=1' } }],
      ['/api/get_libros/', { headers }],
      ['/api/get_libros/?pagina=2'],
      ['/api/get-comunicacion/?tipo=NOT&cantidad=04'],
      ['/api/get-comunicacion/?tipo=NOT&tipo=NOT'],
      ['/api/get-oferta/?q=derecho'],
      ['/api/get-oferta/?nivel=licenciatura&campus=culiacan'],
      ['/api/get-info-ofertaacademica/?slug=no-existe-en-el-sitio'],
      ['/licenciaturas/no-existe-en-el-sitio'],
      ['/esta-direccion-no-existe'],
      ['/licenciaturas?inventado=1'],
      ['/vida-universitaria-y-eventos?slug=no-existe'],
      ['/stica?tab=informes&page=99'],
    ]
    for (const [path, init] of never) {
      const answers = [await through(edge.base + path, init), await through(edge.base + path, init), await through(edge.base + path, init)]
      expect(
        answers.map((answer) => answer.cache),
        path,
      ).not.toContain('HIT')
    }
    // A form's POST passes, and is answered by an instance.
    const posted = await through(`${edge.base}/api/submit-Form-Contacto/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.77' },
      body: JSON.stringify({
        nombre: 'Rosa',
        apellido: 'Borde',
        telefono: '6121234567',
        email: 'rosa.borde@example.mx',
        programa: 'Licenciatura en Derecho',
        comentario: 'Desde el borde',
        captcha: await solveCaptcha(),
      }),
    })
    expect(posted.cache).toBe('PASS')
    expect(posted.status).toBe(201)
    // None of them left an object behind.
    expect(edge.objects()).toBe(0)
  }, 60_000)

  it('publishes while the edge is down, and purges it from the queue once it is back', async () => {
    edge.stop()
    for (
      let i = 0;
      i < 40 &&
      (await fetch(edge.base).then(
        () => true,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 100))
    const found = (await (await fetch(`${a}/cms-api/libros?limit=1&depth=0`, { headers })).json()) as {
      docs: { id: number; titulo: string }[]
    }
    const book = found.docs[0]!
    try {
      const started = Date.now()
      const saved = await fetch(`${a}/cms-api/libros/${book.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ titulo: `${book.titulo} (borde caído)` }),
      })
      expect(saved.status).toBe(200)
      expect(Date.now() - started, 'guardar esperó al borde').toBeLessThan(3000)
      const purges = async () => JSON.parse(await queueScript(['purges', 'libros'])) as { completed: boolean }[]
      const waiting = await msUntil(
        async () => JSON.stringify(await purges()),
        (json) => json.includes('"completed":false'),
        15_000,
      )
      expect(waiting, 'ninguna purga quedó en la cola').not.toBeNull()

      edge = await startEdge(edgePort, [a, b])
      const done = await msUntil(
        async () => JSON.stringify(await purges()),
        (json) => !json.includes('"completed":false'),
        90_000,
      )
      expect(done, `purgas pendientes: ${JSON.stringify(await purges())}`).not.toBeNull()
    } finally {
      await fetch(`${suiteServer}/cms-api/libros/${book.id}`, { method: 'PATCH', headers, body: JSON.stringify({ titulo: book.titulo }) })
    }
  }, 150_000)

  it('keeps answering when one of the two instances is killed', async () => {
    // Empties the edge, so every answer comes from an instance.
    expect((await fetch(edge.purgeUrl, { method: 'PURGE', headers: { 'xkey-purge': 'sitio' } })).status).toBe(200)
    stopNextServer(a, 'SIGKILL')
    const statuses: number[] = []
    for (const path of [...publicRoutes.slice(0, 12), ...publicApiReads.slice(0, 8)])
      statuses.push((await through(edge.base + path)).status)
    expect(
      statuses.every((status) => status === 200),
      statuses.join(' '),
    ).toBe(true)
  }, 60_000)
})
