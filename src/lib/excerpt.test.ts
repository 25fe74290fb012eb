import { describe, expect, it } from 'vitest'
import { excerpt, preview } from './excerpt'

describe('excerpt', () => {
  it('leaves a text that fits as it is, without an ellipsis', () => {
    expect(excerpt('Limpieza de playa en El Médano', 200)).toBe('Limpieza de playa en El Médano')
    expect(excerpt('Exacto', 6)).toBe('Exacto')
    expect(excerpt('', 10)).toBe('')
  })

  it('cuts at the last word boundary within the limit and adds an ellipsis', () => {
    expect(excerpt('Celebramos la graduación de la generación', 20)).toBe('Celebramos la…')
    const cut = excerpt('uno dos tres cuatro cinco seis', 16)
    expect(cut).toBe('uno dos tres…')
    expect(cut.length - 1).toBeLessThanOrEqual(16)
  })

  it('keeps a whole last word when the limit falls right before a space', () => {
    expect(excerpt('uno dos tres cuatro', 7)).toBe('uno dos…')
  })

  it('drops trailing punctuation before the ellipsis', () => {
    expect(excerpt('Ya está abierta. La convocatoria sigue', 17)).toBe('Ya está abierta…')
    expect(excerpt('Hoteles, restaurantes y despachos', 9)).toBe('Hoteles…')
  })

  it('cuts a single word longer than the limit at the limit', () => {
    expect(excerpt('Supercalifragilístico espialidoso', 5)).toBe('Super…')
  })

  it('collapses whitespace and counts characters, not UTF-16 units', () => {
    expect(excerpt('  Año\n\n nuevo   ', 20)).toBe('Año nuevo')
    expect(excerpt('🎓🎓🎓 graduación', 3)).toBe('🎓🎓🎓…')
  })

  it('answers only an ellipsis when nothing fits', () => {
    expect(excerpt('Texto', 0)).toBe('…')
  })
})

describe('preview', () => {
  it('keeps the first characters and adds three dots only when text was left out', () => {
    expect(preview('abc def', 10)).toBe('abc def')
    expect(preview('abcdefghij', 10)).toBe('abcdefghij')
    expect(preview('abcdefghijk', 10)).toBe('abcdefghij...')
  })

  it('counts characters, not UTF-16 units, and collapses white space first', () => {
    expect(preview('ñandú  año\n\nmás', 10)).toBe('ñandú año...')
    expect(preview('😀😀😀', 2)).toBe('😀😀...')
  })

  it('drops a space left at the cut', () => {
    expect(preview('uno dos tres', 4)).toBe('uno...')
  })

  it('gives 150 characters plus the dots for a long text', () => {
    const text = 'a'.repeat(400)
    expect(preview(text, 150)).toBe(`${'a'.repeat(150)}...`)
  })
})
