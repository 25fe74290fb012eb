import { expect, test, type Page } from '@playwright/test'
import { publicRoutes } from '../support/routes.mjs'

// What a phone gets first (issue 9): the picture that is each page's largest paint is announced
// in the head and fetched once, at the width the page shows it; the typeface comes from the site
// itself, with `font-display: swap` and a size-adjusted local fallback, so text shows at once and
// does not jump when the font arrives. Lighthouse (npm run bench:lighthouse) times it; this checks it.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

type Largest = {
  url: string
  tag: string | null
  /** The largest paint's font stack, and the page's own. */
  fontFamily: string | null
  bodyFontFamily: string
  currentSrc: string | null
  sizes: string | null
  loading: string | null
  fetchPriority: string | null
  preloads: { srcset: string | null; sizes: string | null; priority: string | null }[]
  fetched: number
}

/**
 * The browser's largest-contentful-paint candidate once the page has loaded and settled: entries are
 * reported after the frame that painted them, so they are collected for a second before the last is read.
 */
async function largestPaint(page: Page): Promise<Largest> {
  return page.evaluate(
    () =>
      new Promise<Largest>((resolve) => {
        const entries: (PerformanceEntry & { url: string; element: Element | null })[] = []
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as typeof entries)))
        observer.observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => {
          observer.disconnect()
          const last = entries[entries.length - 1]!
          const img = last.element instanceof HTMLImageElement ? last.element : null
          const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
            srcset: link.getAttribute('imagesrcset'),
            sizes: link.getAttribute('imagesizes'),
            priority: link.getAttribute('fetchpriority'),
          }))
          const url = img?.currentSrc || last.url
          resolve({
            url: last.url,
            tag: last.element?.tagName ?? null,
            fontFamily: last.element ? getComputedStyle(last.element).fontFamily : null,
            bodyFontFamily: getComputedStyle(document.body).fontFamily,
            currentSrc: img?.currentSrc ?? null,
            sizes: img?.getAttribute('sizes') ?? null,
            loading: img?.getAttribute('loading') ?? null,
            fetchPriority: img?.getAttribute('fetchpriority') ?? null,
            preloads,
            fetched: url ? performance.getEntriesByName(url).length : 0,
          })
        }, 1000)
      }),
  )
}

/** The URLs a srcset names, made absolute. */
const candidates = (srcset: string | null, base: string) =>
  (srcset ?? '')
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, base).href)

test.describe('la imagen más grande de cada página a 390 px', () => {
  for (const route of publicRoutes) {
    test(`${route}: una foto se anuncia en el encabezado y llega una sola vez, al tamaño mostrado; un texto usa la tipografía del sitio`, async ({
      page,
    }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('load')
      const largest = await largestPaint(page)
      if (!largest.url) {
        // Text as the largest paint: it is set in the site's own stack, whose size-adjusted fallback
        // shows it at once (the typeface test below checks that stack).
        expect(largest.fontFamily, `${route}: la pintura más grande (${largest.tag}) no usa la tipografía del sitio`).toBe(
          largest.bodyFontFamily,
        )
        return
      }
      expect(largest.tag, `${route}: la pintura más grande es una foto de fondo, no un <img>`).toBe('IMG')
      expect(largest.loading, route).not.toBe('lazy')
      expect(largest.fetchPriority, route).toBe('high')
      // Announced with the same srcset and sizes as the <img>, so the browser fetches from the head
      // the very file the page shows at this width, and only that one.
      const announced = largest.preloads.find((preload) => candidates(preload.srcset, page.url()).includes(largest.currentSrc!))
      expect(announced, `${route}: ${largest.currentSrc} no está anunciada en <link rel="preload" as="image">`).toBeTruthy()
      expect(announced!.sizes, route).toBe(largest.sizes)
      expect(announced!.priority, route).toBe('high')
      expect(largest.fetched, `${route}: ${largest.currentSrc} pedida más de una vez`).toBe(1)
      // At the size shown: the candidate picked is the narrowest of the srcset that covers the
      // picture's width on this screen (or the widest there is).
      const widths = await page.evaluate((src) => {
        const img = [...document.images].find((image) => image.currentSrc === src)!
        const listed = (img.getAttribute('srcset') ?? '').split(/,\s+/).map((part) => {
          const [url, descriptor] = part.trim().split(/\s+/)
          return { url: new URL(url!, location.href).href, width: Number(descriptor?.replace('w', '')) }
        })
        return {
          shown: Math.round(img.getBoundingClientRect().width * devicePixelRatio),
          picked: listed.find((candidate) => candidate.url === src)?.width ?? null,
          listed: listed.map((candidate) => candidate.width).sort((a, b) => a - b),
        }
      }, largest.currentSrc)
      expect(widths.listed.length, `${route}: el <img> no tiene srcset`).toBeGreaterThan(1)
      const enough = widths.listed.find((width) => width >= widths.shown) ?? widths.listed[widths.listed.length - 1]
      expect(widths.picked, `${route}: mostrada a ${widths.shown} px de pantalla, de ${widths.listed.join(', ')}`).toBe(enough)
    })
  }
})

test('la tipografía es del propio sitio, con font-display swap y un respaldo local ajustado a su tamaño', async ({ page }) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('load')
  const faces = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
          src: rule.style.getPropertyValue('src'),
          display: rule.style.getPropertyValue('font-display'),
          sizeAdjust: rule.style.getPropertyValue('size-adjust'),
        })),
    ),
  )
  const bodyFamilies = (await page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .split(',')
    .map((name) => name.trim().replace(/["']/g, ''))
  const [first, second] = bodyFamilies
  const font = faces.find((face) => face.family === first)
  const fallback = faces.find((face) => face.family === second)
  expect(font, `sin @font-face para ${first}: ${JSON.stringify(faces)}`).toBeTruthy()
  expect(font!.display).toBe('swap')
  expect(font!.src).toMatch(/url\("?\/?.*\.woff2"?\) format\("woff2"\)/)
  expect(fallback, `sin respaldo ajustado tras ${first}: ${bodyFamilies.join(', ')}`).toBeTruthy()
  expect(fallback!.src).toMatch(/local\("?Arial"?\)/)
  expect(fallback!.sizeAdjust).toMatch(/^\d+(\.\d+)?%$/)
  expect(fallback!.sizeAdjust).not.toBe('100%')
  // The headings and text use it, and it came from this site.
  expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`), first!)).toBe(true)
  expect(fontRequests.length).toBeGreaterThan(0)
  for (const url of fontRequests) expect(new URL(url).origin, url).toBe(new URL(page.url()).origin)
})
