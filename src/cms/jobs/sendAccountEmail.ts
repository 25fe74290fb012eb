import type { TaskConfig } from 'payload'
import { env } from '../../env'
import { buildAccountEmail, type AccountEmailKind } from '../../lib/accountEmail'
import { sharedMailTransport } from './mailTransport'

/** How long an invitation link works: a weekend away from the mailbox must not kill it. */
export const invitationValidMs = 72 * 3600_000
/** How long a password-reset link works. */
export const resetValidMs = 60 * 60_000

type StoredUser = { id: number; email: string; nombre?: string | null; invitacion_vence?: string | null }

/**
 * E-mails a staff account its invitation or its password-reset link, from the queue like the
 * admissions notification: a mail server that is down is retried, and without SMTP_URL the mail
 * waits. The link is made here, when the mail goes out (Payload's reset token, one per account):
 * no token waits in the queue's table, and a new link ends the one before it.
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
    const kind: AccountEmailKind = input.tipo === 'invitacion' ? 'invitacion' : 'restablecer'
    const user = await payload.db.findOne<StoredUser>({ collection: 'users', where: { id: { equals: input.usuario } } })
    // A revoked invitation (the account is gone) or one already accepted sends nothing.
    if (!user) return { output: { enviado: 'cuenta eliminada: nada que enviar' } }
    if (kind === 'invitacion' && !user.invitacion_vence) return { output: { enviado: 'invitación ya aceptada: nada que enviar' } }
    const validMs = kind === 'invitacion' ? invitationValidMs : resetValidMs
    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true, expiration: validMs })
    const expires = new Date(Date.now() + validMs)
    if (kind === 'invitacion') {
      // The list shows when this link stops working.
      await payload.db.updateOne({ collection: 'users', id: user.id, data: { invitacion_vence: expires.toISOString() }, returning: false })
    }
    const link = `${env.siteUrl}/admin/reset/${token}`
    const mail = buildAccountEmail({ kind, link, expires, nombre: user.nombre, siteUrl: env.siteUrl })
    await transport.sendMail({ from: env.mailFrom, to: user.email, subject: mail.subject, text: mail.text, html: mail.html })
    const sentAt = new Date().toISOString()
    return { output: { enviado: sentAt } }
  },
}
