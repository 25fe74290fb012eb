/**
 * The rules of the site's redirects (collection `redirecciones`) and of the log of addresses that
 * answered 404 (`direcciones-no-encontradas`), as pure functions: the back office validates with
 * them and the proxy looks addresses up with them, so both read a path the same way.
 *
 * A path is kept in one readable form: percent-escapes decoded (`/noticias/año`, not
 * `/noticias/a%C3%B1o`), no trailing slash (the site answers /x/ by sending it to /x), no query.
 * The query is ignored when matching (an old address with `?id=3` and `?id=4` is one address to
 * us); a site-path target may carry its own query, and otherwise keeps the visitor's (UTM tags).
 */

import { secureAddress, staysOnSite } from './urls'

type RedirectKind = '301' | '302'
export type RedirectRule = { desde: string; hasta: string; tipo: RedirectKind }
export type RedirectMap = ReadonlyMap<string, RedirectRule>

const maxPathLength = 500

/** Addresses that belong to the site's machinery: never the source of a redirect, never logged. */
const reservedPrefixes = ['/admin', '/api', '/cms-api', '/media', '/_next', '/og', '/.well-known', '/vista-previa'] as const

/** The pages of the site that always answer (spec §2.1) and its files; a redirect from one would hide it. */
const liveSitePaths: ReadonlySet<string> = new Set([
  '/',
  '/preparatoria',
  '/licenciaturas',
  '/diplomados',
  '/CONOCER',
  '/oferta-academica',
  '/oferta-academica/comparar',
  '/quienes-somos',
  '/vida-universitaria-y-eventos',
  '/actividades-ugc',
  '/actividades-ugc/cancelar-registro',
  '/radiougc',
  '/ugcidiomas',
  '/incubadora',
  '/circulos',
  '/egresados',
  '/estudiantes',
  '/NuestroCampus',
  '/casosdeexito',
  '/convenios',
  '/stica',
  '/stica/editoriales',
  '/quejasysugerencias',
  '/buscar',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
  '/vida-universitaria-y-eventos/rss.xml',
  '/actividades-ugc/eventos.ics',
  '/radiougc/podcast.xml',
])

/** Detail pages by slug: a redirect from one that exists is refused by the back office (it asks the database). */
export const detailSections = { licenciaturas: 'LIC', diplomados: 'DIP', CONOCER: 'CONOCER' } as const

