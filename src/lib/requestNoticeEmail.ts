import { longMoment } from './dates'
import { emailButton, emailDocument, emailParagraph as p, emailQuote } from './emailLayout'
import { escapeXml } from './xml'

/*
 * The notice of a contact request to admissions: to the adviser whose turn it is (and the office's
 * inbox), with what they need to answer at once: who, which programme and campus, where the person
 * came from, when, and a link to the request in the back office. A reassignment tells the new adviser.
 */

export type RequestNoticeInput = {
  kind: 'nueva' | 'reasignada'
  id: number
  nombre: string
  apellido: string
  telefono: string
  email: string
  programa: string
  comentario: string
  /** The campuses the programme runs in, in words («Los Cabos, Culiacán»); empty when not known. */
  campus: string
  /** Where the person came from, in words (./admissionsStats.ts sourceOf). */
  fuente: string
  campana?: string | null
  pagina?: string | null
  /** The adviser's name, or null while nobody has it. */
  asesor: string | null
  recibida: Date
  /** The request in the back office. */
  enlace: string
  siteUrl: string
}

/** «29 de noviembre de 2026, 15:05 (hora de Los Cabos)»: a time that never ends in a stray period. */
export const arrivalTime = (at: Date) => `${longMoment(at).replace(' a las ', ', ')} (hora de Los Cabos)`

/** The first name of an adviser's full name, for the greeting. */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? ''

export function buildRequestNotice(input: RequestNoticeInput): { subject: string; text: string; html: string } {
  const { kind, id, programa, enlace, siteUrl } = input
  const person = `${input.nombre} ${input.apellido}`.trim()
  const subject =
    kind === 'nueva' ? `Nueva solicitud de informes: ${programa} (#${id})` : `Te asignaron una solicitud: ${programa} (#${id})`
  const hello = input.asesor ? `Hola, ${firstName(input.asesor)}:` : 'Hola:'
  const intro =
    kind === 'reasignada'
      ? `Ahora te toca atender la solicitud de ${person}. Llámale o escríbele pronto: espera respuesta.`
      : input.asesor
        ? `Te toca atender la solicitud de ${person}. Llámale o escríbele pronto: espera respuesta.`
        : `Llegó la solicitud de ${person} y nadie la tiene asignada todavía. Asígnala para que alguien responda pronto.`
  const origin = [input.fuente, input.campana ? `campaña «${input.campana}»` : '', input.pagina ? `desde ${input.pagina}` : '']
    .filter(Boolean)
    .join(', ')
  const rows: [string, string][] = [
    ['Nombre', person],
    ['Teléfono', input.telefono],
    ['Correo', input.email],
    ['Programa', programa],
    ...(input.campus ? ([['Campus', input.campus]] as [string, string][]) : []),
    ['Llegó por', origin],
    ['Asesor', input.asesor ?? 'Sin asignar'],
    ['Recibida', arrivalTime(input.recibida)],
  ]
  const action = 'Abrir la solicitud'
  const text = [
    hello,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    'Comentario:',
    ...input.comentario.split('\n').map((l) => `> ${l}`),
    '',
    `${action} (#${id}): ${enlace}`,
    '',
    'Universidad UGC',
    siteUrl,
    '',
  ].join('\n')
  // On a phone, one tap calls or writes to the person.
  const linked: Record<string, string> = {
    Teléfono: `tel:+52${input.telefono.replace(/\D/g, '')}`,
    Correo: `mailto:${input.email}`,
  }
  const cell = (k: string, v: string) =>
    linked[k] ? `<a href="${escapeXml(linked[k])}" style="color:#C41230">${escapeXml(v)}</a>` : escapeXml(v)
  const table = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:2px 16px 2px 0;vertical-align:top;white-space:nowrap">${escapeXml(k)}</th><td style="padding:2px 0">${cell(k, v)}</td></tr>`,
    )
    .join('')}</table>`
  const body = `${p(hello)}${p(intro)}${table}${p('Comentario:')}${emailQuote(input.comentario)}${emailButton(enlace, action)}`
  return { subject, text, html: emailDocument(subject, body, siteUrl) }
}
