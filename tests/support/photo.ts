import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

/**
 * A phone-sized photo made at test time: 6000×4000 px of noise at JPEG quality 92, which
 * compresses as badly as a real photo, about 20 MB.
 */
export function largePhoto(): Promise<Buffer> {
  const width = 6000
  const height = 4000
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

/** Bytes that are no image at all, of the given size (for files over the limit). */
export const filler = (bytes: number) => randomBytes(bytes)
