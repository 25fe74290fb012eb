import { NextResponse, type NextRequest } from 'next/server'

/**
 * With skipTrailingSlashRedirect on (for the API), pages would answer at /x and /x/ both:
 * send /x/ to /x so every page has one address. The spec writes the CONOCER route in capitals;
 * people type it in lowercase, so /conocer (any other casing) goes to /CONOCER, in one hop.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname.startsWith('/api/')) return NextResponse.next()
  let target = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  target = target.replace(/^\/conocer(?=\/|$)/i, '/CONOCER')
  if (target !== pathname) {
    // A plain URL, not a clone of nextUrl: NextURL remembers that the request ended in a slash
    // and would put it back, redirecting /x/ to /x/ forever.
    return NextResponse.redirect(new URL(`${target}${search}`, request.url), 308)
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/((?!api/|_next/|media/).*)'],
}
