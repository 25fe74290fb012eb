import { describe, expect, it } from 'vitest'
import { minutesToFirstResponse, pickInTurn, rewrites, samePerson, tenDigits } from './pipeline'

describe('pipeline rules', () => {
  it('takes advisers in turn, round and round', () => {
    const advisers = ['ana', 'beto', 'carla']
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => pickInTurn(advisers, n))).toEqual(['ana', 'beto', 'carla', 'ana', 'beto', 'carla', 'ana'])
    expect(pickInTurn([], 4)).toBeNull()
  })

  it('counts whole minutes to the first answer, never below zero', () => {
    expect(minutesToFirstResponse('2026-11-27T10:00:00.000Z', '2026-11-27T12:30:29.000Z')).toBe(150)
    expect(minutesToFirstResponse('2026-11-27T10:00:00.000Z', '2026-11-27T09:00:00.000Z')).toBe(0)
  })

  it('sees the same person by e-mail in any case or by the same 10-digit phone', () => {
    expect(samePerson({ email: 'Ana.Lopez@Example.mx' }, { email: 'ana.lopez@example.mx' })).toBe(true)
    expect(samePerson({ email: 'a@x.mx', telefono: '6241234567' }, { email: 'b@x.mx', telefono: '+52 624 123 4567' })).toBe(true)
    expect(samePerson({ email: 'a@x.mx', telefono: '62412' }, { email: 'b@x.mx', telefono: '62412' })).toBe(false)
    expect(tenDigits('(624) 123-4567')).toBe('6241234567')
  })

  it('tells a rewritten history from the same one sent back by the form', () => {
    const stored = [
      {
        id: 'r1',
        de: 'nueva',
        a: 'contactada',
        por: { id: 3, email: 'x@ugc.mx', nombre: 'X', role: 'admisiones' },
        el: '2026-11-27T10:00:00.000Z',
      },
    ]
    expect(rewrites([{ id: 'r1', de: 'nueva', a: 'contactada', por: 3, el: '2026-11-27T10:00:00.000Z' }], stored)).toBe(false)
    expect(rewrites([{ de: 'nueva', a: 'inscrita', por: 3, el: '2026-11-27T10:00:00.000Z' }], stored)).toBe(true)
    expect(rewrites([], [])).toBe(false)
    expect(rewrites(undefined, null)).toBe(false)
    expect(rewrites(false, null)).toBe(false)
    expect(rewrites(true, false)).toBe(true)
    expect(rewrites(12, 12)).toBe(false)
    expect(rewrites({ id: 12, email: 'a' }, 12)).toBe(false)
  })
})
