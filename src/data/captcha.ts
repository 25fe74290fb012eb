import 'server-only'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { Redis } from 'ioredis'
import { env } from '@/env'
import { payloadClient } from './payload'

const challengeLifetimeMs = 10 * 60 * 1000

/** A proof-of-work challenge for the ALTCHA widget, signed with our own key. */
export async function newChallenge() {
  return createChallenge({
    hmacKey: env.altchaHmacKey,
    maxNumber: env.altchaMaxNumber,
    expires: new Date(Date.now() + challengeLifetimeMs),
  })
}

/* Each solved challenge is accepted once, for as long as it could be accepted at all: in Redis
   when REDIS_URL is set, otherwise in the database. Either way every instance and a restart see
   it, so a visitor's retry after a crash cannot store the same request twice. */
let redis: Redis | undefined
let lastCleanup = 0

/** Claims a solution; false when it was claimed before. */
async function markUsed(signature: string): Promise<boolean> {
  if (env.redisUrl) {
    redis ??= new Redis(env.redisUrl, { maxRetriesPerRequest: 1 })
    return (await redis.set(`ugc:captcha:${signature}`, '1', 'PX', challengeLifetimeMs, 'NX')) === 'OK'
  }
  const payload = await payloadClient()
  if (Date.now() - lastCleanup > 60_000) {
    lastCleanup = Date.now()
    await payload.delete({ collection: 'captchas-usados', where: { vence_el: { less_than: new Date().toISOString() } }, overrideAccess: true })
  }
  try {
    await payload.create({
      collection: 'captchas-usados',
      data: { firma: signature, vence_el: new Date(Date.now() + challengeLifetimeMs).toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch (error) {
    // The unique signature refused the row: used before. Anything else (the database away) is thrown.
    const { totalDocs } = await payload.count({ collection: 'captchas-usados', where: { firma: { equals: signature } }, overrideAccess: true })
    if (totalDocs > 0) return false
    throw error
  }
}

/** Gives a claimed solution back: what it was to prove was not stored (the database failed). */
export async function releaseCaptcha(token: string): Promise<void> {
  if (env.recaptcha) return
  const signature = signatureOf(token)
  if (!signature) return
  if (env.redisUrl) {
    redis ??= new Redis(env.redisUrl, { maxRetriesPerRequest: 1 })
    await redis.del(`ugc:captcha:${signature}`)
    return
  }
  const payload = await payloadClient()
  await payload.delete({ collection: 'captchas-usados', where: { firma: { equals: signature } }, overrideAccess: true })
}

function signatureOf(token: string): string | null {
  try {
    const signature = (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown }).signature
    return typeof signature === 'string' && signature !== '' ? signature : null
  } catch {
    return null
  }
}

async function verifyAltcha(token: string): Promise<boolean> {
  const signature = signatureOf(token)
  if (!signature) return false
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
