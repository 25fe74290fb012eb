import type { PayloadRequest, TaskConfig, Where } from 'payload'
import { whatsappLink } from '@/copy/menu'
import { env } from '@/env'
import { acknowledgmentWhatsappText, buildAcknowledgmentEmail, programmePath, type ProgrammePage } from '@/lib/acknowledgmentEmail'
import { absoluteUrl } from '@/lib/structuredData'
import { sharedMailTransport as mailTransport } from './mailTransport'
import { messageIdOf, sendNotedOnce } from './requestMail'

/** The published page of the programme a request names (by its title), or null. */
async function programmePage(req: PayloadRequest, titulo: string): Promise<ProgrammePage> {
  const where: Where = { and: [{ titulo: { equals: titulo } }, { _status: { equals: 'published' } }] }
  const programme = (
    await req.payload.find({ collection: 'programas', where, limit: 1, depth: 0, req, select: { tipo: true, slug: true, titulo: true } })
  ).docs[0]
  if (programme) return { kind: programme.tipo, slug: programme.slug, titulo: programme.titulo }
  const standard = (await req.payload.find({ collection: 'conocer', where, limit: 1, depth: 0, req, select: { slug: true, titulo: true } }))
    .docs[0]
  return standard ? { kind: 'CONOCER', slug: standard.slug, titulo: standard.titulo } : null
}

/**
 * E-mails the person who sent the contact form that we received it: the programme's page, the
 * adviser who will call and the WhatsApp link; replies go to admissions. From the job queue like
 * the notice to admissions (retried, sent once per request).
 */
export const acknowledgeContactRequest: TaskConfig<{ input: { acuse: number }; output: { enviado: string } }> = {
  slug: 'acusarSolicitud',
  label: 'Confirmar a la persona que se recibió su solicitud de contacto',
  inputSchema: [{ name: 'acuse', type: 'number', required: true }],
  outputSchema: [{ name: 'enviado', type: 'text', required: true }],
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => {
    if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el acuse espera.')
    const request = await req.payload.findByID({ collection: 'solicitudes-contacto', id: input.acuse, depth: 0, req, disableErrors: true })
    // A request erased before its turn in the queue (a privacy request) gets nothing.
    if (!request) return { output: { enviado: 'solicitud eliminada: nada que enviar' } }
    if (request.acuse_enviado_el) return { output: { enviado: request.acuse_enviado_el } }
    const settings = await req.payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, req })
    const asesorId = typeof request.asesor === 'object' && request.asesor ? request.asesor.id : request.asesor
    const asesor = asesorId ? await req.payload.findByID({ collection: 'users', id: asesorId, depth: 0, req, disableErrors: true }) : null
    const mail = buildAcknowledgmentEmail({
      nombre: request.nombre,
      programa: request.programa,
      programmeUrl: absoluteUrl(env.siteUrl, programmePath(await programmePage(req, request.programa))),
      asesor: asesor?.nombre,
      whatsapp: settings.whatsapp ? whatsappLink(settings.whatsapp, acknowledgmentWhatsappText(request.nombre, request.programa)) : null,
      siteUrl: env.siteUrl,
    })
    const sent = await sendNotedOnce(req.payload, request, 'acuse_enviado_el', () =>
      mailTransport().sendMail({
        messageId: messageIdOf(request, 'acuse'),
        from: env.mailFrom,
        to: request.email,
        replyTo: settings.correo_admisiones || undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
    )
    return { output: { enviado: sent } }
  },
}
