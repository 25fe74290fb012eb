/**
 * The news and activities pages choose their view by query string (spec §2.12), which makes Next.js
 * render them on every request. Their plain address (no query), the one most visitors open, is
 * served by src/proxy.ts from a twin route under this path segment that Next.js caches like any
 * other page and revalidates by the same tags; the segment is never an address of its own.
 */
export const cachedViewSegment = 'vista-en-cache'

/** The pages whose plain address is served from their cached twin. */
export const cachedViewPages = ['/vida-universitaria-y-eventos', '/actividades-ugc']

/** Where the proxy sends a plain request for `pathname`, or null if it is not one of those pages. */
export function cachedViewOf(pathname: string, search: string): string | null {
  return search === '' && cachedViewPages.includes(pathname) ? `${pathname}/${cachedViewSegment}` : null
}

/** True for a request that names the twin directly: it must answer 404 like any unknown address. */
export function namesCachedView(pathname: string): boolean {
  return cachedViewPages.some((page) => pathname === `${page}/${cachedViewSegment}`)
}
