import type { TaskConfig } from 'payload'
import { env } from '@/env'
import { buildAccountEmail, type AccountEmailKind } from '@/lib/accountEmail'
import { sharedMailTransport } from './mailTransport'

/** How long an invitation link works: a weekend away from the mailbox must not kill it. */
export const invitationValidMs = 72 * 3600_000
/** How long a password-reset link works. */
const resetValidMs = 60 * 60_000

type StoredUser = {
  id: number
  email: string
  nombre?: string | null
  invitacion_vence?: string | null
  resetPasswordToken?: string | null
  resetPasswordExpiration?: string | null
}

/** The link stored for the account while it still works, with when it stops working. */
const liveLink = (user: StoredUser) => {
  const expires = user.resetPasswordExpiration ? new Date(user.resetPasswordExpiration) : null
  return user.resetPasswordToken && expires && expires.getTime() > Date.now() ? { token: user.resetPasswordToken, expires } : null
}

/**
 * E-mails a staff account its invitation or its password-reset link, from the queue like the
 * admissions notification: a mail server that is down is retried, and without SMTP_URL the mail
 * waits. The link is made here, when the mail goes out (Payload's reset token, one per account):
 * no token waits in the queue's table. An invitation (created or resent by an admin) is a new
 * link that ends the one before it. A reset asked by anyone who knows the e-mail sends the link
 * still valid again, if there is one, so asking never ends a link already mailed; a pending
 * invitation gets its own link again (never a one-hour reset), or nothing once it expired: only
 * an admin renews it.
 */
export const sendAccountEmail: TaskConfig<{ input: { usuario: number; tipo: string }; output: { enviado: string } }> = {
  slug: 'enviarCorreoCuenta',
  label: 'Enviar a una cuenta del personal su invitación o su enlace para restablecer la contraseña',
  inputSchema: [
    { name: 'usuario', type: 'number', required: true },
    { name: 'tipo', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'enviado', type: 'text', required: true }],
  // The queue's runner (./runner.ts) decides the real wait between tries, as for notifications.
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => {
    const transport = sharedMailTransport()
    const { payload } = req
    const requested: AccountEmailKind = input.tipo === 'invitacion' ? 'invitacion' : 'restablecer'
    const user = await payload.db.findOne<StoredUser>({ collection: 'users', where: { id: { equals: input.usuario } } })
    // A revoked invitation (the account is gone) or one already accepted sends nothing.
    if (!user) return { output: { enviado: 'cuenta eliminada: nada que enviar' } }
    const pending = Boolean(user.invitacion_vence)
    if (requested === 'invitacion' && !pending) return { output: { enviado: 'invitación ya aceptada: nada que enviar' } }
    const kind: AccountEmailKind = pending ? 'invitacion' : 'restablecer'
    const again = requested === 'restablecer' ? liveLink(user) : null
    if (requested === 'restablecer' && pending && !again)
      return { output: { enviado: 'invitación vencida: solo quien administra la renueva' } }
    let token: string
    let expires: Date
    if (again) {
      ;({ token, expires } = again)
    } else {
      const validMs = kind === 'invitacion' ? invitationValidMs : resetValidMs
      token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true, expiration: validMs })
      expires = new Date(Date.now() + validMs)
      if (kind === 'invitacion') {
        // The list shows when this link stops working.
        await payload.db.updateOne({
          collection: 'users',
          id: user.id,
          data: { invitacion_vence: expires.toISOString() },
          returning: false,
        })
      }
    }
    const link = `${env.siteUrl}/admin/reset/${token}`
    const mail = buildAccountEmail({ kind, link, expires, nombre: user.nombre, siteUrl: env.siteUrl })
    await transport.sendMail({ from: env.mailFrom, to: user.email, subject: mail.subject, text: mail.text, html: mail.html })
    const sentAt = new Date().toISOString()
    return { output: { enviado: sentAt } }
  },
}
