import { createHash } from 'node:crypto'
import { AuthenticationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { env } from '@/env'
import { spendPasswordCheckTime } from '@/cms/auth/passwords'
import { publicError } from '@/cms/publicError'

// Loaded when a sign-in comes over HTTP only: the module is for the server, and the terminal
// scripts that load this configuration (migrate, seed, create-admin) never sign in.
const limits = () => import('@/guard/rateLimit')

/** The client's address as the rate limits see it; Payload's request is the incoming Request itself. */
const clientOf = async (req: PayloadRequest) => (await limits()).clientAddress(req as unknown as Request)

/** Wrong passwords one client address may try on one account in the window (decision 0032). */
const accountFailures = 5
const accountWindowSeconds = 10 * 60

// The e-mail only as a digest: the shared limiter (Redis) keeps no list of staff addresses.
const accountKey = (email: string, client: string) =>
  `${createHash('sha256').update(email.toLowerCase().trim()).digest('base64url')}|${client}`

export type PasswordAttempt = { ok: true } | { ok: false; retryAfter: number; heldBack: 'conexion' | 'cuenta' }

/**
 * One try of a password over HTTP (a sign-in, or the current password asked for an account
 * change): it counts against the client address (LOGIN_RATE_LIMIT a minute: one address cannot
 * try many accounts) and against this account from this address (5 in 10 minutes: one address
 * cannot guess one account's password). Nothing counts against the account as a whole, so
 * nobody elsewhere can keep its owner out.
 */
export async function takePasswordAttempt(req: PayloadRequest, email: string | null): Promise<PasswordAttempt> {
  const { consume } = await limits()
  const client = await clientOf(req)
  const fromAddress = await consume('inicio-sesion', env.loginRateLimit, client)
  if (!fromAddress.ok) return { ...fromAddress, heldBack: 'conexion' }
  if (!email) return fromAddress
  const onAccount = await consume('inicio-sesion-cuenta', accountFailures, accountKey(email, client), accountWindowSeconds)
  return onAccount.ok ? onAccount : { ...onAccount, heldBack: 'cuenta' }
}

/** The right password: its try does not count, and this address's earlier failures on the account are forgiven. */
export async function forgivePasswordAttempt(req: PayloadRequest, email: string): Promise<void> {
  const { forget, giveBack } = await limits()
  const client = await clientOf(req)
  await giveBack('inicio-sesion', env.loginRateLimit, client)
  await forget('inicio-sesion-cuenta', accountFailures, accountKey(email, client), accountWindowSeconds)
}

/**
 * Sign-ins over HTTP (the admin's form, REST, GraphQL) are limited per client address and per
 * account and address (takePasswordAttempt), in place of Payload's lock of the whole account.
 * An unknown e-mail, and an account this address may not try now, are refused with Payload's
 * own words after the same password work as a wrong password: neither the answer nor its time
 * tells whether the account exists or is held back.
 */
export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  const complete = typeof email === 'string' && email.trim() !== '' && typeof password === 'string' && password !== ''
  const attempt = await takePasswordAttempt(req, complete ? email : null)
  if (!attempt.ok && attempt.heldBack === 'conexion') {
    throw publicError(
      `Demasiados intentos de inicio de sesión desde tu conexión. Espera ${attempt.retryAfter} segundos y vuelve a intentarlo.`,
      429,
    )
  }
  if (complete) {
    const found = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } }, req })
    if (!found || !attempt.ok) {
      await spendPasswordCheckTime(password)
      throw new AuthenticationError(req.t)
    }
  }
  return args
}

/** A successful sign-in gives its attempt back: the limits count failures. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI !== 'local') await forgivePasswordAttempt(req, (user as { email: string }).email)
  return user
}
