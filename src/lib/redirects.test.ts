import { describe, expect, it } from 'vitest'
import { sitemapRoutes } from './sitemap'
import { missingPathOf, parseSource, parseTarget, readablePath, redirectFor, redirectMap, redirectProblem } from './redirects'

const value = (r: ReturnType<typeof parseSource>) => (r.ok ? r.value : `ERROR: ${r.message}`)

describe('readablePath', () => {
  it('drops the trailing slash, decodes escapes and keeps the ones that change the shape', () => {
    expect(readablePath('/noticias/viejo/')).toBe('/noticias/viejo')
    expect(readablePath('/noticias//a%C3%B1o')).toBe('/noticias/año')
    expect(readablePath('/a%2Fb/100%25')).toBe('/a%2Fb/100%25')
    expect(readablePath(readablePath('/a%2Fb/%E2%9C%93/'))).toBe('/a%2Fb/✓')
    expect(readablePath('/')).toBe('/')
    expect(readablePath('/mal%E0%A4%A')).toBe('/mal%E0%A4%A')
  })
})

describe('parseSource', () => {
  it('keeps the path of a site address, without host, query or trailing slash', () => {
    expect(value(parseSource('  /Carreras/Derecho/?id=3#x '))).toBe('/Carreras/Derecho')
    expect(value(parseSource('https://www.ugc.edu.mx/oferta.php?id=9'))).toBe('/oferta.php')
    expect(value(parseSource('/noticias/a%C3%B1o-nuevo'))).toBe('/noticias/año-nuevo')
  })

  it('refuses, in Spanish, what is not a path, the machinery and the pages that work', () => {
    expect(value(parseSource(''))).toMatch(/^ERROR: Escribe la dirección anterior/)
    expect(value(parseSource('carreras'))).toMatch(/empiece con \//)
    expect(value(parseSource('//otro.example/x'))).toMatch(/empiece con \//)
    for (const p of [
      '/admin',
      '/admin/collections/users',
      '/api/get_libros',
      '/cms-api/users',
      '/media/a.png',
      '/_next/static/x.js',
      '/og/sitio.png',
    ]) {
      expect(value(parseSource(p)), p).toMatch(/uso interno del sitio/)
    }
    expect(value(parseSource('/licenciaturas/'))).toMatch(/es una página del sitio que funciona/)
    expect(value(parseSource('/'))).toMatch(/es una página del sitio que funciona/)
    // Every page of the sitemap, and the pages it leaves out, stay reachable: none can be redirected away.
    for (const p of [...sitemapRoutes.map((r) => r.path), '/buscar', '/oferta-academica/comparar', '/actividades-ugc/cancelar-registro']) {
      expect(value(parseSource(p)), p).toMatch(/es una página del sitio que funciona/)
    }
    for (const p of ['/vista-previa', '/vista-previa/salir']) expect(value(parseSource(p)), p).toMatch(/uso interno del sitio/)
    expect(value(parseSource(`/${'a'.repeat(600)}`))).toMatch(/hasta 500 caracteres/)
  })
})

describe('parseTarget', () => {
  it('takes a site path (its query too) or an https address', () => {
    expect(value(parseTarget('/licenciaturas/derecho/'))).toBe('/licenciaturas/derecho')
    expect(value(parseTarget('/vida-universitaria-y-eventos?slug=feria'))).toBe('/vida-universitaria-y-eventos?slug=feria')
    expect(value(parseTarget('https://www.gob.mx/sep'))).toBe('https://www.gob.mx/sep')
  })
  it('refuses http, other schemes and relative paths', () => {
    expect(value(parseTarget('http://www.gob.mx'))).toMatch(/https:\/\//)
    expect(value(parseTarget('javascript:alert(1)'))).toMatch(/ruta del sitio/)
    expect(value(parseTarget('//evil.example'))).toMatch(/ruta del sitio/)
    expect(value(parseTarget('https://'))).toMatch(/no es válida/)
    expect(value(parseTarget('/a b'))).toMatch(/espacios/)
  })
  it('refuses, as a browser would read them, site paths that lead to another host and https addresses with credentials (issue 43.4)', () => {
    for (const sneaky of [
      '/\\evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '/%5Cevil.example/x',
      '/%5c%5cevil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      'https:/\\evil.example',
      'vbscript:x',
      'data:text/html,x',
    ]) {
      const parsed = parseTarget(sneaky)
      // Refused, or kept escaped so a browser stays on this site.
      if (parsed.ok) expect(new URL(parsed.value, 'https://www.ugc.edu.mx').host, sneaky).toBe('www.ugc.edu.mx')
      else expect(parsed.message, sneaky).toMatch(/^(El destino|La dirección)/)
    }
    expect(value(parseTarget('/\\evil.example'))).toBe('ERROR: El destino no puede llevar barras invertidas (\\); usa / en su lugar.')
    expect(value(parseTarget('/%5Cevil.example'))).toBe('/%5Cevil.example')
    expect(value(parseTarget('https://user:pw@www.gob.mx/x'))).toBe('ERROR: La dirección de destino no puede llevar usuario ni contraseña.')
    expect(value(parseTarget('https://user@www.gob.mx/x'))).toBe('ERROR: La dirección de destino no puede llevar usuario ni contraseña.')
  })
})

describe('redirectProblem', () => {
  const others = [
    { desde: '/b', hasta: '/licenciaturas/derecho' },
    { desde: '/c', hasta: '/a' },
    { desde: '/x', hasta: 'https://www.gob.mx' },
  ]
  it('refuses A → A', () => {
    expect(redirectProblem({ desde: '/a', hasta: '/a?utm=1' }, [])).toMatchObject({
      field: 'hasta',
      message: expect.stringMatching(/misma dirección/),
    })
  })
  it('refuses A → B → A as a loop', () => {
    expect(redirectProblem({ desde: '/a', hasta: '/c' }, others)?.message).toBe(
      '/c ya lleva a /a: las dos redirecciones formarían un ciclo sin fin.',
    )
  })
  it('refuses a chain and offers the final target', () => {
    expect(redirectProblem({ desde: '/a', hasta: '/b/' }, others)?.message).toBe(
      '/b ya se redirige a /licenciaturas/derecho. Escribe /licenciaturas/derecho como destino para que el visitante llegue en un solo paso.',
    )
  })
  it('refuses a second redirect from the same address, and accepts a plain one', () => {
    expect(redirectProblem({ desde: '/b', hasta: '/diplomados' }, others)?.field).toBe('desde')
    expect(redirectProblem({ desde: '/a', hasta: '/licenciaturas/derecho' }, others)).toBeNull()
    expect(redirectProblem({ desde: '/a', hasta: 'https://www.gob.mx/x' }, others)).toBeNull()
  })
})

describe('redirectFor', () => {
  const map = redirectMap([
    { desde: '/viejo', hasta: '/licenciaturas', tipo: '301' },
    { desde: '/año', hasta: '/vida-universitaria-y-eventos?slug=x', tipo: '302' },
  ])
  it('matches both slash forms and escaped spellings, keeping the visitor query unless the target has one', () => {
    expect(redirectFor(map, '/viejo', '')).toEqual({ location: '/licenciaturas', status: 301 })
    expect(redirectFor(map, '/viejo/', '?utm_source=fb')).toEqual({ location: '/licenciaturas?utm_source=fb', status: 301 })
    expect(redirectFor(map, '/a%C3%B1o/', '?q=1')).toEqual({ location: '/vida-universitaria-y-eventos?slug=x', status: 302 })
    expect(redirectFor(map, '/Viejo', '')).toBeNull()
    expect(redirectFor(redirectMap([]), '/viejo', '')).toBeNull()
  })
  it('never answers a stored target a browser would read as another host (rows saved before the rule)', () => {
    const stored = redirectMap([
      { desde: '/uno', hasta: '/\\evil.example', tipo: '301' },
      { desde: '/dos', hasta: '/\t/evil.example', tipo: '301' },
      { desde: '/tres', hasta: 'https://user:pw@www.gob.mx', tipo: '302' },
      { desde: '/cuatro', hasta: '/licenciaturas', tipo: '301' },
    ])
    for (const path of ['/uno', '/dos', '/tres']) expect(redirectFor(stored, path, ''), path).toBeNull()
    expect(redirectFor(stored, '/cuatro', '')).toEqual({ location: '/licenciaturas', status: 301 })
  })
})

describe('missingPathOf', () => {
  it('keeps pages, drops the machinery and assets', () => {
    expect(missingPathOf('/carreras/derecho/')).toBe('/carreras/derecho')
    expect(missingPathOf('/oferta.php')).toBe('/oferta.php')
    for (const p of [
      '/api/x',
      '/_next/static/a.js',
      '/media/x',
      '/favicon.png',
      '/apple-touch-icon.png',
      '/x.css',
      '/.well-known/security.txt',
    ]) {
      expect(missingPathOf(p), p).toBeNull()
    }
  })
  it('masks e-mail addresses and phone numbers and truncates', () => {
    expect(missingPathOf('/perfil/ana.lopez%40correo.mx')).toBe('/perfil/[correo]')
    expect(missingPathOf('/llamar/624-123-4567')).toBe('/llamar/[número]')
    expect(missingPathOf(`/${'x'.repeat(400)}`)).toHaveLength(200)
  })
})
