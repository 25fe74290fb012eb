import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

// Issue 38, items 4 and 6: a programme's page and an event's page say what a prospect decides on,
// at once: the programme's facts and the ways to ask, the event's day, place and places; and the
// event lists show the day each event happens, not the day it was published.

const congress = 'Congreso de Psicología Humanista: Evolucionar para Trascender'
const tournament = 'Torneo deportivo por el aniversario de la Revolución Mexicana'

async function eventAddress(page: Page, title: string): Promise<string> {
  const { data } = (await (await page.request.get('/api/get-comunicacion/?tipo=EVE')).json()) as {
    data: { titulo: string; slug: string }[]
  }
  return `/actividades-ugc?slug=${data.find((e) => e.titulo === title)!.slug}`
}

/** A date as the site's lists write it, in campus time. */
const campusDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mazatlan', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  )

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`a ${viewport.width} px`, () => {
    test.use({ viewport })

    test('un evento sin registro dice cuándo y dónde es, en la primera pantalla', async ({ page }) => {
      await page.goto(await eventAddress(page, tournament))
      const glance = page.getByRole('region', { name: 'El evento de un vistazo' })
      await expect(glance).toBeInViewport({ ratio: 1 })
      await expect(glance.locator('time')).toHaveText('viernes, 20 de noviembre de 2026, 08:00 h')
      await expect(glance).toContainText('Unidad deportiva de Cabo San Lucas')
      await expect(glance.getByRole('link')).toHaveCount(0)
      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      expect(violations.map((v) => v.id)).toEqual([])
    })

    test('un evento con registro muestra los lugares y «Registrarme» lleva al registro; la lista muestra el día del evento', async ({
      page,
    }) => {
      await page.goto(await eventAddress(page, congress))
      const glance = page.getByRole('region', { name: 'El evento de un vistazo' })
      await expect(glance).toBeInViewport({ ratio: 1 })
      await expect(glance).toContainText(/Quedan \d+ lugares\.|Queda 1 lugar\.|El cupo está lleno/)
      await expect(glance).toContainText('Auditorio del campus Centro, Cabo San Lucas')
      const starts = (await glance.locator('time').getAttribute('datetime'))!
      await glance.getByRole('link', { name: 'Registrarme' }).click()
      await expect(page).toHaveURL(/#registro$/)
      await expect(page.getByRole('region', { name: 'Regístrate a este evento' })).toBeInViewport()

      // The list and the sidebar give the congress's own day, weeks after it was published (13/11/2026).
      await page.goto('/actividades-ugc')
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: congress }) })
      await expect(card.locator('time')).toHaveText(campusDay(starts))
      expect(campusDay(starts)).not.toBe('13/11/2026')
    })
  })
}

test.describe('la ficha de un programa', () => {
  test('a 390 px va justo bajo el título, antes del texto, con sus datos y las dos formas de preguntar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/licenciaturas/licenciatura-en-derecho')
    const card = page.getByRole('region', { name: 'Licenciatura en Derecho de un vistazo' })
    await expect(card).toContainText('RVOE: SEP 20090734')
    await expect(card).toContainText('Modalidad')
    await expect(card).toContainText('Duración')
    const subtitle = page.getByText(/^Fórmate como abogado/)
    expect((await card.boundingBox())!.y).toBeLessThan((await subtitle.boundingBox())!.y)
    await expect(card.getByRole('link', { name: /^Pregunta por WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
    await card.getByRole('link', { name: 'Solicita información' }).click()
    await expect(page).toHaveURL(/#contacto$/)
    await expect(page.locator('#contacto').getByLabel('Programa de interés').locator('option:checked')).toHaveText(
      'Licenciatura en Derecho',
    )
  })

  test('a 1440 px está en la columna derecha y sigue a la vista mientras el contenido avanza', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/licenciaturas/licenciatura-en-derecho')
    const card = page.getByRole('region', { name: 'Licenciatura en Derecho de un vistazo' })
    const subtitle = page.getByText(/^Fórmate como abogado/)
    expect((await card.boundingBox())!.x).toBeGreaterThan((await subtitle.boundingBox())!.x + 500)
    await page.getByRole('heading', { name: 'Plan de Estudios' }).scrollIntoViewIfNeeded()
    await expect(card).toBeInViewport({ ratio: 1 })
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  })
})
