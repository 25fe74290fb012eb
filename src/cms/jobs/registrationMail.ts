import { createHmac } from 'node:crypto'
import type { TaskConfig } from 'payload'
import { env } from '@/env'
import { htmlToText, richTextToHtml } from '@/lib/html'
import { buildInvitation, buildRegistrationEmail, cancelKey, cancelPath, type RegistrationMailKind } from '@/lib/registrationEmail'
import { absoluteUrl } from '@/lib/structuredData'
import { sharedMailTransport as mailTransport } from './mailTransport'

type SentField = 'confirmacion_enviada_el' | 'promocion_enviada_el' | 'recordatorio_enviado_el'

const sentField: Record<RegistrationMailKind, SentField> = {
  confirmado: 'confirmacion_enviada_el',
  'lista-de-espera': 'confirmacion_enviada_el',
  promovido: 'promocion_enviada_el',
  recordatorio: 'recordatorio_enviado_el',
}

const kinds = ['confirmado', 'lista-de-espera', 'promovido', 'recordatorio'] as const

/**
 * One Message-ID per registration and e-mail, the same on every try: mail programs show a repeat
 * once. A copy asked for again (`again`: its job) has its own, or it would be hidden as a repeat.
 */
function messageId(id: number, kind: RegistrationMailKind, again?: string | number): string {
  const host = new URL(env.siteUrl).hostname || 'ugc.edu.mx'
  const name = again === undefined ? `registro:${kind}:${id}` : `registro:${kind}:${id}:otra-vez:${again}`
  const tag = createHmac('sha256', env.payloadSecret).update(name).digest('hex').slice(0, 16)
  return `<registro-${kind}-${id}.${tag}@${host}>`
}

/**
 * The e-mails of an open-day registration (issue 23, item 3): confirmed (with the invitation),
 * waiting (with the place in line), given a freed place (with the invitation), and the reminder
 * the day before. From the job queue, retried while the mail server is away, each sent once.
 */
export const registrationMail: TaskConfig<{
  input: { registro: number; aviso: RegistrationMailKind; reenviar?: boolean | null }
  output: { enviado: string }
}> = {
  slug: 'avisarRegistro',
  label: 'Avisar a la persona registrada a un evento',
  inputSchema: [
    { name: 'registro', type: 'number', required: true },
    { name: 'aviso', type: 'select', required: true, options: kinds.map((k) => ({ label: k, value: k })) },
    // The person signed up again: the e-mail already sent goes once more.
    { name: 'reenviar', type: 'checkbox' },
  ],
  outputSchema: [{ name: 'enviado', type: 'text', required: true }],
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 10 * 60 * 1000 } },
  handler: async ({ input, job, req }) => {
    if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el aviso espera.')
    const registration = await req.payload.findByID({
      collection: 'registros-evento',
      id: input.registro,
      depth: 1,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!registration) return { output: { enviado: 'registro eliminado: nada que enviar' } }
    const field = sentField[input.aviso]
    const noted = registration[field]
    if (noted && input.reenviar !== true) return { output: { enviado: noted } }
    // A cancelled registration gets no reminder nor a late notice; one promoted since gets no «waiting».
    if (registration.estado === 'cancelado') return { output: { enviado: 'registro cancelado: nada que enviar' } }
    if (input.aviso === 'lista-de-espera' && registration.estado !== 'lista-de-espera')
      return { output: { enviado: 'ya tiene lugar: nada que enviar' } }
    const event = typeof registration.evento === 'object' ? registration.evento : null
    if (!event?.registro?.inicio) return { output: { enviado: 'el evento ya no recibe registros: nada que enviar' } }
    const settings = await req.payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, req })
    const lugar = event.registro.lugar?.trim() || settings.direccion
    const eventUrl = absoluteUrl(env.siteUrl, `/actividades-ugc?${new URLSearchParams({ slug: event.slug ?? '' }).toString()}`)
    const cancelUrl = absoluteUrl(env.siteUrl, cancelPath(registration.id, cancelKey(env.payloadSecret, registration.id)))
    let posicion: number | undefined
    if (input.aviso === 'lista-de-espera') {
      const { docs } = await req.payload.find({
        collection: 'registros-evento',
        where: { and: [{ evento: { equals: event.id } }, { estado: { equals: 'lista-de-espera' } }] },
        sort: ['createdAt', 'id'],
        pagination: false,
        depth: 0,
        req,
        overrideAccess: true,
        select: { estado: true },
      })
      posicion = docs.findIndex((d) => d.id === registration.id) + 1 || docs.length
    }
    const mail = buildRegistrationEmail({
      kind: input.aviso,
      nombre: registration.nombre,
      evento: event.titulo,
      inicio: event.registro.inicio,
      lugar,
      acompanantes: registration.acompanantes ?? 0,
      posicion,
      eventUrl,
      cancelUrl,
      siteUrl: env.siteUrl,
    })
    const host = new URL(env.siteUrl).hostname || 'ugc.edu.mx'
    const invitation = mail.invitation
      ? buildInvitation(
          {
            uid: `evento-${event.id}-registro-${registration.id}@${host}`,
            titulo: event.titulo,
            inicio: event.registro.inicio,
            fin: event.registro.fin,
            lugar,
            url: eventUrl,
            description: htmlToText(richTextToHtml(event.contenido)).slice(0, 1000),
          },
          new Date(),
        )
      : null
    await mailTransport().sendMail({
      messageId: messageId(registration.id, input.aviso, input.reenviar === true ? job.id : undefined),
      from: env.mailFrom,
      to: registration.email,
      replyTo: settings.correo_admisiones || undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(invitation ? { icalEvent: { filename: 'invitacion.ics', method: 'PUBLISH', content: invitation } } : {}),
    })
    const sentAt = new Date().toISOString()
    await req.payload.db.updateOne({ collection: 'registros-evento', id: registration.id, data: { [field]: sentAt }, returning: false })
    return { output: { enviado: sentAt } }
  },
}
