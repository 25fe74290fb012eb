import { env } from '@/env'
import { normaliseAddress, resolveClientAddress, resolveForwardedProto } from '@/lib/clientAddress'
import { servedOverHttps } from '@/lib/securityHeaders'
import { peerAddress } from './connection'

/**
 * The client's address for rate limits, the visit count and logs: the connection's, or as many
 * proxies in front as TRUSTED_PROXY_HOPS says report it. 'desconocido' when neither is known.
 */
export function clientAddress(request: Request): string {
  const address = resolveClientAddress(env.trustedProxyHops, peerAddress(request), request.headers.get('x-forwarded-for'))
  return address ? normaliseAddress(address) : 'desconocido'
}

/** Whether the client reached us over HTTPS: SITE_URL says so, or a trusted proxy's X-Forwarded-Proto. */
export function requestIsHttps(request: Request): boolean {
  return servedOverHttps(env.siteUrl, resolveForwardedProto(env.trustedProxyHops, request.headers.get('x-forwarded-proto')))
}
