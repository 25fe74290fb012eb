import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { ustedForms } from './admin-face'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'

/*
 * An admissions adviser follows up their own requests in the back office: the list opens on
 * «Mis solicitudes», a logged call moves a new request to «Contactada» with its history, and a
 * request is set aside only with a reason. At 1440 and 390 px, axe clean on the list and the form.
 */
const screens = 'docs/screens/admisiones'
const password = 'Embudo-De-Admisiones-2026'

/**
 * Serious axe findings on the pipeline's own parts (the queue switcher, the repeat notice, the
 * queue's state) and the list's column names. The back office's own array and date fields have
 * findings of their own on every document (drag handles, the date picker's clear button): those
 * are the design pass's, as the back-office crawl records.
 */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const own = await page.locator('.ugc-propio, .sort-column__label').count()
  if (own === 0) return []
  const { violations } = await new AxeBuilder({ page })
    .include('.ugc-propio')
    .include('.sort-column__label')
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

async function selectIn(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`an admissions adviser at ${viewport.width} px`, () => {
    test.use({ viewport })
    const email = `asesora.embudo.${viewport.width}.${Date.now()}@ugc.edu.mx`
    // The back-office tests, which run after this project, start from a site without accounts.
    test.afterAll(() => runLocalScript('institutional-editor.ts', ['delete', email]))

    test('sees «Mis solicitudes» first, logs a call, sees the status and history move, and discards with a reason', async ({ page }) => {
      // Sign-in, two views and three saves: more than the default minute on a busy machine.
      test.setTimeout(180_000)
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      // The first account of a site is always made an administrator: if this one was the first
      // (the specs of this project run in any order), the second run sets its role again.
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      const person = `prospecto.embudo.${viewport.width}.${Date.now()}@example.mx`
      const { id } = JSON.parse(runLocalScript('pipeline-request.ts', [email, person])) as { id: number }

      await signIn(page, email, password)

      // The list opens on the adviser's own queue.
      await page.goto('/admin/collections/solicitudes-contacto')
      await expect(page).toHaveURL(/where%5Basesor%5D%5Bequals%5D=\d+|where\[asesor\]\[equals\]=\d+/)
      const switcher = page.getByRole('navigation', { name: 'Qué solicitudes ver' })
      await expect(switcher.getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute('aria-current', 'page')
      await expect(switcher.getByRole('link', { name: 'Todas' })).toBeVisible()
      await expect(page.getByText(person)).toBeVisible()
      if (viewport.width === 1440) await expect(page.getByRole('columnheader', { name: 'Asesor' })).toBeVisible()
      // The adviser's name is in the row with the page itself: no «Cargando…», never «<Sin Asesor>».
      const row = page.getByRole('row').filter({ hasText: person })
      await expect(row).toContainText('Prueba admisiones', { timeout: 1_000 })
      await expect(page.locator('main, .collection-list').first()).not.toContainText(/Sin Asesor|Cargando/)
      expect(await seriousAxeFindings(page)).toEqual([])
      expect(await page.locator('body').innerText()).not.toMatch(ustedForms)
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: `${screens}/lista-${viewport.width}.png`, fullPage: true })
      // «Todas» shows every request.
      await switcher.getByRole('link', { name: 'Todas' }).click()
      await expect(switcher.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')

      // A logged call on the new request.
      await page.goto(`/admin/collections/solicitudes-contacto/${id}`)
      await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(person)
      // A press before the form has come to life is lost: pressed again only while no entry has appeared.
      const firstEntry = page.locator('#field-seguimiento__0__texto')
      await expect(async () => {
        if ((await firstEntry.count()) === 0) await page.getByRole('button', { name: /(Agregar|Añadir) Entrada/ }).click()
        await expect(firstEntry).toBeVisible({ timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
      await firstEntry.fill('Llamé: le interesa el turno vespertino y la beca de excelencia.')
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.locator('#field-estado')).toContainText('Contactada')
      const history = page.locator('#field-historial')
      await expect(history).toContainText('Nueva')
      await expect(history).toContainText('Contactada')
      await expect(page.locator('#field-primera_respuesta_el input')).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)

      // Discarding asks for the reason, beside the field, and then keeps it.
      await selectIn(page, 'estado', 'Descartada')
      // The reason's field appears with the choice, as the adviser sees it; saved empty, it is refused.
      await expect(page.locator('#field-motivo_descarte')).toBeVisible({ timeout: 30_000 })
      await page.getByRole('button', { name: 'Guardar' }).click()
      // The field's message is the back office's error bubble beside it (on a phone it opens on focus).
      await expect(page.getByText('Elige el motivo para descartar la solicitud.').first()).toBeAttached()
      await expect(page.locator('#field-estado')).toContainText('Descartada')
      await selectIn(page, 'motivo_descarte', 'Costo o financiamiento')
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(history).toContainText('Descartada')
      await page.reload()
      await expect(page.locator('#field-estado')).toContainText('Descartada')
      await expect(page.locator('#field-motivo_descarte')).toContainText('Costo o financiamiento')
      expect(await seriousAxeFindings(page)).toEqual([])
      expect(await page.locator('body').innerText()).not.toMatch(ustedForms)
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: `${screens}/solicitud-${viewport.width}.png`, fullPage: true })
    })
  })
}
