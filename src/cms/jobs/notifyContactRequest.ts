import type { Transporter } from 'nodemailer'
import type { TaskConfig } from 'payload'
import { env } from '../../env'
import { createMailTransport } from './mailTransport'

let transporter: Transporter | undefined

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
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
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => {
    if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el aviso espera.')
    const request = await req.payload.findByID({ collection: 'solicitudes-contacto', id: input.solicitud, depth: 0, req })
    if (request.notificada_el) return { output: { enviado: request.notificada_el } }
    const settings = await req.payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, req })
    const to = settings.correo_admisiones
    if (!to) throw new Error('Falta el correo de admisiones en la configuración del sitio.')
    transporter ??= createMailTransport(env.smtpUrl, env.smtpAllowPlaintext)
    const rows: [string, string][] = [
      ['Nombre', `${request.nombre} ${request.apellido}`],
      ['Teléfono', request.telefono],
      ['Correo', request.email],
      ['Programa', request.programa],
      ['Comentario', request.comentario],
    ]
    await transporter.sendMail({
      from: env.mailFrom,
      to,
      replyTo: request.email,
      subject: `Nueva solicitud de informes: ${request.programa} (#${request.id})`,
      text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nSolicitud #${request.id}, recibida el ${new Date(request.createdAt).toLocaleString('es-MX', { timeZone: 'America/Mazatlan' })}.`,
      html: `<h2>Nueva solicitud de informes</h2><table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escape(v)}</td></tr>`).join('')}</table><p>Solicitud #${request.id}.</p>`,
    })
    const sentAt = new Date().toISOString()
    await req.payload.update({ collection: 'solicitudes-contacto', id: request.id, data: { notificada_el: sentAt }, depth: 0, req })
    return { output: { enviado: sentAt } }
  },
}
