import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { staffOf } from '@/data/preview'
import { env } from '@/env'
import { requestIsHttps } from '@/guard/client'
import { previewRefusal } from '@/copy/preview'
import { isOwnPagePath } from '@/lib/previewAddress'
import { checkPreviewLink, draftModeCookieName, previewCookieName, previewCookieSeconds, signPreviewCookie } from '@/lib/previewToken'

// Never prerendered, never kept: every answer depends on who asks and when.
export const dynamic = 'force-dynamic'

/** A refusal, as a small page in Spanish that no cache keeps and no search engine lists. */
function refuse(status: number, message: string): Response {
  const html = `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${previewRefusal.title}</title></head><body><main><h1>${previewRefusal.title}</h1><p>${message}</p><p><a href="/admin">${previewRefusal.back}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  })
}

/**
 * GET /vista-previa?ruta=&vence=&firma= (docs/decisions/0024-vista-previa.md): the back office's
 * «Vista previa» and live preview land here. For a signed-in member of the content staff with a
 * link the back office signed less than ten minutes ago for one of the site's own pages, it turns
 * on draft mode (Next.js's cookie and the site's preview cookie, signed for this session, for this browser only) and
 * sends the browser to that page, which then shows the latest draft. Anything else is refused and
 * changes nothing.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const ruta = query.get('ruta') ?? ''
  if (!isOwnPagePath(ruta)) return refuse(400, previewRefusal.notOurs)
  const user = await staffOf(request.headers)
  // A session Payload keeps (useSessions): the preview cookie is bound to it.
  if (!user?._sid) return refuse(401, previewRefusal.signIn)
  const check = checkPreviewLink(env.payloadSecret, {
    ruta,
    vence: query.get('vence') ?? undefined,
    firma: query.get('firma') ?? undefined,
  })
  if (check === 'expired') return refuse(403, previewRefusal.expired)
  if (check !== 'ok') return refuse(403, previewRefusal.forged)
  ;(await draftMode()).enable()
  const jar = await cookies()
  // Bound to this session and to the draft-mode cookie just set: see PreviewBinding.
  const binding = { user: user.id, session: user._sid, draft: jar.get(draftModeCookieName)?.value ?? '' }
  jar.set(previewCookieName, signPreviewCookie(env.payloadSecret, binding), {
    httpOnly: true,
    sameSite: 'lax',
    secure: requestIsHttps(request),
    path: '/',
    maxAge: previewCookieSeconds,
  })
  redirect(ruta)
}
