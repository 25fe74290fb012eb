import { afterEach, describe, expect, it } from 'vitest'
import { embedTtlMs, forgetEmbeds, rememberedEmbeds } from './embedMemo'

afterEach(() => forgetEmbeds())

describe('the embed hosts the proxy remembers', () => {
  it('are read once while fresh, again after the TTL, and at once after the settings change', async () => {
    let reads = 0
    const read = async () => ++reads
    expect(await rememberedEmbeds(read, 1000)).toBe(1)
    expect(await rememberedEmbeds(read, 1000 + embedTtlMs - 1)).toBe(1)
    expect(await rememberedEmbeds(read, 1000 + embedTtlMs)).toBe(2)
    forgetEmbeds()
    expect(await rememberedEmbeds(read, 1000 + embedTtlMs + 1)).toBe(3)
  })

  it('keep the last good hosts when the database is away, and fail only when none were ever read', async () => {
    const away = async () => {
      throw new Error('sin base de datos')
    }
    await expect(rememberedEmbeds(away, 0)).rejects.toThrow('sin base de datos')
    expect(await rememberedEmbeds(async () => 'hosts', 0)).toBe('hosts')
    expect(await rememberedEmbeds(away, embedTtlMs * 2)).toBe('hosts')
    // Not asked again on every request while it is away.
    expect(await rememberedEmbeds(async () => 'nuevos', embedTtlMs * 2 + 1)).toBe('hosts')
    expect(await rememberedEmbeds(async () => 'nuevos', embedTtlMs * 3)).toBe('nuevos')
  })
})
