import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoMaxSide, shrinkPhoto } from './shrinkLargePhoto'

/** A photo-like image: noise, which compresses as badly as a real photo does. */
async function noise(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
  options: { alpha?: boolean; orientation?: number } = {},
) {
  const channels = options.alpha ? 4 : 3
  const raw = randomBytes(width * height * channels)
  let image = sharp(raw, { raw: { width, height, channels } })
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  return image.toFormat(format, format === 'jpeg' ? { quality: 95 } : {}).toBuffer()
}

const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })

describe('shrinkPhoto', () => {
  it('brings a large JPEG down to 2560 px on its longest side, upright by its EXIF orientation, and far lighter', async () => {
    // Stored 4000×3000 with orientation 6: the camera was held upright, the photo is 3000×4000.
    const data = await noise(4000, 3000, 'jpeg', { orientation: 6 })
    const out = await shrinkPhoto(file(data, 'foto.jpg', 'image/jpeg'))
    const meta = await sharp(out.data).metadata()
    expect([meta.width, meta.height]).toEqual([1920, photoMaxSide])
    expect(meta.orientation ?? 1).toBe(1)
    expect(meta.exif).toBeUndefined()
    expect(out.size).toBe(out.data.length)
    expect(out.size).toBeLessThan(data.length / 2)
    expect([out.name, out.mimetype]).toEqual(['foto.jpg', 'image/jpeg'])
  })

  it('keeps a photo already small enough byte for byte, and never enlarges it', async () => {
    const data = await noise(1200, 800, 'jpeg')
    const out = await shrinkPhoto(file(data, 'pequena.jpg', 'image/jpeg'))
    expect(out.data).toBe(data)
  })

  it('turns a heavy opaque PNG photo into a JPEG, and keeps a PNG with transparency a PNG', async () => {
    const photo = await noise(1600, 1200, 'png')
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024)
    const out = await shrinkPhoto(file(photo, 'captura.PNG', 'image/png'))
    expect([out.name, out.mimetype, (await sharp(out.data).metadata()).format]).toEqual(['captura.jpg', 'image/jpeg', 'jpeg'])

    const logo = await noise(3000, 1000, 'png', { alpha: true })
    const kept = await shrinkPhoto(file(logo, 'logo.png', 'image/png'))
    const meta = await sharp(kept.data).metadata()
    expect([kept.mimetype, meta.format, meta.hasAlpha, meta.width]).toEqual(['image/png', 'png', true, photoMaxSide])
  })

  it('leaves SVG, PDF, audio and a file that only claims to be a JPEG untouched', async () => {
    for (const f of [
      file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"/>'), 'a.svg', 'image/svg+xml'),
      file(Buffer.from('%PDF-1.4\n'), 'a.pdf', 'application/pdf'),
      file(Buffer.from('ID3'), 'a.mp3', 'audio/mpeg'),
      file(Buffer.from('PK\u0003\u0004 no es una foto'), 'a.jpg', 'image/jpeg'),
    ]) {
      expect(await shrinkPhoto(f)).toBe(f)
    }
  })
})
