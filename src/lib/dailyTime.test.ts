import { describe, expect, it } from 'vitest'
import { localDay, monthsBefore, nextDailyRun, waitedFor, zonedInstant } from './dailyTime'

describe('daily times in Mazatlán', () => {
  it('08:00 in Los Cabos is 15:00 UTC (UTC−7 all year since 2022)', () => {
    expect(zonedInstant('2026-11-27', 8, 0).toISOString()).toBe('2026-11-27T15:00:00.000Z')
    expect(zonedInstant('2026-07-01', 8, 0).toISOString()).toBe('2026-07-01T15:00:00.000Z')
  })

  it('before 08:00 the next run is today; at or after it, tomorrow', () => {
    expect(nextDailyRun(new Date('2026-11-27T14:59:00Z'), 8, 0)).toEqual({ day: '2026-11-27', at: new Date('2026-11-27T15:00:00Z') })
    expect(nextDailyRun(new Date('2026-11-27T15:00:00Z'), 8, 0)).toEqual({ day: '2026-11-28', at: new Date('2026-11-28T15:00:00Z') })
  })

  it('the local day, not the UTC one, names the run', () => {
    // 23:30 on the 27th in Mazatlán is already the 28th in UTC.
    expect(localDay(new Date('2026-11-28T06:30:00Z'))).toBe('2026-11-27')
    expect(nextDailyRun(new Date('2026-11-28T06:30:00Z'), 8, 0).day).toBe('2026-11-28')
    expect(nextDailyRun(new Date('2026-12-31T20:00:00Z'), 8, 0).day).toBe('2027-01-01')
  })

  it('months back follow the calendar', () => {
    expect(monthsBefore(new Date('2026-11-27T12:00:00Z'), 24).toISOString()).toBe('2024-11-27T12:00:00.000Z')
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
  })

  it('waits read as staff say them', () => {
    expect(waitedFor(40 * 60_000)).toBe('40 min')
    expect(waitedFor(5 * 3600_000)).toBe('5 h')
    expect(waitedFor(80 * 3600_000)).toBe('3 días')
  })
})
