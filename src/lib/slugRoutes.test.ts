import { describe, expect, it } from 'vitest'
import { unknownSlug, type SlugIndex } from './slugRoutes'

const index: SlugIndex = {
  LIC: new Set(['derecho']),
  DIP: new Set(['vinos']),
  CONOCER: new Set(['ec0217']),
  NOT: new Set(['feria-2026']),
  EVE: new Set(['congreso']),
}

describe('unknownSlug', () => {
  it('lets the pages and cards of existing items through', () => {
    for (const path of [
      '/licenciaturas/derecho',
      '/diplomados/vinos',
      '/CONOCER/ec0217',
      '/og/licenciaturas/derecho.png',
      '/og/vida-universitaria-y-eventos/feria-2026.png',
      '/og/actividades-ugc/congreso.png',
    ]) {
      expect(unknownSlug(index, path)).toBeNull()
    }
  })

  it('answers for made-up slugs, kinds and file names', () => {
    expect(unknownSlug(index, '/licenciaturas/inventada')).toBe('page')
    expect(unknownSlug(index, '/diplomados/derecho')).toBe('page')
    expect(unknownSlug(index, '/CONOCER/%E0%A4%A')).toBe('page')
    // Another spelling of a real slug is another address (and cache entry): not found.
    expect(unknownSlug(index, '/licenciaturas/dere%63ho')).toBe('page')
    expect(unknownSlug(index, '/og/licenciaturas/dere%63ho.png')).toBe('card')
    expect(unknownSlug(index, '/og/licenciaturas/inventada.png')).toBe('card')
    expect(unknownSlug(index, '/og/licenciaturas/derecho.jpg')).toBe('card')
    expect(unknownSlug(index, '/og/otra-seccion/derecho.png')).toBe('card')
    expect(unknownSlug(index, '/og/actividades-ugc/feria-2026.png')).toBe('card')
  })

  it('leaves every other address alone', () => {
    for (const path of [
      '/',
      '/licenciaturas',
      '/diplomados/vinos/otra',
      '/og/sitio.png',
      '/vida-universitaria-y-eventos',
      '/api/get_libros',
      '/quienes-somos',
    ]) {
      expect(unknownSlug(index, path)).toBeNull()
    }
  })
})
