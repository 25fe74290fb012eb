import { emailButton, emailDocument, emailParagraph as p } from './emailLayout'
import { programmeAnchor } from './programmes'

/** Where a programme is described on the site; without one, the page listing the licenciaturas. */
export type ProgrammePage = { kind: 'BAC' | 'LIC' | 'DIP' | 'CONOCER'; slug?: string | null; titulo: string } | null

const offerPath = '/licenciaturas'

/** The site path of a programme's page (preparatoria programmes are sections of /preparatoria). */
export function programmePath(page: ProgrammePage): string {
  if (!page) return offerPath
  if (page.kind === 'BAC') return `/preparatoria#${encodeURIComponent(programmeAnchor(page.titulo))}`
  if (!page.slug) return offerPath
  const route = { LIC: '/licenciaturas', DIP: '/diplomados', CONOCER: '/CONOCER' }[page.kind]
  return `${route}/${encodeURIComponent(page.slug)}`
}

/** At most this many characters of the person's name go into the greeting. */
const greetingNameMax = 40

/**
 * The name the acknowledgment greets: the acknowledgment goes to whatever address the form was
 * given, so the sender's text must not reach it as written (a link, a formula, an advert). Only
 * letters of any language, spaces, apostrophes and hyphens stay, at most `greetingNameMax`
 * characters; empty when nothing of a name is left.
 */
export function greetingName(nombre: string): string {
  const kept = nombre
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s'’-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  const cut = Array.from(kept).slice(0, greetingNameMax).join('')
  // Punctuation left alone at either end, or a name with no letter, is no name.
  const name = cut.replace(/^[\s'’-]+|[\s'’-]+$/gu, '')
  return /\p{L}/u.test(name) ? name : ''
}

/**
 * The message the acknowledgment's WhatsApp link opens with: the person's first name (cleaned as
 * the greeting) and the programme from the site's list, so the chat starts with what admissions
 * needs, never a form to fill in by hand («[nombre completo]»).
 */
export function acknowledgmentWhatsappText(nombre: string, programa: string): string {
  const name = greetingName(nombre)
  return `${name ? `Hola, soy ${name}.` : 'Hola.'} Envié una solicitud de informes sobre ${programa} y me gustaría platicar con admisiones.`
}

type Input = {
  /** The name the person typed: only its letters reach the e-mail (greetingName). */
  nombre: string
  /** The programme's title from the site's own list, never the sender's text. */
  programa: string
  /** Absolute address of the programme's page. */
  programmeUrl: string
  /** The adviser's name, when the request has one. */
  asesor?: string | null
  /** The WhatsApp chat link of the site's settings, when there is a number. */
  whatsapp?: string | null
  siteUrl: string
}

/**
 * The answer a person gets at once after sending the contact form: we received it, who will call,
 * the programme's page and WhatsApp to talk sooner. Plain text and simple inline-styled HTML.
 */
export function buildAcknowledgmentEmail({ nombre, programa, programmeUrl, asesor, whatsapp, siteUrl }: Input) {
  const name = greetingName(nombre)
  const hello = name ? `Hola, ${name}:` : 'Hola:'
  const subject = `Recibimos tu solicitud de informes: ${programa}`
  const who = asesor?.trim()
    ? `${asesor.trim()}, de nuestro equipo de admisiones, te contactará pronto por teléfono o por correo.`
    : 'Una persona de nuestro equipo de admisiones te contactará pronto por teléfono o por correo.'
  const lines = [`Gracias por escribirnos. Recibimos tu solicitud de informes sobre ${programa}.`, who]
  const pageLine = 'Mientras tanto, conoce el programa:'
  const whatsappLine = '¿Prefieres hablar ahora? Escríbenos por WhatsApp:'
  const replyLine = 'Si quieres agregar algo, responde a este correo.'
  const text = [
    hello,
    '',
    ...lines,
    '',
    pageLine,
    programmeUrl,
    ...(whatsapp ? ['', whatsappLine, whatsapp] : []),
    '',
    replyLine,
    '',
    'Universidad UGC',
    siteUrl,
    '',
  ].join('\n')
  const body = `${p(hello)}${lines.map(p).join('')}
${p(pageLine)}${emailButton(programmeUrl, `Ver ${programa}`)}
${whatsapp ? `${p(whatsappLine)}${emailButton(whatsapp, 'Escribir por WhatsApp')}` : ''}
${p(replyLine)}`
  const html = emailDocument(subject, body, siteUrl)
  return { subject, text, html }
}
