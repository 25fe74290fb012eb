import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { z } from 'zod'
import { responses } from '@/app/api/_shared/responses'
import { load } from './helpers'

const base = inject('baseUrl')
const label = inject('databaseLabel')

type Json = Record<string, unknown>

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init })
  const text = await response.text()
  let body: Json | undefined
  try {
    body = JSON.parse(text) as Json
  } catch {
    body = undefined
  }
  return { response, status: response.status, body, text }
}

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  get(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(payload) })

const list = (body: Json | undefined) => body?.data as Json[]
const ddmmyyyy = /^\d{2}\/\d{2}\/\d{4}$/
const time = (d: string) => {
  const [day, month, year] = d.split('/').map(Number)
  return Date.UTC(year!, month! - 1, day!)
}

/** Every GET endpoint with valid parameters, and the keys each item must carry. */
const endpoints: { path: string; keys: string[]; object?: boolean; schema?: z.ZodType }[] = [
  { path: '/api/get-carrusel/?tipo=CAR', schema: responses.slides, keys: ['id', 'titulo', 'path_imagen', 'tipo', 'orden', 'link'] },
  { path: '/api/get-carrusel-radio/', schema: responses.slides, keys: ['id', 'titulo', 'path_imagen', 'tipo', 'orden', 'link'] },
  { path: '/api/get-programas-academicos/?tipo=PAC', schema: responses.programmeLogos, keys: ['id', 'titulo', 'path_imagen', 'link'] },
  { path: '/api/get-info-ofertaacademica-cards/?tipo=LIC', schema: responses.cards, keys: ['id', 'titulo', 'slug', 'path_imagen'] },
  {
    path: '/api/get-info-ofertaacademica/?slug=licenciatura-en-derecho',
    object: true,
    schema: responses.programme,
    keys: [
      'id',
      'tipo',
      'titulo',
      'slug',
      'subtitulo',
      'path_banner',
      'path_imagen',
      'tipo_periodo',
      'rvoe',
      'caracteristicas',
      'plan_estudios',
    ],
  },
  {
    path: '/api/get-info-bachillerato/',
    schema: responses.programmes,
    keys: [
      'id',
      'tipo',
      'titulo',
      'slug',
      'subtitulo',
      'path_banner',
      'path_imagen',
      'tipo_periodo',
      'rvoe',
      'caracteristicas',
      'plan_estudios',
    ],
  },
  {
    path: '/api/get-comunicacion/?tipo=NOT',
    schema: responses.communication,
    keys: ['id', 'titulo', 'contenido', 'path_imagen', 'slug', 'fecha', 'visitas', 'fila'],
  },
  {
    path: '/api/get-comunicacion/?tipo=EVE',
    schema: responses.communication,
    keys: ['id', 'titulo', 'contenido', 'path_imagen', 'slug', 'fecha', 'visitas'],
  },
  { path: '/api/get-conocer-cards/', schema: responses.cards, keys: ['id', 'titulo', 'slug', 'path_imagen'] },
  {
    path: '/api/get-conocer/?slug=ec0127-preparacion-de-habitaciones-para-alojamiento-temporal',
    object: true,
    schema: responses.conocer,
    keys: ['id', 'titulo', 'slug', 'subtitulo', 'path_banner', 'path_imagen', 'documento', 'caracteristica'],
  },
  {
    path: '/api/get-oferta/',
    schema: responses.offer,
    keys: ['id', 'titulo', 'slug', 'nivel', 'area', 'modalidades', 'campus', 'duracion', 'inicio', 'path_imagen', 'url'],
  },
  { path: '/api/get_programas_formContact/', schema: responses.contactProgrammes, keys: ['id', 'titulo'] },
  {
    path: '/api/get_libros/',
    schema: responses.books,
    keys: ['id', 'imagen', 'titulo', 'nombre_autor', 'edicion', 'año_edicion', 'descripcion'],
  },
  {
    path: '/api/get_podcast/',
    schema: responses.podcasts,
    keys: ['id', 'titulo', 'presentador', 'inivtados', 'fecha_publicacion', 'archivo_podcast'],
  },
  { path: '/api/get_sitca/', object: true, schema: responses.sitca, keys: ['equipo', 'informes', 'boletines'] },
  { path: '/api/get_casos_exito/', schema: responses.successStories, keys: ['id', 'titulo', 'subtitulo', 'path_imagen'] },
  { path: '/api/get_tramites_texto/', schema: responses.infoBlocks, keys: ['id', 'titulo', 'texto'] },
  {
    path: '/api/get-beneficios-exa/',
    schema: responses.benefits,
    keys: ['id', 'descuento', 'titulo', 'descripcion', 'path_imagen', 'ubicacion'],
  },
]

