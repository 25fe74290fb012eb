import { describe, expect, it } from 'vitest'
import { groupBy, paragraphsOf, paragraphsPerLine } from './paragraphs'

describe('paragraphsOf', () => {
  it('splits at blank lines and joins wrapped lines', () => {
    expect(paragraphsOf('Uno\ncontinúa.\n\n  \nDos.\r\n\r\nTres.')).toEqual(['Uno continúa.', 'Dos.', 'Tres.'])
  })
  it('gives nothing for an empty text', () => {
    expect(paragraphsOf(null)).toEqual([])
    expect(paragraphsOf(' \n\n ')).toEqual([])
  })
})

describe('groupBy', () => {
  it('keeps the first-seen order of groups and items', () => {
    const rows = [
      { pais: 'España', u: 'A' },
      { pais: 'Perú', u: 'B' },
      { pais: 'España', u: 'C' },
    ]
    expect(groupBy(rows, (r) => r.pais)).toEqual([
      { key: 'España', items: [rows[0], rows[2]] },
      { key: 'Perú', items: [rows[1]] },
    ])
  })
})

describe('paragraphsPerLine', () => {
  it('makes every line a paragraph and drops blank lines', () => {
    expect(paragraphsPerLine('Uno.\n\nDos.\r\nTres.  \n  ')).toEqual(['Uno.', 'Dos.', 'Tres.'])
    expect(paragraphsPerLine('')).toEqual([])
  })
})
