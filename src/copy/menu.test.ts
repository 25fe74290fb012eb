import { describe, expect, it } from 'vitest'
import { isExternal, whatsappLink } from './menu'

describe('menu helpers', () => {
  it('treats only https links as external', () => {
    expect(isExternal('https://campusvirtual.ugc.edu.mx')).toBe(true)
    expect(isExternal('/licenciaturas')).toBe(false)
    expect(isExternal('NuestroCampus')).toBe(false)
  })
  it('builds a wa.me link with the greeting encoded and the number reduced to digits', () => {
    expect(whatsappLink('+52 624 143 3030', 'Hola, soy [nombre completo]')).toBe(
      'https://wa.me/526241433030?text=Hola%2C%20soy%20%5Bnombre%20completo%5D',
    )
  })
  it('adds the country code to a 10-digit Mexican number', () => {
    expect(whatsappLink('624 143 3030', 'Hola')).toBe('https://wa.me/526241433030?text=Hola')
  })
})
