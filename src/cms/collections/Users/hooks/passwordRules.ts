import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'
import { passwordProblem } from '../../../../lib/passwordPolicy'
import { passwordMatches } from '../../../auth/passwords'
import { publicError } from '../../../publicError'
import { isInvitation } from './invitations'

// A public 400 with the Spanish sentence itself, as the notice and beside the field it is about
// (the admin places each of `data.errors` by its path): a ValidationError would answer Payload's
// generic line instead.
const refuse = (path: string, message: string): never => {
  throw publicError(message, 400, { errors: [{ message, path }] })
}

/**
 * Every new password (admin, REST, GraphQL, first account, create-admin) follows one rule, and a
 * person changing their own password first proves they know the current one: a session left open
 * on a shared computer must not be enough to take the account over.
 */
export const enforcePasswordRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const { currentPassword, ...rest } = data as { currentPassword?: unknown; password?: unknown; email?: string }
  // An empty password is no change, as Payload itself reads it; an invitation's is made up, never typed.
  if (typeof rest.password !== 'string' || rest.password === '' || isInvitation(req)) return rest
  const ownAccount = operation === 'update' && req.user?.collection === 'users' && originalDoc && String(req.user.id) === String(originalDoc.id)
  if (ownAccount) {
    if (typeof currentPassword !== 'string' || currentPassword === '') {
      refuse('currentPassword', 'Para cambiar tu contraseña escribe también tu contraseña actual.')
    }
    const stored = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
      collection: 'users',
      where: { id: { equals: originalDoc.id } },
      req,
    })
    if (!(await passwordMatches(currentPassword as string, stored?.hash, stored?.salt))) {
      refuse('currentPassword', 'La contraseña actual no es correcta.')
    }
  }
  const problem = passwordProblem(rest.password, rest.email ?? (originalDoc as { email?: string } | undefined)?.email)
  if (problem) refuse('password', problem)
  return rest
}

/** A password set with a reset link follows the same rule (Payload saves it without the change hooks). */
export const enforcePasswordRulesOnReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const { password, token } = (args.data ?? {}) as { password?: unknown; token?: unknown }
  if (typeof password !== 'string' || typeof token !== 'string') return args
  const user = await req.payload.db.findOne<{ id: number; email?: string }>({ collection: 'users', where: { resetPasswordToken: { equals: token } }, req })
  // An unknown token is refused by Payload itself, with its own message.
  if (!user) return args
  const problem = passwordProblem(password, user.email)
  if (problem) refuse('password', problem)
  return args
}
