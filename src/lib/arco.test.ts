import { describe, expect, it } from 'vitest'
import { maskPerson, parseArcoPerson } from './arco'

describe('ARCO person', () => {
  it('takes an e-mail, a phone or both, normalised', () => {
    expect(parseArcoPerson({ correo: ' Ana@Correo.MX ' })).toEqual({ correo: 'ana@correo.mx', telefono: null })
    expect(parseArcoPerson({ telefono: '624 123 4567' })).toEqual({ correo: null, telefono: '6241234567' })
  })
  it('refuses nothing or something unusable, in Spanish', () => {
    expect(parseArcoPerson({})).toEqual({ problema: 'Escribe el correo o el teléfono de la persona.' })
    expect(parseArcoPerson({ correo: 'ana' })).toEqual({ problema: 'Ese correo no parece válido; revísalo.' })
    expect(parseArcoPerson({ telefono: '123' })).toEqual({ problema: 'El teléfono debe tener 10 dígitos.' })
  })
  it('the log keeps a masked trace only', () => {
    expect(maskPerson({ correo: 'ana.lopez@correo.mx', telefono: '6241234567' })).toBe('an***@correo.mx · ***4567')
  })
})
