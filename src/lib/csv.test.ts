import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Cota, María')).toBe('"Cota, María"')
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""')
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"')
    expect(csvField(null)).toBe('')
  })

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField('+52 624')).toBe("'+52 624")
  })

  it('starts with a BOM and ends rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'ñ']])).toBe('\uFEFFa,b\r\n1,ñ\r\n')
  })
})
