import 'server-only'
import { createHash } from 'node:crypto'
import config from '@payload-config'
import { getPayload } from 'payload'
import { hasAccounts, setupTokenMatches, setupTokenMissingMessage } from './setupToken'

// The university's colours and type (VISUAL.md), with the system's sans-serif: the page stands
// alone, with nothing to load.
const refusalStyle =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f6f7;color:#1f2328;' +
  'font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{box-sizing:border-box;max-width:36rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:.75rem;' +
  'border-top:.375rem solid #c41230;box-shadow:0 1px 3px rgb(0 0 0/.12)}' +
  '.marca{margin:0 0 .5rem;color:#c41230;font-weight:700;font-size:.875rem;letter-spacing:.02em}' +
  'h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}p{margin:0}'
const refusalStyleHash = `sha256-${createHash('sha256').update(refusalStyle).digest('base64')}`

/**
 * The answer to /admin/create-first-user on a site with no account when the address lacks the
 * setup token `npm start` printed (or carries a wrong one): a Spanish page saying where to find
 * it, status 403. Null when the form may be shown (or an account exists and Payload sends the
 * person to sign in instead).
 */
export async function firstAccountFormRefusal(token: string | null): Promise<Response | null> {
  const payload = await getPayload({ config })
  if ((await hasAccounts(payload)) || (await setupTokenMatches(payload, token))) return null
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Crear la primera cuenta · Administración UGC</title>
<style>${refusalStyle}</style></head>
<body><main>
<p class="marca">Universidad UGC · Administración</p>
<h1>Se necesita la dirección de configuración</h1>
<p>${setupTokenMissingMessage}</p>
</main></body></html>`
  return new Response(html, {
    status: 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src '${refusalStyleHash}'; frame-ancestors 'none'`,
    },
  })
}
