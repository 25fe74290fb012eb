import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { openSharedLink } from '@/data/sharedPreview'
import { env } from '@/env'
import { requestIsHttps } from '@/guard/client'
import { previewRefusalPage } from '@/lib/previewRefusalPage'
import { sharedPreviewRefusal } from '@/copy/preview'
import { draftModeCookieName, isShareToken, previewCookieName, sharedPreviewCookieName, signSharedPreviewCookie } from '@/lib/previewToken'

// Never prerendered, never kept: every answer depends on the link and the moment.
export const dynamic = 'force-dynamic'

/**
 * GET /vista-compartida/<token>: a preview shared with someone outside the staff (issue 44, item
 * 10). For a link that exists, has not expired and was not revoked, turns on draft mode for this
 * browser with a cookie naming the link (signed, bound to Next's draft-mode cookie, until the link's
 * end) and sends the browser to the page, which shows that one draft and nothing else unpublished.
 * The address with the token is left at once, so it never reaches another site as a referrer.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const link = isShareToken(token) ? await openSharedLink(token) : { refused: 'unknown' as const }
  if ('refused' in link) {
    const status = link.refused === 'unknown' ? 404 : 410
    return previewRefusalPage(status, sharedPreviewRefusal.title, sharedPreviewRefusal[link.refused], null)
  }
  ;(await draftMode()).enable()
  const jar = await cookies()
  const draft = jar.get(draftModeCookieName)?.value ?? ''
  jar.set(sharedPreviewCookieName, signSharedPreviewCookie(env.payloadSecret, link.id, link.until, draft), {
    httpOnly: true,
    sameSite: 'lax',
    secure: requestIsHttps(request),
    path: '/',
    expires: new Date(link.until),
  })
  // A staff preview of another document does not mix with this one.
  jar.delete(previewCookieName)
  redirect(link.ruta)
}
