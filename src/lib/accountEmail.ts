import { longMoment } from './dates'
import { emailButton, emailDocument, emailParagraph as p, emailSmallLink } from './emailLayout'

/** The two e-mails a staff account receives: an invitation to set its first password, and a reset link. */
export type AccountEmailKind = 'invitacion' | 'restablecer'

export type AccountEmail = { subject: string; text: string; html: string }

/** «27 de noviembre de 2026 a las 14:05 (hora de Mazatlán)»: when a link stops working. */
export function describeExpiry(expires: Date): string {
  return `${longMoment(expires)} (hora de Mazatlán)`
}

type Input = { kind: AccountEmailKind; link: string; expires: Date; nombre?: string | null; siteUrl: string }

/**
 * Subject, plain text and simple inline-styled HTML (mail programs ignore style sheets) in the
 * university's look: its name, the brand red, one clear button and the link written out.
 */
export function buildAccountEmail({ kind, link, expires, nombre, siteUrl }: Input): AccountEmail {
  const hello = nombre?.trim() ? `Hola, ${nombre.trim()}:` : 'Hola:'
  const when = describeExpiry(expires)
  const invitation = kind === 'invitacion'
  const subject = invitation
    ? 'Te invitamos a la administración del sitio de la Universidad UGC'
    : 'Restablece tu contraseña de la administración de la Universidad UGC'
  const lines = invitation
    ? [
        'Se creó una cuenta para ti en la administración del sitio web de la Universidad UGC.',
        'Para empezar, elige tu contraseña con este enlace:',
      ]
    : [
        'Pediste restablecer la contraseña de tu cuenta en la administración del sitio web de la Universidad UGC.',
        'Elige una nueva con este enlace:',
      ]
  const action = invitation ? 'Elegir mi contraseña' : 'Elegir una nueva contraseña'
  const after = invitation
    ? `El enlace sirve una sola vez y vence el ${when}. Si vence, pide a quien administra el sitio que te envíe otra invitación.`
    : `El enlace sirve una sola vez y vence el ${when}. Si no lo pediste tú, ignora este correo: tu contraseña no cambia.`
  const rule = 'Tu contraseña debe tener al menos 12 caracteres y no puede ser una de las más usadas.'
  const text = [hello, '', ...lines, '', link, '', after, rule, '', 'Universidad UGC', siteUrl, ''].join('\n')
  const body = `${p(hello)}${lines.map(p).join('')}
${emailButton(link, action)}
${emailSmallLink('Si el botón no funciona, copia esta dirección en tu navegador:', link, link)}
${p(after)}${p(rule)}`
  const html = emailDocument(subject, body, siteUrl)
  return { subject, text, html }
}
