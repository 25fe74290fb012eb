import { expect, test, type Page } from '@playwright/test'
import { losCabosStamp } from './clock'
import { runLocalScript } from './local-script'

// A publisher changes a home carousel slide, reads its history (date, time in Los Cabos, who saved
// each version), restores an old version and gets a draft: the home page keeps the published slide.
const password = 'Historial-Los-Cabos-2026'
const email = 'historial.publicador@ugc.edu.mx'
const slideTitle = 'Becas y convenios'
const originalLink = '/convenios'
const stamp = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.locator('.app-header')).toBeVisible({ timeout: 30_000 })
}

/** The links of the home page's carousel, as a visitor (no session) gets them. */
async function homeCarouselLinks(page: Page): Promise<string[]> {
  const visitor = await page.context().browser()!.newContext()
  const home = await visitor.newPage()
  await home.goto('/')
  const links = await home.locator('[aria-label="Avisos destacados"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  await visitor.close()
  return links
}

async function publishLink(page: Page, slideAddress: string, link: string) {
  await page.goto(slideAddress)
  const field = page.getByLabel('Enlace (opcional)')
  await expect(field).toBeVisible({ timeout: 30_000 })
  // Until the form has loaded its state, what is typed can be replaced by the loaded value and
  // the button stays off: type again until the form takes it.
  const publish = page.getByRole('button', { name: 'Publicar cambios' })
  await expect(async () => {
    await field.fill(link)
    await expect(publish).toBeEnabled({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await publish.click()
  await expect(page.getByText(/Se actualizó con éxito|publicad/i).first()).toBeVisible({ timeout: 30_000 })
}

// A retry gets a link of its own: a first try that stopped midway may have left its link published.
for (const [width, linkPerTry] of [
  [1440, ['/quienes-somos', '/licenciaturas']],
  [390, ['/incubadora', '/posgrados']],
] as const) {
  test(`at ${width} px a publisher sees each version's date, time and author, and restoring an old slide makes a draft while the home page keeps the published one`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    const newLink = linkPerTry[Math.min(testInfo.retry, 1)]
    runLocalScript('staff-account.ts', [email, 'publicador', password])
    await page.setViewportSize({ width, height: 900 })
    await signIn(page)

    // The slide, from the carousel list.
    await page.goto('/admin/collections/carrusel')
    const row = page.locator('table tbody tr', { hasText: slideTitle })
    const slideAddress = (await row.locator('a[href^="/admin/collections/carrusel/"]').first().getAttribute('href'))!
    expect(slideAddress).toMatch(/^\/admin\/collections\/carrusel\/\d+$/)

    // A published change reaches the home page.
    await publishLink(page, slideAddress, newLink)
    await expect.poll(() => homeCarouselLinks(page), { timeout: 30_000 }).toContain(newLink)

    // The history: every row with its date and 24-hour time, and who saved it.
    await page.goto(`${slideAddress}/versions`)
    const rows = page.locator('tr.ugc-version')
    await expect(rows.first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('columnheader', { name: 'Guardada el' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Guardada por' })).toBeVisible()
    for (const text of await rows.locator('td:first-child').allInnerTexts()) expect(text.trim()).toMatch(stamp)
    await expect(rows.first().locator('td').nth(1)).toHaveText('Prueba publicador')
    await expect(rows.first().locator('td').nth(2)).toHaveText('Publicada (la que está en el sitio)')
    const count = await rows.count()
    expect(count).toBeGreaterThanOrEqual(2)

    // Restore the oldest version (the slide as first published, with its original link).
    await rows
      .nth(count - 1)
      .locator('a')
      .click()
    // A click before the page has hydrated opens nothing: click again until the dialog shows.
    const dialog = page.locator('.confirmation-modal')
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Restaurar como borrador' }).first().click({ timeout: 5_000 })
      await expect(dialog).toContainText('El sitio sigue mostrando lo publicado hasta que publiques.', { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByText('Versión restaurada como borrador.').first()).toBeVisible({ timeout: 30_000 })
    await page.waitForURL((url) => url.pathname === slideAddress, { timeout: 30_000 })

    // The editor's form holds the restored draft; the history's newest row is that draft, by this editor.
    await expect(page.getByLabel('Enlace (opcional)')).toHaveValue(originalLink, { timeout: 30_000 })
    await page.goto(`${slideAddress}/versions`)
    await expect(rows.first().locator('td').nth(2)).toHaveText('Borrador')
    await expect(rows.first().locator('td').nth(1)).toHaveText('Prueba publicador')
    expect((await rows.first().locator('td').first().innerText()).trim()).toMatch(stamp)
    await expect(page.getByText('Publicada (la que está en el sitio)')).toBeVisible()
    if (process.env.SAVE_SCREENS) await page.screenshot({ path: `docs/screens/historial/versiones-${width}.png`, fullPage: true })

    // Visitors still get the published slide.
    const links = await homeCarouselLinks(page)
    expect(links).toContain(newLink)
    expect(links).not.toContain(originalLink)

    // The slide goes back to how the site had it, for the suites that follow.
    await publishLink(page, slideAddress, originalLink)
    await expect.poll(() => homeCarouselLinks(page), { timeout: 30_000 }).toContain(originalLink)
  })
}

// Every date staff see is in Los Cabos time, whatever the zone of their computer (issue 44, item 4):
// a laptop set to Madrid, 8 hours ahead in winter.
test.describe('a computer in another time zone', () => {
  test.use({ timezoneId: 'Europe/Madrid', viewport: { width: 1440, height: 900 } })

  test('the document’s dates, the version viewed, the versions compared and the restore dialog all say Los Cabos time', async ({
    page,
  }) => {
    runLocalScript('staff-account.ts', [email, 'publicador', password])
    await signIn(page)
    await page.goto('/admin/collections/carrusel')
    const slideAddress = (await page
      .locator('table tbody tr', { hasText: slideTitle })
      .locator('a[href^="/admin/collections/carrusel/"]')
      .first()
      .getAttribute('href'))!
    const id = slideAddress.split('/').pop()
    const origin = { 'Sec-Fetch-Site': 'same-origin' }
    const slide = (await (await page.request.get(`/cms-api/carrusel/${id}?depth=0`, { headers: origin })).json()) as { updatedAt: string }
    await page.goto(slideAddress)
    const modified = page.locator('.doc-controls__list-item', { hasText: 'Última modificación' }).locator('.doc-controls__value')
    await expect(modified).toHaveText(losCabosStamp(slide.updatedAt), { timeout: 30_000 })

    // The newest version, opened from the history.
    const versions = (await (
      await page.request.get(`/cms-api/carrusel/versions?where[parent][equals]=${id}&sort=-updatedAt&limit=1&depth=0`, { headers: origin })
    ).json()) as { docs: { id: number; updatedAt: string }[] }
    const version = versions.docs[0]!
    await page.goto(`${slideAddress}/versions/${version.id}`)
    const when = losCabosStamp(version.updatedAt)
    await expect(page.locator('.step-nav__last')).toHaveText(when, { timeout: 30_000 })
    // The version being viewed (the first pill on the page is the one it is compared against, a minute older at times).
    await expect(page.locator('.view-version__version-to-version .version-pill-label-date')).toHaveText(when)
    const dialog = page.locator('.confirmation-modal')
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Restaurar como borrador' }).first().click({ timeout: 5_000 })
      await expect(dialog).toContainText(`tal como estaba el ${when}`, { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
  })
})
