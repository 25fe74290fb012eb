import { describe, expect, it } from 'vitest'
import { phoneLinks } from './phoneList'

describe('phoneLinks', () => {
  it('splits several phones and dials extensions after connecting', () => {
    expect(phoneLinks('624 143 3030 ext. 120 y 624 143 3034')).toEqual([
      { label: '624 143 3030 ext. 120', href: 'tel:+526241433030;ext=120' },
      { label: '624 143 3034', href: 'tel:+526241433034' },
    ])
  })

  it('accepts commas, slashes and semicolons', () => {
    expect(phoneLinks('(624) 143-3030, 624 143 3031 / 6241433032; 624 143 3033').map((p) => p.href)).toEqual([
      'tel:+526241433030',
      'tel:+526241433031',
      'tel:+526241433032',
      'tel:+526241433033',
    ])
  })

  it('gives nothing for an empty field', () => {
    expect(phoneLinks('')).toEqual([])
    expect(phoneLinks(null)).toEqual([])
    expect(phoneLinks('sin teléfono')).toEqual([])
  })
})
