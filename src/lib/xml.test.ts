import { describe, expect, it } from 'vitest'
import { escapeXml, rfc822 } from './xml'

describe('escapeXml', () => {
  it('escapes the five special characters', () => {
    expect(escapeXml(`Tom & Jerry <b>"hola"</b> 'x'`)).toBe('Tom &amp; Jerry &lt;b&gt;&quot;hola&quot;&lt;/b&gt; &apos;x&apos;')
  })

  it('drops what XML forbids, lone surrogates included, and keeps tabs, line breaks and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe')).toBe('abcde')
    expect(escapeXml('x\uD800y\uDC00z')).toBe('xyz')
    expect(escapeXml('Día\tde\nMuertos 🎙️')).toBe('Día\tde\nMuertos 🎙️')
  })
})

describe('rfc822', () => {
  it('writes the date in GMT', () => {
    expect(rfc822(new Date('2026-07-03T07:00:00Z'))).toBe('Fri, 03 Jul 2026 07:00:00 GMT')
  })
})
