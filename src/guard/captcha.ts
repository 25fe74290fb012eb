import 'server-only'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { Redis } from 'ioredis'
import type { PayloadRequest } from 'payload'
import { env } from '@/env'
import { payloadClient } from '@/data/payload'

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
   when REDIS_URL is set, otherwise in the database, in the same transaction as what it let in (so
   a crash between the two cannot spend a solution on nothing). Either way every instance and a
   restart see it, so a visitor's retry after a crash cannot store the same request twice. */
let redis: Redis | undefined
let lastCleanup = 0

const redisClient = () => (redis ??= new Redis(env.redisUrl!, { maxRetriesPerRequest: 1 }))

/** The solution was accepted before. */
export class CaptchaReused extends Error {
  constructor() {
    super('captcha ya usado')
  }
}

/** A checked captcha, not yet spent: `claim` spends it (inside the caller's transaction when given one). */
export type CaptchaProof = { signature: string | null }

function signatureOf(token: string): string | null {
  try {
    const signature = (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown }).signature
    return typeof signature === 'string' && signature !== '' ? signature : null
  } catch {
    return null
  }
}

/** Checks the captcha without spending it; null when it is not a valid solution (or already spent). */
export async function checkCaptcha(token: string, remoteIp: string): Promise<CaptchaProof | null> {
  // Google's tokens are single-use on Google's side: nothing to remember here.
  if (env.recaptcha) return (await verifyRecaptcha(token, remoteIp)) ? { signature: null } : null
  const signature = signatureOf(token)
  if (!signature) return null
  if (!(await verifySolution(token, env.altchaHmacKey, true))) return null
  if (await captchaSpent({ signature })) return null
  return { signature }
}

/** Spends a checked solution; throws CaptchaReused when it was spent first. With `req`, in its transaction. */
export async function claimCaptcha(proof: CaptchaProof, req?: PayloadRequest): Promise<void> {
  const { signature } = proof
  if (!signature) return
  if (env.redisUrl) {
    const set = await redisClient().set(`ugc:captcha:${signature}`, '1', 'PX', challengeLifetimeMs, 'NX')
    if (set !== 'OK') throw new CaptchaReused()
    return
  }
  const payload = await payloadClient()
  if (Date.now() - lastCleanup > 60_000) {
    lastCleanup = Date.now()
    await payload.delete({
      collection: 'captchas-usados',
      where: { vence_el: { less_than: new Date().toISOString() } },
      overrideAccess: true,
    })
  }
  // The signature is unique: a second claim fails (and, in a transaction, undoes it).
  try {
    await payload.create({
      collection: 'captchas-usados',
      data: { firma: signature, vence_el: new Date(Date.now() + challengeLifetimeMs).toISOString() },
      overrideAccess: true,
      depth: 0,
      ...(req ? { req } : {}),
    })
  } catch (error) {
    // Another request spent it first: the database refused a second row for its unique signature
    // (Payload reports that as a ValidationError). A database that is away is not asked again.
    if ((error as Error | undefined)?.name === 'ValidationError' && (await captchaSpent(proof).catch(() => false)))
      throw new CaptchaReused()
    throw error
  }
}

/** True when the solution was spent. */
async function captchaSpent(proof: CaptchaProof): Promise<boolean> {
  if (!proof.signature) return false
  if (env.redisUrl) return (await redisClient().exists(`ugc:captcha:${proof.signature}`)) === 1
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'captchas-usados',
    where: { firma: { equals: proof.signature } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Gives a spent solution back where it is not undone with a transaction (Redis): what it let in was not stored. */
export async function releaseCaptcha(proof: CaptchaProof): Promise<void> {
  if (!proof.signature) return
  if (env.redisUrl) {
    await redisClient().del(`ugc:captcha:${proof.signature}`)
    return
  }
  const payload = await payloadClient()
  await payload.delete({ collection: 'captchas-usados', where: { firma: { equals: proof.signature } }, overrideAccess: true })
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

/** True when the token proves a person solved the captcha, and spends it (each ALTCHA solution counts once). */
export async function verifyCaptcha(token: string, remoteIp: string): Promise<boolean> {
  const proof = await checkCaptcha(token, remoteIp)
  if (!proof) return false
  try {
    await claimCaptcha(proof)
    return true
  } catch (error) {
    if (error instanceof CaptchaReused || (await captchaSpent(proof))) return false
    throw error
  }
}
