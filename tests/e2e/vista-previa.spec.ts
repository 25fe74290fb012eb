import { expect, test, type Page } from '@playwright/test'
import { runLocalScript } from './local-script'
import { signIn as staffSignIn } from './staff-sign-in'

// «Vista previa» (issue 21, item 1) as an editor sees it: a news draft is 404 to the public, the
// «Vista previa» button shows it on its real address with the bar and `noindex`, and the live
// preview beside the form shows the title as it is typed, before anything is saved.

const email = `vista.previa.${Date.now()}@ugc.edu.mx`
const password = 'Borrador-Sin-Publicar-2026'
const tsx = (args: string[]) => runLocalScript('institutional-editor.ts', args)

// The back office's first loads on a busy two-core machine take most of a minute.
test.describe.configure({ timeout: 240_000 })

test.beforeAll(() => void tsx(['create', email, password]))
test.afterAll(() => void tsx(['delete', email]))

// The back office's own calls come from its page: the staff cookie counts only then (Sec-Fetch-Site).
const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } }

const signIn = (page: Page) => staffSignIn(page, email, password)

/**
 * The back office remembers, per account, that the live preview was open: a test that opened it
 * left it open for the next, and at 390 px its pane covers the form (a click on «Crear enlace» then
 * waited for the test's whole time). Closed, for whatever follows.
 */
async function closeLivePreview(page: Page) {
  const pane = page.locator('.live-preview-window--is-live-previewing')
  if (await pane.isVisible()) {
    await page.getByRole('button', { name: 'Vista previa en vivo' }).click()
    await expect(pane).toBeHidden()
  }
}

/** Writes a news draft in the back office and saves it as a draft; its id and public address. */
async function newDraft(page: Page, titulo: string) {
  await page.goto('/admin/collections/comunicaciones/create')
  await page.getByLabel('Título').first().fill(titulo)
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await page.waitForURL(/\/admin\/collections\/comunicaciones\/\d+/, { timeout: 30_000 })
  // The saved document's view, with its share panel: the live preview, if remembered, is open by then.
  await expect(page.getByRole('heading', { name: 'Compartir vista previa' })).toBeVisible({ timeout: 30_000 })
  await closeLivePreview(page)
  const id = /\/comunicaciones\/(\d+)/.exec(page.url())![1]!
  const saved = await page.request.get(`/cms-api/comunicaciones/${id}?draft=true&depth=0`, sameSite)
  const { slug } = (await saved.json()) as { slug: string }
  return { id, address: `/vida-universitaria-y-eventos?slug=${slug}` }
}

