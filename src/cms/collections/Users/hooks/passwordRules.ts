import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { passwordProblem } from '@/lib/passwordPolicy'
import { passwordMatches } from '@/cms/auth/passwords'
import { publicError } from '@/cms/publicError'
import { isInvitation } from './invitations'
import { forgivePasswordAttempt, takePasswordAttempt } from './signInLimits'

// A public 400 with the Spanish sentence itself, as the notice and beside the field it is about
// (the admin places each of `data.errors` by its path): a ValidationError would answer Payload's
// generic line instead.
const refuse = (path: string, message: string): never => {
  throw publicError(message, 400, { errors: [{ message, path }] })
}

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase().trim() === b.toLowerCase().trim()

/**
 * Every new password (admin, REST, GraphQL, first account, create-admin) follows one rule, and a
 * person changing their own password or e-mail first proves they know the current password: a
 * session left open on a shared computer must not be enough to take the account over (a new
 * e-mail would receive the next reset link). Wrong guesses count like failed sign-ins. An admin
 * changing someone else's account is not asked.
 */
export const enforcePasswordRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const { currentPassword, ...rest } = data as { currentPassword?: unknown; password?: unknown; email?: unknown }
  // An empty password is no change, as Payload itself reads it; an invitation's is made up, never typed.
  const newPassword = typeof rest.password === 'string' && rest.password !== '' && !isInvitation(req)
  const previousEmail = (originalDoc as { email?: string } | undefined)?.email
  const newEmail = operation === 'update' && typeof rest.email === 'string' && !sameEmail(rest.email, previousEmail)
  if (!newPassword && !newEmail) return rest
  const ownAccount =
    operation === 'update' && req.user?.collection === 'users' && originalDoc && String(req.user.id) === String(originalDoc.id)
  if (ownAccount)
    await requireCurrentPassword(
      req,
      originalDoc as { id: number; email: string },
      currentPassword,
      newPassword ? 'tu contraseña' : 'tu correo',
    )
  if (!newPassword) return rest
  const problem = passwordProblem(rest.password as string, (rest.email as string | undefined) ?? previousEmail)
  if (problem) refuse('password', problem)
  return rest
}

async function requireCurrentPassword(
  req: PayloadRequest,
  account: { id: number; email: string },
  currentPassword: unknown,
  what: string,
): Promise<void> {
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    refuse('currentPassword', `Para cambiar ${what} escribe también tu contraseña actual.`)
  }
  // Over HTTP a guess is a sign-in attempt: the same limits, so a session left open cannot try one password after another.
  const overHttp = req.payloadAPI !== 'local'
  if (overHttp) {
    const attempt = await takePasswordAttempt(req, account.email)
    if (!attempt.ok) {
      const message = `Demasiados intentos con una contraseña equivocada. Espera ${attempt.retryAfter} segundos y vuelve a intentarlo.`
      throw publicError(message, 429, { errors: [{ message, path: 'currentPassword' }] })
    }
  }
  const stored = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: 'users',
    where: { id: { equals: account.id } },
    req,
  })
  if (!(await passwordMatches(currentPassword as string, stored?.hash, stored?.salt))) {
    refuse('currentPassword', 'La contraseña actual no es correcta.')
  }
  if (overHttp) await forgivePasswordAttempt(req, account.email)
}

/** A password set with a reset link follows the same rule (Payload saves it without the change hooks). */
export const enforcePasswordRulesOnReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const { password, token } = (args.data ?? {}) as { password?: unknown; token?: unknown }
  if (typeof password !== 'string' || typeof token !== 'string') return args
  const user = await req.payload.db.findOne<{ id: number; email?: string }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: token } },
    req,
  })
  // An unknown token is refused by Payload itself, with its own message.
  if (!user) return args
  const problem = passwordProblem(password, user.email)
  if (problem) refuse('password', problem)
  return args
}
