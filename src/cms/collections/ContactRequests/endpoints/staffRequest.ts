import type { PayloadRequest } from 'payload'
import { hasRole } from '@/cms/access/roles'
import type { ContactRequest } from '@/cms/payload-types'

export const anonymisedRequestMessage = 'Esta solicitud está anonimizada: ya no se puede cambiar.'

/** A Spanish refusal (or errors beside fields), never kept by a cache. */
export const answer = (status: number, message: string, errors?: { message: string; path?: string }[]) =>
  Response.json({ errors: errors ?? [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The request of `/:id/…` an admissions endpoint acts on, for admisiones and admin only, and not
 * once anonymised; otherwise the answer to send (403, 404) in Spanish.
 */
export async function requestForStaff(req: PayloadRequest): Promise<{ doc: ContactRequest } | { refusal: Response }> {
  if (!hasRole('admin', 'admisiones')(req)) return { refusal: answer(403, 'No tienes permiso para realizar esta acción.') }
  const id = Number(req.routeParams?.id)
  const doc = Number.isSafeInteger(id)
    ? await req.payload.findByID({ collection: 'solicitudes-contacto', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (!doc) return { refusal: answer(404, 'Esa solicitud no existe.') }
  if (doc.anonimizada) return { refusal: answer(403, anonymisedRequestMessage) }
  return { doc }
}
