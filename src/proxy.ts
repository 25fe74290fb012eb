import { NextResponse, type NextRequest } from 'next/server'
import { viewIndexOrEmpty } from '@/data/cachedViews'
import { firstAccountFormRefusal } from '@/cms/auth/firstAccountForm'
import { fileRefusalBody, uploadRequestRefusal } from '@/cms/media/uploadRules'
import { clientAddress, requestIsHttps } from '@/guard/client'
import { getEmbedSources } from '@/data/site'
import { getSlugIndex } from '@/data/slugIndex'
import { recordMissingPath } from '@/data/missingPages'
import { redirectMapOrEmpty } from '@/data/redirects'
import { redirectFor } from '@/lib/redirects'
import { previewSessionOf } from '@/data/previewScope'
import { env } from '@/env'
import { cachedViewOf, cachedViewPages, namesCachedView } from '@/cache/cachedViews'
import { namesSlug, unknownSlug } from '@/lib/slugRoutes'
import {
  adminPolicy,
  createNonce,
  dataPolicy,
  responseMode,
  sitePolicy,
  strictTransportSecurity,
  svgPolicy,
  type EmbedSources,
} from '@/guard/securityHeaders'

const noEmbeds: EmbedSources = { media: [], frames: [] }

// Uploaded files (ours at /media, Payload's own file route): no CSP, which would also govern
// the browser's PDF viewer; /media answers SVGs with a policy of its own.
const isFile = (pathname: string) => pathname.startsWith('/media/') || /^\/cms-api\/[^/]+\/file\//.test(pathname)
const isData = (pathname: string) => /^\/(api|cms-api)(\/|$)/.test(pathname)
/** The public pages a staff member may preview (not the back office, the data, files or share cards). */
const isPreviewable = (pathname: string) => !isFile(pathname) && !isData(pathname) && !/^\/(admin|og)(\/|$)/.test(pathname)

async function embedSources(): Promise<EmbedSources> {
  try {
    return await getEmbedSources()
  } catch {
    // No database: the page itself answers 503, and needs no embeds for that.
    return noEmbeds
  }
}

async function unknownSlugOf(pathname: string): Promise<'page' | 'card' | null> {
  try {
    return unknownSlug(await getSlugIndex(), pathname)
  } catch {
    return null
  }
}

/**
 * A staff redirect. A permanent one is kept by browsers for 10 minutes only, so an editor's
 * mistake undone in the back office reaches returning visitors soon; CDNs keep none of them.
 */
function redirectTo(location: string, status: 301 | 302, request: NextRequest): NextResponse {
  const response = NextResponse.redirect(new URL(location, request.url), status)
  response.headers.set('Cache-Control', status === 301 ? 'public, max-age=600' : 'no-store')
  response.headers.set('CDN-Cache-Control', 'no-store')
  return response
}

