import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// Routes built so far; later issues add theirs here until every route of spec §2.1 is covered.
const routes = ['/']

for (const width of [1440, 390]) {
  test.describe(`axe-core a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const route of routes) {
      test(`${route} no tiene violaciones graves ni críticas`, async ({ page }) => {
        await page.goto(route)
        await page.waitForLoadState('networkidle')
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        // The message names each rule and the first offending elements, so a failure says what to fix.
        expect(serious.map((v) => `${v.id}: ${v.help} → ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
      })
    }
  })
}
