import 'server-only'
import { z } from 'zod'
import { readingAs } from '@/data/previewScope'
import { edgeTagHeaders } from '@/cache/edge-tags.mjs'
import { withReadTags } from '@/cache'

/** Public GET answers: a CDN may keep them briefly; any origin may read them. */
const publicHeaders = {
  'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600',
  'Access-Control-Allow-Origin': '*',
}

/**
 * A public read's value, and the headers of its answer. The edge keeps it (its tags named, so a
 * change purges it: src/cache/edge-tags.mjs) only when `keep` says its address is one of a bounded
 * set, written the one way the site writes it: any other spelling or parameter reaches the server.
 */
export async function publicRead<T>(read: () => Promise<T>, keep: boolean): Promise<{ value: T; headers: Record<string, string> }> {
  // The API answers what is published, even to a staff member's browser in «Vista previa».
  const { value, tags } = await readingAs(null, () => withReadTags(read))
  return { value, headers: keep ? { ...publicHeaders, ...edgeTagHeaders(tags) } : publicHeaders }
}

/** True when every parameter of `search` is one of `known`, given once, and written as `canonical` writes it back. */
export function canonicalQuery(search: URLSearchParams, known: readonly string[], canonical: (key: string) => string | undefined): boolean {
  const seen = new Set<string>()
  for (const [key, value] of search) {
    if (!known.includes(key) || seen.has(key) || canonical(key) !== value) return false
    seen.add(key)
  }
  return true
}

export const messages = {
  notFound: 'No se encontró información.',
  methodNotAllowed: 'Método no permitido.',
  tooLarge: 'La solicitud es demasiado grande (máximo 16 KiB).',
  unavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
  badJson: 'El cuerpo de la solicitud debe ser JSON válido.',
  rateLimited: 'Demasiadas solicitudes. Intenta de nuevo en un momento.',
} as const

const jsonType = { 'Content-Type': 'application/json; charset=utf-8' }

/** `{ data }` with the contract's JSON content type. */
export function jsonData(data: unknown, init: { status?: number; headers?: Record<string, string>; extra?: Record<string, unknown> } = {}) {
  return Response.json({ data, ...init.extra }, { status: init.status ?? 200, headers: { ...jsonType, ...init.headers } })
}

export function jsonError(status: number, error: string, init: { headers?: Record<string, string>; extra?: Record<string, unknown> } = {}) {
  return Response.json({ error, ...init.extra }, { status, headers: { ...jsonType, 'Cache-Control': 'no-store', ...init.headers } })
}

/** Anything the database or a dependency threw: logged for us, a calm 503 for the client. */
export function unavailable(error: unknown) {
  console.error('[api]', error)
  return jsonError(503, messages.unavailable, { headers: { 'Retry-After': '30' } })
}

/** Spanish text for a query-parameter problem, naming the parameter. */
function describeIssue(issue: z.core.$ZodIssue, given: Record<string, string>): string {
  const name = String(issue.path[0] ?? 'parámetro')
  if (!(name in given)) return `Falta el parámetro ${name}.`
  if (issue.code === 'invalid_value') return `El parámetro ${name} debe ser uno de: ${issue.values.map(String).join(', ')}.`
  if (issue.code === 'invalid_type' && issue.input === undefined) return `Falta el parámetro ${name}.`
  return `El parámetro ${name} no es válido: ${issue.message}`
}

/**
 * A public GET endpoint: query parameters parsed by zod (a repeated one is refused),
 * data from src/data, `{ data }` on success, 404 when the reader found nothing.
 */
export function publicGet<S extends z.ZodObject>(schema: S, read: (params: z.output<S>) => Promise<unknown>) {
  return async function GET(request: Request): Promise<Response> {
    const search = new URL(request.url).searchParams
    const params: Record<string, string> = {}
    for (const key of new Set(search.keys())) {
      if (!(key in schema.shape)) continue // unknown parameters are ignored, as before
      const values = search.getAll(key)
      if (values.length > 1) return jsonError(400, `El parámetro ${key} está repetido.`)
      params[key] = values[0]!
    }
    const parsed = schema.safeParse(params)
    if (!parsed.success) return jsonError(400, describeIssue(parsed.error.issues[0]!, params))
    const keep = canonicalQuery(search, Object.keys(schema.shape), (key) => {
      const value = (parsed.data as Record<string, unknown>)[key]
      return value === undefined || value === null ? undefined : String(value)
    })
    let answer: { value: unknown; headers: Record<string, string> }
    try {
      answer = await publicRead(() => read(parsed.data), keep)
    } catch (error) {
      return unavailable(error)
    }
    if (answer.value === null || answer.value === undefined) return jsonError(404, messages.notFound)
    return jsonData(answer.value, { headers: answer.headers })
  }
}

/** Preflight for cross-origin reads and JSON posts. */
export function OPTIONS(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
      'Access-Control-Max-Age': '86400',
    },
  })
}

/** JSON 405 answers for every method an endpoint does not take. */
export function methodsNotAllowed(allowed: 'GET' | 'POST') {
  const handler = () => jsonError(405, messages.methodNotAllowed, { headers: { Allow: `${allowed}, OPTIONS` } })
  return allowed === 'GET'
    ? { POST: handler, PUT: handler, PATCH: handler, DELETE: handler }
    : { GET: handler, PUT: handler, PATCH: handler, DELETE: handler }
}

const maxBody = 16 * 1024

/** Reads a JSON object body of at most 16 KiB; answers the error Response when it is not one. */
export async function readJsonBody(request: Request): Promise<{ body: Record<string, unknown> } | { response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBody) return { response: jsonError(413, messages.tooLarge) }
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    return { response: jsonError(400, 'El cuerpo debe enviarse como application/json.') }
  }
  let text = ''
  let size = 0
  const reader = request.body?.getReader()
  if (reader) {
    const decoder = new TextDecoder('utf-8', { fatal: true })
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > maxBody) {
          await reader.cancel()
          return { response: jsonError(413, messages.tooLarge) }
        }
        text += decoder.decode(value, { stream: true })
      }
      text += decoder.decode()
    } catch {
      return { response: jsonError(400, messages.badJson) }
    }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { response: jsonError(400, messages.badJson) }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { response: jsonError(400, messages.badJson) }
  return { body: body as Record<string, unknown> }
}
