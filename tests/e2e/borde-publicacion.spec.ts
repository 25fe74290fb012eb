import { expect, test, type Page } from '@playwright/test'
import { newsDraft, sameSite } from './news-draft'
import { edgeBase } from './edge'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'

// Issue 41: what a publisher publishes in the back office, and then takes off, reaches a visitor
// who reads the news through the run's edge cache (tests/e2e/setup.ts) within a second of the site
// itself showing it: the site purges the edge once the change is saved (EDGE_PURGE_URLS).

const email = `borde.${Date.now()}@ugc.edu.mx`
const password = 'Publicar-En-El-Borde-2026'
const listPath = '/vida-universitaria-y-eventos'

test.describe.configure({ timeout: 180_000 })
test.beforeAll(() => void runLocalScript('institutional-editor.ts', ['create', email, password]))
test.afterAll(() => void runLocalScript('institutional-editor.ts', ['delete', email]))

/**
 * Milliseconds after now until the edge and the site itself (read directly) first answer the news
 * list with `shows` true for its text, side by side, each read the same way (the page's HTML: a
 * browser's full load of the page and its pictures made the edge's side slower to ask, not slower
 * to answer); then the visitor's browser loads it through the edge.
 */
async function whenShown(visitor: Page, site: string, shows: (text: string) => boolean) {
  const started = Date.now()
  const until = async (read: () => Promise<string>) => {
    while (Date.now() - started < 15_000) {
      if (shows(await read())) return Date.now() - started
      await new Promise((r) => setTimeout(r, 50))
    }
    return Infinity
  }
  const [atEdge, atSite] = await Promise.all([
    until(async () => (await fetch(edgeBase + listPath)).text()),
    until(async () => (await fetch(site + listPath)).text()),
  ])
  expect(atSite, 'el sitio mismo no lo mostró en 15 s').toBeLessThan(Infinity)
  await visitor.goto(edgeBase + listPath)
  return { lag: atEdge - atSite, report: `sitio ${atSite} ms, borde ${atEdge} ms` }
}

for (const width of [1440, 390]) {
  test(`a ${width}px, lo que una publicadora publica en la administración, y luego retira, lo ve un visitante a través del borde en menos de un segundo`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
    const visitorContext = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } })
    const visitor = await visitorContext.newPage()
    await signIn(page, email, password)
    const titulo = `Noticia publicada en el borde a ${width} px ${Date.now()}`
    const { id } = await newsDraft(page, titulo, `${titulo}: publicada a través del borde.`)
    try {
      // The visitor's list is the edge's own copy, without the draft.
      let answer = await visitor.goto(edgeBase + listPath)
      for (let i = 0; i < 10 && answer!.headers()['x-cache'] !== 'HIT'; i++) answer = await visitor.goto(edgeBase + listPath)
      expect(answer!.headers()['x-cache']).toBe('HIT')
      await expect(visitor.getByText(titulo)).toHaveCount(0)

      await page.goto(`/admin/collections/comunicaciones/${id}`)
      const publish = page.getByRole('button', { name: 'Publicar cambios' })
      await expect(publish).toBeEnabled({ timeout: 30_000 })
      await publish.click()
      await expect(page.getByText(/Se actualizó con éxito|publicad/i).first()).toBeVisible({ timeout: 30_000 })
      const published = await whenShown(visitor, baseURL!, (html) => html.includes(titulo))
      expect(published.lag, published.report).toBeLessThanOrEqual(1000)
      await expect(visitor.getByRole('link', { name: titulo }).first()).toBeVisible()

      // Taken off (back to a draft), it leaves the visitor's list the same way.
      const unpublished = await page.request.patch(`/cms-api/comunicaciones/${id}?depth=0`, { ...sameSite, data: { _status: 'draft' } })
      expect(unpublished.status()).toBe(200)
      const gone = await whenShown(visitor, baseURL!, (html) => !html.includes(titulo))
      expect(gone.lag, `la noticia retirada siguió en el borde: ${gone.report}`).toBeLessThanOrEqual(1000)
      await expect(visitor.getByText(titulo)).toHaveCount(0)
    } finally {
      await page.request.delete(`/cms-api/comunicaciones/${id}`, sameSite)
      await visitorContext.close()
    }
  })
}
