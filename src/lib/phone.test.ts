import { describe, expect, it } from 'vitest'
import { displayPhone, internationalPhone, phoneListProblem, phoneProblem, telHref, whatsappNumber } from './phone'

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

describe('phoneProblem', () => {
  it('takes a Mexican phone however it is spaced, with or without +52', () => {
    for (const phone of ['624 143 3030', '(624) 143-3031', '+52 624 143 3030', '6241433030', '624.143.3030'])
      expect(phoneProblem(phone)).toBeNull()
  })

  it('refuses letters, short numbers and other countries, in Spanish', () => {
    for (const phone of ['abc', '143 3030', '+1 415 555 0100', '624 143 3030 ext 5', ''])
      expect(phoneProblem(phone)).toMatch(/^Escribe un teléfono de 10 dígitos/)
  })
})

describe('phoneListProblem', () => {
  it('takes several phones with extensions', () => {
    expect(phoneListProblem('624 143 3030 ext. 120 y 624 143 3034')).toBeNull()
    expect(phoneListProblem('624 143 3030, (624) 143-3034')).toBeNull()
  })

  it('refuses a list with one bad phone', () => {
    expect(phoneListProblem('624 143 3030 y llamar mañana')).toMatch(/Separa varios con «y»/)
  })
})

describe('whatsappNumber', () => {
  it('stores every way of writing the number in one form', () => {
    for (const n of ['624 143 3030', '+52 624 143 3030', '526241433030', '(624) 143-3030']) expect(whatsappNumber(n)).toBe('526241433030')
  })

  it('refuses what a WhatsApp link cannot open', () => {
    for (const n of ['abc', '143 3030', '+1 415 555 0100']) expect(whatsappNumber(n)).toBeNull()
  })
})
