import { describe, expect, it } from 'vitest'
import { dropXmlForbidden, escapeXml } from './xml'

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

describe('dropXmlForbidden', () => {
  it('drops only what XML forbids, and escapes nothing', () => {
    expect(dropXmlForbidden('a\u0001<b> & \uD83C\uDF99\uDC00\t\n')).toBe('a<b> & \uD83C\uDF99\t\n')
  })
})
