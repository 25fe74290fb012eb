import { describe, expect, it } from 'vitest'
import { booksHref, parseTab, sitcaHref } from './sitca'

describe('sitca archive state', () => {
  it('reads the tab, defaulting to boletines', () => {
    expect(parseTab(undefined)).toBe('boletines')
    expect(parseTab('informes')).toBe('informes')
    expect(parseTab(['informes', 'boletines'])).toBe('informes')
    expect(parseTab('otra')).toBe('boletines')
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
