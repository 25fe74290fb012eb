import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '@/env'

/*
 * The one-time secret that lets someone create a new site's first account in the browser.
 * `npm start` prints the address that carries it. The secret itself stays in DATA_DIR (0600, so
 * a restart prints the same address); the database keeps only its SHA-256, so every instance
 * that shares the database (PostgreSQL behind a balancer) accepts it, whatever its DATA_DIR.
 */

const kvKey = 'ugc:primera-cuenta'
export const setupTokenFile = () => path.join(env.dataDir, 'setup-token')
const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export async function hasAccounts(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs > 0
}

/**
 * At start-up: the token for a database with no account (the one this DATA_DIR already printed,
 * if the database still expects it, otherwise a new one), or null once an account exists.
 */
export async function prepareSetupToken(payload: Payload): Promise<string | null> {
  if (await hasAccounts(payload)) {
    await forgetSetupToken(payload)
    return null
  }
  const expected = (await payload.kv.get<{ sha256: string }>(kvKey))?.sha256
  let kept: string | undefined
  try {
    kept = fs.readFileSync(setupTokenFile(), 'utf8').trim()
  } catch {
    // none yet
  }
  if (kept && expected === digest(kept)) return kept
  const token = crypto.randomBytes(32).toString('base64url')
  // Removed first: the mode of writeFileSync applies only to a file it creates.
  fs.rmSync(setupTokenFile(), { force: true })
  fs.writeFileSync(setupTokenFile(), `${token}\n`, { mode: 0o600 })
  await payload.kv.set(kvKey, { sha256: digest(token) })
  return token
}

/** Whether `token` is the current setup token (compared by its digest, in constant time). */
export async function setupTokenMatches(payload: Payload, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token === '') return false
  const expected = (await payload.kv.get<{ sha256: string }>(kvKey))?.sha256
  if (!expected) return false
  const a = Buffer.from(digest(token), 'hex')
  const b = Buffer.from(expected, 'hex')
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** Once an account exists the token is of no use: nothing of it is kept. */
export async function forgetSetupToken(payload: Payload): Promise<void> {
  await payload.kv.delete(kvKey)
  fs.rmSync(setupTokenFile(), { force: true })
}

/** The Spanish answer to anyone who reaches the first-account form without the printed address. */
export const setupTokenMissingMessage =
  'Para crear la primera cuenta abre la dirección de configuración que se mostró en la terminal (o el registro) donde se inició el sitio con npm start. También puedes crearla desde el servidor con npm run create-admin.'
