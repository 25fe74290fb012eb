import { env } from '@/env'
import { normaliseAddress, resolveClientAddress, resolveForwardedProto } from '@/lib/clientAddress'
import { servedOverHttps } from '@/guard/securityHeaders'
import { peerAddress } from './connection'

/**
 * The client's address for rate limits, the visit count and logs: the connection's, or as many
 * proxies in front as TRUSTED_PROXY_HOPS says report it. 'desconocido' when neither is known.
 */
export function clientAddress(request: { headers: Pick<Headers, 'get'> }): string {
  const address = resolveClientAddress(env.trustedProxyHops, peerAddress(request), request.headers.get('x-forwarded-for'))
  return address ? normaliseAddress(address) : 'desconocido'
}

/** Whether the client reached us over HTTPS: SITE_URL says so, or a trusted proxy's X-Forwarded-Proto. */
export function requestIsHttps(request: Request): boolean {
  return servedOverHttps(env.siteUrl, resolveForwardedProto(env.trustedProxyHops, request.headers.get('x-forwarded-proto')))
}

/**
 * The response with `Secure` on every cookie it sets when the client reached us over HTTPS. Payload
 * fixes its session cookie's Secure flag from SITE_URL when it starts; behind a trusted HTTPS proxy
 * on a plain-HTTP SITE_URL, this adds it per request.
 */
export function withSecureCookies(request: Request, response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (cookies.length === 0 || !requestIsHttps(request) || cookies.every((cookie) => /;\s*secure\s*(;|$)/i.test(cookie))) return response
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
