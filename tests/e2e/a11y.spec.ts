import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { watchSecurityReports } from '../support/csp'
import { publicRoutes as routes } from '../support/routes.mjs'

const widths = [1440, 390]
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
// The shell (header, menus, footer) and the home page are also held to every axe rule, best
// practices included, at any impact: they are on every visit. The shell is the same on every route
// (the standard footer on /, the preparatoria one on /preparatoria), so elsewhere axe reads only
// the page's own content, which keeps this pass within CI's time.
const strict = new Set(['/', '/preparatoria'])

/** axe's findings on the page as it is, each named by rule and its first offending elements. */
async function findings(page: Page, route: string): Promise<string[]> {
  // Only violations are collected in full (axe's resultTypes): passes are not listed node by node.
  // options() replaces every option, so it comes before withTags().
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  if (!strict.has(route)) builder.exclude('body > header').exclude('body > footer')
  const { violations } = await (strict.has(route) ? builder : builder.withTags(wcag)).analyze()
  return violations
    .filter((v) => strict.has(route) || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

test.describe(`axe-core a ${widths.join(' y ')}px`, () => {
  test.use({ viewport: { width: widths[0]!, height: 900 } })
  for (const route of routes) {
    // One visit per route checks axe at both widths (the page is resized in between) and, on the
    // way, that the page loads without any report of a Content-Security-Policy or
    // Permissions-Policy violation (security.spec.ts checks the policies themselves and the parts
    // that load other hosts).
    test(`${route} no tiene violaciones ${strict.has(route) ? 'de ninguna regla' : 'graves ni críticas'}, ni de la CSP`, async ({
      page,
    }) => {
      const securityReports = await watchSecurityReports(page)
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        // The page and its images and fonts have loaded (goto waits for 'load'); the link
        // prefetches that follow change nothing axe reads, so they are not waited for.
        await page.evaluate(() =>
          document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))),
        )
        expect(await findings(page, route), `a ${width}px`).toEqual([])
      }
      expect(securityReports, 'violaciones de la CSP o de Permissions-Policy').toEqual([])
    })
  }
})

// Without the site's scripts (JavaScript off, or while the carousel's code is on its way) a
// carousel is a sideways scroller of its slides: a keyboard must be able to reach it and scroll it.
// The site's scripts are refused rather than JavaScript turned off, so that axe can run.
test.describe('carruseles sin los scripts del sitio', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const route of ['/', '/preparatoria', '/radiougc']) {
    test(`${route}: el carrusel se alcanza con el teclado y se desplaza con las flechas`, async ({ page }) => {
      await page.route('**/_next/static/chunks/*.js', (request) => request.abort())
      await page.goto(route)
      const { violations } = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze()
      expect(violations.map((v) => v.nodes.map((n) => n.target.join(' '))).flat()).toEqual([])
      const scroller = page.locator('section[aria-roledescription="carrusel"] > div').first()
      // Tab from the start of the page until the scroller holds the focus.
      for (let i = 0; i < 60 && !(await scroller.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(scroller).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    })
  }
})
