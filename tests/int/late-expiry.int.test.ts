import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cacheTags } from '@/cache'
import { testPayload } from './payload'

// A page whose render began before a change and ended after it would be stored as fresh with the
// old data. Every change therefore expires its tags again a few seconds later, and again later
// still (src/cache/index.ts, `expire`): here Next.js's cache of the process is replaced by one that
// notes when each expiry of the alert's tag comes.
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('a change expires its cache tags again after it', () => {
  it('the alert published now is expired at once, then again about 3 s later', async () => {
    const shared = globalThis as { __incrementalCache?: unknown }
    const before = shared.__incrementalCache
    const expiries: number[] = []
    shared.__incrementalCache = {
      revalidateTag: async (tags: string[]) => {
        if (tags.includes(cacheTags.alert)) expiries.push(Date.now())
      },
    }
    try {
      const changed = Date.now()
      await payload.updateGlobal({ slug: 'aviso', data: { activo: false, _status: 'published' }, overrideAccess: true })
      expect(expiries.length).toBeGreaterThanOrEqual(1)
      expect(expiries[0]! - changed).toBeLessThan(2_000)
      // Another file's change a little earlier may be expired again meanwhile: what counts is one
      // that comes 3 s after this change.
      await expect
        .poll(() => expiries.some((at) => at - changed >= 3_000 && at - changed < 5_000), { timeout: 7_000, interval: 200 })
        .toBe(true)
    } finally {
      shared.__incrementalCache = before
    }
  })
})
