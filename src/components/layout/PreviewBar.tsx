import { headers } from 'next/headers'
import { previewBar as copy } from '@/copy/preview'

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
  return (
    <div role="region" aria-label={copy.notice} className="sticky top-0 z-[70] bg-ink text-white">
      <meta name="robots" content="noindex" />
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2 text-sm">
        <p>
          <strong className="font-bold">{copy.notice}</strong> <span className="text-white/85">{copy.detail}</span>
        </p>
        <a href="/vista-previa/salir" className="rounded border border-white px-3 py-1 font-semibold underline-offset-2 hover:underline">
          {copy.leave}
        </a>
      </div>
      <script src="/vista-previa-en-vivo.js" nonce={nonce} async />
    </div>
  )
}
