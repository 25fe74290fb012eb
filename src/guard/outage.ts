import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { databaseFailedRecently } from '@/lib/databaseOutage'

/*
 * A page or API read that cannot be served because the database is away answers 503 with
 * Retry-After and a Spanish page (or the API's Spanish JSON error), never Next.js's 500 page.
 * Next.js gives a page no way to choose its status when its render fails (only 401/403/404 and
 * redirects), so this works one layer below, on Node's own response: a 500 to a public GET or
 * HEAD, while the database has just failed a read (src/lib/databaseOutage.ts), leaves as that 503
 * instead. Everything else passes untouched.
 */

const unavailableText = 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.'
const retryAfterSeconds = 30

const page = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Servicio no disponible · Universidad UGC</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;display:grid;place-items:center;min-height:100vh;text-align:center;padding:1.5rem}h1{color:#C41230;font-size:1.75rem}a{color:#C41230;font-weight:600}</style>
</head><body><main><h1>Volvemos en unos minutos</h1>
<p>${unavailableText}</p><p><a href="/">Volver al Inicio</a></p></main></body></html>
`

type Answer = { body: Buffer; type: string }
const answers = {
  page: { body: Buffer.from(page), type: 'text/html; charset=utf-8' },
  api: { body: Buffer.from(JSON.stringify({ error: unavailableText })), type: 'application/json; charset=utf-8' },
} satisfies Record<string, Answer>

/** The 503 a 500 becomes, or null when it stays as it is (staff screens, Payload's API, non-reads). */
export function outageAnswer(method: string | undefined, url: string | undefined, status: number, databaseFailing: boolean): Answer | null {
  if (status !== 500 || !databaseFailing) return null
  if (method !== 'GET' && method !== 'HEAD') return null
  const pathname = (url ?? '/').split('?')[0]!
  if (/^\/(admin|cms-api|graphql|_next)(\/|$)/.test(pathname)) return null
  return pathname.startsWith('/api/') ? answers.api : answers.page
}

const installed = Symbol.for('ugc.outageGuardInstalled')
type Holder = { [installed]?: boolean }
type Callback = (error?: Error | null) => void
type Method = (...args: unknown[]) => unknown

/**
 * Installs the rule once per process (src/instrumentation.ts): as each public GET or HEAD arrives
 * (Node's http.server.request.start channel fires before any handler), its response's writeHead,
 * write and end are wrapped. The decision is taken when the headers are about to leave; Next.js's
 * compression wraps these same calls later, so the answer replaces its compressed body and encoding.
 */
export function answerOutagesWith503(): void {
  const holder = globalThis as Holder
  if (holder[installed]) return
  holder[installed] = true
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse }
    if (outageAnswer(request.method, request.url, 500, true)) guard(request, response)
  })
}

function guard(request: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as Method
  const write = res.write.bind(res) as Method
  const end = res.end.bind(res) as Method
  let taken: Answer | null | undefined

  const decide = (status: number): Answer | null => {
    if (taken !== undefined) return taken
    if (res.headersSent) return (taken = null)
    taken = outageAnswer(request.method, request.url, status, status === 500 && databaseFailedRecently())
    if (taken) {
      for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified', 'x-nextjs-cache', 'x-nextjs-prerender'])
        res.removeHeader(name)
      res.setHeader('Content-Type', taken.type)
      res.setHeader('Content-Length', taken.body.length)
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Retry-After', String(retryAfterSeconds))
      writeHead(503)
    }
    return taken
  }

  res.writeHead = function (status: number, ...rest: unknown[]) {
    if (decide(status)) return res
    return writeHead(status, ...rest)
  } as typeof res.writeHead

  res.write = function (...args: unknown[]) {
    if (decide(res.statusCode)) {
      const callback = args.find((a) => typeof a === 'function') as Callback | undefined
      if (callback) process.nextTick(callback)
      return true
    }
    return write(...args)
  } as typeof res.write

  res.end = function (...args: unknown[]) {
    const answer = decide(res.statusCode)
    if (!answer) return end(...args)
    if (res.writableEnded) return res
    const callback = args.find((a) => typeof a === 'function')
    return callback ? end(answer.body, callback) : end(answer.body)
  } as typeof res.end
}
