import type { Endpoint, PayloadRequest } from 'payload'
import { answer, requestForStaff } from './staffRequest'

/** How an adviser reached the person from the request, and what the follow-up log says of it. */
const contactVias = {
  llamada: (doc: { telefono: string }) => `Llamada desde la solicitud al ${doc.telefono}.`,
  whatsapp: (doc: { programa: string }) => `WhatsApp abierto desde la solicitud, con el mensaje de ${doc.programa}.`,
  correo: (doc: { programa: string }) => `Correo abierto desde la solicitud, con el mensaje de ${doc.programa}.`,
} as const
export type ContactVia = keyof typeof contactVias

/**
 * POST /cms-api/solicitudes-contacto/:id/contactar `{ via: 'llamada' | 'whatsapp' | 'correo' }`:
 * the adviser tapped «Llamar», «WhatsApp» or «Correo» on the request. The tap is the contact: it
 * is logged in «Seguimiento», signed and dated by the pipeline (a new request becomes
 * «Contactada», and its first response is this moment), in the same tap that opens the phone.
 */
export const contactFromRequest: Endpoint = {
  path: '/:id/contactar',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const found = await requestForStaff(req)
    if ('refusal' in found) return found.refusal
    const { doc } = found
    const body = (await req.json?.().catch(() => null)) as { via?: unknown } | null
    const via = body?.via
    if (typeof via !== 'string' || !Object.hasOwn(contactVias, via))
      return answer(400, 'Di cómo contactaste a la persona: llamada, whatsapp o correo.', [
        { message: 'Di cómo contactaste a la persona: llamada, whatsapp o correo.', path: 'via' },
      ])
    const texto = contactVias[via as ContactVia](doc)
    const updated = await req.payload.update({
      collection: 'solicitudes-contacto',
      id: doc.id,
      data: { seguimiento: [...(doc.seguimiento ?? []), { tipo: via as ContactVia, texto }] },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const entry = updated.seguimiento?.at(-1)
    return Response.json(
      { message: 'Anotado en el seguimiento.', entrada: { tipo: entry?.tipo, texto: entry?.texto, el: entry?.el }, estado: updated.estado },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
