import { whatsappLink } from '@/copy/menu'

/*
 * The links an adviser contacts a person with from their request: a call (tel:), a WhatsApp chat
 * (wa.me) and an e-mail (mailto:), the messages already written from the office's templates.
 */

/** The texts an adviser starts from, until an administrator writes the office's own. */
export const messageDefaults = {
  correo_asunto: 'Tu solicitud de información sobre {programa}',
  correo_texto:
    'Hola, {nombre}:\n\nSoy {asesor}, de admisiones de la Universidad UGC. Recibimos tu solicitud de información sobre {programa} y con gusto te ayudo. ¿A qué hora te puedo llamar para platicar de tus dudas?\n\nSaludos,\n{asesor}',
  whatsapp_texto:
    'Hola, {nombre}. Soy {asesor}, de admisiones de la Universidad UGC. Recibimos tu solicitud sobre {programa}. ¿Tienes unos minutos para platicar?',
} as const

export type MessageTemplates = { correo_asunto: string; correo_texto: string; whatsapp_texto: string }

const known = ['nombre', 'programa', 'asesor'] as const
type Values = Record<(typeof known)[number], string>

/** The first placeholder a template has that the links cannot fill, as a Spanish message; null when all are known. */
export function unknownPlaceholder(template: string): string | null {
  for (const [, name] of template.matchAll(/\{([^{}]*)\}/g)) {
    if (!(known as readonly string[]).includes(name!))
      return `{${name}} no es un dato que se llene solo: usa {nombre}, {programa} o {asesor}.`
  }
  return null
}

/** A template with its placeholders filled in. */
export function fillTemplate(template: string, values: Values): string {
  return template.replace(/\{(nombre|programa|asesor)\}/g, (_, name: keyof Values) => values[name])
}

/** A Mexican number of 10 digits (or already with its country code) in the international form a phone dials. */
export function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `52${digits}` : digits}`
}

export type ContactLinks = { llamada: string; whatsapp: string; correo: string }

/** The three ways to contact a person, the messages written for their programme and signed by the adviser. */
export function contactLinks(
  person: { nombre: string; telefono: string; email: string; programa: string },
  templates: MessageTemplates,
  asesor: string,
): ContactLinks {
  const values = { nombre: person.nombre, programa: person.programa, asesor }
  const subject = encodeURIComponent(fillTemplate(templates.correo_asunto, values))
  // mailto: bodies take CRLF line breaks (RFC 6068).
  const body = encodeURIComponent(fillTemplate(templates.correo_texto, values).replace(/\r?\n/g, '\r\n'))
  return {
    llamada: telLink(person.telefono),
    whatsapp: whatsappLink(person.telefono, fillTemplate(templates.whatsapp_texto, values)),
    correo: `mailto:${encodeURIComponent(person.email).replace(/%40/g, '@')}?subject=${subject}&body=${body}`,
  }
}
