import { describe, expect, it } from 'vitest'
import { windowStart } from './admissionsStats'
import { dashboardRange } from './dashboardRange'

describe('dashboardRange', () => {
  const now = new Date('2026-11-27T18:00:00Z') // Friday 11:00 in Los Cabos

  it('is the last 12 weeks when no dates are asked for', () => {
    expect(dashboardRange({}, now)).toEqual({ until: now, weeks: 12, desde: '2026-09-07', hasta: '2026-11-27' })
  })

  it('takes whole weeks from the Monday of the first day to the end of the last, in Los Cabos', () => {
    const range = dashboardRange({ desde: '2026-10-01', hasta: '2026-10-31' }, now)
    // Thursday 1 October belongs to the week of Monday 28 September; Saturday 31 October ends at 23:59:59.999 (UTC−7).
    expect(range).toEqual({ until: new Date('2026-11-01T06:59:59.999Z'), weeks: 5, desde: '2026-10-01', hasta: '2026-10-31' })
    expect(windowStart(range.until, range.weeks).toISOString()).toBe('2026-09-28T07:00:00.000Z')
    // A last day still to come ends now.
    expect(dashboardRange({ desde: '2026-11-20', hasta: '2026-12-31' }, now)).toMatchObject({ until: now, weeks: 2, hasta: '2026-11-27' })
  })

  it('says in Spanish why a range is not taken, and shows the last 12 weeks', () => {
    const refused = (params: Record<string, string>) => {
      const range = dashboardRange(params, now)
      expect(range.weeks).toBe(12)
      expect(range.until).toBe(now)
      return range.error
    }
    expect(refused({ desde: '2026-02-30', hasta: '2026-03-01' })).toBe('Escribe las fechas completas: día, mes y año.')
    expect(refused({ desde: 'ayer' })).toBe('Escribe las fechas completas: día, mes y año.')
    expect(refused({ desde: '2026-11-01', hasta: '2026-10-01' })).toBe('La fecha final es anterior a la inicial.')
    expect(refused({ desde: '2026-12-01', hasta: '2026-12-31' })).toBe('La fecha inicial todavía no llega.')
    expect(refused({ desde: '2023-01-01', hasta: '2026-11-01' })).toBe('Elige dos años como máximo.')
  })

  it('counts one campus when asked for, and every campus (saying why) for one it does not know', () => {
    expect(dashboardRange({ campus: 'culiacan' }, now)).toMatchObject({ weeks: 12, campus: 'culiacan' })
    expect(dashboardRange({ campus: '' }, now)).toEqual(dashboardRange({}, now))
    const unknown = dashboardRange({ desde: '2026-10-01', hasta: '2026-10-31', campus: 'mazatlan' }, now)
    expect(unknown).toMatchObject({ weeks: 5, error: 'Elige un campus de la lista.' })
    expect(unknown.campus).toBeUndefined()
  })
})
