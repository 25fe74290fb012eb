// The script policy a cached page carries inside itself (docs/decisions/0014-csp-con-hashes.md).
//
// Next.js inlines each page's data as scripts (`self.__next_f.push(…)`) that differ per page and
// per edit, so a strict policy needs either a nonce per response (every page rendered per
// request) or the hashes of those very scripts. A cached page's HTML is fixed until it is
// rendered again, so its hashes can be computed once, when the cache hands it out, and sent with
// it: a <meta http-equiv="Content-Security-Policy"> placed before the first script, whose
// script-src allows this site's own files and exactly those inline scripts. Browsers apply it on
// top of the header's policy, so an inline script runs only if both allow it.
//
// Plain JavaScript with no imports but node:crypto: Next.js loads the cache handler outside the
// app's bundle (src/cache/shared-cache-handler.mjs puts the policy on each page it hands out), and
// the app (src/guard/securityHeaders.ts) shares the host list from here.
import { createHash } from 'node:crypto'

// Google's published sources for reCAPTCHA v2 under a CSP (only when both of its keys are set).
export const recaptchaScriptHosts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']

// Script types a browser runs; any other type (application/ld+json…) is data, outside the CSP.
const runnableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript'])
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// Marked so that a page that already carries one (written to the cache with it) gets a fresh one.
const metaStart = '<meta http-equiv="Content-Security-Policy" data-script-hashes="" '

/**
 * The sha256 source expressions of the inline scripts a browser would run in this HTML.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(scriptPattern)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!runnableTypes.has(type)) continue
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, '\n')
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The script-src of a cached page: the site's files, these inline scripts, and reCAPTCHA if on.
 * @param {string[]} hashes
 * @param {{ recaptcha: boolean }} options
 */
export function pageScriptPolicy(hashes, { recaptcha }) {
  return `script-src 'self' ${[...hashes, ...(recaptcha ? recaptchaScriptHosts : [])].join(' ')}`.trim()
}

/**
 * The response header in which a cached page hands its script policy to the server process, which
 * puts it in place of the proxy's script-src (src/guard/pageScriptHeader.ts) and never sends it on.
 */
export const scriptPolicyHeader = 'x-ugc-page-script-src'

/**
 * The <meta> that carries the script policy of this page.
 * @param {string} html
 * @param {{ recaptcha: boolean }} options
 */
export function scriptPolicyMeta(html, { recaptcha }) {
  return metaFor(pageScriptPolicy(inlineScriptHashes(html), { recaptcha }))
}

/**
 * The <meta> for a script policy already computed.
 * @param {string} policy
 */
function metaFor(policy) {
  return `${metaStart}content="${policy}"/>`
}

/**
 * The page with `meta` as the first element after the charset declaration (which must stay within
 * the first bytes), in place of the one it already had there. Unchanged if it has no <head>. A
 * page read from disk stays bytes: one copy, no decoding, on every request that serves it.
 * @template {string | Buffer} T
 * @param {T} html
 * @param {string} meta
 * @returns {T}
 */
export function withScriptPolicyMeta(html, meta) {
  const start = typeof html === 'string' ? html.slice(0, 4096) : html.subarray(0, 4096).toString('latin1')
  const head = /<head\b[^>]*>(\s*<meta charSet="utf-8"\s*\/?>)?/i.exec(start)
  if (!head) return html
  // Offsets in the first bytes: the markup before them is ASCII, so characters and bytes agree.
  const at = head.index + head[0].length
  const previous = start.startsWith(metaStart, at) ? start.indexOf('>', at) + 1 : at
  if (typeof html === 'string') return /** @type {T} */ (html.slice(0, at) + meta + html.slice(previous))
  return /** @type {T} */ (Buffer.concat([html.subarray(0, at), Buffer.from(meta, 'utf8'), html.subarray(previous)]))
}

/**
 * The page with its script policy (see above), replacing one it already had.
 * @param {string} html
 * @param {{ recaptcha: boolean }} options
 * @returns {string}
 */
export function withPageScriptPolicy(html, options) {
  return withScriptPolicyMeta(html, scriptPolicyMeta(html, options))
}

/**
 * Whether this process serves cached pages with their script hashes (CSP_MODE, default hash).
 * @param {Record<string, string | undefined>} [environment]
 */
export function hashModeOn(environment = process.env) {
  return (environment.CSP_MODE || 'hash') === 'hash'
}

/**
 * reCAPTCHA replaces ALTCHA only when both keys are set (as src/env.ts decides).
 * @param {Record<string, string | undefined>} [environment]
 */
function recaptchaOn(environment = process.env) {
  return Boolean(environment.RECAPTCHA_SITE_KEY && environment.RECAPTCHA_SECRET_KEY)
}

/** Page entries whose HTML already carries this process's script policy (the memory cache hands out the same object). */
const withPolicy = new WeakSet()
/**
 * The policy of each page as last computed, by cache key. Next reads the pages prerendered at build
 * from disk on every request, a new object each time: hashing them again each time would cost more
 * than serving them (5 ms for the home page). A new version has another time or length.
 */
const policies = new Map()
const policiesKept = 5000

/**
 * Puts the script policy of a page (a Next.js cache entry) into its HTML and into a header of the
 * entry, both from the same object as the body, computed once per version of each page.
 * @param {string} key
 * @param {{ lastModified?: number, value?: { kind?: string, html?: string | Buffer, headers?: Record<string, unknown> } } | null | undefined} entry
 */
export function addPageScriptPolicy(key, entry) {
  const value = entry?.value
  if (value?.kind !== 'APP_PAGE' || !value.html || withPolicy.has(value) || !hashModeOn()) return
  const html = value.html
  const version = `${entry.lastModified}:${html.length}`
  let known = policies.get(key)
  if (known?.version !== version) {
    const policy = pageScriptPolicy(inlineScriptHashes(typeof html === 'string' ? html : html.toString('utf8')), {
      recaptcha: recaptchaOn(),
    })
    known = { version, policy, meta: metaFor(policy) }
    if (policies.size >= policiesKept) policies.delete(policies.keys().next().value)
    policies.set(key, known)
  }
  value.html = withScriptPolicyMeta(html, known.meta)
  value.headers = { ...value.headers, [scriptPolicyHeader]: known.policy }
  withPolicy.add(value)
}

/**
 * A page rendered now is served from its very object too: its policy is computed afresh.
 * @param {string} key
 */
export function forgetPageScriptPolicy(key) {
  policies.delete(key)
}
