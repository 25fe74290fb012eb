import type { TaskConfig } from 'payload'
import { env } from '../../env'
import { sharedMailTransport as mailTransport } from './mailTransport'
import { escapeHtml as escape, messageIdOf, sendNotedOnce } from './requestMail'

export { messageIdOf }

/** True when the mail server answers (the queue asks each minute while sending fails). */
export async function probeMailServer(): Promise<boolean> {
  if (!env.smtpUrl) return false
  try {
    return await mailTransport().verify()
  } catch {
    return false
  }
}

/**
 * E-mails the admissions office about one stored contact request. Runs from Payload's job
 * queue: a failure (mail server down) is retried with exponential back-off.
 */
export const notifyContactRequest: TaskConfig<{ input: { solicitud: number }; output: { enviado: string } }> = {
  slug: 'notificarSolicitud',
  label: 'Avisar a admisiones de una solicitud de contacto',
  inputSchema: [{ name: 'solicitud', type: 'number', required: true }],
  outputSchema: [{ name: 'enviado', type: 'text', required: true }],
  // The queue's runner (./runner.ts) decides the real wait between tries (short at first, capped)
  // and gives up after QUEUE_GIVE_UP_HOURS; Payload's count only has to never run out first.
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => {
    if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el aviso espera.')
    const request = await req.payload.findByID({ collection: 'solicitudes-contacto', id: input.solicitud, depth: 0, req })
    if (request.notificada_el) return { output: { enviado: request.notificada_el } }
    const settings = await req.payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, req })
    const to = settings.correo_admisiones
    if (!to) throw new Error('Falta el correo de admisiones en la configuración del sitio.')
    const rows: [string, string][] = [
      ['Nombre', `${request.nombre} ${request.apellido}`],
      ['Teléfono', request.telefono],
      ['Correo', request.email],
      ['Programa', request.programa],
      ['Comentario', request.comentario],
    ]
    const sent = await sendNotedOnce(req.payload, request, 'notificada_el', () =>
      mailTransport().sendMail({
        messageId: messageIdOf(request),
        from: env.mailFrom,
        to,
        replyTo: request.email,
        subject: `Nueva solicitud de informes: ${request.programa} (#${request.id})`,
        text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nSolicitud #${request.id}, recibida el ${new Date(request.createdAt).toLocaleString('es-MX', { timeZone: 'America/Mazatlan' })}.`,
        html: `<h2>Nueva solicitud de informes</h2><table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escape(v)}</td></tr>`).join('')}</table><p>Solicitud #${request.id}.</p>`,
      }),
    )
    return { output: { enviado: sent } }
  },
}
