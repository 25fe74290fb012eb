import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { testSiteUrl as siteUrl } from '../support/site.mjs'

export { siteUrl }

/**
 * The address a route should name as canonical: a detail view keeps its `?slug=`, an archive
 * view (`?month=`, `?page=`) is a slice of its list and names the list.
 */
export function canonicalOf(route: string): string {
  const url = new URL(route, siteUrl)
  const slug = url.searchParams.get('slug')
  url.search = slug ? `?${new URLSearchParams({ slug })}` : ''
  return url.href
}

/** An absolute URL of the site (SITE_URL) as this test server's own path, to fetch it here. */
export const localPath = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

/** Width and height from a PNG's or JPEG's header; anything else fails the test. */
export function imageSize(body: Buffer): { width: number; height: number } {
  if (body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    // IHDR is always first: width and height are its first two 32-bit fields.
    return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
  }
  if (body[0] === 0xff && body[1] === 0xd8) {
    let offset = 2
    while (offset + 9 < body.length) {
      if (body[offset] !== 0xff) break
      const marker = body[offset + 1]!
      const length = body.readUInt16BE(offset + 2)
      // Start-of-frame markers (baseline, progressive…) carry the size; C4, C8 and CC do not.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: body.readUInt16BE(offset + 5), width: body.readUInt16BE(offset + 7) }
      }
      offset += 2 + length
    }
  }
  throw new Error('No es una imagen PNG ni JPEG legible')
}

/** Fetches a share image named by a page and checks it is an image of the size the page declares. */
export async function expectShareImage(request: APIRequestContext, url: string, size: { width: number; height: number }) {
  expect(url.startsWith(`${siteUrl}/`), url).toBe(true)
  const response = await request.get(localPath(url))
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type'], url).toMatch(/^image\/(png|jpeg)$/)
  expect(imageSize(await response.body()), url).toEqual(size)
}

/** A `<meta>` of the head by its name or property, or null. */
export async function meta(page: Page, key: string): Promise<string | null> {
  const tag = page.locator(`head meta[name="${key}"], head meta[property="${key}"]`)
  if ((await tag.count()) === 0) return null
  return tag.first().getAttribute('content')
}

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails here). */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>)
}

/** The sitemap's entries, from its XML. */
export async function sitemapOf(request: APIRequestContext): Promise<{ loc: string; lastmod: string }[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  return [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => ({
    loc: m[1]!.replace(/&amp;/g, '&'),
    lastmod: m[2]!,
  }))
}
