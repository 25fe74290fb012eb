import { expect, test } from '@playwright/test'
import { watchSecurityReports } from '../support/csp'
import { edgeBase } from './edge'

// The site in Chromium through the run's edge cache (scripts/edge.mjs: Varnish with edge/sitio.vcl)
// in front of the suite's server: pages kept there keep working as the server sends them (their
// scripts run under the CSP stored with them, their pictures and links work), and the back office
// passes. A publication through it: borde-publicacion.spec.ts; over HTTP: tests/api/edge.api.test.ts.

const edge = { base: edgeBase }

const pages = [
  '/',
  '/licenciaturas/licenciatura-en-derecho',
  '/vida-universitaria-y-eventos',
  '/radiougc?month=10/2026',
  '/stica/editoriales?pagina=2',
  // Last: the finder is then used in the page.
  '/oferta-academica',
]

for (const width of [1440, 390]) {
  test.describe(`a través de la caché del borde a ${width}px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } })

    test('las páginas se sirven desde el borde y siguen funcionando: sus scripts corren bajo su CSP guardada', async ({ page }) => {
      const reports = await watchSecurityReports(page)
      for (const path of pages) {
        // Again until the edge serves it: the first answer may be drawn by the server, or be one the
        // server was still drawing again (a page that shows visit counts is refreshed each minute).
        let answer = await page.goto(edge.base + path)
        for (let i = 0; i < 10 && answer!.headers()['x-cache'] !== 'HIT'; i++) answer = await page.goto(edge.base + path)
        expect(answer!.status(), path).toBe(200)
        expect(answer!.headers()['x-cache'], path).toBe('HIT')
        expect(answer!.headers()['content-security-policy'], path).toMatch(/'sha256-/)
        await expect(page.getByRole('banner'), path).toBeVisible()
        const broken = await page.evaluate(() =>
          [...document.images].filter((img) => img.complete && img.currentSrc && img.naturalWidth === 0).map((img) => img.currentSrc),
        )
        expect(broken, path).toEqual([])
      }
      // The finder, kept at the edge, filters in the browser; its filtered view passes to the server.
      // Below 1024 px its filters are a sheet, opened by «Filtros (n)».
      if (width < 1024) await page.getByRole('button', { name: /^Filtros \(\d+\)$/ }).click()
      await page.getByRole('checkbox', { name: /^En línea \(\d+\)$/ }).check()
      await expect(page).toHaveURL(`${edge.base}/oferta-academica?modalidad=en-linea`)
      await expect(page.getByRole('main').getByRole('status')).toHaveText('6 programas')
      if (width < 800) {
        await page.getByRole('button', { name: 'Abrir menú' }).click()
        await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible()
      }
      expect(reports).toEqual([])
    })

    test('la administración pasa por el borde sin guardarse', async ({ page }) => {
      const answer = await page.goto(`${edge.base}/admin`)
      expect(answer!.headers()['x-cache']).toBe('PASS')
      // The back office's first view is drawn cold on a busy machine: more than the default wait. With
      // no account yet it is the page that asks for the set-up address (a heading); once a test has
      // made staff accounts, the sign-in (an e-mail field, no heading).
      const firstView = page.getByRole('heading', { name: 'Se necesita la dirección de configuración' })
      await expect(firstView.or(page.getByRole('textbox', { name: /^Correo electrónico/ })).first()).toBeVisible({ timeout: 30_000 })
      // Asked again (past the page's own move to its sign-in form, which can take a second navigation's place).
      const again = await page.request.get(`${edge.base}/admin`, { maxRedirects: 0 })
      expect(again.headers()['x-cache']).toBe('PASS')
    })
  })
}