/**
 * Every request but Next.js's build assets passes here, for the headers that depend on the request
 * or the settings (static ones are in next.config.mjs): the Content-Security-Policy, with a fresh
 * nonce for each page (Next.js reads it from the request and puts it on its scripts if the page
 * renders now; in 'hash' mode a page from the cache gets its own script hashes in its place,
 * src/guard/pageScriptHeader.ts), and HSTS over HTTPS.
 *
 * With skipTrailingSlashRedirect on (for the API), pages would answer at /x and /x/ both:
 * send /x/ to /x so every page has one address. The spec writes the CONOCER route in capitals;
 * people type it in lowercase, so /conocer (any other casing) goes to /CONOCER, in one hop.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const https = requestIsHttps(request)
  const finish = (response: NextResponse) => {
    if (https) response.headers.set('Strict-Transport-Security', strictTransportSecurity)
    return response
  }

  if (!pathname.startsWith('/api/') && !pathname.startsWith('/media/')) {
    // The staff's redirects (collection `redirecciones`) come first, in one hop from either slash
    // form: a map in the process, read again every few seconds (src/data/redirects.ts).
    const moved = redirectFor(await redirectMapOrEmpty(), pathname, search)
    if (moved) return finish(redirectTo(moved.location, moved.status, request))
    let target = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
    target = target.replace(/^\/conocer(?=\/|$)/i, '/CONOCER')
    if (target !== pathname) {
      // A plain URL, not a clone of nextUrl: NextURL remembers that the request ended in a slash
      // and would put it back, redirecting /x/ to /x/ forever.
      return finish(NextResponse.redirect(new URL(`${target}${search}`, request.url), 308))
    }
  }

  // A new site's first account (an admin) only with the setup address `npm start` printed.
  if (pathname === '/admin/create-first-user') {
    const refusal = await firstAccountFormRefusal(request.nextUrl.searchParams.get('token'))
    if (refusal) return finish(new NextResponse(refusal.body, { status: refusal.status, headers: refusal.headers }))
  }

  // A staff member's «Vista previa» (docs/decisions/0024-vista-previa.md), opened by /vista-previa:
  // the page itself renders in draft mode (a draft's slug is not in the index, and the cached twins
  // hold only what is published), never a cached copy. Only for the live session the preview cookie
  // was signed for, beside Next's draft-mode cookie: anything less would render as a visitor's page
  // that Next.js then keeps.
  const previewing = isPreviewable(pathname) && (await previewSessionOf(request.headers, request.cookies)) !== null

  // A made-up slug is answered here, before Next.js renders (and keeps) its "not found"
  // (src/lib/slugRoutes.ts). Without the index (no database yet) the page itself answers. In
  // preview a detail page renders (its draft may not be published yet); a share card never previews.
  const found = namesSlug(pathname) ? await unknownSlugOf(pathname) : null
  const unknown = found === 'page' && previewing ? null : found
  if (unknown === 'page') recordMissingPath(pathname, clientAddress(request))
  if (unknown === 'card') {
    const response = new NextResponse('Imagen no encontrada.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
    response.headers.set('Content-Security-Policy', dataPolicy)
    return finish(response)
  }

  // An upload over the site's limit, refused before its body is read (src/cms/media/uploadRules.ts).
  const tooLarge = uploadRequestRefusal(request.method, pathname, request.headers)
  if (tooLarge) {
    const response = NextResponse.json(fileRefusalBody(tooLarge.message), {
      status: tooLarge.status,
      headers: { 'Cache-Control': 'no-store' },
    })
    response.headers.set('Content-Security-Policy', dataPolicy)
    return finish(response)
  }

  if (isFile(pathname)) {
    const response = NextResponse.next()
    // Payload's own file address serves an SVG as it is: it gets the same policy as /media's.
    if (/\.svgz?$/i.test(pathname)) response.headers.set('Content-Security-Policy', svgPolicy)
    return finish(response)
  }
  if (isData(pathname)) {
    const response = NextResponse.next()
    response.headers.set('Content-Security-Policy', dataPolicy)
    return finish(response)
  }

  // The views of the news, activities, radio, SITCA and editorial pages that exist come from their cached twins
  // (src/cache/cachedViews.ts); the twins have no address of their own.
  const twin =
    (request.method === 'GET' || request.method === 'HEAD') && !previewing && cachedViewPages.includes(pathname)
      ? cachedViewOf(await viewIndexOrEmpty(), pathname, search)
      : null
  // A made-up detail address gets its section's own "not found" (a way back to its list), always
  // from the one address /<section>/no-existe, so the cache keeps one copy per section at most.
  const rewriteTo = twin ?? (unknown === 'page' ? `/${pathname.split('/')[1]}/no-existe` : namesCachedView(pathname) ? '/no-existe' : null)

  const admin = /^\/admin(\/|$)/.test(pathname)
  const mode = responseMode(env.cspMode)
  const nonce = mode === 'nonce' ? createNonce() : undefined
  const input = { mode, nonce, https, recaptcha: env.recaptcha !== undefined, embeds: admin ? noEmbeds : await embedSources() }
  // A previewed page may show inside the back office's live preview (same origin only).
  const policy = admin
    ? adminPolicy(input)
    : previewing
      ? sitePolicy(input).replace("frame-ancestors 'none'", "frame-ancestors 'self'")
      : sitePolicy(input)
  let response: NextResponse
  const pass = (init?: { request: { headers: Headers } }) =>
    rewriteTo ? NextResponse.rewrite(new URL(rewriteTo, request.url), init) : NextResponse.next(init)
  if (nonce) {
    const headers = new Headers(request.headers)
    headers.set('Content-Security-Policy', policy)
    response = pass({ request: { headers } })
  } else {
    response = pass()
  }
  response.headers.set('Content-Security-Policy', policy)
  if (previewing && !admin) response.headers.set('Cache-Control', 'private, no-store')
  return finish(response)
}

export const config = {
  // Build assets (/_next/static, /_next/image) get only the static headers of next.config.mjs.
  matcher: ['/((?!_next/static/|_next/image).*)'],
}
