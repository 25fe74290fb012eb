import { describe, expect, it } from 'vitest'
import { checkPreviewLink, previewCookieCurrent, signPreviewCookie, signPreviewLink, validPreviewCookie } from './previewToken'
import { parsePreviewTarget } from './previewTarget'
import { isOwnPagePath, publicAddressOf } from './previewAddress'

const secret = 'una-clave-de-pruebas-larga-0123456789'

describe('preview links', () => {
  it('accepts its own link until it expires, and nothing altered or signed elsewhere', () => {
    const now = Date.now()
    const link = signPreviewLink(secret, '/CONOCER/ec0217', { collection: 'conocer', id: '12' }, now)
    expect(link.doc).toBe('c:conocer:12')
    expect(checkPreviewLink(secret, link, now + 60_000)).toBe('ok')
    // The document it names is signed too: another document's draft cannot be asked for with it.
    expect(checkPreviewLink(secret, { ...link, doc: 'c:conocer:13' }, now)).toBe('forged')
    expect(checkPreviewLink(secret, { ...link, doc: 'g:aviso' }, now)).toBe('forged')
    expect(checkPreviewLink(secret, { ...link, doc: undefined }, now)).toBe('forged')
    expect(checkPreviewLink(secret, link, now + 11 * 60_000)).toBe('expired')
    expect(checkPreviewLink(secret, { ...link, ruta: '/otra' }, now)).toBe('forged')
    expect(checkPreviewLink(secret, { ...link, vence: String(now + 10 ** 9) }, now)).toBe('forged')
    expect(checkPreviewLink('otra-clave-de-pruebas-0123456789', link, now)).toBe('forged')
    expect(checkPreviewLink(secret, { ruta: '/' }, now)).toBe('forged')
  })

  const binding = { user: 7, session: '5f0c9a1e-3b7d-4c2a-9e61-0d2b8f4a7c13', draft: 'a1b2c3d4e5f60718' }
  const doc = { collection: 'comunicaciones', id: '41' }

  it('names one document, a collection’s or a global', () => {
    expect(parsePreviewTarget('c:comunicaciones:41')).toEqual(doc)
    expect(parsePreviewTarget('g:configuracion-sitio')).toEqual({ global: 'configuracion-sitio' })
    for (const bad of ['', 'c:comunicaciones', 'x:aviso', 'c:../users:1', 'g:aviso:1', 'c:comunicaciones:4 1']) {
      expect(parsePreviewTarget(bad), bad).toBeNull()
    }
  })

  it('accepts its own preview cookie until it expires', () => {
    const now = Date.now()
    const cookie = signPreviewCookie(secret, binding, doc, now)
    expect(validPreviewCookie(secret, cookie, binding, now)).toEqual(doc)
    expect(validPreviewCookie(secret, cookie, binding, now + 2 * 3600_000)).toBeNull()
    expect(validPreviewCookie('otra-clave-de-pruebas-0123456789', cookie, binding, now)).toBeNull()
    expect(validPreviewCookie(secret, `${now + 1000}.abc`, binding, now)).toBeNull()
    expect(validPreviewCookie(secret, undefined, binding, now)).toBeNull()
    // The document it names cannot be changed for another.
    expect(validPreviewCookie(secret, cookie.replace('c:comunicaciones:41', 'c:comunicaciones:42'), binding, now)).toBeNull()
    expect(previewCookieCurrent(cookie, now)).toBe(true)
    expect(previewCookieCurrent(cookie, now + 2 * 3600_000)).toBe(false)
    expect(previewCookieCurrent('1.x', now)).toBe(false)
  })

  it('binds the preview cookie to the session that opened it and to its draft-mode cookie', () => {
    const now = Date.now()
    const cookie = signPreviewCookie(secret, binding, doc, now)
    // Another session of the same person (signed out and in again), another person, or the cookie
    // without Next's draft-mode cookie beside it: not a preview.
    expect(validPreviewCookie(secret, cookie, { ...binding, session: '0b8e1d52-6a4f-4e0c-8c3d-7f1a2b9c4d60' }, now)).toBeNull()
    expect(validPreviewCookie(secret, cookie, { ...binding, user: 8 }, now)).toBeNull()
    expect(validPreviewCookie(secret, cookie, { ...binding, draft: '' }, now)).toBeNull()
    expect(validPreviewCookie(secret, cookie, { ...binding, user: '7' }, now)).toEqual(doc)
  })
})

describe('preview addresses', () => {
  it('only our own pages are targets', () => {
    for (const ok of ['/', '/vida-universitaria-y-eventos?slug=x', '/CONOCER/ec0217']) expect(isOwnPagePath(ok), ok).toBe(true)
    for (const bad of [
      '',
      '//x.invalid',
      '/\\x.invalid',
      'https://x.invalid',
      'javascript:alert(1)',
      '/admin',
      '/cms-api/users',
      '/vista-previa',
      '/a\nb',
    ])
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
