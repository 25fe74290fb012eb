// The site's front cache (docs/decisions/0030-cache-de-respuestas-al-frente.md): the answers Next.js
// itself marks as public — a prerendered page, a public API list — kept in this process as bytes
// and served straight to the socket, past Next's request machinery (decision 0029 measured that
// machinery at half the CPU of a cached API read).
//
// Only requests anybody could make and get the same answer are kept:
//   - GET, without the headers the Next.js router answers differently (a client-side navigation,
//     a server action), without a staff member's «Vista previa» cookie, without Authorization;
//   - a page with no query string, or an API read whose every query parameter is one that read
//     takes, given once, written the way the site writes it (see apiReads): a made-up parameter or
//     spelling is served by Next.js as before and creates no entry;
//   - and only if Next.js answered 200, public (`s-maxage` or `public`, never private or no-store),
//     fresh (not `x-nextjs-cache: STALE`) and without cookies.
//
// An entry is filled by asking Next.js for the same address (a request of our own, marked so it
// passes), never by copying a visitor's answer. It is served while both hold:
//   - no cache tag was revalidated since its fill began (minus a second for clocks and the
//     instances' tag sync): the collections' hooks revalidate the tags of every change, here or,
//     through Redis, on another instance (src/cache/shared-cache-handler.mjs);
//   - it is younger than its own `s-maxage` and than maxAgeMs.
import { gzipSync } from 'node:zlib'
import tagsModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { resolveForwardedProto, servedOverHttps } from '../../src/lib/forwardedProto.mjs'

const { tagsManifest } = tagsModule

/** No entry outlives this, whatever Next.js allows: a minute, the API's own `s-maxage`. */
const maxAgeMs = 60_000
/** Clock skew and the instances' tag sync (250 ms): a fill that began this close to a change is not trusted. */
const changeMarginMs = 1_000
export const fillHeader = 'x-ugc-relleno'
const frontHeader = 'x-ugc-frente'

const slugValue = /^[a-z0-9][a-z0-9-]{0,199}$/
const upperCode = /^[A-Z]{2,4}$/
const count = /^[1-9]\d{0,2}$/
const word = /^[a-z0-9-]{1,40}$/

/**
 * The public API reads that may be kept, and the query each takes. A value must look like one the
 * site writes (a slug, a code, a count); whether it exists is for the read to say (a 200, or not).
 * `/api/get-oferta/` is kept with at most one filter: its filters combine freely, and `q` is text.
 */
const apiReads = {
  'get-beneficios-exa': {},
  'get-carrusel': { tipo: upperCode },
  'get-carrusel-radio': { tipo: upperCode },
  'get-comunicacion': { tipo: upperCode, cantidad: count },
  'get-conocer': { slug: slugValue },
  'get-conocer-cards': {},
  'get-info-bachillerato': { tipo: upperCode },
  'get-info-ofertaacademica': { slug: slugValue },
  'get-info-ofertaacademica-cards': { tipo: upperCode },
  'get-oferta': { nivel: word, area: word, modalidad: word, campus: word, maxParams: 1 },
  'get-programas-academicos': { tipo: upperCode },
  get_casos_exito: {},
  get_libros: {},
  get_podcast: {},
  get_programas_formContact: {},
  get_sitca: {},
  get_tramites_texto: {},
  'openapi.json': {},
}

/** Headers with which the Next.js router answers something else than the plain document. */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'authorization',
]
/** Addresses that are never kept: the back office, its API, files, build assets, preview. */
const neverKept = /^\/(admin|cms-api|media|_next|vista-previa|og)(\/|$)/
const previewCookie = 'ugc-vista-previa='

/** The query string of an API read, if it may be kept: each parameter known, once, well written. */
function keptQuery(rules, search) {
  if (search === '') return true
  const params = new URLSearchParams(search)
  const seen = new Set()
  for (const [key, value] of params) {
    const rule = rules[key]
    if (!(rule instanceof RegExp) || seen.has(key) || !rule.test(value)) return false
    seen.add(key)
  }
  return seen.size <= (rules.maxParams ?? Infinity)
}

/**
 * What the server trusts of the connection, as src/env.ts reads it: SITE_URL and how many proxies
 * in front write X-Forwarded-Proto (TRUSTED_PROXY_HOPS). Read once Next.js has loaded the .env files.
 */
export function connectionTrust(environment = process.env) {
  const hops = Number(environment.TRUSTED_PROXY_HOPS ?? 0)
  return { siteUrl: environment.SITE_URL ?? '', hops: Number.isInteger(hops) && hops > 0 ? hops : 0 }
}

/**
 * 'https' when the client reached us over HTTPS as the app itself reads it (src/guard/client.ts:
 * SITE_URL, or X-Forwarded-Proto from the trusted proxies only), else 'http'. Any other value of
 * the header is the connection's own scheme: it can make no entry of its own.
 */
export function schemeOf(req, trust = connectionTrust()) {
  const header = req.headers['x-forwarded-proto']
  const forwarded = resolveForwardedProto(trust.hops, typeof header === 'string' ? header : undefined)
  return servedOverHttps(trust.siteUrl, forwarded) ? 'https' : 'http'
}

/**
 * The key under which a request's answer is kept, or null when it is not kept. The key holds the
 * address and what the server reads of the connection for a public answer: whether it came over
 * HTTPS (HSTS), as schemeOf says.
 */
