import { describe, expect, it } from 'vitest'
import {
  guestsMessage,
  placesOf,
  seatsOf,
  promotions,
  registrationFormSchema,
  registrationOpen,
  registrationSchema,
  seatFor,
  registrationOf,
  samePerson,
} from './eventRegistration'

const person = { slug: 'congreso', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@example.mx', telefono: '624 123 4567', captcha: 'x' }

describe('an event sign-up', () => {
  it('takes the contact form’s fields, the programme optional and up to 4 guests, with Spanish messages', () => {
    const parsed = registrationSchema.parse({ ...person, acompanantes: '2', programa: '' })
    expect(parsed).toMatchObject({ telefono: '6241234567', acompanantes: 2, programa: undefined })
    expect(registrationSchema.parse(person).acompanantes).toBe(0)
    const tooMany = registrationSchema.safeParse({ ...person, acompanantes: 5 })
    expect(tooMany.success ? null : tooMany.error.issues[0]!.message).toBe(guestsMessage)
    const half = registrationSchema.safeParse({ ...person, acompanantes: 1.5 })
    expect(half.success).toBe(false)
    const noSlug = registrationSchema.safeParse({ ...person, slug: ' ' })
    expect(noSlug.success ? null : noSlug.error.issues[0]!.message).toBe('Indica el evento (slug) al que te registras.')
    const badPhone = registrationSchema.safeParse({ ...person, telefono: '123' })
    expect(badPhone.success ? null : badPhone.error.issues[0]!.message).toBe('El número debe contener exactamente 10 dígitos.')
  })

  it('the site’s form cannot be sent without consent to the aviso de privacidad', () => {
    const refused = registrationFormSchema.safeParse({ ...person, acepta_aviso: false })
    expect(refused.success ? null : refused.error.issues[0]!.message).toBe('Para registrarte, acepta el aviso de privacidad.')
    expect(registrationFormSchema.safeParse({ ...person, acepta_aviso: true }).success).toBe(true)
  })

  it('counts the person and their guests, and gives a seat when the whole party fits and nobody waiting would', () => {
    expect(placesOf({ acompanantes: 3 })).toBe(4)
    expect(placesOf({})).toBe(1)
    const live = [{ estado: 'confirmado', acompanantes: 2 }, { estado: 'lista-de-espera', acompanantes: 0 }, { estado: 'confirmado' }]
    expect(seatsOf(live)).toEqual({ taken: 4, waiting: [live[1]] })
    expect(seatFor(10, 6, 4)).toBe('confirmado')
    expect(seatFor(10, 7, 4)).toBe('lista-de-espera')
    expect(seatFor(10, 10, 1)).toBe('lista-de-espera')
    // Someone waiting would fit in the free places: a newcomer waits behind them.
    expect(seatFor(10, 8, 1, [{ acompanantes: 0 }])).toBe('lista-de-espera')
    // Nobody waiting fits (a party of 4 for 2 free places): the place goes to whoever fits.
    expect(seatFor(10, 8, 1, [{ acompanantes: 3 }])).toBe('confirmado')
  })

  it('gives freed places to the waiting list in order of arrival, to each party that fits, never leaving a place empty for one that does not', () => {
    const waiting = [
      { id: 1, acompanantes: 0 },
      { id: 2, acompanantes: 3 },
      { id: 3, acompanantes: 0 },
    ]
    expect(promotions(waiting, 10, 9).map((r) => r.id)).toEqual([1])
    // Two places: the first (1 place) fits, the party of 4 does not; the third takes the other place.
    expect(promotions(waiting, 10, 8).map((r) => r.id)).toEqual([1, 3])
    expect(promotions(waiting, 10, 5).map((r) => r.id)).toEqual([1, 2])
    expect(promotions(waiting, 10, 0).map((r) => r.id)).toEqual([1, 2, 3])
    expect(promotions(waiting, 10, 10)).toEqual([])
    // The large party keeps its turn at the front: when enough frees up, it goes first.
    expect(promotions([waiting[1]!, waiting[2]!], 10, 6).map((r) => r.id)).toEqual([2])
  })

  it('is open until its deadline, or until it starts when it has none', () => {
    const now = new Date('2026-12-01T12:00:00Z')
    expect(registrationOpen({ inicio: '2026-12-10T16:00:00Z', cierre: '2026-12-09T01:00:00Z' }, now)).toBe(true)
    expect(registrationOpen({ inicio: '2026-12-10T16:00:00Z', cierre: '2026-12-01T11:59:59Z' }, now)).toBe(false)
    expect(registrationOpen({ inicio: '2026-12-01T11:00:00Z' }, now)).toBe(false)
    expect(registrationOpen({ inicio: '2026-12-01T13:00:00Z', cierre: null }, now)).toBe(true)
  })
})

describe('one person, one live registration per event', () => {
  const held = [
    { id: 1, email: 'Ana.Ruiz@Example.mx', telefono: '6241112233' },
    { id: 2, email: 'beto@example.mx', telefono: '6244445566' },
  ]
  it('is the same e-mail in any case, or the same phone however it is written', () => {
    expect(registrationOf(held, { email: ' ana.ruiz@example.MX ', telefono: '6120000000' })?.id).toBe(1)
    expect(registrationOf(held, { email: 'otra@example.mx', telefono: '+52 (624) 444-55-66' })?.id).toBe(2)
  })
  it('is nobody else: another e-mail and another phone, or nothing to compare', () => {
    expect(registrationOf(held, { email: 'ana.ruiz@example.com', telefono: '6241112234' })).toBeUndefined()
    expect(samePerson({ email: '', telefono: '' }, { email: '', telefono: '' })).toBe(false)
    expect(samePerson({ email: null }, { email: null })).toBe(false)
  })
})
