import { afterEach, describe, expect, it } from 'vitest'
import { forgetRemembered, memoTtlMs, remembered } from '.'

afterEach(() => forgetRemembered(['ta', 'tb']))

describe('what the proxy remembers from the database', () => {
  it('is read once while fresh, again after the TTL, and at once after one of its tags expires', async () => {
    let reads = 0
    const read = async () => ++reads
    expect(await remembered('a', ['ta'], read, 1000)).toBe(1)
    expect(await remembered('a', ['ta'], read, 1000 + memoTtlMs - 1)).toBe(1)
    expect(await remembered('a', ['ta'], read, 1000 + memoTtlMs)).toBe(2)
    forgetRemembered(['otra'])
    expect(await remembered('a', ['ta'], read, 1000 + memoTtlMs + 1)).toBe(2)
    forgetRemembered(['otra', 'ta'])
    expect(await remembered('a', ['ta'], read, 1000 + memoTtlMs + 2)).toBe(3)
  })

  it('keeps one value per key, forgotten by its own tags only', async () => {
    expect(await remembered('a', ['ta'], async () => 'hosts', 0)).toBe('hosts')
    expect(await remembered('b', ['tb', 'tc'], async () => 'vistas', 0)).toBe('vistas')
    forgetRemembered(['tc'])
    expect(await remembered('a', ['ta'], async () => 'otro', 1)).toBe('hosts')
    expect(await remembered('b', ['tb', 'tc'], async () => 'otras', 1)).toBe('otras')
  })

  it('keeps the last good value when the database is away, and fails only when none was ever read', async () => {
    const away = async () => {
      throw new Error('sin base de datos')
    }
    await expect(remembered('a', ['ta'], away, 0)).rejects.toThrow('sin base de datos')
    expect(await remembered('a', ['ta'], async () => 'hosts', 0)).toBe('hosts')
    expect(await remembered('a', ['ta'], away, memoTtlMs * 2)).toBe('hosts')
    // Not asked again on every request while it is away.
    expect(await remembered('a', ['ta'], async () => 'nuevos', memoTtlMs * 2 + 1)).toBe('hosts')
    expect(await remembered('a', ['ta'], async () => 'nuevos', memoTtlMs * 3)).toBe('nuevos')
  })
})
