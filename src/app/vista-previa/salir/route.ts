import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { isOwnPagePath } from '@/lib/previewAddress'
import { previewCookieName, sharedPreviewCookieName } from '@/lib/previewToken'

export const dynamic = 'force-dynamic'

/** The page the preview bar was on (the browser's Referer, same site only), when it is one of the site's own pages; else the home page. */
function pageOf(request: NextRequest): string {
  try {
    const from = new URL(request.headers.get('referer') ?? '')
    const ruta = `${from.pathname}${from.search}`
    return from.host === request.headers.get('host') && isOwnPagePath(ruta) ? ruta : '/'
  } catch {
    return '/'
  }
}

/**
 * GET /vista-previa/salir: the preview bar's «Salir de la vista previa». Turns draft mode off
 * for this browser (its cookies, a shared preview's too) and goes back to the page as visitors see it. Anyone may call it:
 * it only ever removes the caller's own preview.
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const jar = await cookies()
  jar.delete(previewCookieName)
  jar.delete(sharedPreviewCookieName)
  redirect(pageOf(request))
}
