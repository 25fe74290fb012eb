import type { Endpoint, PayloadRequest } from 'payload'
import { contactSchema } from '@/lib/contact'
import { rewrites } from '@/lib/pipeline'
import { publicError } from '@/cms/publicError'
import { anonymisedRequestMessage, answer, requestForStaff } from './endpoints/staffRequest'

/**
 * What the visitor sent, as it arrived (issue 43): nobody rewrites it with a plain save on any
 * path, so what admissions answered always matches what the person wrote. A correction goes
 * through «Corregir datos» (below), which notes who changed what in the request's follow-up log.
 */
const ownDataFields = [
  'nombre',
  'apellido',
  'telefono',
  'email',
  'programa',
  'comentario',
  'pagina',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
] as const

const ownDataMessage = 'Lo que envió la persona no se cambia aquí: usa «Corregir datos».'

/** The contact details staff may correct, with their labels as the log writes them. */
const correctable = { nombre: 'Nombre', apellido: 'Apellido', email: 'Correo electrónico', telefono: 'Teléfono' } as const
type Correctable = keyof typeof correctable

/** Server code that corrects through «Corregir datos» says so in the context (clients cannot set it). */
const correcting = (context: Record<string, unknown>) => context.correction === true

/** Refuses, on every path, a save of an anonymised request or one that rewrites the visitor's data. */
export function guardOwnData(data: Record<string, unknown>, before: Record<string, unknown>, context: Record<string, unknown>): void {
  if (before.anonimizada === true) throw publicError(anonymisedRequestMessage, 403)
  if (correcting(context)) return
  for (const field of ownDataFields) {
    if (field in data && rewrites(data[field], before[field])) {
      throw publicError(ownDataMessage, 400, { errors: [{ message: ownDataMessage, path: field }] })
    }
  }
}

/** The corrections asked for, checked as the contact form checks them, or the Spanish refusals. */
function readCorrections(body: unknown, stored: Record<string, unknown>) {
  const errors: { message: string; path: string }[] = []
  const changes: Partial<Record<Correctable, string>> = {}
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  for (const field of Object.keys(correctable) as Correctable[]) {
    if (!(field in sent)) continue
    const parsed = contactSchema.shape[field].safeParse(sent[field])
    if (!parsed.success) errors.push({ message: parsed.error.issues[0]!.message, path: field })
    else if (parsed.data !== stored[field]) changes[field] = parsed.data
  }
  return { errors, changes }
}

/**
 * POST /cms-api/solicitudes-contacto/:id/corregir `{ nombre?, apellido?, email?, telefono? }`:
 * admisiones and admin correct the person's contact details; the follow-up log gets a note signed
 * by them with each change, from → to.
 */
export const correctRequest: Endpoint = {
  path: '/:id/corregir',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const found = await requestForStaff(req)
    if ('refusal' in found) return found.refusal
    const { doc } = found
    const id = doc.id
    const body = await req.json?.().catch(() => null)
    const { errors, changes } = readCorrections(body, doc as unknown as Record<string, unknown>)
    if (errors.length > 0) return answer(400, errors[0]!.message, errors)
    const fields = Object.keys(changes) as Correctable[]
    if (fields.length === 0) return answer(400, 'Escribe el dato que quieres corregir.')
    const texto = `Datos corregidos. ${fields.map((f) => `${correctable[f]}: «${doc[f]}» → «${changes[f]}».`).join(' ')}`
    const updated = await req.payload.update({
      collection: 'solicitudes-contacto',
      id,
      data: { ...changes, seguimiento: [...(doc.seguimiento ?? []), { tipo: 'nota', texto }] },
      context: { correction: true },
      overrideAccess: true,
      depth: 0,
      req,
    })
    req.payload.logger.info(
      `[solicitudes] ${(req.user as { email?: string } | null)?.email ?? 'alguien'} corrigió ${fields.join(', ')} de la solicitud ${id}`,
    )
    return Response.json({ message: 'Datos corregidos.', doc: updated }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
