import { escapeXml } from './xml'

/*
 * The page a preview link answers when it opens nothing (/vista-previa, /vista-compartida): a short
 * Spanish page in the site's face (its red, its type, a way on), that no cache keeps and no search
 * engine lists. It was bare HTML; the person who follows a shared link may be a dean or a partner.
 */
const style = `
:root{color-scheme:light}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f3f1;color:#1f2328;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{box-sizing:border-box;width:min(34rem,calc(100% - 2rem));padding:2rem 1.5rem;background:#fff;border-top:6px solid #c41230;border-radius:.75rem;box-shadow:0 .5rem 2rem rgb(31 35 40/.12)}
.marca{margin:0 0 1.25rem;font-weight:800;letter-spacing:.02em;color:#c41230}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem}
a{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;min-height:44px;box-sizing:border-box;background:#c41230;color:#fff;font-weight:700;text-decoration:none;border-radius:.5rem}
a:hover,a:focus-visible{background:#9e0e27}
a:focus-visible{outline:3px solid #1f2328;outline-offset:3px}
`

/** The refusal as a Response: `status`, a title, what happened and (when there is one) where to go instead. */
export function previewRefusalPage(status: number, title: string, message: string, back: { href: string; label: string } | null): Response {
  const link = back ? `<p><a href="${escapeXml(back.href)}">${escapeXml(back.label)}</a></p>` : ''
  const html = `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)} · Universidad UGC</title><style>${style}</style></head><body><main><p class="marca">Universidad UGC</p><h1>${escapeXml(title)}</h1><p>${escapeXml(message)}</p>${link}</main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  })
}
