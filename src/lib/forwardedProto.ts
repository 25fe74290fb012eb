// Which scheme a client used, from what a server can trust: SITE_URL, and X-Forwarded-Proto only as
// far as the proxies we run (TRUSTED_PROXY_HOPS) put it there (src/lib/clientAddress.ts,
// src/guard/securityHeaders.ts).

/** The trimmed, non-empty entries of a comma-separated X-Forwarded-* header. */
export const forwardedEntries = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/**
 * The scheme the client used, as the trusted proxies report it in X-Forwarded-Proto, or null
 * when none is trusted (hops 0) or none said. Proxies that append (rather than replace) write
 * one entry per hop, read as X-Forwarded-For is.
 */
export function resolveForwardedProto(hops: number, forwardedProto: string | null | undefined): string | null {
  if (!(hops > 0)) return null
  const chain = forwardedEntries(forwardedProto)
  if (chain.length === 0) return null
  return chain[Math.max(0, chain.length - hops)]!.toLowerCase()
}

/**
 * Whether this response travels over HTTPS: the site's public address says so (SITE_URL), or the
 * TLS-terminating proxy in front does: `forwardedProto` is X-Forwarded-Proto as read from the
 * trusted proxies only (resolveForwardedProto), null when there are none.
 */
export function servedOverHttps(siteUrl: string, forwardedProto: string | null): boolean {
  if (siteUrl.startsWith('https://')) return true
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https'
}
