import { env } from '@/env'
import { normaliseAddress, resolveClientAddress, resolveForwardedProto } from '@/lib/clientAddress'
import { servedOverHttps } from '@/guard/securityHeaders'
import { peerAddress } from './connection'

/**
 * The client's address for rate limits, the visit count and logs: the connection's, or as many
 * proxies in front as TRUSTED_PROXY_HOPS says report it. 'desconocido' when neither is known.
 */
export function clientAddress(request: Request): string {
  const address = resolveClientAddress(env.trustedProxyHops, peerAddress(request), request.headers.get('x-forwarded-for'))
  return address ? normaliseAddress(address) : 'desconocido'
}

const warned = Symbol.for('ugc.warnedHttpSiteUrl')

/** Whether the client reached us over HTTPS: SITE_URL says so, or a trusted proxy's X-Forwarded-Proto. */
export function requestIsHttps(request: Request): boolean {
  const proto = resolveForwardedProto(env.trustedProxyHops, request.headers.get('x-forwarded-proto'))
  const holder = globalThis as { [warned]?: boolean }
  if (proto === 'https' && !env.siteUrl.startsWith('https://') && !holder[warned]) {
    // Payload fixes the staff session cookie's Secure flag from SITE_URL when it starts, not per request.
    holder[warned] = true
    console.warn(`⚠ El proxy indica HTTPS, pero SITE_URL es ${env.siteUrl}: la cookie de sesión del personal no lleva Secure. Pon SITE_URL=https://… (la dirección pública).`)
  }
  return servedOverHttps(env.siteUrl, proto)
}
