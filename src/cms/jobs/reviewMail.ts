import type { Payload, TaskConfig } from 'payload'
import { env } from '@/env'
import { buildReviewEmail, type ReviewEmailKind } from '@/lib/reviewEmail'
import { targetHref } from '@/cms/review/targets'
import { sharedMailTransport } from './mailTransport'

type StoredReview = {
  id: number
  coleccion: string
  documento?: string | null
  titulo?: string | null
  tipo?: string | null
  estado: string
  nota?: string | null
  comentario?: string | null
  enviada_por?: number | null
  enviada_por_nombre?: string | null
  revisada_por_nombre?: string | null
}
type StoredUser = { id: number; email: string; role: string; invitacion_vence?: string | null }

/** The address a review e-mail goes to: the publishers (or, without any, the admins), or the editor. */
async function recipients(payload: Payload, kind: ReviewEmailKind, review: StoredReview): Promise<string[]> {
  if (kind !== 'pendiente') {
    if (!review.enviada_por) return []
    const editor = await payload.db.findOne<StoredUser>({ collection: 'users', where: { id: { equals: review.enviada_por } } })
    return editor ? [editor.email] : []
  }
  const active = async (role: 'publicador' | 'admin') =>
    (await payload.find({ collection: 'users', where: { role: { equals: role } }, pagination: false, depth: 0, overrideAccess: true })).docs
      .filter((u) => !(u as StoredUser).invitacion_vence)
      .map((u) => u.email)
  const publishers = await active('publicador')
  return publishers.length > 0 ? publishers : active('admin')
}

/**
 * E-mails a review's news from the queue, like every e-mail: a mail server that is down is retried.
 * A review deleted since, or one whose person is gone, sends nothing.
 */
export const reviewMail: TaskConfig<{ input: { revision: number; tipo: string }; output: { enviado: string } }> = {
  slug: 'avisarRevision',
  label: 'Avisar por correo de un envío a revisión, una devolución o una publicación',
  inputSchema: [
    { name: 'revision', type: 'number', required: true },
    { name: 'tipo', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'enviado', type: 'text', required: true }],
  // The queue's runner (./runner.ts) decides the real wait between tries, as for every e-mail.
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const kind: ReviewEmailKind = input.tipo === 'devuelta' ? 'devuelta' : input.tipo === 'publicada' ? 'publicada' : 'pendiente'
    const review = await payload.db.findOne<StoredReview>({ collection: 'revisiones', where: { id: { equals: input.revision } } })
    if (!review) return { output: { enviado: 'revisión eliminada: nada que enviar' } }
    const to = await recipients(payload, kind, review)
    if (to.length === 0) return { output: { enviado: 'nadie a quien avisar' } }
    const transport = sharedMailTransport()
    const mail = buildReviewEmail({
      kind,
      titulo: review.titulo || 'Sin título',
      tipo: review.tipo || review.coleccion,
      persona: (kind === 'pendiente' ? review.enviada_por_nombre : review.revisada_por_nombre) || 'Alguien del equipo',
      nota: review.nota,
      comentario: review.comentario,
      enlace: `${env.siteUrl}${targetHref(review.coleccion, review.documento)}`,
      pendientes: `${env.siteUrl}/admin/collections/revisiones?where[estado][equals]=pendiente`,
      siteUrl: env.siteUrl,
    })
    await transport.sendMail({ from: env.mailFrom, to, subject: mail.subject, text: mail.text, html: mail.html })
    return { output: { enviado: new Date().toISOString() } }
  },
}
