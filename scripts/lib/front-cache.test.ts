import { describe, expect, it } from 'vitest'
import { FrontCache, entryFrom, frontKey, sharedLifetime } from './front-cache.mjs'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers }) as never

describe('what the front cache keeps', () => {
  it('keeps pages without a query and the API reads the site makes, with their own parameters', () => {
    expect(frontKey(request('/'))).toBe('/')
    expect(frontKey(request('/licenciaturas/licenciatura-en-derecho'))).toBe('/licenciaturas/licenciatura-en-derecho')
    expect(frontKey(request('/api/get-comunicacion/?tipo=NOT'))).toBe('/api/get-comunicacion/?tipo=NOT')
    expect(frontKey(request('/api/get-comunicacion?tipo=EVE&cantidad=3'))).toBe('/api/get-comunicacion?tipo=EVE&cantidad=3')
    expect(frontKey(request('/api/get-info-ofertaacademica/?slug=licenciatura-en-derecho'))).not.toBeNull()
    expect(frontKey(request('/api/get_libros'))).toBe('/api/get_libros')
    expect(frontKey(request('/api/get-oferta/?nivel=licenciatura'))).not.toBeNull()
  })

  it('passes made-up parameters, spellings and repeats to Next.js without creating an entry', () => {
    for (const url of [
      '/api/get_libros/?x=1',
      '/api/get-comunicacion/?tipo=NOT&tipo=EVE',
      '/api/get-comunicacion/?tipo=NOT&cantidad=03',
      '/api/get-comunicacion/?tipo=NOT&cantidad=1000',
      '/api/get-info-ofertaacademica/?slug=%20licenciatura-en-derecho',
      '/api/get-info-ofertaacademica/?slug=Licenciatura',
      '/api/get-oferta/?nivel=licenciatura&area=salud',
      '/api/get-oferta/?q=derecho',
      '/api/altcha',
      '/api/inventada',
      '/api/__proto__',
      '/?utm_source=x',
      '/vida-universitaria-y-eventos?pagina=2',
    ]) {
      expect(frontKey(request(url)), url).toBeNull()
    }
  })

  it('never keeps the back office, files, preview, other methods or the router’s own requests', () => {
    for (const url of [
      '/admin',
      '/admin/collections/noticias',
      '/cms-api/users/me',
      '/media/x.jpg',
      '/_next/image?url=x',
      '/vista-previa',
      '/og/sitio.png',
    ]) {
      expect(frontKey(request(url)), url).toBeNull()
    }
    expect(frontKey(request('/', {}, 'HEAD'))).toBeNull()
    expect(frontKey(request('/', {}, 'POST'))).toBeNull()
    expect(frontKey(request('/', { rsc: '1' }))).toBeNull()
    expect(frontKey(request('/', { 'next-router-prefetch': '1' }))).toBeNull()
    expect(frontKey(request('/', { cookie: 'a=b; ugc-vista-previa=x' }))).toBeNull()
    expect(frontKey(request('/', { authorization: 'Bearer x' }))).toBeNull()
    expect(frontKey(request('/', { 'x-ugc-relleno': '1' }))).toBeNull()
  })

  it('keeps HTTPS and plain answers apart (HSTS), as far as the trusted proxies report it', () => {
    const behindOne = { siteUrl: 'http://localhost:3000', hops: 1 }
    expect(frontKey(request('/', { 'x-forwarded-proto': 'https' }), behindOne)).not.toBe(frontKey(request('/'), behindOne))
    expect(frontKey(request('/', { 'x-forwarded-proto': 'HTTPS' }), behindOne)).toBe(
      frontKey(request('/', { 'x-forwarded-proto': 'https' }), behindOne),
    )
    // The entry the nearest trusted proxy wrote counts, not what the client put before it.
    expect(frontKey(request('/', { 'x-forwarded-proto': 'https, http' }), behindOne)).toBe(frontKey(request('/'), behindOne))
    expect(frontKey(request('/', { 'x-forwarded-proto': 'http, https' }), behindOne)).toBe(
      frontKey(request('/', { 'x-forwarded-proto': 'https' }), behindOne),
    )
    // With no trusted proxy the header is anyone's: the connection's own scheme.
    const direct = { siteUrl: 'http://localhost:3000', hops: 0 }
    expect(frontKey(request('/', { 'x-forwarded-proto': 'https' }), direct)).toBe(frontKey(request('/'), direct))
    // A site served over HTTPS has one scheme whatever the header says.
    const secure = { siteUrl: 'https://www.ugc.edu.mx', hops: 1 }
    expect(frontKey(request('/', { 'x-forwarded-proto': 'http' }), secure)).toBe(frontKey(request('/'), secure))
  })

  it('50 made-up X-Forwarded-Proto values make one entry, with or without trusted proxies', async () => {
    for (const hops of [0, 1, 2]) {
      const trust = { siteUrl: 'http://localhost:3000', hops }
      const cache = new FrontCache()
      const answer = () =>
        Promise.resolve({
          response: new Response(null, { status: 200, headers: { 'cache-control': 's-maxage=60', 'content-type': 'text/html' } }),
          body: Buffer.from('hola'),
        })
      for (let i = 0; i < 50; i++) {
        const key = frontKey(request('/quienes-somos', { 'x-forwarded-proto': `inventado-${i}` }), trust)
        expect(key, `hops ${hops}`).not.toBeNull()
        await cache.fill(key!, answer)
      }
      expect(cache.entries.size, `hops ${hops}`).toBe(1)
    }
  })

  it('keeps only what Next.js marks as public and fresh', () => {
    expect(sharedLifetime('s-maxage=31536000')).toBe(31536000000)
    expect(sharedLifetime('public, s-maxage=60, stale-while-revalidate=600')).toBe(60000)
    expect(sharedLifetime('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull()
    expect(sharedLifetime('no-store')).toBeNull()
    expect(sharedLifetime('max-age=60')).toBeNull()
    const body = Buffer.from('x'.repeat(2000))
    const answer = (status: number, headers: Record<string, string>) => new Response(null, { status, headers })
    const json = { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=60' }
    expect(entryFrom(answer(200, json), body, Date.now())).not.toBeNull()
    expect(entryFrom(answer(404, json), body, Date.now())).toBeNull()
    expect(entryFrom(answer(200, { ...json, 'set-cookie': 'a=b' }), body, Date.now())).toBeNull()
    expect(entryFrom(answer(200, { ...json, 'x-nextjs-cache': 'STALE' }), body, Date.now())).toBeNull()
    expect(entryFrom(answer(200, { ...json, 'cache-control': 'no-store' }), body, Date.now())).toBeNull()
  })

  it('stays within its bounds, oldest out first', async () => {
    const cache = new FrontCache({ maxEntries: 3, maxBytes: 1_000_000 })
    const answer = () =>
      Promise.resolve({
        response: new Response(null, { status: 200, headers: { 'cache-control': 's-maxage=60', 'content-type': 'text/plain' } }),
        body: Buffer.from('hola'),
      })
    for (const key of ['a', 'b', 'c', 'd']) await cache.fill(key, answer)
    expect([...cache.entries.keys()]).toEqual(['b', 'c', 'd'])
    expect(cache.bytes).toBe(12)
  })

  it('asks Next.js again for an answer it may not keep only after a minute', async () => {
    const cache = new FrontCache()
    let asked = 0
    const personal = () => {
      asked++
      return Promise.resolve({
        response: new Response(null, { status: 200, headers: { 'cache-control': 'private, no-store' } }),
        body: Buffer.from('hola'),
      })
    }
    await cache.fill('/buscar', personal)
    await cache.fill('/buscar', personal)
    expect(asked).toBe(1)
    expect(cache.get('/buscar')).toBeUndefined()
  })
})
