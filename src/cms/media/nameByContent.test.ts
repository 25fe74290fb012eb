import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { nameByContent } from './nameByContent'

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#C41230' } })
    .png()
    .toBuffer()
const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })

describe('nameByContent', () => {
  it('a PNG sent as poly.html is stored as poly.png, typed by its bytes', async () => {
    const out = nameByContent(file(await png(), 'poly.html', 'text/html'))
    expect([out.name, out.mimetype]).toEqual(['poly.png', 'image/png'])
  })

  it('the name follows the bytes whatever the claimed kind (a PDF, an SVG, no extension at all)', async () => {
    expect(nameByContent(file(Buffer.from('%PDF-1.7\n%…'), 'reglamento.jpg', 'image/jpeg')).name).toBe('reglamento.pdf')
    const svg = Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    expect(nameByContent(file(svg, 'logo.png', 'image/png'))).toMatchObject({ name: 'logo.svg', mimetype: 'image/svg+xml' })
    expect(nameByContent(file(await png(), 'foto', 'application/octet-stream')).name).toBe('foto.png')
    expect(nameByContent(file(Buffer.from('ID3\x04\x00'), 'programa.html', 'text/html')).name).toBe('programa.mp3')
  })

  it('keeps a right name as it is (its spelling too), and leaves bytes of no accepted kind to the type check', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    expect(nameByContent(file(jpeg, 'Foto.JPEG', 'image/jpeg')).name).toBe('Foto.JPEG')
    expect(nameByContent(file(await png(), 'logo.png', 'image/png')).name).toBe('logo.png')
    const html = file(Buffer.from('<html><script>alert(1)</script></html>'), 'poly.html', 'text/html')
    expect(nameByContent(html)).toBe(html)
  })
})
