import { describe, expect, it } from 'vitest'
import { candidatesFor, phoneScreens, pictureAddresses, sitemapPaths, slotWidth } from './warm.mjs'

describe('the widths the warm-up asks the image optimiser for', () => {
  it('reads our sizes attributes as a browser does', () => {
    const sizes = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
    expect(slotWidth(sizes, 412)).toBe(412)
    expect(slotWidth(sizes, 800)).toBe(400)
    expect(slotWidth(sizes, 1100)).toBeCloseTo(363, 0)
    expect(slotWidth(sizes, 1440)).toBe(400)
    expect(slotWidth('(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 2rem)', 390)).toBe(358)
    expect(slotWidth('(min-width: 56rem) 56rem, 100vw', 1440)).toBe(896)
    expect(slotWidth('96px', 390)).toBe(96)
  })

  it('takes the candidate that covers the slot and the one below it', () => {
    const srcset = [640, 750, 828, 1080, 1200].map((w) => `/_next/image?url=%2Fmedia%2Fa.jpg&w=${w}&q=75 ${w}w`).join(', ')
    // A 412 px phone at 1.75 needs 721 device pixels: 750, and 640 below it.
    expect(candidatesFor(srcset, '100vw', { width: 412, ratio: 1.75 })).toEqual([
      '/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75',
      '/_next/image?url=%2Fmedia%2Fa.jpg&w=750&q=75',
    ])
    // Wider than every candidate: the widest.
    expect(candidatesFor(srcset, '100vw', { width: 1920, ratio: 1 })).toEqual(['/_next/image?url=%2Fmedia%2Fa.jpg&w=1200&q=75'])
    expect(candidatesFor('/a 1x, /b 2x', undefined, { width: 390, ratio: 3 })).toEqual(['/b'])
  })

  it('finds the pictures of a page, its preloaded hero included, and the sitemap’s paths', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fmedia%2Fh.jpg&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fmedia%2Fh.jpg&amp;w=1080&amp;q=75 1080w" imageSizes="100vw"/>' +
      '<img alt="" sizes="96px" srcSet="/_next/image?url=%2Fimages%2Fp.png&amp;w=96&amp;q=75 96w, /_next/image?url=%2Fimages%2Fp.png&amp;w=256&amp;q=75 256w" src="/x"/>' +
      '<img alt="" src="/icon.svg"/>'
    const { heroes, others } = pictureAddresses(html)
    expect(heroes).toContain('/_next/image?url=%2Fmedia%2Fh.jpg&w=640&q=75')
    expect(heroes).toContain('/_next/image?url=%2Fmedia%2Fh.jpg&w=1080&q=75')
    // 96 px: a desktop at 1× takes the 96 w candidate, a phone at 1.75× or 3× the 256 w one.
    expect(others).toEqual(['/_next/image?url=%2Fimages%2Fp.png&w=96&q=75', '/_next/image?url=%2Fimages%2Fp.png&w=256&q=75'])
    expect(sitemapPaths('<url><loc>https://ugc.edu.mx/</loc></url><url><loc>https://ugc.edu.mx/CONOCER/x</loc></url>')).toEqual([
      '/',
      '/CONOCER/x',
    ])
  })

  it('WARM_UP=phones asks only for what phones choose: a picture half the phone’s width and the full desktop’s width', () => {
    const html =
      '<img alt="" sizes="(min-width: 1024px) 100vw, 50vw" srcSet="/_next/image?url=%2Fm.jpg&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fm.jpg&amp;w=1080&amp;q=75 1080w, /_next/image?url=%2Fm.jpg&amp;w=1920&amp;q=75 1920w"/>'
    expect(pictureAddresses(html, phoneScreens).others).toEqual(['/_next/image?url=%2Fm.jpg&w=640&q=75'])
    expect(pictureAddresses(html).others).toEqual([
      '/_next/image?url=%2Fm.jpg&w=640&q=75',
      '/_next/image?url=%2Fm.jpg&w=1080&q=75',
      '/_next/image?url=%2Fm.jpg&w=1920&q=75',
    ])
  })
})
