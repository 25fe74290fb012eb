import { randomBytes } from 'node:crypto'
import {
  AuthenticationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import { env } from '@/env'
import { invitationValidMs } from '@/cms/jobs/sendAccountEmail'
import { publicError } from '@/cms/publicError'

// Loaded for HTTP requests only, like the sign-in limits: the terminal scripts never ask for a link.
const limits = () => import('@/guard/rateLimit')

// What one operation tells its later hooks, on its own request.
const inviting = 'ugcInvitacion'
const resending = 'ugcReenvioInvitacion'
const settingByLink = 'ugcContrasenaPorEnlace'
const askingForLink = 'ugcEnlacePedido'

const deadLink =
  'Este enlace ya no sirve: venció, ya se usó o se envió uno más nuevo. Pide otro con «¿Olvidaste tu contraseña?» o a quien administra el sitio.'

const flag = (req: PayloadRequest, key: string) => req.context[key] === true

const queueAccountEmail = (req: PayloadRequest, usuario: number, tipo: 'invitacion' | 'restablecer') =>
  req.payload.jobs.queue({ task: 'enviarCorreoCuenta', input: { usuario, tipo }, req })

/**
 * A new account without a password is an invitation: it gets a random password nobody knows
 * (so it cannot sign in) and is marked pending; the person chooses their own with the e-mailed
 * link. A password set with a link (Payload's reset, which passes the stored account to this hook)
 * accepts a pending invitation.
 */
export const startInvitation: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (!data) return data
  if (operation === 'update' && flag(req, settingByLink)) {
    // Payload's reset saves this very object: changed in place.
    ;(data as { invitacion_vence?: string | null }).invitacion_vence = null
    return data
  }
  if (operation !== 'create') return data
  const { password } = data as { password?: unknown }
  if (typeof password === 'string' && password !== '') return data
  req.context[inviting] = true
  return {
    ...data,
    password: randomBytes(32).toString('base64url'),
    invitacion_vence: new Date(Date.now() + invitationValidMs).toISOString(),
  }
}

/** True while this request creates an invitation: its made-up password skips the rules meant for people's passwords. */
export const isInvitation = (req: PayloadRequest) => flag(req, inviting)

/**
 * «Reenviar invitación» (the virtual `reenviar_invitacion`, writable by admins only): a new
 * expiry, and the link sent before stops working at once; the queue sends a new one.
 */
export const resendInvitation: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const { reenviar_invitacion: resend, ...rest } = data as { reenviar_invitacion?: unknown }
  if (operation !== 'update' || resend !== true) return rest
  if (!(originalDoc as { invitacion_vence?: string | null } | undefined)?.invitacion_vence) {
    const message = 'Esta cuenta ya eligió su contraseña: no tiene una invitación pendiente.'
    throw publicError(message, 400, { errors: [{ message, path: 'reenviar_invitacion' }] })
  }
  req.context[resending] = true
  return {
    ...rest,
    invitacion_vence: new Date(Date.now() + invitationValidMs).toISOString(),
    resetPasswordExpiration: new Date().toISOString(),
  }
}

/** Queues the invitation e-mail in the same transaction as the account (or its resend). */
export const queueInvitation: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const key = operation === 'create' ? inviting : resending
  if (!flag(req, key)) return doc
  delete req.context[key]
  await queueAccountEmail(req, (doc as { id: number }).id, 'invitacion')
  return doc
}

/**
 * «¿Olvidaste tu contraseña?» changes no link: Payload stores a new token of its own on every
 * request, which would end the link last mailed (an invitation included) for anyone who knows
 * the e-mail. The queued e-mail decides which link to send (sendAccountEmail).
 */
export const keepMailedLink: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'update' || !flag(req, askingForLink)) return data
  const {
    resetPasswordToken: _token,
    resetPasswordExpiration: _expiration,
    ...rest
  } = data as { resetPasswordToken?: unknown; resetPasswordExpiration?: unknown }
  return rest
}

/** An account whose invitation is pending cannot sign in (its password is one nobody knows anyway). */
export const refusePendingSignIn: CollectionBeforeLoginHook = ({ req, user }) => {
  if ((user as { invitacion_vence?: string | null }).invitacion_vence) throw new AuthenticationError(req.t)
  return user
}

/**
 * «¿Olvidaste tu contraseña?» (admin form, REST, GraphQL): the reset e-mail goes through the
 * queue (SMTP_URL, retries), never through Payload's own sender, which has no mail server and
 * would print the link in the log. The answer is the same whether the e-mail exists or not;
 * each client address has LOGIN_RATE_LIMIT requests a minute and each account one e-mail a minute.
 * The request itself changes no link (keepMailedLink): a link still valid is mailed again, and a
 * pending invitation gets its own invitation link again, never a shorter reset.
 */
export const queuePasswordReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'resetPassword') {
    // A dead link (expired, used, or replaced by a newer one) is told in Spanish, not with Payload's English line.
    const token = (args.data as { token?: unknown } | undefined)?.token
    const live =
      typeof token === 'string' && token !== ''
        ? await req.payload.db.findOne({
            collection: 'users',
            where: { resetPasswordToken: { equals: token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } },
            req,
          })
        : null
    if (!live) throw publicError(deadLink, 403)
    req.context[settingByLink] = true
    return args
  }
  if (operation !== 'forgotPassword') return args
  // The queue's own call (and scripts that ask for a token on purpose) send nothing.
  if (req.payloadAPI === 'local' && args.disableEmail) return args
  const guard = req.payloadAPI !== 'local' ? await limits() : null
  if (guard) {
    const verdict = await guard.consume('contrasena-olvidada', env.loginRateLimit, guard.clientAddress(req as unknown as Request))
    if (!verdict.ok)
      throw publicError(`Demasiadas solicitudes desde tu conexión. Espera ${verdict.retryAfter} segundos y vuelve a intentarlo.`, 429)
  }
  const email = typeof args.data?.email === 'string' ? args.data.email.toLowerCase().trim() : ''
  const user = email
    ? await req.payload.db.findOne<{ id: number }>({ collection: 'users', where: { email: { equals: email } }, req })
    : null
  if (user) {
    const perAccount = guard ? await guard.consume('restablecer-cuenta', 1, String(user.id)) : { ok: true }
    if (perAccount.ok) await queueAccountEmail(req, user.id, 'restablecer')
  }
  // Payload would store a token of its own, which nobody receives: keepMailedLink drops it.
  req.context[askingForLink] = true
  return { ...args, disableEmail: true }
}
