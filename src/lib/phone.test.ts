import { describe, expect, it } from 'vitest'
import { telHref } from './phone'

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
