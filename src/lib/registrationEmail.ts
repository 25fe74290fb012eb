import { createHmac, timingSafeEqual } from 'node:crypto'
import ical, { ICalCalendarMethod } from 'ical-generator'
import { emailButton, emailDocument, emailLink, emailParagraph as p } from './emailLayout'
import { eventWhen } from './eventWhen'

export { eventWhen }

/* An open-day registration's cancel link, its invitation (.ics) and its e-mails (issue 23, item 3). */

/** The secret of a registration's cancel link: derived from the site's secret, never stored. */
export function cancelKey(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`cancelar-registro:${id}`).digest('base64url').slice(0, 32)
}

export function cancelKeyMatches(secret: string, id: number, key: string): boolean {
  const expected = Buffer.from(cancelKey(secret, id))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The address of the page that cancels a registration. */
export const cancelPath = (id: number, key: string) =>
  `/actividades-ugc/cancelar-registro?${new URLSearchParams({ registro: String(id), clave: key }).toString()}`

export type InvitationEvent = {
  uid: string
  titulo: string
  inicio: string
  fin?: string | null
  lugar: string
  url: string
  description: string
}

/** The event's invitation (.ics): one timed event, in UTC, with its place and page. */
export function buildInvitation(event: InvitationEvent, stamp: Date): string {
  const calendar = ical({ prodId: '//Universidad UGC//Registro a eventos//ES', method: ICalCalendarMethod.PUBLISH })
  const start = new Date(event.inicio)
  const end = event.fin ? new Date(event.fin) : new Date(start.getTime() + 2 * 3600_000)
  calendar.createEvent({
    id: event.uid,
    stamp,
    start,
    end,
    summary: event.titulo,
    description: event.description,
    location: event.lugar,
    url: event.url,
  })
  return calendar
    .toString()
    .replace(/\r?\n/g, '\r\n')
    .replace(/(\r\n)?$/, '\r\n')
}

export type RegistrationMailKind = 'confirmado' | 'lista-de-espera' | 'promovido' | 'recordatorio'

export type RegistrationMailInput = {
  kind: RegistrationMailKind
  nombre: string
  evento: string
  inicio: string
  lugar: string
  acompanantes: number
  posicion?: number
  eventUrl: string
  cancelUrl: string
  siteUrl: string
}

/** The e-mails of a registration, in Spanish with «tú»: confirmed, waiting, given a place, reminded. */
export function buildRegistrationEmail(input: RegistrationMailInput) {
  const { kind, nombre, evento, lugar, eventUrl, cancelUrl, siteUrl } = input
  const when = eventWhen(input.inicio)
  const hello = nombre.trim() ? `Hola, ${nombre.trim()}:` : 'Hola:'
  const party =
    input.acompanantes > 0 ? ` Registraste ${input.acompanantes === 1 ? '1 acompañante' : `${input.acompanantes} acompañantes`}.` : ''
  const subjects: Record<RegistrationMailKind, string> = {
    confirmado: `Tu lugar está confirmado: ${evento}`,
    'lista-de-espera': `Estás en la lista de espera: ${evento}`,
    promovido: `Se liberó un lugar para ti: ${evento}`,
    recordatorio: `Te esperamos mañana: ${evento}`,
  }
  const openings: Record<RegistrationMailKind, string[]> = {
    confirmado: [`Tu registro a «${evento}» está confirmado.${party}`, 'Agrega el evento a tu calendario con la invitación adjunta.'],
    'lista-de-espera': [
      `El cupo de «${evento}» está lleno, así que quedaste en la lista de espera, en el lugar ${input.posicion ?? 1}.${party}`,
      'Si alguien cancela, te daremos su lugar en orden de llegada y te avisaremos por correo.',
    ],
    promovido: [
      `Se liberó un lugar y tu registro a «${evento}» ya está confirmado.${party}`,
      'Agrega el evento a tu calendario con la invitación adjunta.',
    ],
    recordatorio: [`Te recordamos que mañana es «${evento}».${party}`],
  }
  const whenLine = `Cuándo: ${when}`
  const whereLine = `Dónde: ${lugar}`
  const cancelLine =
    kind === 'lista-de-espera'
      ? 'Si ya no quieres esperar un lugar, cancela tu registro:'
      : 'Si no puedes asistir, cancela tu registro para que otra persona tome tu lugar:'
  const subject = subjects[kind]
  const lines = openings[kind]
  const text = [
    hello,
    '',
    ...lines,
    '',
    whenLine,
    whereLine,
    '',
    'Detalles del evento:',
    eventUrl,
    '',
    cancelLine,
    cancelUrl,
    '',
    'Universidad UGC',
    siteUrl,
    '',
  ].join('\n')
  const body = `${p(hello)}${lines.map(p).join('')}${p(whenLine)}${p(whereLine)}
${emailButton(eventUrl, 'Ver el evento')}
${p(cancelLine)}${emailLink(cancelUrl, 'Cancelar mi registro')}`
  return { subject, text, html: emailDocument(subject, body, siteUrl), invitation: kind !== 'lista-de-espera' }
}
