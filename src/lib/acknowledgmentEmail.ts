import { emailButton, emailDocument, emailParagraph as p } from './emailLayout'
import { programmeAnchor } from './programmes'

/** Where a programme is described on the site; without one, the page listing the licenciaturas. */
export type ProgrammePage = { kind: 'BAC' | 'LIC' | 'DIP' | 'CONOCER'; slug?: string | null; titulo: string } | null

export const offerPath = '/licenciaturas'

/** The site path of a programme's page (preparatoria programmes are sections of /preparatoria). */
export function programmePath(page: ProgrammePage): string {
  if (!page) return offerPath
  if (page.kind === 'BAC') return `/preparatoria#${encodeURIComponent(programmeAnchor(page.titulo))}`
  if (!page.slug) return offerPath
  const route = { LIC: '/licenciaturas', DIP: '/diplomados', CONOCER: '/CONOCER' }[page.kind]
  return `${route}/${encodeURIComponent(page.slug)}`
}

type Input = {
  nombre: string
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
  const hello = nombre.trim() ? `Hola, ${nombre.trim()}:` : 'Hola:'
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
