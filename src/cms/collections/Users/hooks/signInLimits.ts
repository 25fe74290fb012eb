import { AuthenticationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { env } from '../../../../env'
import { spendPasswordCheckTime } from '../../../auth/passwords'
import { publicError } from '../../../publicError'

// Loaded when a sign-in comes over HTTP only: the module is for the server, and the terminal
// scripts that load this configuration (migrate, seed, create-admin) never sign in.
const limits = () => import('../../../../guard/rateLimit')

/** The client's address as the rate limits see it; Payload's request is the incoming Request itself. */
const clientOf = async (req: PayloadRequest) => (await limits()).clientAddress(req as unknown as Request)

/**
 * Sign-ins over HTTP (the admin's form, REST, GraphQL) count per client address, on top of
 * Payload's per-account lock: one address cannot try many accounts (password spraying), and
 * nobody keeps an admin locked out by trying their e-mail from everywhere else.
 * An unknown e-mail is refused with Payload's own words after the same password work as a
 * wrong password, so neither the answer nor its time tells whether the account exists.
 */
export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const { consume } = await limits()
  const verdict = await consume('inicio-sesion', env.loginRateLimit, await clientOf(req))
  if (!verdict.ok) {
    throw publicError(`Demasiados intentos de inicio de sesión desde tu conexión. Espera ${verdict.retryAfter} segundos y vuelve a intentarlo.`, 429)
  }
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email === 'string' && email.trim() !== '' && typeof password === 'string' && password !== '') {
    const found = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } }, req })
    if (!found) {
      await spendPasswordCheckTime(password)
      throw new AuthenticationError(req.t)
    }
  }
  return args
}

/** A successful sign-in gives its attempt back: the limit counts failures. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI !== 'local') {
    const { giveBack } = await limits()
    await giveBack('inicio-sesion', env.loginRateLimit, await clientOf(req))
  }
  return user
}
