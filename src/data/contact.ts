import 'server-only'
import type { PayloadRequest } from 'payload'
import type { ContactRequest } from '@/lib/contact'
import { storeOnce } from './idempotency'
import { listContactChoices, type ContactChoice } from './programmes'
import { payloadClient } from './payload'

/** The programme a submitted value (an id such as lic-3, or a title) refers to; null when none. */
export async function resolveProgramme(value: string): Promise<ContactChoice | null> {
  const programmes = await listContactChoices()
  const wanted = value.trim().toLocaleLowerCase('es-MX')
  return programmes.find((p) => p.id === value || p.titulo.toLocaleLowerCase('es-MX') === wanted) ?? null
}

export type StoreOptions = {
  /** The form's idempotency key: a retry of the same submission stores nothing. */
  key?: string
  /** Spends the captcha in the same transaction (throws when it was spent). */
  claim?: (req: PayloadRequest) => Promise<void>
  /**
   * E-mail the person that we received the request (the site's contact form). Staff who type in a
   * request through the back office do not pass through here, and an event sign-up sends its own.
   */
  acknowledge: boolean
}

/**
 * Stores a contact request and queues the e-mail to admissions (and, when asked, the
 * acknowledgment to the person), all in one transaction, before the visitor is told it was
 * received. With the form's idempotency key, a retry of the same submission stores nothing and
 * answers the first request's id. Answers the request's id.
 */
export async function storeContactRequest(
  request: Omit<ContactRequest, 'captcha'>,
  programme: Pick<ContactChoice, 'titulo' | 'sedes'>,
  { key, claim, acknowledge }: StoreOptions,
): Promise<number> {
  const payload = await payloadClient()
  const { id } = await storeOnce('contacto', key, async (req) => {
    await claim?.(req)
    const doc = await payload.create({
      collection: 'solicitudes-contacto',
      data: {
        nombre: request.nombre,
        apellido: request.apellido,
        telefono: request.telefono,
        email: request.email,
        programa: programme.titulo,
        // The campus asked for, or the one a programme given at one site only is at.
        campus: request.campus ?? (programme.sedes.length === 1 ? programme.sedes[0] : undefined),
        comentario: request.comentario,
        pagina: request.pagina,
        referrer: request.referrer,
        utm_source: request.utm_source,
        utm_medium: request.utm_medium,
        utm_campaign: request.utm_campaign,
        utm_content: request.utm_content,
        acepta_aviso: request.acepta_aviso,
        // The server's clock, not the browser's: the moment the request with the consent arrived.
        aviso_aceptado_el: request.acepta_aviso === true ? new Date().toISOString() : undefined,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await payload.jobs.queue({ task: 'notificarSolicitud', input: { solicitud: doc.id }, req })
    if (acknowledge) await payload.jobs.queue({ task: 'acusarSolicitud', input: { acuse: doc.id }, req })
    return doc.id
  })
  return id
}