for (const width of [1440, 390]) {
  test.describe(`a ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } })

    test('un borrador no existe para el público y «Vista previa» lo muestra en su dirección, con el aviso y sin indexar', async ({
      page,
      browser,
      context,
    }) => {
      await signIn(page)
      const titulo = `Borrador en vista previa ${width} ${Date.now()}`
      const { id, address } = await newDraft(page, titulo)
      try {
        // A visitor (a fresh browser, no session, no preview): not found.
        const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL })
        const anonymous = await visitor.newPage()
        expect((await anonymous.goto(address))?.status()).toBe(404)
        await expect(anonymous.getByText(titulo)).toHaveCount(0)
        // Nor can the visitor open the preview link the editor has.
        const link = await page.locator('#preview-button').getAttribute('href')
        expect(link).toContain('/vista-previa?')
        expect((await anonymous.goto(link!))?.status()).toBe(401)
        await expect(anonymous.getByText('Inicia sesión en la administración')).toBeVisible()
        expect((await anonymous.goto(address))?.status()).toBe(404)
        await visitor.close()

        // The editor: «Vista previa» opens the draft on its address, in a new tab.
        const preview = context.waitForEvent('page')
        await page.getByRole('link', { name: 'Vista previa', exact: true }).click()
        const tab = await preview
        await tab.waitForURL((url) => `${url.pathname}${url.search}` === address)
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(titulo)
        await expect(tab.getByRole('region', { name: 'Estás viendo una vista previa' })).toBeVisible()
        // Its visits as the page says them («0 visitas»), not a bare number; a preview counts none.
        await expect(tab.getByText('0 visitas', { exact: true })).toBeVisible()
        await expect(tab.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
        const reload = await tab.reload()
        expect(reload?.headers()['cache-control']).toMatch(/private/)
        expect(reload?.headers()['cache-control']).toMatch(/no-store/)
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        if (process.env.SAVE_SCREENS) await tab.screenshot({ path: `docs/screens/vista-previa/borrador-${width}.png` })

        // Leaving the preview: the same address is «not found» again, and the bar is gone.
        await tab.getByRole('link', { name: 'Salir de la vista previa' }).click()
        await expect(tab.getByRole('region', { name: 'Estás viendo una vista previa' })).toHaveCount(0)
        expect((await tab.goto(address))?.status()).toBe(404)
        await tab.close()
      } finally {
        expect((await page.request.delete(`/cms-api/comunicaciones/${id}`, sameSite)).status()).toBe(200)
      }
    })
  })
}

test.describe('a 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('un editor ve en la vista previa en vivo el título, la frase y el botón de una diapositiva de la portada mientras los escribe, sin guardar', async ({
    page,
  }) => {
    await signIn(page)
    // The second slide of the home banner: the preview must start on it and hold it there.
    const slides = (await (
      await page.request.get('/cms-api/carrusel?where[tipo][equals]=CAR&sort=orden&limit=2&depth=0', sameSite)
    ).json()) as { docs: { id: number; titulo: string; texto: string | null; boton: string | null }[] }
    const slide = slides.docs[1]!
    await page.goto(`/admin/collections/carrusel/${slide.id}`)
    await page.getByRole('button', { name: 'Vista previa en vivo' }).click()
    const frame = page.frameLocator('#live-preview-iframe')
    const shown = frame.getByRole('group', { name: /^2 de / })
    await expect(shown.getByText(slide.titulo, { exact: true })).toBeInViewport({ timeout: 30_000 })

    const stamp = Date.now()
    const typed = { titulo: `Inscripciones abiertas ${stamp}`, texto: `Becas de hasta 50 % este ciclo ${stamp}`, boton: 'Aparta tu lugar' }
    await page.getByLabel('Título').first().fill(typed.titulo)
    await page.getByLabel('Frase bajo el título').fill(typed.texto)
    await page.getByLabel('Texto del botón').fill(typed.boton)
    await expect(shown.getByText(typed.titulo, { exact: true })).toBeInViewport({ timeout: 30_000 })
    await expect(shown.getByText(typed.texto, { exact: true })).toBeVisible()
    await expect(shown.getByRole('link', { name: typed.boton })).toBeVisible()
    // Still the second slide, a while later: the preview does not turn away from it.
    await page.waitForTimeout(11_000)
    await expect(shown.getByText(typed.titulo, { exact: true })).toBeInViewport()
    if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/vista-previa/portada-en-vivo-1440.png' })
    // Nothing was saved.
    const stored = (await (await page.request.get(`/cms-api/carrusel/${slide.id}?draft=true&depth=0`, sameSite)).json()) as {
      titulo: string
      texto: string | null
    }
    expect([stored.titulo, stored.texto]).toEqual([slide.titulo, slide.texto])
    await closeLivePreview(page)
  })

  test('la vista previa en vivo muestra el título mientras se escribe, sin guardar', async ({ page }) => {
    await signIn(page)
    const titulo = `Borrador en vivo ${Date.now()}`
    const { id } = await newDraft(page, titulo)
    try {
      await page.getByRole('button', { name: 'Vista previa en vivo' }).click()
      const frame = page.frameLocator('#live-preview-iframe')
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(titulo, { timeout: 30_000 })
      await expect(frame.getByRole('region', { name: 'Estás viendo una vista previa' })).toBeVisible()
      // The sizes, in Spanish.
      await expect(page.locator('.live-preview-toolbar')).toBeVisible()
      await expect(page.locator('.live-preview-toolbar')).not.toContainText('Responsive')

      // «Escritorio» (1440 px) is wider than the pane beside the form: it is shown scaled to fit, not cut off.
      await page.locator('.live-preview-toolbar .popup-button').first().click()
      await page.getByRole('button', { name: 'Escritorio', exact: true }).click()
      const pane = page.locator('.live-preview-window__main')
      const iframe = page.locator('#live-preview-iframe')
      await expect
        .poll(async () => {
          const [outer, inner] = [await pane.boundingBox(), await iframe.boundingBox()]
          return outer && inner ? inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.width > 300 : false
        })
        .toBe(true)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(titulo)

      const typed = `${titulo} con cambios sin guardar`
      await page.getByLabel('Título').first().fill(typed)
      // The preview draws the page again on the server: as long as its first drawing may take.
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 30_000 })
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: 'docs/screens/vista-previa/en-vivo-1440.png' })
      // Nothing was saved: the stored draft still has the first title.
      const stored = (await (await page.request.get(`/cms-api/comunicaciones/${id}?draft=true&depth=0`, sameSite)).json()) as {
        titulo: string
      }
      expect(stored.titulo).toBe(titulo)
      await closeLivePreview(page)
    } finally {
      expect((await page.request.delete(`/cms-api/comunicaciones/${id}`, sameSite)).status()).toBe(200)
    }
  })
})

// «Compartir vista previa» (issue 44, item 10): a dean or a partner without an account sees the
// draft from a link, read-only, until the editor revokes it.
for (const width of [1440, 390]) {
  test(`a ${width} px: «Compartir vista previa» da un enlace al borrador para alguien de fuera, que lo ve sin cuenta hasta que se revoca`, async ({
    page,
    browser,
  }) => {
    const viewport = { width, height: width > 500 ? 900 : 844 }
    await page.setViewportSize(viewport)
    await signIn(page)
    const titulo = `Borrador compartido ${width} ${Date.now()}`
    const { id } = await newDraft(page, titulo)
    try {
      const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Compartir vista previa' }) })
      await panel.getByLabel('Vale por').selectOption('72')
      await panel.getByRole('button', { name: 'Crear enlace' }).click()
      const box = panel.getByRole('textbox', { name: /^Enlace \(vale hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/ })
      await expect(box).toHaveValue(/\/vista-compartida\/[A-Za-z0-9_-]{43}$/, { timeout: 15_000 })
      const enlace = new URL(await box.inputValue()).pathname
      await expect(panel.getByText(/^Vale hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · lo creó /)).toBeVisible()
      if (process.env.SAVE_SCREENS) await panel.screenshot({ path: `docs/screens/vista-previa/compartir-${width}.png` })

      // The guest: another browser, no account.
      const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })
      const tab = await guest.newPage()
      await tab.goto(enlace)
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(titulo)
      await expect(tab.getByRole('region', { name: 'Vista previa compartida' })).toContainText('te lo compartieron para revisarlo')
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      if (process.env.SAVE_SCREENS) await tab.screenshot({ path: `docs/screens/vista-previa/compartida-${width}.png` })
      // Read-only: the back office asks them to sign in.
      await tab.goto(`/admin/collections/comunicaciones/${id}`)
      await expect(tab.getByLabel('Correo electrónico')).toBeVisible({ timeout: 30_000 })

      // The editor revokes it: the guest's page is gone, and the link says why.
      await panel.getByRole('button', { name: /^Revocar/ }).click()
      await expect(panel.getByRole('status')).toHaveText('Enlace revocado: ya no abre la vista previa.')
      await expect(panel.getByText('No hay enlaces abiertos.')).toBeVisible()
      const refused = await tab.goto(enlace)
      expect(refused?.status()).toBe(410)
      await expect(tab.getByRole('heading', { name: 'Vista previa no disponible' })).toBeVisible()
      await expect(tab.getByText('Este enlace de vista previa se desactivó')).toBeVisible()
      if (process.env.SAVE_SCREENS) await tab.screenshot({ path: `docs/screens/vista-previa/enlace-revocado-${width}.png` })
      await guest.close()
    } finally {
      expect((await page.request.delete(`/cms-api/comunicaciones/${id}`, sameSite)).status()).toBe(200)
    }
  })
}
