import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { staffOf } from '@/data/preview'
import { env } from '@/env'
import { requestIsHttps } from '@/guard/client'
import { previewRefusal } from '@/copy/preview'
import { previewRefusalPage } from '@/lib/previewRefusalPage'
import { isOwnPagePath } from '@/lib/previewAddress'
import { checkPreviewLink, draftModeCookieName, previewCookieName, previewCookieSeconds, signPreviewCookie } from '@/lib/previewToken'
import { parsePreviewTarget } from '@/lib/previewTarget'

// Never prerendered, never kept: every answer depends on who asks and when.
export const dynamic = 'force-dynamic'

/** A refusal, as a small page in Spanish in the site's face, that no cache keeps and no search engine lists. */
const refuse = (status: number, message: string) =>
  previewRefusalPage(status, previewRefusal.title, message, { href: '/admin', label: previewRefusal.back })

/**
 * GET /vista-previa?ruta=&doc=&vence=&firma= (docs/decisions/0024-vista-previa.md): the back office's
 * «Vista previa» and live preview land here. For a signed-in member of the content staff with a
 * link the back office signed less than ten minutes ago for one of the site's own pages, it turns
 * on draft mode (Next.js's cookie and the site's preview cookie, signed for this session, for this browser only) and
 * sends the browser to that page, which then shows the latest draft of the document the link names
 * (`doc`) and the rest as published. Anything else is refused and
 * changes nothing.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const ruta = query.get('ruta') ?? ''
  if (!isOwnPagePath(ruta)) return refuse(400, previewRefusal.notOurs)
  const user = await staffOf(request.headers)
  // A session Payload keeps (useSessions): the preview cookie is bound to it.
  if (!user?._sid) return refuse(401, previewRefusal.signIn)
  const doc = query.get('doc') ?? ''
  const check = checkPreviewLink(env.payloadSecret, {
    ruta,
    doc,
    vence: query.get('vence') ?? undefined,
    firma: query.get('firma') ?? undefined,
  })
  if (check === 'expired') return refuse(403, previewRefusal.expired)
  if (check !== 'ok') return refuse(403, previewRefusal.forged)
  const target = parsePreviewTarget(doc)!
  ;(await draftMode()).enable()
  const jar = await cookies()
  // Bound to this session and to the draft-mode cookie just set: see PreviewBinding.
  const binding = { user: user.id, session: user._sid, draft: jar.get(draftModeCookieName)?.value ?? '' }
  jar.set(previewCookieName, signPreviewCookie(env.payloadSecret, binding, target), {
    httpOnly: true,
    sameSite: 'lax',
    secure: requestIsHttps(request),
    path: '/',
    maxAge: previewCookieSeconds,
  })
  redirect(ruta)
}
