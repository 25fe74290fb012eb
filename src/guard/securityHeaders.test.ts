import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { alertScript } from '@/lib/siteAlert'
import {
  adminPolicy,
  alertScriptSource,
  createNonce,
  embedSource,
  responseMode,
  servedOverHttps,
  sitePolicy,
  withPageScriptSrc,
} from './securityHeaders'

/** A policy as a map from directive to its sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

const embeds = {
  media: ['https://radio.ugc.edu.mx/stream/1047fm'],
  frames: ['https://www.google.com/maps/embed/v1/place?q=Cabo', 'https://www.google.com/maps/embed?pb=abc'],
}

describe('sitePolicy', () => {
  it("in nonce mode lets only scripts with the nonce run, what they load, and the site alert's fixed script", () => {
    const csp = parse(sitePolicy({ mode: 'nonce', nonce: 'abc123', https: false, recaptcha: false, embeds }))
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'", alertScriptSource])
    // The hash a browser computes over the script's text.
    expect(alertScriptSource).toBe(`'sha256-${createHash('sha256').update(alertScript, 'utf8').digest('base64')}'`)
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('has no unsafe-eval anywhere and unsafe-inline only for styles in nonce mode', () => {
    const policy = sitePolicy({ mode: 'nonce', nonce: 'n', https: true, recaptcha: true, embeds })
    expect(policy).not.toContain('unsafe-eval')
    const csp = parse(policy)
    for (const [name, sources] of csp) if (name !== 'style-src') expect(sources).not.toContain("'unsafe-inline'")
  })

  it('in static mode allows inline scripts, with no nonce', () => {
    const csp = parse(sitePolicy({ mode: 'static', https: false, recaptcha: false, embeds }))
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('refuses nonce mode without a nonce', () => {
    expect(() => sitePolicy({ mode: 'nonce', https: false, recaptcha: false, embeds })).toThrow()
  })

  it('frames only the video host and the maps of the settings, by folder', () => {
    const csp = parse(sitePolicy({ mode: 'nonce', nonce: 'n', https: false, recaptcha: false, embeds }))
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.google.com/maps/embed/v1/',
      'https://www.google.com/maps/',
    ])
    expect(csp.get('media-src')).toEqual(["'self'", 'https://radio.ugc.edu.mx'])
  })

  it('adds reCAPTCHA only when its keys are set', () => {
    const without = sitePolicy({ mode: 'nonce', nonce: 'n', https: false, recaptcha: false, embeds })
    expect(without).not.toContain('recaptcha')
    const csp = parse(sitePolicy({ mode: 'nonce', nonce: 'n', https: false, recaptcha: true, embeds }))
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    )
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']),
    )
  })

  it('upgrades insecure requests, and http embeds, only over HTTPS', () => {
    const http = { media: ['http://radio.example.org:8000/live'], frames: [] }
    expect(
      parse(sitePolicy({ mode: 'nonce', nonce: 'n', https: false, recaptcha: false, embeds: http })).has('upgrade-insecure-requests'),
    ).toBe(false)
    const csp = parse(sitePolicy({ mode: 'nonce', nonce: 'n', https: true, recaptcha: false, embeds: http }))
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
    expect(csp.get('media-src')).toEqual(["'self'", 'https://radio.example.org:8000'])
  })

  it('ignores embed addresses that are not http(s)', () => {
    const csp = parse(
      sitePolicy({
        mode: 'static',
        https: false,
        recaptcha: false,
        embeds: { media: ['javascript:alert(1)', 'no es una dirección'], frames: ['data:text/html,x'] },
      }),
    )
    expect(csp.get('media-src')).toEqual(["'self'"])
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
  })
})

describe('adminPolicy', () => {
  it('keeps the nonce and no unsafe-eval for the admin', () => {
    const csp = parse(adminPolicy({ mode: 'nonce', nonce: 'xyz', https: false, recaptcha: true, embeds }))
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-xyz'", "'strict-dynamic'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(adminPolicy({ mode: 'static', https: false, recaptcha: false, embeds })).not.toContain('unsafe-eval')
  })
})

describe('embedSource', () => {
  it('keeps the folder of a frame address and only the origin of a media one', () => {
    expect(embedSource('https://www.google.com/maps/embed?pb=1', false, true)).toBe('https://www.google.com/maps/')
    expect(embedSource('https://radio.ugc.edu.mx/stream/1047fm', false, false)).toBe('https://radio.ugc.edu.mx')
  })

  it('drops an address that would add a directive, a policy, a source or a keyword', () => {
    for (const address of [
      'https://www.google.com/maps;sandbox;/embed',
      'https://www.google.com/maps,default-src/embed',
      "https://www.google.com/'unsafe-eval'/embed",
    ])
      expect(embedSource(address, false, true), address).toBeNull()
    const policy = parse(
      sitePolicy({
        mode: 'static',
        https: false,
        recaptcha: false,
        embeds: { media: [], frames: ['https://www.google.com/maps;sandbox;/embed?pb=1'] },
      }),
    )
    expect(policy.has('sandbox')).toBe(false)
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
  })
})

describe('servedOverHttps', () => {
  it('is true for an https SITE_URL or a TLS proxy saying so, first hop first', () => {
    expect(servedOverHttps('https://www.ugc.edu.mx', null)).toBe(true)
    expect(servedOverHttps('http://localhost:3000', 'https')).toBe(true)
    expect(servedOverHttps('http://localhost:3000', 'HTTPS, http')).toBe(true)
    expect(servedOverHttps('http://localhost:3000', 'http')).toBe(false)
    expect(servedOverHttps('http://localhost:3000', null)).toBe(false)
  })
})

describe('createNonce', () => {
  it('gives a different base64 value of 16 bytes each time', () => {
    const a = createNonce()
    expect(atob(a)).toHaveLength(16)
    expect(createNonce()).not.toBe(a)
  })
})

describe('responseMode', () => {
  it('in hash mode starts every page with a nonce, which a cached page then trades for its own hashes', () => {
    expect(responseMode('hash')).toBe('nonce')
    expect(responseMode('static')).toBe('static')
    expect(responseMode('nonce')).toBe('nonce')
  })
})

describe('withPageScriptSrc', () => {
  const embeds = { media: [], frames: [] }
  const provisional = sitePolicy({ mode: 'nonce', nonce: 'bm9uY2U=', https: true, recaptcha: false, embeds })
  const own = "script-src 'self' 'sha256-abc='"

  it('puts a cached page’s own script-src in place of the nonce, keeping every other directive', () => {
    const policy = withPageScriptSrc(provisional, own)
    expect(parse(policy).get('script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(policy).not.toContain('nonce-')
    expect(parse(policy).get('script-src')).not.toContain("'unsafe-inline'")
    expect(policy.match(/script-src/g)).toHaveLength(1)
    expect(policy.replace(own, '')).toBe(provisional.replace(/script-src [^;]*/, ''))
  })

  it('refuses a value that would add directives or allow any inline script', () => {
    expect(withPageScriptSrc(provisional, `${own}; default-src *`)).toBe(provisional)
    expect(withPageScriptSrc(provisional, `${own}, default-src *`)).toBe(provisional)
    expect(withPageScriptSrc(provisional, "script-src 'self' 'unsafe-inline'")).toBe(provisional)
    expect(withPageScriptSrc(provisional, 'img-src *')).toBe(provisional)
  })
})