describe(`public API contract on a production build (${label})`, () => {
  it.each(endpoints)(
    '$path answers with and without the trailing slash, same JSON, public cache and CORS',
    async ({ path, keys, object, schema }) => {
      const withSlash = await get(path)
      const without = await get(path.replace('/?', '?').replace(/\/$/, ''))
      for (const r of [withSlash, without]) {
        expect(r.status).toBe(200)
        expect(r.response.headers.get('content-type')).toBe('application/json; charset=utf-8')
        expect(r.response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
        expect(r.response.headers.get('access-control-allow-origin')).toBe('*')
      }
      expect(without.body).toEqual(withSlash.body)
      const data = withSlash.body!.data
      // Every value has the documented type (the same schema the OpenAPI description is written from).
      expect(schema!.safeParse(data).error?.issues ?? []).toEqual([])
      if (object) {
        expect(Object.keys(data as Json)).toEqual(expect.arrayContaining(keys))
      } else {
        expect(Array.isArray(data)).toBe(true)
        expect((data as Json[]).length).toBeGreaterThan(0)
        for (const item of data as Json[]) expect(Object.keys(item).sort()).toEqual([...keys].sort())
      }
    },
  )

  it('the OpenAPI 3.1 description lists all 20 endpoints with their methods', async () => {
    const { status, body } = await get('/api/openapi.json')
    expect(status).toBe(200)
    expect(body!.openapi).toBe('3.1.0')
    const paths = body!.paths as Record<string, Record<string, { parameters: { name: string; required: boolean }[] }>>
    expect(Object.keys(paths)).toHaveLength(20)
    expect(Object.keys(paths['/api/submit-Form-Contacto/']!)).toEqual(['post'])
    // The open-day sign-up (api-contract.md, last section): its body, its answers.
    const signup = paths['/api/registro-evento/']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } }
      responses: Record<string, unknown>
    }
    const signupBody = signup.requestBody.content['application/json'].schema
    expect(Object.keys(signupBody.properties)).toEqual(
      expect.arrayContaining(['slug', 'nombre', 'apellido', 'email', 'telefono', 'programa', 'acompanantes', 'captcha']),
    )
    expect(signupBody.required).toEqual(expect.arrayContaining(['slug', 'nombre', 'apellido', 'email', 'telefono', 'captcha']))
    expect(signupBody.required).not.toContain('programa')
    expect(signupBody.required).not.toContain('acompanantes')
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '409']))
    expect(paths['/api/get-comunicacion/']!.get!.parameters.map((p) => [p.name, p.required])).toEqual([
      ['tipo', true],
      ['cantidad', false],
    ])
    // The contact form's optional idempotency key: a header or a body field.
    const contact = paths['/api/submit-Form-Contacto/']!.post as unknown as {
      parameters: { name: string; in: string; required: boolean }[]
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } }
    }
    expect(contact.parameters.map((p) => [p.name, p.in, p.required])).toEqual([['Idempotency-Key', 'header', false]])
    const bodySchema = contact.requestBody.content['application/json'].schema
    expect(Object.keys(bodySchema.properties)).toContain('clave_idempotencia')
    expect(bodySchema.required).not.toContain('clave_idempotencia')
    // Where the request came from and the consent: described, and optional for the original clients.
    const origin = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'pagina', 'referrer', 'acepta_aviso']
    expect(Object.keys(bodySchema.properties)).toEqual(expect.arrayContaining(origin))
    for (const name of origin) expect(bodySchema.required, name).not.toContain(name)
    expect(bodySchema.properties.utm_source).toMatchObject({ maxLength: 200 })
    expect(bodySchema.properties.acepta_aviso).toMatchObject({ type: ['boolean', 'null'] })
  })

  it('file URLs are root-relative and a browser can fetch them', async () => {
    const slides = list((await get('/api/get-carrusel/?tipo=CAR')).body)
    const podcasts = list((await get('/api/get_podcast/')).body)
    const checks: [string, RegExp][] = [
      [slides[0]!.path_imagen as string, /^image\/jpeg$/],
      [podcasts[0]!.archivo_podcast as string, /^audio\/wav$/],
    ]
    for (const [url, type] of checks) {
      expect(url).toMatch(/^\/media\/[^/]+$/)
      const file = await fetch(`${base}${url}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(type)
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
    const partial = await fetch(`${base}${podcasts[0]!.archivo_podcast}`, { headers: { Range: 'bytes=0-99' } })
    expect(partial.status).toBe(206)
    expect((await partial.arrayBuffer()).byteLength).toBe(100)
    expect((await fetch(`${base}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404)
  })

  it('programme detail: characteristics and study plan by period, CONOCER detail with its document', async () => {
    const derecho = (await get('/api/get-info-ofertaacademica?slug=licenciatura-en-derecho')).body!.data as Json
    expect(derecho).toMatchObject({ tipo: 'LIC', titulo: 'Licenciatura en Derecho', tipo_periodo: 'SEM' })
    const plan = derecho.plan_estudios as { numero_periodo: number; nombre_materia: string }[]
    expect(plan.map((s) => s.numero_periodo)).toEqual([...plan.map((s) => s.numero_periodo)].sort((a, b) => a - b))
    expect(Object.keys(plan[0]!).sort()).toEqual(['nombre_materia', 'numero_periodo'])
    expect(Object.keys((derecho.caracteristicas as Json[])[0]!).sort()).toEqual(['descripcion', 'titulo_caracteristica'])
    const cards = list((await get('/api/get-conocer-cards')).body)
    expect(cards).toHaveLength(5)
    const details = await Promise.all(cards.map(async (c) => (await get(`/api/get-conocer?slug=${c.slug}`)).body!.data as Json))
    expect(details.filter((d) => d.documento === null)).toHaveLength(1)
    for (const d of details.filter((x) => x.documento !== null)) expect(d.documento).toMatch(/^\/media\/.+\.pdf$/)
    expect(Object.keys((details[0]!.caracteristica as Json[])[0]!).sort()).toEqual(['descripcion', 'titulo_caracteristica'])
  })

  it('news: newest first, dd/mm/yyyy dates, fila 1,1,2,2…, `cantidad` honoured, rich text sanitised', async () => {
    const news = list((await get('/api/get-comunicacion?tipo=NOT')).body)
    expect(news.length).toBeGreaterThanOrEqual(12)
    for (const n of news) expect(n.fecha).toMatch(ddmmyyyy)
    const times = news.map((n) => time(n.fecha as string))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(news.map((n) => n.fila)).toEqual(news.map((_, i) => (Math.floor(i / 2) % 2 === 0 ? 1 : 2)))
    // Another test file may have just published a news item: give the cache its few seconds.
    let four = list((await get('/api/get-comunicacion?tipo=NOT&cantidad=4')).body)
    for (let i = 0; i < 25 && four[0]!.id !== news[0]!.id; i++) {
      await new Promise((r) => setTimeout(r, 200))
      four = list((await get('/api/get-comunicacion?tipo=NOT&cantidad=4')).body)
    }
    expect(four.map((n) => n.id)).toEqual(news.slice(0, 4).map((n) => n.id))
    const all = news.map((n) => n.contenido as string).join('\n')
    expect(all).not.toMatch(/<script|onerror|javascript:/i)
    expect(all).toContain('Consulta la galería completa del evento.')
    const events = list((await get('/api/get-comunicacion?tipo=EVE')).body)
    expect(events.length).toBeGreaterThanOrEqual(8)
    expect(events.every((e) => !('fila' in e))).toBe(true)
  })

  it('podcasts: newest first, `inivtados` null when none; SITCA documents split and dated', async () => {
    const podcasts = list((await get('/api/get_podcast')).body)
    expect(podcasts).toHaveLength(10)
    expect(podcasts.some((p) => p.inivtados === null)).toBe(true)
    expect(podcasts.some((p) => typeof p.inivtados === 'string')).toBe(true)
    const times = podcasts.map((p) => time(p.fecha_publicacion as string))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const sitca = (await get('/api/get_sitca')).body!.data as { equipo: Json[]; informes: Json[]; boletines: Json[] }
    expect(sitca.equipo).toHaveLength(4)
    expect(sitca.informes.length + sitca.boletines.length).toBe(12)
    for (const doc of [...sitca.informes, ...sitca.boletines]) {
      expect(Object.keys(doc)).toEqual(
        expect.arrayContaining(['id', 'imagen', 'titulo', 'fecha_publicacion', 'visitas', 'descripcion', 'archivo']),
      )
      expect(doc.fecha_publicacion).toMatch(ddmmyyyy)
      expect(doc.archivo).toMatch(/^\/media\/.+\.pdf$/)
    }
    const books = list((await get('/api/get_libros')).body)
    expect(books).toHaveLength(7)
    expect(typeof books[0]!['año_edicion']).toBe('number')
  })

  it('errors: Spanish messages naming the parameter, 404 for unknown slugs, 405, repeated parameters', async () => {
    const missing = await get('/api/get-carrusel/')
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ error: 'Falta el parámetro tipo.' })
    const wrong = await get('/api/get-info-ofertaacademica-cards?tipo=MAE')
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: 'El parámetro tipo debe ser uno de: BAC, LIC, DIP.' })
    expect((await get('/api/get-comunicacion?tipo=NOT&cantidad=101')).body!.error).toMatch(/^El parámetro cantidad/)
    expect((await get('/api/get-comunicacion?tipo=NOT&tipo=EVE')).body).toEqual({ error: 'El parámetro tipo está repetido.' })
    const unknown = await get('/api/get-info-ofertaacademica/?slug=no-existe')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: 'No se encontró información.' })
    expect((await get('/api/get-conocer?slug=no-existe')).status).toBe(404)
    expect((await get('/api/get-conocer?slug=ec%00x')).body).toEqual({
      error: 'El parámetro slug no es válido: contiene caracteres no válidos',
    })
    const wrongMethod = await post('/api/get_libros/', {})
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.body).toEqual({ error: 'Método no permitido.' })
    expect(wrongMethod.response.headers.get('allow')).toBe('GET, OPTIONS')
    const getOnPost = await get('/api/post-visitas/')
    expect(getOnPost.status).toBe(405)
    const preflight = await fetch(`${base}/api/get_libros/`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe(`visits (${label})`, () => {
  let slug: string
  let sitcaSlug: string
  const count = async (s: string) => {
    const news = list((await get('/api/get-comunicacion?tipo=NOT')).body)
    return news.find((n) => n.slug === s)?.visitas as number
  }

  beforeAll(async () => {
    slug = list((await get('/api/get-comunicacion?tipo=NOT')).body)[5]!.slug as string
    const sitca = (await get('/api/get_sitca')).body!.data as { boletines: Json[] }
    sitcaSlug = sitca.boletines[0]!.slug as string
  })

  it('adds exactly 1 whatever `visitas` the client sends, answers the stored count, and the same browser is not counted twice', async () => {
    const first = await post('/api/post-visitas/', { slug, visitas: 999999 })
    expect(first.status).toBe(200)
    expect(first.response.headers.get('cache-control')).toBe('no-store')
    const stored = (first.body!.data as Json).visitas as number
    expect(first.body).toEqual({ data: { slug, visitas: stored } })
    const cookie = first.response.headers.get('set-cookie')!.split(';')[0]!
    const again = await post('/api/post-visitas', { slug, visitas: 5 }, { Cookie: cookie })
    expect(again.body).toEqual({ data: { slug, visitas: stored } })
    const fresh = await post('/api/post-visitas', { slug })
    expect((fresh.body!.data as Json).visitas).toBe(stored + 1)
    expect(fresh.response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  const visits = load(500)
  it(`${visits} concurrent visits add exactly ${visits}`, async () => {
    const before = ((await post('/api/post-visitas', { slug })).body!.data as Json).visitas as number
    const results = await Promise.all(Array.from({ length: visits }, () => post('/api/post-visitas/', { slug, visitas: 0 })))
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([])
    const after = ((await post('/api/post-visitas', { slug })).body!.data as Json).visitas as number
    expect(after).toBe(before + visits + 1)
  })

  it('counts SITCA documents too; unknown slugs 404; bad bodies 400 and 413; nothing changes', async () => {
    const sitca = await post('/api/post-visitas', { slug: sitcaSlug })
    expect(sitca.status).toBe(200)
    const unknown = await post('/api/post-visitas', { slug: 'no-existe-esta-noticia' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: 'No se encontró información.' })
    const before = await count(slug)
    expect((await post('/api/post-visitas', { visitas: 3 })).body).toEqual({ error: 'El campo slug es obligatorio.' })
    expect((await post('/api/post-visitas', { slug: 42 })).status).toBe(400)
    expect((await post('/api/post-visitas', { slug: 'a\u0000b' })).body).toEqual({ error: 'El slug contiene caracteres no válidos.' })
    const notJson = await get('/api/post-visitas', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"slug":' })
    expect(notJson.body).toEqual({ error: 'El cuerpo de la solicitud debe ser JSON válido.' })
    const huge = await post('/api/post-visitas', { slug, relleno: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
    expect(huge.body).toEqual({ error: 'La solicitud es demasiado grande (máximo 16 KiB).' })
    // Lists may lag the counter by their cache lifetime, never run ahead of it.
    expect(await count(slug)).toBeLessThanOrEqual(before)
  })
})
