/**
 * The security headers of every response, as pure functions of the request and the settings,
 * so the proxy, next.config and the tests share one definition (docs/decisions/0008-content-security-policy.md).
 */

import { inlineScriptHashes, recaptchaScriptHosts } from '@/lib/pageScriptPolicy.mjs'
import { alertScript } from '@/lib/siteAlert'

/**
 * 'hash' (default): every page leaves the proxy with a nonce policy (what it needs if it renders
 * now); a page served from the cache then gets the hashes of its own inline scripts instead, taken
 * from the same cache object as its body (withPageScriptSrc, src/guard/pageScriptHeader.ts).
 * 'nonce': every page rendered per request, with its nonce. 'static': cached pages, inline scripts allowed.
 */
export type CspMode = 'hash' | 'nonce' | 'static'

/** Where the page's third-party embeds come from, read from the site settings. */
export type EmbedSources = {
  /** Live radio stream addresses (settings `radio_stream_url`). */
  media: string[]
  /** Campus map iframe addresses (settings `campus[].mapa_embed`). */
  frames: string[]
}

type PolicyInput = {
  /** Never 'hash' (see responseMode): that mode's pages start with a nonce policy. */
  mode: CspMode
  /** Required in 'nonce' mode: a fresh random value for this response. */
  nonce?: string
  https: boolean
  recaptcha: boolean
  embeds: EmbedSources
}

const videoHost = 'https://www.youtube-nocookie.com'
const recaptchaFrames = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
// Monaco, the code editor of the admin's HTML-embed field, loads itself from this CDN.
const adminEditorCdn = 'https://cdn.jsdelivr.net'

function serialise(directives: Record<string, string[] | true>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources === true ? name : `${name} ${sources.join(' ')}`))
    .join('; ')
}

/**
 * A source expression for an embed address: its origin, plus the folder of its path for frames
 * (https://www.google.com/maps/embed?pb=… allows https://www.google.com/maps/, not all of Google).
 * On an HTTPS site an http:// address is upgraded by the browser before the check, so the https
 * form is what must be allowed. Null for anything that is not an absolute http(s) address, or
 * that would not read as one source in the header.
 */
export function embedSource(address: string, https: boolean, keepFolder: boolean): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const scheme = https ? 'https:' : url.protocol
  const folder = keepFolder ? url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1) : ''
  const source = `${scheme}//${url.host}${folder}`
  // The settings validate these addresses; one saved before that (or written around it) must still
  // not add a directive (';'), a policy (','), another source (space) or a keyword (quotes).
  return /[\s;,'"\\]/.test(source) ? null : source
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))]

function scriptSources({ mode, nonce, recaptcha }: PolicyInput): string[] {
  const hosts = recaptcha ? recaptchaScriptHosts : []
  if (mode === 'static') return ["'self'", "'unsafe-inline'", ...hosts]
  if (!nonce) throw new Error('CSP en modo nonce sin nonce')
  // 'strict-dynamic' lets the nonce'd Next.js scripts load their chunks (and reCAPTCHA's loader);
  // browsers that know it ignore 'self' and the hosts, which stay for older ones.
  return ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...hosts]
}

/**
 * A cached page's policy once its own script-src is known: `pageScriptSrc` ("script-src 'self'
 * 'sha256-…'…", from the cache entry) replaces the nonce the proxy gave the page in case it
 * rendered now. Only a whole script-src directive is accepted; anything else leaves the policy as it is.
 */
export function withPageScriptSrc(policy: string, pageScriptSrc: string): string {
  if (!/^script-src\s/.test(pageScriptSrc) || /[;,]/.test(pageScriptSrc) || pageScriptSrc.includes("'unsafe-inline'")) return policy
  const directives = policy.split(';').map((directive) => directive.trim())
  const at = directives.findIndex((directive) => directive.startsWith('script-src '))
  if (at === -1) return policy
  directives[at] = pageScriptSrc
  return directives.join('; ')
}

/**
 * The site-wide alert's inline script (src/lib/siteAlert.ts), a fixed text, so pages rendered per
 * request may run it by its hash as cached pages do (those list the hashes of all their scripts).
 * Not with 'unsafe-inline' ('static'): a hash in the policy would make browsers ignore that keyword.
 */
export const alertScriptSource = inlineScriptHashes(`<script>${alertScript}</script>`)[0]!

/** The Content-Security-Policy of the public site's pages. */
export function sitePolicy(input: PolicyInput): string {
  const { https, recaptcha, embeds } = input
  return serialise({
    'default-src': ["'self'"],
    'script-src': [...scriptSources(input), ...(input.mode === 'static' ? [] : [alertScriptSource])],
    // React renders style attributes (and Next.js a few style elements): the Observatory scores
    // 'unsafe-inline' here 0, not a penalty; scripts are what a CSP must hold.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'", ...unique(embeds.media.map((a) => embedSource(a, https, false)))],
    'frame-src': unique([videoHost, ...embeds.frames.map((a) => embedSource(a, https, true)), ...(recaptcha ? recaptchaFrames : [])]),
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': true as const } : {}),
  })
}

/**
 * The policy mode a page leaves the proxy with. In 'hash' mode that is a nonce, whatever the page:
 * the proxy cannot know whether it will come from the cache (then its own hashes replace the
 * nonce) or render now (a search, a view not in the cache, a 404, an error page), which the nonce
 * covers at no cost since it renders anyway.
 */
export function responseMode(configured: CspMode): Exclude<CspMode, 'hash'> {
  return configured === 'hash' ? 'nonce' : configured
}

/**
 * The Content-Security-Policy of the Payload admin. Scripts are held as on the site (nonce or
 * 'unsafe-inline' by mode); the admin also needs inline styles, blob: images of uploads being
 * cropped, and the code editor's CDN, which it loads only when an HTML-embed field is opened.
 */
export function adminPolicy(input: PolicyInput): string {
  const { mode, https } = input
  return serialise({
    'default-src': ["'self'"],
    'script-src': [...scriptSources({ ...input, recaptcha: false }), ...(mode === 'nonce' ? [] : [adminEditorCdn])],
    'style-src': ["'self'", "'unsafe-inline'", adminEditorCdn],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:', adminEditorCdn],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': true as const } : {}),
  })
}

/** For an uploaded SVG, a document of its own: it may style itself, and nothing else (no scripts, no loads). */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'"

/** For responses that are not documents (JSON, feeds, files): nothing may run or frame them. */
export const dataPolicy = "default-src 'none'; frame-ancestors 'none'"

/** Two years, every subdomain; sent only when the site is served over HTTPS. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains'

// Whether a response travels over HTTPS (SITE_URL, or the trusted proxies' X-Forwarded-Proto).
export { servedOverHttps } from '@/lib/forwardedProto'

/** A fresh nonce: 16 random bytes, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
