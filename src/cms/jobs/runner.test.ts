import { describe, expect, it } from 'vitest'
import { backoffMs, describeAge, healthLine } from './runner'

describe('notification queue', () => {
  it('retries soon at first, then never waits more than the cap (10 min by default)', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000])
    expect(backoffMs(8)).toBe(600_000)
    expect(backoffMs(500)).toBe(600_000)
  })

  it('tells staff how many notifications wait and since when', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    expect(healthLine({ pending: 0, oldestPending: null, failed: [] }, now)).toBe('Cola de avisos: 0 pendientes')
    expect(healthLine({ pending: 1, oldestPending: '2026-11-25T11:58:30Z', failed: [] }, now)).toBe(
      'Cola de avisos: 1 pendiente, el más antiguo hace 1 min',
    )
    expect(healthLine({ pending: 3, oldestPending: '2026-11-22T12:00:00Z', failed: [{}, {}] }, now)).toBe(
      'Cola de avisos: 3 pendientes, el más antiguo hace 3 días; 2 fallidos',
    )
    expect(describeAge(20_000)).toBe('20 s')
    expect(describeAge(5 * 3600_000)).toBe('5 h')
  })
})
