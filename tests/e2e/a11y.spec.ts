import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { watchSecurityReports } from '../support/csp'
import { publicRoutes as routes } from '../support/routes.mjs'

for (const width of [1440, 390]) {
  test.describe(`axe-core a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const route of routes) {
      // One visit per route and width checks axe and, on the way, that the page loads without any
      // report of a Content-Security-Policy or Permissions-Policy violation (security.spec.ts checks
      // the policies themselves and the parts that load other hosts).
      test(`${route} no tiene violaciones graves ni críticas, ni de la CSP`, async ({ page }) => {
        const securityReports = await watchSecurityReports(page)
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        // The page and its images and fonts have loaded (goto waits for 'load'); the link
        // prefetches that follow change nothing axe reads, so they are not waited for.
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        // Only violations are collected in full (axe's resultTypes): passes are not listed node by node.
        // options() replaces every option, so it comes before withTags().
        const { violations } = await new AxeBuilder({ page })
          .options({ resultTypes: ['violations'] })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        // The message names each rule and the first offending elements, so a failure says what to fix.
        expect(serious.map((v) => `${v.id}: ${v.help} → ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
        expect(securityReports, 'violaciones de la CSP o de Permissions-Policy').toEqual([])
      })
    }
  })
}
