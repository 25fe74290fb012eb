import { describe, expect, it } from 'vitest'
import { distinctMonths, listHref, listPage, monthLabel, paginate, parseListQuery, parseMonth, parsePage } from './listView'

describe('parsePage', () => {
  it('reads a positive whole number, spaces around it allowed, else page 1', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage(' 3 ')).toBe(3)
    expect(parsePage(['4', '2'])).toBe(4)
    expect(parsePage('1000000')).toBe(1000000)
    expect(parsePage(undefined)).toBe(1)
    for (const bad of ['0', '-1', '-2', 'abc', '2.5', '1e3', '', '99999999999999999999']) expect(parsePage(bad), bad).toBe(1)
  })
})

describe('parseMonth', () => {
  it('reads mm/yyyy, trimmed; no month means every item', () => {
    expect(parseMonth(undefined)).toBe('')
    expect(parseMonth(' 02/2026 ')).toBe('02/2026')
    expect(parseMonth(['11/2026', '10/2026'])).toBe('11/2026')
  })

  it('ignores a malformed month and tells a blank choice apart', () => {
    for (const bad of ['<script>', '13/2026', '1/2026', '20/11/2026', 'a&b']) expect(parseMonth(bad), bad).toBe('')
    expect(parseMonth('')).toBeNull()
    expect(parseMonth('  ')).toBeNull()
  })

  it('reads both from a query, the page under the name the list uses', () => {
    expect(parseListQuery({ month: '10/2026', page: '2' })).toEqual({ month: '10/2026', page: 2 })
    expect(parseListQuery({ pagina: '3', page: '9' }, 'pagina')).toEqual({ month: '', page: 3 })
    expect(parseListQuery({ month: '' })).toEqual({ month: null, page: 1 })
  })
})

describe('listHref', () => {
  it('leaves the defaults out, so each view has one address', () => {
    expect(listHref('/radiougc', {})).toBe('/radiougc')
    expect(listHref('/radiougc', { month: '', page: 1 })).toBe('/radiougc')
    expect(listHref('/radiougc', { month: '11/2026' })).toBe('/radiougc?month=11/2026')
    expect(listHref('/stica', { tab: 'informes', month: '01/2026', page: 2 })).toBe('/stica?tab=informes&month=01/2026&page=2')
    expect(listHref('/stica/editoriales', { pagina: 3 })).toBe('/stica/editoriales?pagina=3')
  })

  it('writes the slash of a month as the list has always written it, and escapes the rest', () => {
    expect(listHref('/actividades-ugc', { month: '10/2026', page: 2 }, 'encoded')).toBe('/actividades-ugc?month=10%2F2026&page=2')
    expect(listHref('/buscar', { q: 'a&b c', page: 2 })).toBe('/buscar?q=a%26b+c&page=2')
  })
})

describe('listPage', () => {
  const docs = ['20/02/2026', '12/02/2026', '20/03/2026', '01/02/2026'].map((fecha) => ({ fecha }))

  it('keeps the month asked for, then cuts the page', () => {
    expect(listPage(docs, { month: '02/2026', page: 2 }, 2, (d) => d.fecha)).toEqual({
      items: [{ fecha: '01/02/2026' }],
      page: 2,
      pageCount: 2,
      total: 3,
      filtered: [docs[0], docs[1], docs[3]],
    })
    expect(listPage(docs, { month: '', page: 1 }, 5, (d) => d.fecha).total).toBe(4)
    expect(listPage(docs, { month: '01/2020', page: 1 }, 5, (d) => d.fecha)).toMatchObject({ items: [], page: 1, pageCount: 1 })
  })

  it('clamps a page past either end to one that exists', () => {
    const items = Array.from({ length: 12 }, (_, i) => i)
    expect(paginate(items, 1, 5)).toEqual({ items: [0, 1, 2, 3, 4], page: 1, pageCount: 3, total: 12 })
    expect(paginate(items, 9, 5).page).toBe(3)
    expect(paginate(items, 0, 5).page).toBe(1)
    expect(paginate([], 2, 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
    expect(paginate(items.slice(0, 7), 3, 3)).toEqual({ items: [6], page: 3, pageCount: 3, total: 7 })
  })

  it('offers the distinct months newest first and names them in Spanish', () => {
    expect(distinctMonths(['16/10/2026', '18/09/2026', '02/09/2026', '05/12/2025', ''])).toEqual(['10/2026', '09/2026', '12/2025'])
    expect(monthLabel('02/2026')).toBe('Febrero de 2026')
    expect(monthLabel('13/2025')).toBe('13/2025')
  })
})
