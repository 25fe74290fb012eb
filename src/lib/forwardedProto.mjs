// Which scheme a client used, from what a server can trust: SITE_URL, and X-Forwarded-Proto only as
// far as the proxies we run (TRUSTED_PROXY_HOPS) put it there. Plain JavaScript with no imports: the
// app (src/lib/clientAddress.ts, src/guard/securityHeaders.ts) and the front cache of
// scripts/serve.mjs, which runs outside the app's bundle, share this one definition.

/**
 * The trimmed, non-empty entries of a comma-separated X-Forwarded-* header.
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export const forwardedEntries = (header) =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/**
 * The scheme the client used, as the trusted proxies report it in X-Forwarded-Proto, or null
 * when none is trusted (hops 0) or none said. Proxies that append (rather than replace) write
 * one entry per hop, read as X-Forwarded-For is.
 * @param {number} hops
 * @param {string | null | undefined} forwardedProto
 * @returns {string | null}
 */
export function resolveForwardedProto(hops, forwardedProto) {
  if (!(hops > 0)) return null
  const chain = forwardedEntries(forwardedProto)
  if (chain.length === 0) return null
  return /** @type {string} */ (chain[Math.max(0, chain.length - hops)]).toLowerCase()
}

/**
 * Whether this response travels over HTTPS: the site's public address says so (SITE_URL), or the
 * TLS-terminating proxy in front does: `forwardedProto` is X-Forwarded-Proto as read from the
 * trusted proxies only (resolveForwardedProto), null when there are none.
 * @param {string} siteUrl
 * @param {string | null} forwardedProto
 * @returns {boolean}
 */
export function servedOverHttps(siteUrl, forwardedProto) {
  if (siteUrl.startsWith('https://')) return true
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https'
}
