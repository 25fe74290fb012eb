import { describe, expect, it } from 'vitest'
import { embedAddressProblem, linkProblem, mapEmbedProblem, webAddressProblem } from './urls'

describe('linkProblem', () => {
  it('takes site paths and https addresses', () => {
    for (const ok of ['/licenciaturas', '/CONOCER/ec0217?x=1#a', 'https://posgrados.ugc.edu.mx', '/%5Cx'])
      expect(linkProblem(ok)).toBeNull()
  })

  it('refuses other schemes, other sites disguised as paths, and spaces or quotes', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'licenciaturas',
      'https://',
      '/a b',
      '/a"onmouseover=x',
      'https://user:clave@ugc.edu.mx',
      'ftp://ugc.edu.mx',
      'http://ejemplo.mx/ruta',
      'vbscript:x',
      '/\t/evil.example',
      '\\/evil.example',
      'https:/\\evil.example',
    ]) {
      expect(linkProblem(bad)).toMatch(/^El enlace debe ser una ruta del sitio/)
    }
  })
})

describe('webAddressProblem and embedAddressProblem', () => {
  it('take absolute http(s) addresses only', () => {
    expect(webAddressProblem('https://www.facebook.com/ugc')).toBeNull()
    expect(webAddressProblem('/licenciaturas')).toMatch(/^Escribe una dirección completa/)
    expect(webAddressProblem('javascript:alert(1)')).toMatch(/^Escribe una dirección completa/)
    expect(webAddressProblem('http://www.facebook.com/ugc')).toMatch(/^Escribe una dirección completa/)
    expect(webAddressProblem('https://yo:clave@www.facebook.com/ugc')).toMatch(/^Escribe una dirección completa/)
  })

  it('an embedded address never carries what ends a CSP directive', () => {
    expect(embedAddressProblem('https://radio.ugc.edu.mx/stream/1047fm')).toBeNull()
    expect(embedAddressProblem('https://radio.ugc.edu.mx/a;sandbox;/x')).toBe('La dirección no puede llevar punto y coma ni comas.')
    expect(embedAddressProblem('https://radio.ugc.edu.mx/a,b')).toBe('La dirección no puede llevar punto y coma ni comas.')
  })
})

describe('mapEmbedProblem', () => {
  it('takes the embeds of the allowed map services', () => {
    for (const ok of [
      'https://www.google.com/maps/embed/v1/place?q=Leona+Vicario,+Centro,+Cabo+San+Lucas,+B.C.S.',
      'https://www.google.com/maps/embed?pb=!1m18!1m12',
      'https://maps.google.com/maps?q=cabo&output=embed',
      'https://www.openstreetmap.org/export/embed.html?bbox=-109.9,22.8,-109.8,22.9&layer=mapnik',
    ])
      expect(mapEmbedProblem(ok)).toBeNull()
  })

  it('refuses other hosts, http, and anything that could end a CSP directive', () => {
    for (const bad of [
      'https://www.google.com/maps;sandbox;/embed',
      'https://www.google.com/maps/embed;sandbox',
      'https://www.google.com/maps/embed/a,b',
      "https://www.google.com/maps/embed/'unsafe-inline'",
      'https://www.google.com/maps/embed x',
      'https://www.google.com/search?q=x',
      'http://www.google.com/maps/embed?pb=1',
      'https://evil.example/maps/embed',
      'https://www.google.com.evil.example/maps/embed',
      'https://www.google.com:8443/maps/embed',
    ])
      expect(mapEmbedProblem(bad), bad).toMatch(/^Pega la dirección del mapa/)
  })
})
