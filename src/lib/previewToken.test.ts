import { describe, expect, it } from 'vitest'
import { checkPreviewLink, signPreviewCookie, signPreviewLink, validPreviewCookie } from './previewToken'
import { isOwnPagePath, publicAddressOf } from './previewAddress'

const secret = 'una-clave-de-pruebas-larga-0123456789'

describe('preview links', () => {
  it('accepts its own link until it expires, and nothing altered or signed elsewhere', () => {
    const now = Date.now()
    const link = signPreviewLink(secret, '/CONOCER/ec0217', now)
    expect(checkPreviewLink(secret, link, now + 60_000)).toBe('ok')
    expect(checkPreviewLink(secret, link, now + 11 * 60_000)).toBe('expired')
    expect(checkPreviewLink(secret, { ...link, ruta: '/otra' }, now)).toBe('forged')
    expect(checkPreviewLink(secret, { ...link, vence: String(now + 10 ** 9) }, now)).toBe('forged')
    expect(checkPreviewLink('otra-clave-de-pruebas-0123456789', link, now)).toBe('forged')
    expect(checkPreviewLink(secret, { ruta: '/' }, now)).toBe('forged')
  })

  it('accepts its own preview cookie until it expires', () => {
    const now = Date.now()
    const cookie = signPreviewCookie(secret, now)
    expect(validPreviewCookie(secret, cookie, now)).toBe(true)
    expect(validPreviewCookie(secret, cookie, now + 2 * 3600_000)).toBe(false)
    expect(validPreviewCookie('otra-clave-de-pruebas-0123456789', cookie, now)).toBe(false)
    expect(validPreviewCookie(secret, `${now + 1000}.abc`, now)).toBe(false)
    expect(validPreviewCookie(secret, undefined, now)).toBe(false)
  })
})

describe('preview addresses', () => {
  it('only our own pages are targets', () => {
    for (const ok of ['/', '/vida-universitaria-y-eventos?slug=x', '/CONOCER/ec0217']) expect(isOwnPagePath(ok), ok).toBe(true)
    for (const bad of ['', '//x.invalid', '/\\x.invalid', 'https://x.invalid', 'javascript:alert(1)', '/admin', '/cms-api/users', '/vista-previa', '/a\nb'])
      expect(isOwnPagePath(bad), bad).toBe(false)
  })

  it('each document shows on its public page', () => {
    expect(publicAddressOf('collection', 'comunicaciones', { tipo: 'EVE', slug: 'feria' })).toBe('/actividades-ugc?slug=feria')
    expect(publicAddressOf('collection', 'comunicaciones', { tipo: 'NOT', slug: 'hola' })).toBe('/vida-universitaria-y-eventos?slug=hola')
    expect(publicAddressOf('collection', 'programas', { tipo: 'LIC', slug: 'derecho' })).toBe('/licenciaturas/derecho')
    expect(publicAddressOf('collection', 'carrusel', { tipo: 'RAD' })).toBe('/radiougc')
    expect(publicAddressOf('global', 'contenido-institucional', {})).toBe('/quienes-somos')
    expect(publicAddressOf('collection', 'solicitudes-contacto', {})).toBeNull()
  })
})
