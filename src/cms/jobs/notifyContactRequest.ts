import type { PayloadRequest, TaskConfig } from 'payload'
import { env } from '@/env'
import { sourceOf } from '@/lib/admissionsStats'
import { campusLabels, type Campus } from '@/lib/offerOptions'
import { offerCampusesAt, requestCampusLabels, type RequestCampus } from '@/lib/requestCampus'
import { buildRequestNotice } from '@/lib/requestNoticeEmail'
import { programmesTitled } from '@/cms/collections/ContactRequests/assignment'
import { sharedMailTransport as mailTransport } from './mailTransport'
import { messageIdOf, sendNotedOnce } from './requestMail'

/** True when the mail server answers (the queue asks each minute while sending fails). */
export async function probeMailServer(): Promise<boolean> {
  if (!env.smtpUrl) return false
  try {
    return await mailTransport().verify()
  } catch {
    return false
  }
}

type Notice = { to: string[]; cc: string[]; asesor: string | null }

/**
 * Who hears of a request: the adviser who has it, with the office's inbox (Configuración del sitio,
 * «Correo de admisiones») in copy when there is one; the inbox alone while nobody has it.
 */
async function recipients(req: PayloadRequest, asesor: unknown, inbox: string | null | undefined): Promise<Notice> {
  const id = typeof asesor === 'object' && asesor !== null ? (asesor as { id: number }).id : (asesor as number | null | undefined)
  const adviser = id
    ? ((await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })) as {
        email?: string
        nombre?: string | null
      } | null)
    : null
  const name = adviser ? adviser.nombre?.trim() || adviser.email || null : null
  if (adviser?.email) return { to: [adviser.email], cc: inbox && inbox !== adviser.email ? [inbox] : [], asesor: name }
  if (!inbox) throw new Error('Falta el correo de admisiones en la configuración del sitio.')
  return { to: [inbox], cc: [], asesor: name }
}

/**
 * Where the person wants to study, in words: the programme's campuses at the site the request names
 * («Cabo San Lucas» for Los Cabos), «En línea», or the site itself; without one, every campus its
 * programme runs in (empty when the request names no programme of the offer).
 */
async function campusOf(req: PayloadRequest, request: { campus?: string | null; programa: string }): Promise<string> {
  const campus = (await programmesTitled(req, request.programa)).find((p) => p.campus.length > 0)?.campus ?? []
  const site = request.campus as RequestCampus | null | undefined
  const shown = site ? (site === 'en-linea' ? [] : offerCampusesAt(site, campus)) : campus
  if (site && shown.length === 0) return requestCampusLabels[site] ?? site
  return shown.map((c) => campusLabels[c as Campus] ?? c).join(', ')
}

/**
 * E-mails the adviser who has a stored contact request (and the office's inbox) about it; with
 * `asesor`, the adviser it was just reassigned to. Runs from Payload's job queue: a failure (mail
 * server down) is retried with exponential back-off.
 */
export const notifyContactRequest: TaskConfig<{ input: { solicitud: number; asesor?: number; el?: string }; output: { enviado: string } }> =
  {
    slug: 'notificarSolicitud',
    label: 'Avisar a admisiones de una solicitud de contacto',
    inputSchema: [
      { name: 'solicitud', type: 'number', required: true },
      // A reassignment: the adviser who has it now, and when it changed (the e-mail's identity).
      { name: 'asesor', type: 'number' },
      { name: 'el', type: 'text' },
    ],
    outputSchema: [{ name: 'enviado', type: 'text', required: true }],
    // The queue's runner (./runner.ts) decides the real wait between tries (short at first, capped)
    // and gives up after QUEUE_GIVE_UP_HOURS; Payload's count only has to never run out first.
    retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
    handler: async ({ input, req }) => {
      if (!env.smtpUrl) throw new Error('SMTP_URL no está configurado: el aviso espera.')
      const request = await req.payload.findByID({ collection: 'solicitudes-contacto', id: input.solicitud, depth: 0, req })
      const reassigned = typeof input.asesor === 'number'
      if (!reassigned && request.notificada_el) return { output: { enviado: request.notificada_el } }
      // A reassignment that was undone, or the request's data anonymised, before the e-mail left: nothing to say.
      if (reassigned && (request.anonimizada || (request.asesor as unknown) !== input.asesor)) return { output: { enviado: 'sin cambio' } }
      const settings = await req.payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, req })
      const notice = await recipients(req, request.asesor, settings.correo_admisiones)
      const mail = buildRequestNotice({
        kind: reassigned ? 'reasignada' : 'nueva',
        id: request.id,
        nombre: request.nombre,
        apellido: request.apellido,
        telefono: request.telefono,
        email: request.email,
        programa: request.programa,
        comentario: request.comentario,
        campus: await campusOf(req, request),
        fuente: request.origen === 'evento' ? 'Registro a un evento' : sourceOf(request),
        campana: request.utm_campaign,
        pagina: request.pagina,
        asesor: notice.asesor,
        recibida: new Date(request.createdAt),
        enlace: new URL(`/admin/collections/solicitudes-contacto/${request.id}`, env.siteUrl).toString(),
        siteUrl: env.siteUrl,
      })
      const send = () =>
        mailTransport().sendMail({
          messageId: reassigned ? messageIdOf(request, 'reasignacion', `${input.asesor}:${input.el ?? ''}`) : messageIdOf(request),
          from: env.mailFrom,
          to: notice.to,
          cc: notice.cc.length ? notice.cc : undefined,
          replyTo: request.email,
          ...mail,
        })
      if (reassigned) {
        await send()
        return { output: { enviado: new Date().toISOString() } }
      }
      const sent = await sendNotedOnce(req.payload, request, 'notificada_el', send)
      return { output: { enviado: sent } }
    },
  }
