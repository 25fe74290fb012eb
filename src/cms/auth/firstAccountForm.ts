import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'
import { hasAccounts, setupTokenMatches, setupTokenMissingMessage } from './setupToken'

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
<meta name="robots" content="noindex"><title>Crear la primera cuenta · Administración UGC</title></head>
<body>
<h1>Se necesita la dirección de configuración</h1>
<p>${setupTokenMissingMessage}</p>
</body></html>`
  return new Response(html, {
    status: 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
  })
}
