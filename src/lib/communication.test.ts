import { describe, expect, it } from 'vitest'
import { bannerTitle, detailHref, filterByMonth, listHeading, listHref, monthOptions, pageNumber, paginate, viewOf } from './communication'

describe('bannerTitle', () => {
  it('follows the path rule of spec §2.12 literally', () => {
    expect(bannerTitle('/noticias')).toBe('NOTICIAS UGC')
    expect(bannerTitle('/eventos')).toBe('ACTIVIDADES UGC')
    // "vida-universitaria-y-eventos" contains "eventos".
    expect(bannerTitle('/vida-universitaria-y-eventos')).toBe('ACTIVIDADES UGC')
    expect(bannerTitle('/actividades-ugc')).toBe('BIENVENIDO A UGC')
  })

  it('looks at the path only, noticias first', () => {
    expect(bannerTitle('/actividades-ugc?slug=noticias-eventos')).toBe('BIENVENIDO A UGC')
    expect(bannerTitle('/noticias-y-eventos')).toBe('NOTICIAS UGC')
  })
})

describe('viewOf', () => {
  it('shows a detail when a slug is given, whatever the month', () => {
    expect(viewOf({ slug: 'becas', month: '07/2026' })).toEqual({ kind: 'detail', slug: 'becas' })
    expect(viewOf({ slug: ['a', 'b'] })).toEqual({ kind: 'detail', slug: 'a' })
  })

  it('shows the list, filtered when a month is given, on the page asked for', () => {
    expect(viewOf({})).toEqual({ kind: 'list', month: '', page: 1 })
    expect(viewOf({ month: '10/2026', page: '2' })).toEqual({ kind: 'list', month: '10/2026', page: 2 })
    expect(viewOf({ slug: '  ' })).toEqual({ kind: 'list', month: '', page: 1 })
  })

  it('sends an empty month choice back to the unfiltered route', () => {
    expect(viewOf({ month: '' })).toEqual({ kind: 'redirect-to-list' })
  })
})

describe('pageNumber', () => {
  it('reads positive whole numbers and falls back to page 1', () => {
    expect(pageNumber('3')).toBe(3)
    expect(pageNumber(undefined)).toBe(1)
    for (const bad of ['0', '-1', 'abc', '2.5', '1e3', '', '99999999999999999999']) expect(pageNumber(bad)).toBe(1)
  })
})

const items = [
  { fecha: '18/11/2026' },
  { fecha: '04/11/2026' },
  { fecha: '21/10/2026' },
  { fecha: '31/08/2026' },
  { fecha: '03/07/2026' },
  { fecha: '03/07/2025' },
]

describe('filterByMonth', () => {
  it('keeps the items whose date ends with the month', () => {
    expect(filterByMonth(items, '11/2026')).toEqual([{ fecha: '18/11/2026' }, { fecha: '04/11/2026' }])
    expect(filterByMonth(items, '07/2025')).toEqual([{ fecha: '03/07/2025' }])
    expect(filterByMonth(items, '01/2020')).toEqual([])
  })

  it('keeps everything without a month', () => {
    expect(filterByMonth(items, '')).toEqual(items)
  })
})

describe('monthOptions', () => {
  it('lists each month-year once, newest first, across years', () => {
    expect(monthOptions([...items].reverse())).toEqual(['11/2026', '10/2026', '08/2026', '07/2026', '07/2025'])
    expect(monthOptions([{ fecha: '' }])).toEqual([])
  })
})

describe('paginate', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1)

  it('cuts 5 a page, the last one shorter', () => {
    expect(paginate(twelve, 1)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pageCount: 3, total: 12 })
    expect(paginate(twelve, 3)).toEqual({ items: [11, 12], page: 3, pageCount: 3, total: 12 })
  })

  it('clamps a page past either end', () => {
    expect(paginate(twelve, 9).page).toBe(3)
    expect(paginate(twelve, 0).page).toBe(1)
    expect(paginate(twelve, -4).items).toEqual([1, 2, 3, 4, 5])
  })

  it('has one empty page when there is nothing', () => {
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
  })
})

describe('addresses', () => {
  it('gives each list view one URL', () => {
    expect(listHref('/vida-universitaria-y-eventos')).toBe('/vida-universitaria-y-eventos')
    expect(listHref('/vida-universitaria-y-eventos', { page: 1 })).toBe('/vida-universitaria-y-eventos')
    expect(listHref('/vida-universitaria-y-eventos', { page: 2 })).toBe('/vida-universitaria-y-eventos?page=2')
    expect(listHref('/actividades-ugc', { month: '10/2026', page: 2 })).toBe('/actividades-ugc?month=10%2F2026&page=2')
  })

  it('encodes the slug of a detail', () => {
    expect(detailHref('/actividades-ugc', 'semana-de-la-sustentabilidad-2026')).toBe('/actividades-ugc?slug=semana-de-la-sustentabilidad-2026')
    expect(detailHref('/actividades-ugc', 'a&b c')).toBe('/actividades-ugc?slug=a%26b+c')
  })
})

describe('listHeading', () => {
  it('names the month by the date of its first item', () => {
    expect(listHeading('NOT', '11/2026', items.slice(0, 2))).toBe('Mes: 18/11/2026')
    expect(listHeading('EVE', '11/2026', items.slice(0, 2))).toBe('Mes: 18/11/2026')
    expect(listHeading('NOT', '01/2020', [])).toBe('Mes: 01/2020')
  })

  it("reads 'Actual' on news and 'Todas las Actividades' on events without a month", () => {
    expect(listHeading('NOT', '', items)).toBe('Actual')
    expect(listHeading('EVE', '', items)).toBe('Todas las Actividades')
  })
})
