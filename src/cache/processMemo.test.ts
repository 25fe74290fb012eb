import { afterEach, describe, expect, it } from 'vitest'
import { forget, memoTtlMs, remembered } from './processMemo'

afterEach(() => (forget('a'), forget('b')))

describe('what the proxy remembers from the database', () => {
  it('is read once while fresh, again after the TTL, and at once after a change forgets it', async () => {
    let reads = 0
    const read = async () => ++reads
    expect(await remembered('a', read, 1000)).toBe(1)
    expect(await remembered('a', read, 1000 + memoTtlMs - 1)).toBe(1)
    expect(await remembered('a', read, 1000 + memoTtlMs)).toBe(2)
    forget('a')
    expect(await remembered('a', read, 1000 + memoTtlMs + 1)).toBe(3)
  })

  it('keeps one value per name', async () => {
    expect(await remembered('a', async () => 'hosts', 0)).toBe('hosts')
    expect(await remembered('b', async () => 'vistas', 0)).toBe('vistas')
    forget('b')
    expect(await remembered('a', async () => 'otro', 1)).toBe('hosts')
    expect(await remembered('b', async () => 'otras', 1)).toBe('otras')
  })

  it('keeps the last good value when the database is away, and fails only when none was ever read', async () => {
    const away = async () => {
      throw new Error('sin base de datos')
    }
    await expect(remembered('a', away, 0)).rejects.toThrow('sin base de datos')
    expect(await remembered('a', async () => 'hosts', 0)).toBe('hosts')
    expect(await remembered('a', away, memoTtlMs * 2)).toBe('hosts')
    // Not asked again on every request while it is away.
    expect(await remembered('a', async () => 'nuevos', memoTtlMs * 2 + 1)).toBe('hosts')
    expect(await remembered('a', async () => 'nuevos', memoTtlMs * 3)).toBe('nuevos')
  })
})