export function frontKey(req, trust = connectionTrust()) {
  if (req.method !== 'GET' || req.headers[fillHeader]) return null
  const url = req.url
  if (typeof url !== 'string' || url.length > 600 || !url.startsWith('/')) return null
  const headers = req.headers
  for (const name of routerHeaders) if (headers[name] !== undefined) return null
  if (headers.cookie?.includes(previewCookie)) return null
  const mark = url.indexOf('?')
  const pathname = mark < 0 ? url : url.slice(0, mark)
  const search = mark < 0 ? '' : url.slice(mark + 1)
  if (pathname.startsWith('/api/')) {
    const name = pathname.slice(5).replace(/\/$/, '')
    const rules = Object.hasOwn(apiReads, name) ? apiReads[name] : undefined
    if (!rules || !keptQuery(rules, search)) return null
  } else if (mark >= 0 || neverKept.test(pathname)) {
    return null
  }
  return schemeOf(req, trust) === 'https' ? `https|${url}` : url
}

/** The latest time a cache tag was revalidated (an editor's change), from Next's own manifest. */
export function latestChange(now = Date.now()) {
  let latest = 0
  for (const entry of tagsManifest.values()) {
    if (typeof entry.stale === 'number' && entry.stale > latest) latest = entry.stale
    if (typeof entry.expired === 'number' && entry.expired > latest && entry.expired <= now) latest = entry.expired
  }
  return latest
}

/** How long Next.js says a shared cache may keep an answer (ms), or null when it may not. */
export function sharedLifetime(cacheControl) {
  if (typeof cacheControl !== 'string') return null
  const directives = cacheControl.toLowerCase()
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(directives)) return null
  const shared = /s-maxage=(\d+)/.exec(directives) ?? (/(^|,)\s*public\b/.test(directives) ? /max-age=(\d+)/.exec(directives) : null)
  return shared ? Number(shared[shared.length - 1]) * 1000 : null
}

/** Headers of the answer that belong to the connection, not to the content. */
const connectionHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'])
const gzipMinBytes = 1024

/** An entry from Next's answer to a fill, or null if that answer may not be kept. */
export function entryFrom(response, body, startedAt) {
  if (response.status !== 200) return null
  const headers = response.headers
  if (headers.get('set-cookie') !== null || headers.get('x-nextjs-cache') === 'STALE') return null
  const lifetime = sharedLifetime(headers.get('cache-control'))
  if (!lifetime) return null
  const kept = []
  for (const [name, value] of headers) if (!connectionHeaders.has(name)) kept.push([name, value])
  const type = headers.get('content-type') ?? ''
  const compressible = body.length >= gzipMinBytes && /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg)/.test(type)
  return {
    headers: kept,
    body,
    gzip: compressible ? gzipSync(body) : null,
    startedAt,
    expiresAt: startedAt + Math.min(lifetime, maxAgeMs),
  }
}

/** `latest`: the latest tag change, when the caller has just read it (the hot path reads it once). */
export function isFresh(entry, now = Date.now(), latest = latestChange(now)) {
  return now < entry.expiresAt && entry.startedAt - changeMarginMs > latest
}

const acceptsGzip = (value) => typeof value === 'string' && /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(value)

/** Writes a kept answer: as Next.js would, gzip to a client that accepts it (compressed once, at fill). */
export function serveEntry(entry, req, res) {
  const gzip = entry.gzip && acceptsGzip(req.headers['accept-encoding'])
  const body = gzip ? entry.gzip : entry.body
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  if (entry.gzip) res.setHeader('vary', varyWithEncoding(res.getHeader('vary')))
  if (gzip) res.setHeader('content-encoding', 'gzip')
  // Says the answer came from here, as a CDN says HIT: the tests (and an IT person) can tell.
  res.setHeader(frontHeader, 'HIT')
  res.setHeader('content-length', body.length)
  res.writeHead(200)
  res.end(body)
}

function varyWithEncoding(vary) {
  const list =
    typeof vary === 'string'
      ? vary
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : []
  return list.some((v) => v.toLowerCase() === 'accept-encoding') ? list.join(', ') : [...list, 'Accept-Encoding'].join(', ')
}

/** The kept answers, oldest out first past maxEntries or maxBytes. */
export class FrontCache {
  constructor({ maxEntries = 800, maxBytes = 64 * 1024 * 1024 } = {}) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
    this.entries = new Map()
    this.bytes = 0
    this.filling = new Map()
    /** Addresses whose answer was not to be kept (private, rendered per request): not asked again for a minute. */
    this.refused = new Map()
  }

  get(key) {
    return this.entries.get(key)
  }

  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= size(entry)
  }

  set(key, entry) {
    this.delete(key)
    if (size(entry) > this.maxBytes / 8) return
    this.entries.set(key, entry)
    this.bytes += size(entry)
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value)
  }

  /** Fills an entry once at a time per key: `fetchAnswer()` resolves with Next's answer and its body. */
  fill(key, fetchAnswer) {
    if (this.filling.has(key)) return this.filling.get(key)
    const startedAt = Date.now()
    if ((this.refused.get(key) ?? 0) > startedAt) return Promise.resolve()
    const job = (async () => {
      try {
        const { response, body } = await fetchAnswer()
        const entry = entryFrom(response, body, startedAt)
        if (entry) {
          this.set(key, entry)
          this.refused.delete(key)
        } else {
          this.delete(key)
          // A stale copy (Next is drawing the page again) is asked again on the next visit; an
          // answer that is not public, only after a minute.
          if (response.status === 200 && sharedLifetime(response.headers.get('cache-control')) === null) {
            this.refused.set(key, startedAt + maxAgeMs)
            if (this.refused.size > this.maxEntries) this.refused.delete(this.refused.keys().next().value)
          }
        }
      } catch {
        // Next.js will answer the next visitor itself; the entry waits for a later fill.
      } finally {
        this.filling.delete(key)
      }
    })()
    this.filling.set(key, job)
    return job
  }
}

const size = (entry) => entry.body.length + (entry.gzip?.length ?? 0)
