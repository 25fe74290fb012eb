import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  hashModeOn,
  inlineScriptHashes,
  pageScriptPolicy,
  scriptPolicyMeta,
  withPageScriptPolicy,
  withScriptPolicyMeta,
} from './pageScriptPolicy.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const page = [
  '<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/><title>Inicio</title>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
  '</head><body><p>Hola</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"ñandú \\u003c/script"])</script>',
  '<script type="module">import("/x.js")</script>',
  '</body></html>',
].join('')

describe('inlineScriptHashes', () => {
  it('hashes each inline script a browser runs, as the browser does, and nothing else', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"ñandú \\u003c/script"])'),
      sha('import("/x.js")'),
    ])
  })

  it('hashes the text with its line ends as the HTML parser leaves them', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc()</script>')).toEqual([sha('a();\nb();\nc()')])
  })
})

describe('withPageScriptPolicy', () => {
  it('puts a script policy with exactly those hashes right after the charset, before every script', () => {
    const html = withPageScriptPolicy(page, { recaptcha: false })
    const meta = /<meta http-equiv="Content-Security-Policy" data-script-hashes="" content="([^"]+)"\/>/.exec(html)
    expect(meta).not.toBeNull()
    expect(html.indexOf(meta![0])).toBe(html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length)
    expect(meta![1]).toBe(`script-src 'self' ${inlineScriptHashes(page).join(' ')}`)
    expect(meta![1]).not.toContain('unsafe-inline')
    expect(html.replace(meta![0], '')).toBe(page)
  })

  it('replaces the policy a page already carried instead of adding a second', () => {
    const once = withPageScriptPolicy(page, { recaptcha: false })
    const edited = once.replace('push([0])', 'push([2])')
    const again = withPageScriptPolicy(edited, { recaptcha: true })
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(again).toContain(sha('(self.__next_f=self.__next_f||[]).push([2])'))
    expect(again).not.toContain(sha('(self.__next_f=self.__next_f||[]).push([0])'))
    expect(again).toContain('https://www.gstatic.com/recaptcha/')
  })

  it('leaves a document without <head> as it is', () => {
    expect(withPageScriptPolicy('<p>x</p><script>a()</script>', { recaptcha: false })).toBe('<p>x</p><script>a()</script>')
  })
})

describe('pageScriptPolicy and hashModeOn', () => {
  it('adds the reCAPTCHA hosts only when it is on; hash mode is the default', () => {
    expect(pageScriptPolicy([], { recaptcha: false })).toBe("script-src 'self'")
    expect(pageScriptPolicy(["'sha256-x'"], { recaptcha: true })).toBe(
      "script-src 'self' 'sha256-x' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    )
    expect(hashModeOn({})).toBe(true)
    expect(hashModeOn({ CSP_MODE: 'static' })).toBe(false)
    expect(hashModeOn({ CSP_MODE: 'nonce' })).toBe(false)
  })
})

describe('withScriptPolicyMeta', () => {
  it('works on the bytes of a page read from disk as on its text', () => {
    const meta = scriptPolicyMeta(page, { recaptcha: false })
    const bytes = withScriptPolicyMeta(Buffer.from(page, 'utf8'), meta)
    expect(Buffer.isBuffer(bytes)).toBe(true)
    expect(bytes.toString('utf8')).toBe(withPageScriptPolicy(page, { recaptcha: false }))
    expect(withScriptPolicyMeta(bytes, meta).toString('utf8')).toBe(bytes.toString('utf8'))
  })
})
