import { describe, expect, it } from 'vitest'
import { displayPhone, internationalPhone, telHref } from './phone'

describe('telHref', () => {
  it('adds the Mexican country code to a 10-digit number, whatever its spacing', () => {
    expect(telHref('624 143 3030')).toBe('tel:+526241433030')
    expect(telHref('(624) 143-3031')).toBe('tel:+526241433031')
  })

  it('keeps a number that already has the country code', () => {
    expect(telHref('+52 624 143 3030')).toBe('tel:+526241433030')
    expect(telHref('526241433232')).toBe('tel:+526241433232')
  })

  it('leaves other lengths as their digits', () => {
    expect(telHref('911')).toBe('tel:911')
  })
})

describe('displayPhone', () => {
  it('shows a stored WhatsApp number as a local 10-digit phone', () => {
    expect(displayPhone('526241433232')).toBe('624 143 3232')
    expect(displayPhone('+52 624 143 3333')).toBe('624 143 3333')
    expect(displayPhone('6241433030')).toBe('624 143 3030')
  })

  it('leaves other numbers as written', () => {
    expect(displayPhone('1 555 010 0199 22')).toBe('1 555 010 0199 22')
    expect(displayPhone('911')).toBe('911')
  })
})

describe('internationalPhone', () => {
  it('writes a Mexican phone with its country code, digits only', () => {
    expect(internationalPhone('624 143 3030')).toBe('+526241433030')
    expect(internationalPhone('+52 (624) 143-3031')).toBe('+526241433031')
  })
})
