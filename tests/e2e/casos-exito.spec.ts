import { expect, test } from '@playwright/test'

// /casosdeexito, the graduates' success stories (spec §2.19; issue 6), on the seeded stories
// (src/seed/fixtures/graduates.ts).

const stories = [
  ['Mariana Castro Villalobos', 'Licenciatura en Gastronomía'],
  ['José Luis Geraldo Amador', 'Licenciatura en Administración de Empresas Turísticas'],
  ['Karla Patricia Osuna Lizárraga', 'Licenciatura en Derecho'],
  ['Diego Armando Ceseña Ruiz', 'Ingeniería en Sistemas Computacionales'],
  ['Ana Sofía Márquez Peralta', 'Licenciatura en Psicología'],
  ['Ricardo Félix Manríquez', 'Licenciatura en Contaduría Pública'],
] as const

for (const width of [1440, 390]) {
  test.describe(`/casosdeexito a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('banner, redes sociales y la cuadrícula de egresados', async ({ page }) => {
      const response = await page.goto('/casosdeexito')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casos de Éxito')
      const social = page.getByRole('region', { name: 'Historias que inspiran' })
      const links = social.getByRole('link')
      await expect(links).toHaveCount(3)
      await expect(links).toHaveText([/Facebook/, /Instagram/, /YouTube/])
      for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank')

      const grid = page.getByRole('region', { name: 'Nuestros egresados' })
      const cards = grid.getByRole('article')
      await expect(cards).toHaveCount(stories.length)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(stories.map(([name]) => name))
      for (const [i, [, degree]] of stories.entries()) {
        await expect(cards.nth(i)).toContainText(`Egresado de la ${degree}`)
      }
      await expect(cards.first().getByRole('img')).toHaveAttribute(
        'alt',
        'Mariana Castro Villalobos con filipina en la cocina del restaurante que dirige',
      )
      await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true)
    })

    test('el video no pide nada a otro sitio hasta el clic', async ({ page }) => {
      const outside: string[] = []
      page.on('request', (r) => {
        const host = new URL(r.url()).hostname
        if (!['localhost', '127.0.0.1'].includes(host) && !r.url().startsWith('data:')) outside.push(r.url())
      })
      // No internet here: the player's own request is answered empty, but it is seen.
      await page.route(/youtube-nocookie\.com/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
      )
      await page.goto('/casosdeexito')
      const play = page.getByRole('button', { name: 'Reproducir video: Casos de éxito de egresados de la Universidad UGC' })
      await play.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      expect(outside).toEqual([])
      await expect(page.locator('iframe')).toHaveCount(0)
      await play.click()
      await expect(page.locator('iframe[title="Casos de éxito de egresados de la Universidad UGC"]')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/h4WmQe8sJtU\?autoplay=1/,
      )
      await expect.poll(() => outside.length).toBeGreaterThan(0)
      expect(outside.every((u) => u.includes('youtube-nocookie.com'))).toBe(true)
    })
  })
}
