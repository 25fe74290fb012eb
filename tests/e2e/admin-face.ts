import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The back office's type: the site's Montserrat in the body, and really loaded (not a fallback). */
export async function expectSiteType(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveCSS('font-family', /Montserrat/)
  await expect
    .poll(() =>
      page.evaluate(
        async () => (await document.fonts.ready, [...document.fonts].some((f) => /Montserrat/.test(f.family) && f.status === 'loaded')),
      ),
    )
    .toBe(true)
}

/** axe's serious and critical findings on the page (WCAG A and AA rules), by rule and element. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

/** A full-page screenshot into SCREENS_DIR (docs/screens when refreshing them), if it is set. */
export async function saveScreen(page: Page, name: string, width: number): Promise<void> {
  if (process.env.SCREENS_DIR) await page.screenshot({ path: path.join(process.env.SCREENS_DIR, `${name}-${width}.png`), fullPage: true })
}

/** «usted» forms: the staff write with «tú» (the same list as src/cms/i18n/es.test.ts). */
export const ustedForms =
  /\b(Comience|Está seguro|Está a punto|Ingrese|Seleccione|Haga clic|Escriba|Elija|Introduzca|Desea|desea|su sesión|Su sesión|Intente|intente|Verifique|verifique|Revise|Contacte|Confirme|presione|Presione|Tiene cambios|ha especificado)\b|su tablero/

/**
 * Presses the back office's «Publicar…» and waits for the admin to say it published. A press
 * before the page has hydrated does nothing (seen under load: the button was there, the press
 * went nowhere); one more press is made only if nothing was said within 10 s and the button is
 * still there to press.
 */
export async function publishNow(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Publicar/ }).first()
  const done = page.getByText(/Se actualizó con éxito|publicad/i).first()
  await button.click()
  try {
    await expect(done).toBeVisible({ timeout: 10_000 })
    return
  } catch {
    if (await button.isEnabled()) await button.click({ timeout: 10_000 })
  }
  await expect(done).toBeVisible({ timeout: 30_000 })
}
