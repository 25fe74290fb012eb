import { describe, expect, it } from 'vitest'
import { formatDate, isoOf, monthOf, rowOf } from './dates'

describe('dates', () => {
  it('formats stored dates as dd/mm/yyyy in Baja California Sur time', () => {
    expect(formatDate('2026-11-05T12:00:00.000Z')).toBe('05/11/2026')
    // 03:00 UTC on the 1st is still the evening of the 31st in Los Cabos (UTC-7).
    expect(formatDate('2026-11-01T03:00:00.000Z')).toBe('31/10/2026')
    expect(formatDate(null)).toBe('')
    expect(formatDate('no es fecha')).toBe('')
  })

  it('takes the month-year from the fourth character on', () => {
    expect(monthOf('05/11/2026')).toBe('11/2026')
  })

  it('numbers news rows 1,1,2,2,1,1,2,2', () => {
    expect(Array.from({ length: 8 }, (_, i) => rowOf(i))).toEqual([1, 1, 2, 2, 1, 1, 2, 2])
  })

  it('turns dd/mm/yyyy into the yyyy-mm-dd of <time dateTime>', () => {
    expect(isoOf('05/11/2026')).toBe('2026-11-05')
    expect(isoOf('5/11/2026')).toBe('')
    expect(isoOf('')).toBe('')
  })
})
