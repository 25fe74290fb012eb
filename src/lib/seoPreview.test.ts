import { describe, expect, it } from 'vitest'
import { cutForPreview, itemPath, lengthNote } from './seoPreview'

describe('itemPath', () => {
  it('gives each kind of item its page', () => {
    expect(itemPath('programas', 'LIC', 'derecho')).toBe('/licenciaturas/derecho')
    expect(itemPath('programas', 'DIP', 'ventas')).toBe('/diplomados/ventas')
    expect(itemPath('programas', 'BAC', 'bachillerato')).toBe('/preparatoria')
    expect(itemPath('conocer', undefined, 'ec0217')).toBe('/CONOCER/ec0217')
    expect(itemPath('comunicaciones', 'NOT', 'feria')).toBe('/vida-universitaria-y-eventos?slug=feria')
    expect(itemPath('comunicaciones', 'EVE', 'año')).toBe('/actividades-ugc?slug=a%C3%B1o')
    expect(itemPath('comunicaciones', 'NOT', '')).toBeNull()
    expect(itemPath('libros', 'NOT', 'x')).toBeNull()
  })
})

describe('cutForPreview', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(cutForPreview('  Hola   mundo ', 60)).toBe('Hola mundo')
    const cut = cutForPreview('Licenciatura en Derecho con validez oficial en Cabo San Lucas y Los Cabos', 40)
    expect(cut).toBe('Licenciatura en Derecho con validez…')
    expect(Array.from(cut).length).toBeLessThanOrEqual(40)
  })
})

describe('lengthNote', () => {
  it('counts characters (accents as one) and warns past the recommendation', () => {
    expect(lengthNote('Año', 60)).toEqual({ text: '3 de 60 caracteres recomendados.', over: false })
    expect(lengthNote('x'.repeat(62), 60)).toEqual({
      text: '62 caracteres: pasa por 2 de los 60 recomendados; los buscadores lo cortarán.',
      over: true,
    })
  })
})
