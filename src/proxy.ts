import { NextResponse, type NextRequest } from 'next/server'

/**
 * With skipTrailingSlashRedirect on (for the API), pages would answer at /x and /x/ both:
 * send /x/ to /x so every page has one address.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/api/')) {
    const url = request.nextUrl.clone()
    url.pathname = pathname.replace(/\/+$/, '') || '/'
    url.search = search
    return NextResponse.redirect(url, 308)
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/((?!api/|_next/|media/).*)'],
}
