import { describe, expect, it } from 'vitest'
import { bannerTitle, communicationHref, communicationPage, detailHref, listHeading, monthOptions, viewOf } from './communication'

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
    expect(viewOf({ month: ' 10/2026 ', page: ' 3 ' })).toEqual({ kind: 'list', month: '10/2026', page: 3 })
    expect(viewOf({})).toEqual({ kind: 'list', month: '', page: 1 })
    expect(viewOf({ month: '10/2026', page: '2' })).toEqual({ kind: 'list', month: '10/2026', page: 2 })
    expect(viewOf({ slug: '  ' })).toEqual({ kind: 'list', month: '', page: 1 })
  })

  it('sends an empty month choice back to the unfiltered route', () => {
    expect(viewOf({ month: '' })).toEqual({ kind: 'redirect-to-list' })
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

describe('monthOptions', () => {
  it('lists each month-year once, newest first, across years', () => {
    expect(monthOptions([...items].reverse())).toEqual(['11/2026', '10/2026', '08/2026', '07/2026', '07/2025'])
    expect(monthOptions([{ fecha: '' }])).toEqual([])
  })
})

describe('communicationPage', () => {
  it('shows 5 items a page of the chosen month, the last page shorter', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ fecha: `${String(i + 1).padStart(2, '0')}/11/2026` }))
    expect(communicationPage(twelve, { month: '', page: 3 })).toMatchObject({ page: 3, pageCount: 3, total: 12, items: twelve.slice(10) })
    expect(communicationPage(items, { month: '11/2026', page: 1 })).toMatchObject({ items: items.slice(0, 2), pageCount: 1, total: 2 })
    expect(communicationPage(items, { month: '01/2020', page: 4 })).toMatchObject({ items: [], page: 1, pageCount: 1 })
  })
})

describe('addresses', () => {
  it('gives each list view one URL', () => {
    expect(communicationHref('/vida-universitaria-y-eventos')).toBe('/vida-universitaria-y-eventos')
    expect(communicationHref('/vida-universitaria-y-eventos', { page: 1 })).toBe('/vida-universitaria-y-eventos')
    expect(communicationHref('/vida-universitaria-y-eventos', { page: 2 })).toBe('/vida-universitaria-y-eventos?page=2')
    expect(communicationHref('/actividades-ugc', { month: '10/2026', page: 2 })).toBe('/actividades-ugc?month=10%2F2026&page=2')
  })

  it('encodes the slug of a detail', () => {
    expect(detailHref('/actividades-ugc', 'semana-de-la-sustentabilidad-2026')).toBe(
      '/actividades-ugc?slug=semana-de-la-sustentabilidad-2026',
    )
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
