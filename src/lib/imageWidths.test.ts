import { describe, expect, it } from 'vitest'
import { neededWidths, slotWidthAt, trimSrcSet } from './imageWidths'

// Next.js's own lists (deviceSizes and imageSizes above 200 px), as it writes a `vw` slot's srcset.
const nextWidths = [256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]

describe('the width of an image slot, read from its sizes attribute', () => {
  const card = '(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw'
  it('takes the first media condition that holds', () => {
    expect(slotWidthAt(card, 1440)).toBe(395)
    expect(slotWidthAt(card, 1100)).toBeCloseTo(341)
    expect(slotWidthAt(card, 768)).toBe(384)
    expect(slotWidthAt(card, 390)).toBe(390)
  })
  it('reads rem and calc()', () => {
    expect(slotWidthAt('(min-width: 56rem) 56rem, 100vw', 1440)).toBe(896)
    expect(slotWidthAt('(min-width: 1280px) 800px, calc(100vw - 2rem)', 390)).toBe(358)
  })
  it('gives up on a form it does not read', () => {
    expect(slotWidthAt('(max-width: 600px) 100vw, 50vw', 390)).toBeNull()
  })
})

describe('the widths a slot needs', () => {
  it('a full-width banner keeps what phones, a tablet and a 2× desktop ask for, not 2048', () => {
    expect(neededWidths('100vw', nextWidths)).toEqual([750, 828, 1200, 1920, 3840])
  })
  it('a 395 px card needs four widths, none above 1200', () => {
    expect(neededWidths('(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw', nextWidths)).toEqual([
      640, 750, 828, 1200,
    ])
  })
  it('a small fixed slot needs the widths at 1×, 2× and 3×', () => {
    expect(neededWidths('96px', nextWidths)).toEqual([256, 384])
  })
})

describe('trimming a srcset', () => {
  const srcSet = nextWidths.map((w) => `/_next/image?url=%2Fmedia%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ')
  it('keeps the needed candidates, in order, with their addresses', () => {
    expect(trimSrcSet(srcSet, '(min-width: 768px) 400px, 100vw')).toBe(
      [640, 750, 828, 1200].map((w) => `/_next/image?url=%2Fmedia%2Fa.webp&w=${w}&q=75 ${w}w`).join(', '),
    )
  })
  it('leaves a density srcset (1x, 2x) and an unread sizes alone', () => {
    const density = '/_next/image?url=a&w=96&q=75 1x, /_next/image?url=a&w=256&q=75 2x'
    expect(trimSrcSet(density, '96px')).toBe(density)
    expect(trimSrcSet(srcSet, '(max-width: 600px) 100vw, 50vw')).toBe(srcSet)
  })
})
