// An estimate of the MDN HTTP Observatory grade of one page from its headers and HTML, written
// from the published scoring table (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
// start at 100, subtract the penalties, and add the bonuses only if the result is 90 or more.
// What cannot be seen from one local response is reported as an assumption, not scored.

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const grades = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]

function parsePolicy(header) {
  const policy = new Map()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), new Set(sources))
  }
  return policy
}

function cspTest(header) {
  if (!header) return ['CSP ausente', -25]
  const csp = parsePolicy(header)
  const fallback = (name) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*'])
  const script = fallback('script-src')
  const style = fallback('style-src')
  const object = fallback('object-src')
  const keyed = (set) => [...set].some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s))
  // With a nonce or hash, browsers ignore 'unsafe-inline'; with 'strict-dynamic', also 'self' and hosts.
  for (const set of [script, style]) if (keyed(set)) set.delete("'unsafe-inline'")
  if (keyed(script) && script.has("'strict-dynamic'")) for (const s of [...script]) if (s === "'self'" || /^https?:/.test(s)) script.delete(s)
  if ([...script].some((s) => broad.has(s) || s === "'unsafe-inline'" || s === 'data:') || [...object].some((s) => broad.has(s))) {
    return ["CSP con 'unsafe-inline' (u orígenes amplios) en script-src", -20]
  }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return ["CSP con 'unsafe-eval'", -10]
  if ([...style].some((s) => broad.has(s) || s === "'unsafe-inline'" || s === 'data:')) return ["CSP sin inseguros salvo 'unsafe-inline' en style-src", 0]
  const defaults = csp.get('default-src')
  if (defaults?.size === 1 && defaults.has("'none'")) return ["CSP sin inseguros y default-src 'none'", 10]
  return ['CSP sin inseguros', 5]
}

function cookiesTest(setCookies, hsts) {
  if (setCookies.length === 0) return ['sin cookies', 0]
  const attrs = setCookies.map((c) => c.toLowerCase())
  const secure = attrs.every((c) => /;\s*secure/.test(c))
  const httpOnly = attrs.every((c) => /;\s*httponly/.test(c))
  const sameSite = attrs.every((c) => /;\s*samesite=(lax|strict)/.test(c))
  if (secure && httpOnly && sameSite) return ['cookies Secure, HttpOnly y SameSite', 5]
  if (secure && httpOnly) return ['cookies Secure y HttpOnly', 0]
  if (!httpOnly) return ['cookie de sesión sin HttpOnly', -30]
  return hsts ? ['cookies sin Secure, con HSTS', -10] : ['cookies sin Secure', -40]
}

function referrerTest(value) {
  if (!value) return ['Referrer-Policy ausente', 0]
  const last = value.split(',').map((v) => v.trim().toLowerCase()).pop()
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return [`Referrer-Policy ${last}`, 5]
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) return [`Referrer-Policy insegura (${last})`, -5]
  return ['Referrer-Policy no válida', -5]
}

function hstsTest(value) {
  if (!value) return ['HSTS ausente', -20]
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN)
  if (!Number.isFinite(maxAge)) return ['HSTS no válida', -20]
  return maxAge >= 15768000 ? ['HSTS de al menos seis meses', 0] : ['HSTS de menos de seis meses', -10]
}

function frameTest(csp, xfo) {
  const ancestors = csp ? parsePolicy(csp).get('frame-ancestors') : undefined
  if (ancestors && ![...ancestors].some((s) => broad.has(s))) return ['frame-ancestors en la CSP', 5]
  if (/^(deny|sameorigin)$/i.test(xfo ?? '')) return ['X-Frame-Options', 0]
  return ['sin protección contra el enmarcado', -20]
}

function corpTest(value) {
  const v = value?.trim().toLowerCase()
  if (!v) return ['CORP ausente', 0]
  if (v === 'same-origin' || v === 'same-site') return [`CORP ${v}`, 10]
  if (v === 'cross-origin') return ['CORP cross-origin', 0]
  return ['CORP no válida', -5]
}

function sriTest(html, origin) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => ({ tag: m[0], url: new URL(m[1], origin) }))
  const external = scripts.filter((s) => s.url.origin !== origin)
  if (scripts.length === 0) return ['sin scripts externos: SRI no hace falta', 0]
  if (scripts.every((s) => /\bintegrity="/.test(s.tag))) return ['SRI en todos los scripts', 5]
  if (external.length === 0) return ['scripts solo del mismo origen, sin SRI', 0]
  return external.every((s) => s.url.protocol === 'https:') ? ['scripts externos sin SRI (https)', -5] : ['scripts externos por http sin SRI', -50]
}

/**
 * Scores one response. `headers` is a fetch Headers object, `html` its body; the site is assumed to
 * answer over HTTPS and redirect http to https at its TLS proxy, which one local response cannot show.
 */
export function scoreResponse(headers, html, origin) {
  const csp = headers.get('content-security-policy')
  const hsts = headers.get('strict-transport-security')
  const acao = headers.get('access-control-allow-origin')
  const tests = {
    'Content Security Policy': cspTest(csp),
    Cookies: cookiesTest(headers.getSetCookie(), Boolean(hsts)),
    CORS: acao && headers.get('access-control-allow-credentials') === 'true' && acao !== '*' ? ['CORS abierto con credenciales', -50] : ['CORS sin acceso con credenciales', 0],
    'Referrer Policy': referrerTest(headers.get('referrer-policy')),
    HSTS: hstsTest(hsts),
    'Subresource Integrity': sriTest(html, origin),
    'X-Content-Type-Options': headers.get('x-content-type-options')?.toLowerCase() === 'nosniff' ? ['nosniff', 0] : ['X-Content-Type-Options ausente', -5],
    'X-Frame-Options': frameTest(csp, headers.get('x-frame-options')),
    'Cross Origin Resource Policy': corpTest(headers.get('cross-origin-resource-policy')),
  }
  const modifiers = Object.values(tests).map(([, m]) => m)
  const base = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0)
  const score = Math.max(0, base >= 90 ? base + modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0) : base)
  return { score, grade: grades.find(([min]) => score >= min)[1], tests, assumed: 'Redirection: http→https en el proxy TLS (0)' }
}
