import { expect, test, type Locator } from '@playwright/test'

// Issue 38.10, finishing the grid: headings side by side start at the same height, card titles are
// h3, the contact form's title is drawn like every section's, and the finder quotes a search once.

const top = async (locator: Locator) => Math.round((await locator.boundingBox())!.y)

test.use({ viewport: { width: 1440, height: 900 } })

test('/incubadora: «¿Qué es la Incubadora?» y «¿Cómo opera?» empiezan a la misma altura', async ({ page }) => {
  await page.goto('/incubadora')
  const what = page.getByRole('heading', { level: 2, name: '¿Qué es la Incubadora?' })
  const how = page.getByRole('heading', { level: 2, name: '¿Cómo opera?' })
  expect(await top(how)).toBe(await top(what))
})

test('/estudiantes: las dos tarjetas de prácticas tienen su título como h3, a la misma altura', async ({ page }) => {
  await page.goto('/estudiantes')
  const contact = page.getByRole('heading', { level: 3, name: 'Coordinación de Prácticas Profesionales' })
  const board = page.getByRole('heading', { level: 3, name: 'Bolsa de prácticas profesionales' })
  expect(await top(board)).toBe(await top(contact))
  await expect(page.getByRole('region', { name: 'Coordinación de Prácticas Profesionales' })).toBeVisible()
})

test('«Solicita información» lleva el peso y la raya roja de los demás títulos de sección', async ({ page }) => {
  await page.goto('/licenciaturas/licenciatura-en-derecho')
  const form = page.getByRole('heading', { level: 2, name: 'Solicita información' })
  const plan = page.getByRole('heading', { level: 2, name: 'Plan de Estudios' })
  await expect(form).toHaveCSS('font-weight', await plan.evaluate((h) => getComputedStyle(h).fontWeight))
  // The brand's rule right under it.
  const rule = form.locator('xpath=following-sibling::span[1]')
  await expect(rule).toHaveCSS('background-color', 'rgb(196, 18, 48)')
})

test('el buscador de oferta cita una búsqueda una sola vez', async ({ page }) => {
  await page.goto('/oferta-academica?q=zzqx')
  await expect(page.getByText(/^Sin «Búsqueda: zzqx» hay \d+ programas:$/)).toBeVisible()
})

test('un título largo (EC0301, 130 caracteres) cabe en tres renglones, no en siete', async ({ page }) => {
  await page.goto('/CONOCER')
  const href = (await page
    .getByRole('main')
    .getByRole('link', { name: /EC0301/ })
    .first()
    .getAttribute('href'))!
  await page.goto(href)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toContainText('EC0301')
  const lines = await h1.evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)))
  expect(lines).toBeLessThanOrEqual(3)
  // And it is never drawn smaller than the section titles under it.
  const size = (h: Element) => parseFloat(getComputedStyle(h).fontSize)
  const h1Size = await h1.evaluate(size)
  for (const h2 of await page.getByRole('main').getByRole('heading', { level: 2 }).all())
    if (await h2.isVisible()) expect(await h2.evaluate(size)).toBeLessThanOrEqual(h1Size)
})

test('un solo plan de estudios: el acordeón de una licenciatura y el carrusel de la preparatoria marcan cada periodo con el mismo disco', async ({
  page,
}) => {
  // What a disc looks like, and what it says (the number is drawn by CSS, outside the period's name).
  const disc = (badge: Locator) =>
    badge.evaluate((b) => {
      const s = getComputedStyle(b)
      return { n: getComputedStyle(b, '::before').content, size: b.getBoundingClientRect().width, bg: s.backgroundColor, color: s.color }
    })

  await page.goto('/licenciaturas/licenciatura-en-gastronomia')
  const plan = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Plan de Estudios' }) })
  const second = plan.getByRole('button', { name: 'Cuatrimestre 2', exact: true })
  const accordion = await disc(second.locator('.period-badge'))
  expect(accordion).toEqual({ n: '"2"', size: 36, bg: 'rgb(196, 18, 48)', color: 'rgb(255, 255, 255)' })
  // Open, the row turns red and its disc white with a red number.
  await expect(async () => {
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass()
  expect(await disc(second.locator('.period-badge'))).toEqual({ ...accordion, bg: 'rgb(255, 255, 255)', color: 'rgb(196, 18, 48)' })

  await page.goto('/preparatoria')
  const card = page
    .getByRole('region', { name: /^Plan de Estudios de / })
    .first()
    .getByRole('group')
    .filter({ has: page.getByRole('heading', { name: 'Cuatrimestre 2', exact: true }) })
  expect(await disc(card.locator('.period-badge'))).toEqual(accordion)
})
