import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

// Payload's stored hash: "pbkdf2-sha256-v1:<hex>" (600,000 rounds, 32 bytes) or, for accounts
// created before it, plain hex (25,000 rounds, 512 bytes). Read from payload/dist/auth/strategies/local.
const currentPrefix = 'pbkdf2-sha256-v1:'

/** Whether `password` is the one stored as `hash` + `salt` (constant-time comparison). */
export async function passwordMatches(password: string, hash: unknown, salt: unknown): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(currentPrefix)
  const stored = Buffer.from(current ? hash.slice(currentPrefix.length) : hash, 'hex')
  const computed = await pbkdf2(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return computed.length === stored.length && crypto.timingSafeEqual(computed, stored)
}

/**
 * The work of checking a password against an account that does not exist, so that an unknown
 * e-mail takes as long to refuse as a wrong password: the time must not tell who has an account.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await pbkdf2(password, crypto.randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
}
