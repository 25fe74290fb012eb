import 'server-only'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { Redis } from 'ioredis'
import { env } from '@/env'

const challengeLifetimeMs = 10 * 60 * 1000

/** A proof-of-work challenge for the ALTCHA widget, signed with our own key. */
export async function newChallenge() {
  return createChallenge({
    hmacKey: env.altchaHmacKey,
    maxNumber: env.altchaMaxNumber,
    expires: new Date(Date.now() + challengeLifetimeMs),
  })
}

/* Each solved challenge is accepted once: remembered until it expires, in Redis when shared. */
const usedInMemory = new Map<string, number>()
let redis: Redis | undefined

async function markUsed(signature: string): Promise<boolean> {
  if (env.redisUrl) {
    redis ??= new Redis(env.redisUrl, { maxRetriesPerRequest: 1 })
    return (await redis.set(`ugc:captcha:${signature}`, '1', 'PX', challengeLifetimeMs, 'NX')) === 'OK'
  }
  const now = Date.now()
  for (const [key, expires] of usedInMemory) if (expires < now) usedInMemory.delete(key)
  if (usedInMemory.has(signature)) return false
  usedInMemory.set(signature, now + challengeLifetimeMs)
  return true
}

async function verifyAltcha(token: string): Promise<boolean> {
  let signature: unknown
  try {
    signature = (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown }).signature
  } catch {
    return false
  }
  if (typeof signature !== 'string' || signature === '') return false
  if (!(await verifySolution(token, env.altchaHmacKey, true))) return false
  return markUsed(signature)
}

async function verifyRecaptcha(token: string, remoteIp: string): Promise<boolean> {
  const { secretKey, verifyUrl } = env.recaptcha!
  const response = await fetch(verifyUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(5000),
  })
  if (!response.ok) return false
  const result = (await response.json()) as { success?: boolean }
  return result.success === true
}

/** Which captcha the form shows: ALTCHA by default, Google reCAPTCHA when its keys are set. */
export function captchaKind(): { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string } {
  return env.recaptcha ? { kind: 'recaptcha', siteKey: env.recaptcha.siteKey } : { kind: 'altcha' }
}

/** True when the token proves a person solved the captcha (each ALTCHA solution counts once). */
export async function verifyCaptcha(token: string, remoteIp: string): Promise<boolean> {
  return env.recaptcha ? verifyRecaptcha(token, remoteIp) : verifyAltcha(token)
}
