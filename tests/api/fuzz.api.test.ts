import { describe, expect, it } from 'vitest'
import { base, cms, label, load } from './helpers'

/** A small seeded generator, so a failing input can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0
    state = (state ^ (state >>> 13)) >>> 0
    return state / 2 ** 32
  }
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! }
}

const hostileStrings = [
  "' OR '1'='1",
  '1; DROP TABLE comunicaciones; --',
  "licenciatura-en-derecho' UNION SELECT email, password FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '\u0000\u0001\u0002',
  '😀'.repeat(50),
  'ñ'.repeat(5000),
  'x'.repeat(70_000),
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{}',
  'null',
  'CAR\nLIC',
  '\ud800',
  'BAC%',
  '%',
  '%E0%A4%A',
]

const getPaths = [
  '/api/get-carrusel/',
  '/api/get-carrusel-radio/',
  '/api/get-programas-academicos/',
  '/api/get-info-ofertaacademica-cards/',
  '/api/get-info-ofertaacademica/',
  '/api/get-info-bachillerato/',
  '/api/get-comunicacion/',
  '/api/get-conocer-cards/',
  '/api/get-conocer/',
  '/api/get_programas_formContact/',
  '/api/get_libros/',
  '/api/get_podcast/',
  '/api/get_sitca/',
  '/api/get_casos_exito/',
  '/api/get_tramites_texto/',
  '/api/get-beneficios-exa/',
  '/api/get-oferta/',
  '/api/openapi.json',
]
const postPaths = ['/api/submit-Form-Contacto/', '/api/post-visitas/', '/api/registro-evento/']
const names = ['tipo', 'slug', 'cantidad', 'id', 'tipo[]', '__proto__', 'constructor', 'nivel', 'modalidad', 'campus', 'area', 'q']

function nested(depth: number): unknown {
  let value: unknown = 'fondo'
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value]
  return value
}

function hostileValue(r: ReturnType<typeof generator>): unknown {
  const kind = r.next()
  if (kind < 0.35) return r.pick(hostileStrings)
  if (kind < 0.45) return Math.floor(r.next() * 2 ** 40) * (r.next() < 0.5 ? -1 : 1)
  if (kind < 0.5) return r.next() < 0.5
  if (kind < 0.55) return null
  if (kind < 0.65) return [r.pick(hostileStrings), 1, null]
  if (kind < 0.72) return nested(Math.floor(r.next() * 2000))
  if (kind < 0.78) return { $gt: '', __proto__: { admin: true } }
  return r.pick(hostileStrings).slice(0, 200)
}

/** Percent-encodes, or sends the invalid UTF-8 a lone surrogate would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

type Case = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: BodyInit; query?: string }

function hostileCase(r: ReturnType<typeof generator>): Case {
  if (r.next() < 0.5) {
    const parts: string[] = []
    const count = Math.floor(r.next() * 4)
    for (let i = 0; i < count; i++) {
      const value = hostileValue(r)
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      parts.push(`${encode(r.pick(names))}=${r.next() < 0.1 ? encode(text).replace(/%2[0-9A-F]/g, '%') : encode(text ?? '')}`)
    }
    const path = r.pick(getPaths)
    return { method: r.next() < 0.1 ? 'POST' : 'GET', path: r.next() < 0.5 ? path : path.replace(/\/$/, ''), query: parts.join('&') }
  }
  const path = r.pick(postPaths)
  const shape = r.next()
  const fields = ['nombre', 'apellido', 'telefono', 'email', 'programa', 'comentario', 'captcha', 'slug', 'visitas', 'acompanantes']
  let body: BodyInit
  let type = 'application/json'
  if (shape < 0.6) {
    const object: Record<string, unknown> = {}
    for (const f of fields) if (r.next() < 0.7) object[f] = hostileValue(r)
    body = JSON.stringify(object)
  } else if (shape < 0.7) body = JSON.stringify(hostileValue(r))
  else if (shape < 0.78) body = '{"slug": "sin cerrar'
  else if (shape < 0.84)
    body = new Uint8Array([0x7b, 0x22, 0x73, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]) // bad UTF-8
  else if (shape < 0.9) {
    body = 'nombre=Ana&captcha=x'
    type = r.pick(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', ''])
  } else if (shape < 0.95) body = JSON.stringify({ slug: 'x'.repeat(40_000) })
  else body = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`
  return { method: 'POST', path, body, headers: type ? { 'Content-Type': type } : {} }
}

/** What the fuzz must not change, read uncached from the back office: visits, requests, accounts. */
async function snapshot() {
  const visits = async (collection: string) => {
    const { body } = await cms(`/${collection}?limit=1000&depth=0&select[visitas]=true&select[slug]=true`)
    return (body.docs as { slug: string; visitas: number }[]).map((d) => `${d.slug}:${d.visitas}`).sort()
  }
  return {
    news: await visits('comunicaciones'),
    documents: await visits('sitca-documentos'),
    requests: (await cms('/solicitudes-contacto?limit=1&depth=0')).body.totalDocs,
    registrations: (await cms('/registros-evento?limit=1&depth=0')).body.totalDocs,
    users: (await cms('/users?limit=1&depth=0')).body.totalDocs,
  }
}

describe(`fuzzing the public API (${label})`, () => {
  const hostile = load(2400)
  it(`${hostile} hostile requests: no 5xx, JSON errors, and no stored data changes`, async () => {
    const before = await snapshot()
    const r = generator(20261123)
    const cases = Array.from({ length: hostile }, () => hostileCase(r))
    const failures: string[] = []
    const statuses = new Map<number, number>()
    for (let i = 0; i < cases.length; i += 16) {
      await Promise.all(
        cases.slice(i, i + 16).map(async (c) => {
          const url = `${base}${c.path}${c.query ? `?${c.query}` : ''}`
          const response = await fetch(url, { method: c.method, headers: c.headers, body: c.body, redirect: 'manual' })
          const text = await response.text()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json')
          // 431: Node's HTTP parser refuses URLs over 16 KB before any handler runs (no body).
          const refusedByNode = response.status === 431 && text === ''
          if (response.status >= 500 || (!isJson && !refusedByNode) || /at .+\.(js|ts):\d+/.test(text)) {
            failures.push(`${c.method} ${url.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`)
          }
        }),
      )
    }
    expect(failures).toEqual([])
    console.log(`[${label}] respuestas del fuzz:`, Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))
    expect(await snapshot()).toEqual(before)
  }, 600_000)
})