function readableSegment(segment: string): string {
  let text: string
  try {
    text = decodeURIComponent(segment)
  } catch {
    return segment
  }
  // What would change the path's shape stays escaped, so the form is stable when read twice; so do
  // backslashes and control characters, which a browser reads as slashes or drops (issue 43.4).
  return text.replace(/[%/?#\\\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c))
}

/** The readable form of a request's path (as `request.nextUrl.pathname` gives it). Cheap: the proxy calls it per request. */
export function readablePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  if (!trimmed.includes('%')) return trimmed.replace(/\/{2,}/g, '/')
  return trimmed
    .replace(/\/{2,}/g, '/')
    .split('/')
    .map(readableSegment)
    .join('/')
}

const isReserved = (path: string) => reservedPrefixes.some((p) => path === p || path.startsWith(`${p}/`))

export type Parsed = { ok: true; value: string } | { ok: false; message: string }

/**
 * What an editor wrote as the old address, in its readable form, or why it cannot be one. A full
 * address of the site (`https://www.ugc.edu.mx/viejo?x=1`) is accepted: its host and query go.
 */
export function parseSource(input: unknown): Parsed {
  let text = typeof input === 'string' ? input.trim() : ''
  if (!text) return { ok: false, message: 'Escribe la dirección anterior, por ejemplo /licenciaturas/derecho-viejo.' }
  const absolute = /^https?:\/\/[^/?#]+(.*)$/i.exec(text)
  if (absolute) text = absolute[1] || '/'
  if (!text.startsWith('/') || text.startsWith('//')) {
    return { ok: false, message: 'La dirección anterior debe ser una ruta del sitio que empiece con / (por ejemplo /noticias/2019).' }
  }
  if (/[\u0000-\u001f\u007f\s]/.test(text.replace(/ /g, '')))
    return { ok: false, message: 'La dirección anterior no puede llevar saltos de línea ni tabuladores.' }
  const path = readablePath(text.replace(/[?#].*$/, ''))
  if (path.length > maxPathLength) return { ok: false, message: `La dirección anterior puede tener hasta ${maxPathLength} caracteres.` }
  if (isReserved(path)) return { ok: false, message: `${path} es una dirección de uso interno del sitio; no se puede redirigir.` }
  if (liveSitePaths.has(path))
    return { ok: false, message: `${path} es una página del sitio que funciona; una redirección la ocultaría a los visitantes.` }
  return { ok: true, value: path }
}

const offSiteMessage =
  'El destino lleva a otro sitio aunque empiece con /: escribe una ruta de este sitio, como /licenciaturas, o una dirección https://.'

/**
 * Where a redirect sends: a path of this site (query allowed) or an https address of another
 * without a user name or password, both as a browser will read the Location header (WHATWG URL).
 */
export function parseTarget(input: unknown): Parsed {
  const text = typeof input === 'string' ? input.trim() : ''
  if (!text) return { ok: false, message: 'Escribe a dónde debe llevar: una ruta del sitio (/licenciaturas) o una dirección https://.' }
  if (/[\u0000-\u001f\u007f\s]/.test(text)) return { ok: false, message: 'El destino no puede llevar espacios ni saltos de línea.' }
  if (text.length > maxPathLength) return { ok: false, message: `El destino puede tener hasta ${maxPathLength} caracteres.` }
  if (text.includes('\\')) return { ok: false, message: 'El destino no puede llevar barras invertidas (\\); usa / en su lugar.' }
  if (/^https:\/\//i.test(text)) {
    if (/^https:\/\/[^/?#]*@/i.test(text)) return { ok: false, message: 'La dirección de destino no puede llevar usuario ni contraseña.' }
    const url = secureAddress(text)
    if (!url || !url.hostname.includes('.'))
      return { ok: false, message: 'La dirección de destino no es válida; revisa que esté completa (https://…).' }
    return { ok: true, value: text }
  }
  if (/^http:\/\//i.test(text)) return { ok: false, message: 'Las direcciones de otro sitio deben empezar con https://.' }
  if (!text.startsWith('/') || text.startsWith('//')) {
    return { ok: false, message: 'El destino debe ser una ruta del sitio que empiece con / o una dirección https://.' }
  }
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(text) ?? []
  const value = `${readablePath(path)}${rest}`
  return staysOnSite(value) ? { ok: true, value } : { ok: false, message: offSiteMessage }
}

/**
 * Whether a stored target may be served: what the back office accepts today. Rows saved before
 * a rule existed (a site path a browser reads as another host) are never answered (issue 43.4).
 */
function servableTarget(hasta: string): boolean {
  return parseTarget(hasta).ok
}

/** The site path a target leads to (its query dropped), or null for another site. */
export function targetPath(hasta: string): string | null {
  return hasta.startsWith('/') ? readablePath(hasta.replace(/[?#].*$/, '')) : null
}

/**
 * Why `desde → hasta` cannot be saved next to the other active redirects, or null. A visitor must
 * arrive in one hop: a target that already redirects is refused with its final address offered.
 * (Redirects that lead to `desde` are moved to the new target when it is saved: see the hook.)
 */
export function redirectProblem(
  rule: { desde: string; hasta: string },
  others: readonly { desde: string; hasta: string }[],
): { field: 'desde' | 'hasta'; message: string } | null {
  const to = targetPath(rule.hasta)
  if (to === rule.desde)
    return { field: 'hasta', message: 'El destino es la misma dirección anterior: la página nunca terminaría de cargar.' }
  if (others.some((o) => o.desde === rule.desde))
    return { field: 'desde', message: `Ya hay una redirección desde ${rule.desde}; edítala en lugar de crear otra.` }
  const next = to === null ? undefined : others.find((o) => o.desde === to)
  if (!next) return null
  if (targetPath(next.hasta) === rule.desde) {
    return { field: 'hasta', message: `${rule.hasta} ya lleva a ${rule.desde}: las dos redirecciones formarían un ciclo sin fin.` }
  }
  return {
    field: 'hasta',
    message: `${to} ya se redirige a ${next.hasta}. Escribe ${next.hasta} como destino para que el visitante llegue en un solo paso.`,
  }
}

/** The active redirects by their source, for the proxy; one whose target could leave the site is left out. */
export function redirectMap(rules: readonly RedirectRule[]): RedirectMap {
  return new Map(rules.filter((r) => servableTarget(r.hasta)).map((r) => [r.desde, r]))
}

/** The address to send a request for `pathname` (+ `search`) to, or null. */
export function redirectFor(map: RedirectMap, pathname: string, search: string): { location: string; status: 301 | 302 } | null {
  if (map.size === 0) return null
  const rule = map.get(readablePath(pathname))
  if (!rule) return null
  const keepsQuery = search && !rule.hasta.includes('?') && !rule.hasta.includes('#')
  return { location: keepsQuery ? `${rule.hasta}${search}` : rule.hasta, status: rule.tipo === '302' ? 302 : 301 }
}

const assetExtension = /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|bmp|woff2?|ttf|otf|eot|txt|xml|json|webmanifest|mp3|mp4|pdf)$/i

/** How many characters of a missing address the log keeps. */
const loggedPathLength = 200

/**
 * The form a 404 is counted under, or null when it is not a page a person asked for (assets, the
 * site's machinery). No query; anything that looks like an e-mail address or a phone number is
 * masked, so the log holds no one's personal data.
 */
export function missingPathOf(pathname: string): string | null {
  const path = readablePath(pathname)
  if (isReserved(path) || assetExtension.test(path)) return null
  const masked = path.replace(/[^\s/@]+@[^\s/@]+/g, '[correo]').replace(/\d[\d\s.-]{7,}\d/g, '[número]')
  return Array.from(masked).slice(0, loggedPathLength).join('')
}
