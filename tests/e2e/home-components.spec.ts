import { expect, test, type Page } from '@playwright/test'
import { advance, pauseClock } from './clock'

// The shared components as the home page uses them: the CAR carousel (spec §2.3, §4, §9),
// the click-to-load video (§2.4 item 5) and the scroll button (§2.4 item 9).

const carousel = (page: Page) => page.getByRole('region', { name: 'Avisos destacados' })
/**
 * The slide a person sees: the last group that is not inert. The first slide, which holds the
 * page's h1, is never inert (issue 38.1), so while another is shown two groups are not inert.
 */
const shownSlide = (page: Page) => carousel(page).locator('[aria-roledescription="diapositiva"]:not([inert])').last()

async function openHome(page: Page) {
  await page.goto('/')
  // The controls are usable once the carousel has hydrated.
  await expect(carousel(page).getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible()
  await page.mouse.move(2, 2)
}

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`inicio a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('el carrusel: flechas que dan la vuelta, puntos y la diapositiva actual', async ({ page }) => {
      await openHome(page)
      const slides = carousel(page).locator('[aria-roledescription="diapositiva"]')
      const count = await slides.count()
      expect(count).toBeGreaterThan(2)
      await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 de ${count}`)
      await carousel(page).getByRole('button', { name: 'Diapositiva anterior' }).click()
      await expect(shownSlide(page)).toHaveAttribute('aria-label', `${count} de ${count}`)
      await carousel(page).getByRole('button', { name: 'Diapositiva siguiente' }).click()
      await expect(shownSlide(page)).toHaveAttribute('aria-label', `1 de ${count}`)
      const third = carousel(page).getByRole('button', { name: 'Ir a la diapositiva 3' })
      await third.click()
      await expect(shownSlide(page)).toHaveAttribute('aria-label', `3 de ${count}`)
      await expect(third).toHaveAttribute('aria-current', 'true')
      // The slide shown is the one in view: its left edge meets the carousel's.
      await expect
        .poll(async () => Math.abs((await shownSlide(page).boundingBox())!.x - (await carousel(page).boundingBox())!.x))
        .toBeLessThan(2)
      // 25:11 on phones, 25:9 from md.
      const box = (await shownSlide(page).boundingBox())!
      expect(box.width / box.height).toBeCloseTo(width >= 768 ? 25 / 9 : 25 / 11, 1)
    })

    // The page's clock is Playwright's: time moves only when the test says, so ten seconds cost none.
    if (width === 1440)
      test('el carrusel avanza solo cada 10 s y el reloj vuelve a empezar con cada cambio', async ({ page }) => {
        await page.clock.install()
        await openHome(page)
        await pauseClock(page)
        await carousel(page).getByRole('button', { name: 'Diapositiva siguiente' }).click()
        await page.mouse.move(2, 2)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^2 de/)
        await advance(page, 9_800)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^2 de/)
        await advance(page, 400)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^3 de/)
        // A dot chosen 6 s into a slide gives the new slide a full 10 s, not the 4 s left.
        await advance(page, 6_000)
        await carousel(page).getByRole('button', { name: 'Ir a la diapositiva 1' }).click()
        await page.mouse.move(2, 2)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^1 de/)
        await advance(page, 9_800)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^1 de/)
        await advance(page, 400)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^2 de/)
      })

    if (width === 1440)
      test('el carrusel no avanza bajo el cursor ni con movimiento reducido', async ({ page }) => {
        await page.clock.install()
        await openHome(page)
        await shownSlide(page).hover()
        await pauseClock(page)
        await advance(page, 11_000)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^1 de/)
        await page.mouse.move(2, 2)
        await advance(page, 10_200)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^2 de/)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await openHome(page)
        await pauseClock(page)
        await advance(page, 11_000)
        await expect(shownSlide(page)).toHaveAttribute('aria-label', /^1 de/)
      })

    if (width === 1440)
      test('el video no pide nada a otro sitio hasta el clic; después carga el reproductor a 720p', async ({ page }) => {
        const outside: string[] = []
        page.on('request', (r) => {
          const host = new URL(r.url()).hostname
          if (!['localhost', '127.0.0.1'].includes(host) && !r.url().startsWith('data:')) outside.push(r.url())
        })
        // There is no internet here: the player's own request is answered empty, but it is seen.
        await page.route(/youtube-nocookie\.com/, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
        )
        await page.goto('/')
        const play = page.getByRole('button', { name: 'Reproducir video: Conoce la Universidad UGC' })
        await play.scrollIntoViewIfNeeded()
        await page.waitForLoadState('networkidle')
        expect(outside).toEqual([])
        await expect(page.locator('iframe')).toHaveCount(0)
        await play.click()
        const frame = page.locator('iframe[title="Conoce la Universidad UGC"]')
        await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1&vq=hd720/)
        await expect.poll(() => outside.length).toBeGreaterThan(0)
        expect(outside.every((u) => u.includes('youtube-nocookie.com'))).toBe(true)
      })

    test('el botón para volver arriba aparece pasados 100 px y sube al inicio', async ({ page }) => {
      await page.goto('/')
      const button = page.getByRole('button', { name: 'Volver arriba' })
      const whatsapp = page.getByRole('link', { name: /^Escríbenos por WhatsApp/ })
      await expect(button).toBeHidden()
      await page.evaluate(() => window.scrollTo({ top: 90, behavior: 'instant' }))
      await page.waitForTimeout(300)
      await expect(button).toBeHidden()
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
      if (width < 1024) {
        // A phone shows one floating control at a time: while reading, WhatsApp; where the form
        // and the footer are on screen WhatsApp steps aside and the way back up takes its place.
        await page.waitForTimeout(300)
        await expect(button).toBeHidden()
        await expect(whatsapp).toBeVisible()
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
        await expect(whatsapp).toBeHidden()
      }
      await expect(button).toBeVisible()
      await button.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(button).toBeHidden()
    })
  })
}

test('una página pública llega en una sola petición: sin Critical-CH que obligue a repetirla', async ({ page }) => {
  const documents: string[] = []
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
  const response = await page.goto('/')
  expect(response!.headers()['critical-ch']).toBeUndefined()
  expect(documents).toHaveLength(1)
})
