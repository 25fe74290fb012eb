import type { CollectionAfterLogoutHook } from 'payload'
import { previewEndingCookies } from '@/lib/previewToken'

/**
 * Signing out (the admin's «Cerrar sesión», REST or GraphQL) also ends «Vista previa» in that
 * browser (docs/decisions/0024-vista-previa.md): its answer clears the preview cookies. Payload adds
 * `req.responseHeaders` to the answer of its endpoints; the cookie is bound to the session anyway,
 * so one kept elsewhere stops working too.
 */
export const endPreviewOnSignOut: CollectionAfterLogoutHook = ({ req }) => {
  const headers = (req.responseHeaders ??= new Headers())
  for (const cookie of previewEndingCookies) headers.append('Set-Cookie', cookie)
}
