import { headers } from 'next/headers'
import { previewBar as copy, sharedPreviewBar } from '@/copy/preview'
import { previewer } from '@/data/preview'
import { staffStamp } from '@/lib/dates'

/** The request's CSP nonce, when the policy has one (the script below must carry it). */
async function nonceOf(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? ''
  return /'nonce-([^']+)'/.exec(policy)?.[1]
}

/**
 * The bar over every page seen in «Vista previa» (draft mode): says so, and leads out of it. The
 * page is kept out of search engines (`noindex`, hoisted into the head) and talks with the back
 * office's live preview through a plain script (public/vista-previa-en-vivo.js), not a client
 * component: a client component here would be in the layout's bundle on every visitor's page.
 * Rendered only in draft mode, so visitors' pages carry none of it.
 */
export async function PreviewBar() {
  const nonce = await nonceOf()
  // A preview shared with a link says so, and until when (src/app/vista-compartida).
  const shared = (await previewer())?.shared
  const notice = shared ? sharedPreviewBar.notice : copy.notice
  const detail = shared ? sharedPreviewBar.detail(staffStamp(new Date(shared.until))) : copy.detail
  return (
    <div role="region" aria-label={notice} className="sticky top-0 z-[70] bg-ink text-white">
      <meta name="robots" content="noindex" />
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2 text-sm">
        <p>
          <strong className="font-bold">{notice}</strong> <span className="text-white/85">{detail}</span>
        </p>
        <a href="/vista-previa/salir" className="rounded border border-white px-3 py-1 font-semibold underline-offset-2 hover:underline">
          {copy.leave}
        </a>
      </div>
      <script src="/vista-previa-en-vivo.js" nonce={nonce} async />
      {/* The accessibility panel, for the staff's own preview only (src/app/vista-previa/accesibilidad.js). */}
      {shared ? null : <script src="/vista-previa/accesibilidad.js" nonce={nonce} async />}
    </div>
  )
}
