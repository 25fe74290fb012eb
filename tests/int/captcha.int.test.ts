import { solveChallenge } from 'altcha-lib/v1'
import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { newChallenge, releaseCaptcha, verifyCaptcha } from '@/guard/captcha'
import { env } from '@/env'
import { createStaff } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
const store = env.redisUrl ? 'Redis' : 'la base de datos'

async function solved(): Promise<string> {
  const c = await newChallenge()
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  return Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature }),
  ).toString('base64')
}

const signatureOf = (token: string) => (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature: string }).signature

async function remembered(token: string): Promise<boolean> {
  if (env.redisUrl) {
    const redis = new Redis(env.redisUrl)
    const ttl = await redis.pttl(`ugc:captcha:${signatureOf(token)}`)
    await redis.quit()
    return ttl > 0 && ttl <= 10 * 60 * 1000
  }
  const { docs } = await payload.find({
    collection: 'captchas-usados',
    where: { firma: { equals: signatureOf(token) } },
    overrideAccess: true,
  })
  return docs.length === 1 && Date.parse(docs[0]!.vence_el) > Date.now()
}

beforeAll(async () => {
  payload = await testPayload()
})

describe(`used captcha solutions (kept in ${store})`, () => {
  it('a solution counts once, is remembered outside this process until it expires, and can be given back', async () => {
    const token = await solved()
    expect(await verifyCaptcha(token, '10.1.1.1')).toBe(true)
    expect(await verifyCaptcha(token, '10.1.1.1')).toBe(false)
    // Kept where another instance, or this one after a restart, finds it.
    expect(await remembered(token)).toBe(true)
    await releaseCaptcha({ signature: signatureOf(token) })
    expect(await remembered(token)).toBe(false)
    expect(await verifyCaptcha(token, '10.1.1.1')).toBe(true)
  })

  it('nobody reads or writes the used solutions or the submission keys through the APIs, not even an admin', async () => {
    const admin = await createStaff(payload, 'admin')
    for (const collection of ['captchas-usados', 'envios-formularios'] as const) {
      await expect(payload.find({ collection, overrideAccess: false, user: admin })).rejects.toThrow()
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
      await expect(
        payload.create({
          collection,
          data: { firma: 'x', clave: 'x', formulario: 'x', resultado: 1, vence_el: new Date().toISOString() } as never,
          overrideAccess: false,
          user: admin,
        }),
      ).rejects.toThrow()
    }
  })
})
