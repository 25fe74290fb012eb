import { describe, expect, it } from 'vitest'
import { booksHref, filterByMonth, monthLabel, monthOptions, paginate, parseMonth, parsePage, parseTab, sitcaHref } from './sitca'

const doc = (fecha_publicacion: string) => ({ fecha_publicacion })

describe('sitca archive state', () => {
  it('reads the tab, defaulting to boletines', () => {
    expect(parseTab(undefined)).toBe('boletines')
    expect(parseTab('informes')).toBe('informes')
    expect(parseTab(['informes', 'boletines'])).toBe('informes')
    expect(parseTab('otra')).toBe('boletines')
  })

  it('reads the page as a positive integer, else 1', () => {
    expect(parsePage(undefined)).toBe(1)
    expect(parsePage('3')).toBe(3)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('abc')).toBe(1)
  })

  it('reads the month, blank meaning all', () => {
    expect(parseMonth(undefined)).toBe('')
    expect(parseMonth(' 02/2026 ')).toBe('02/2026')
  })

  it('lists the distinct months of the dates, newest first', () => {
    expect(monthOptions(['16/10/2026', '18/09/2026', '02/09/2026', '22/01/2026', '05/12/2025', ''])).toEqual([
      '10/2026',
      '09/2026',
      '01/2026',
      '12/2025',
    ])
    expect(monthOptions([])).toEqual([])
  })

  it('names months in Spanish', () => {
    expect(monthLabel('02/2026')).toBe('Febrero de 2026')
    expect(monthLabel('12/2025')).toBe('Diciembre de 2025')
    expect(monthLabel('13/2025')).toBe('13/2025')
    expect(monthLabel('algo')).toBe('algo')
  })

  it('keeps the items whose date ends with the month', () => {
    const items = [doc('20/02/2026'), doc('12/02/2026'), doc('20/03/2026')]
    expect(filterByMonth(items, '02/2026')).toEqual([doc('20/02/2026'), doc('12/02/2026')])
    expect(filterByMonth(items, '')).toEqual(items)
    expect(filterByMonth(items, '01/2020')).toEqual([])
  })

  it('paginates, clamping the page to those that exist', () => {
    const items = Array.from({ length: 12 }, (_, i) => i)
    expect(paginate(items, 1, 5)).toEqual({ items: [0, 1, 2, 3, 4], page: 1, pageCount: 3, total: 12 })
    expect(paginate(items, 3, 5)).toEqual({ items: [10, 11], page: 3, pageCount: 3, total: 12 })
    expect(paginate(items, 9, 5).page).toBe(3)
    expect(paginate(items, 0, 5).page).toBe(1)
    expect(paginate([], 2, 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
    expect(paginate(items.slice(0, 5), 1, 5).pageCount).toBe(1)
    expect(paginate(items.slice(0, 7), 3, 3)).toEqual({ items: [6], page: 3, pageCount: 3, total: 7 })
  })

  it('writes addresses without the defaults', () => {
    expect(sitcaHref({})).toBe('/stica')
    expect(sitcaHref({ tab: 'boletines', month: '', page: 1 })).toBe('/stica')
    expect(sitcaHref({ month: '02/2026' })).toBe('/stica?month=02/2026')
    expect(sitcaHref({ tab: 'informes', month: '01/2026', page: 2 })).toBe('/stica?tab=informes&month=01/2026&page=2')
    expect(sitcaHref({ month: 'a&b' })).toBe('/stica?month=a%26b')
    expect(booksHref(1)).toBe('/stica/editoriales')
    expect(booksHref(3)).toBe('/stica/editoriales?pagina=3')
  })
})
