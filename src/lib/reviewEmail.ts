import { emailButton, emailDocument, emailParagraph as p, emailQuote, emailSmallLink } from './emailLayout'

/*
 * The review e-mails: to the publishers when an editor sends something («pendiente»), and to the
 * editor when a publisher returns it with a comment («devuelta») or publishes it («publicada»).
 */

export type ReviewEmailKind = 'pendiente' | 'devuelta' | 'publicada'
export type ReviewEmailInput = {
  kind: ReviewEmailKind
  titulo: string
  tipo: string
  /** Who sent it (for «pendiente») or who reviewed it (for the others). */
  persona: string
  nota?: string | null
  comentario?: string | null
  /** The content's page in the back office. */
  enlace: string
  /** The list of pending reviews. */
  pendientes: string
  siteUrl: string
}

export function buildReviewEmail(input: ReviewEmailInput): { subject: string; text: string; html: string } {
  const { kind, titulo, tipo, persona, enlace, pendientes, siteUrl } = input
  const nota = input.nota?.trim()
  const comentario = input.comentario?.trim()
  const subject =
    kind === 'pendiente'
      ? `Pendiente de revisión: ${titulo}`
      : kind === 'devuelta'
        ? `Tu envío necesita cambios: ${titulo}`
        : `Se publicó: ${titulo}`
  const lines =
    kind === 'pendiente'
      ? [
          `${persona} envió «${titulo}» (${tipo}) a revisión.`,
          'Ábrelo para revisarlo: si está bien, publícalo o programa su publicación; si necesita cambios, devuélvelo con un comentario.',
        ]
      : kind === 'devuelta'
        ? [`${persona} revisó «${titulo}» (${tipo}) y te lo devolvió con este comentario:`]
        : [`${persona} publicó «${titulo}» (${tipo}). Ya está en el sitio.`]
  const quote =
    kind === 'pendiente'
      ? nota
        ? { label: 'Nota de quien lo envía:', text: nota }
        : null
      : kind === 'devuelta' && comentario
        ? { label: '', text: comentario }
        : null
  const after = kind === 'devuelta' ? 'Haz los cambios, guarda el borrador y envíalo de nuevo a revisión.' : ''
  const action = kind === 'pendiente' ? 'Revisar el contenido' : 'Abrir el contenido'
  const text = [
    'Hola:',
    '',
    ...lines,
    ...(quote ? ['', ...(quote.label ? [quote.label] : []), ...quote.text.split('\n').map((l) => `> ${l}`)] : []),
    '',
    `${action}: ${enlace}`,
    ...(after ? ['', after] : []),
    ...(kind === 'pendiente' ? ['', `Todo lo pendiente de revisión: ${pendientes}`] : []),
    '',
    'Universidad UGC',
    siteUrl,
    '',
  ].join('\n')
  const quoteHtml = quote ? `${quote.label ? p(quote.label) : ''}${emailQuote(quote.text)}` : ''
  const list = kind === 'pendiente' ? emailSmallLink('', pendientes, 'Ver todo lo pendiente de revisión') : ''
  const html = emailDocument(
    subject,
    `${p('Hola:')}${lines.map(p).join('')}${quoteHtml}\n${emailButton(enlace, action)}\n${after ? p(after) : ''}${list}`,
    siteUrl,
  )
  return { subject, text, html }
}
