import { expect, test, type Locator, type Page } from '@playwright/test'
import { advance, pauseClock } from './clock'

// /preparatoria (spec §2.5, §9) on the two seeded bachillerato programmes (issue 5 item 1).

const general = {
  title: 'Preparatoria General',
  anchor: 'Preparatoria-General',
  tabs: ['Perfil de ingreso', 'Perfil de egreso', 'Duración y modalidad'],
  description: 'organizada en seis cuatrimestres',
  period: 'Cuatrimestre',
}
const tecnologico = {
  title: 'Bachillerato Tecnológico (Hospedaje y Alimentos)',
  anchor: 'Bachillerato-Tecnológico-Hospedaje-y-Alimentos',
  tabs: ['Perfil de ingreso', 'Perfil de egreso', 'Campo laboral', 'Duración y modalidad'],
  description: 'principal actividad económica de Los Cabos',
  period: 'Semestre',
}

const programmeSection = (page: Page, anchor: string) => page.locator(`section[id="${anchor}"]`)
const studyPlan = (page: Page, title: string) => page.getByRole('region', { name: `Plan de Estudios de ${title}` })

/** The labels of the period cards a person can see in the carousel: in view and not inert. */
async function cardsInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild!.getBoundingClientRect()
    return [...root.querySelectorAll<HTMLElement>('[aria-roledescription="diapositiva"]')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect()
        const shown = Math.min(r.right, viewport.right) - Math.max(r.left, viewport.left)
        return !slide.inert && shown > r.width / 2
      })
      .map((slide) => slide.querySelector('h4')!.textContent!.trim())
  })
}

async function openPage(page: Page) {
  const response = await page.goto('/preparatoria')
  expect(response?.status()).toBe(200)
  // The carousels' controls are usable once the page has hydrated.
  await expect(studyPlan(page, general.title).getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible()
}

for (const width of [1440, 390]) {
  test.describe(`/preparatoria a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('presenta las dos preparatorias: general en dos años con la SEP y técnica en tres con la DGETI', async ({ page }) => {
      await openPage(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preparatoria UGC')
      const intro = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Dos caminos para terminar tu preparatoria' }) })
      await expect(intro).toContainText('dos años')
      await expect(intro).toContainText('cuatrimestrales')
      await expect(intro).toContainText('Secretaría de Educación Pública (SEP)')
      await expect(intro).toContainText('tres años')
      await expect(intro).toContainText('(DGETI)')
      await expect(intro).toContainText('dos especialidades')
      // The preparatoria footer, not the standard one.
      await expect(page.locator('footer[data-variant="preparatoria"]')).toBeVisible()
    })

    test('Oferta Académica: cada imagen lleva a la sección de su programa', async ({ page }) => {
      await openPage(page)
      const grid = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Oferta Académica' }) })
      const links = grid.getByRole('link')
      await expect(links).toHaveText([general.title, tecnologico.title])
      expect(await links.evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!)))).toEqual([
        `#${general.anchor}`,
        `#${tecnologico.anchor}`,
      ])
      await links.nth(1).click()
      const section = programmeSection(page, tecnologico.anchor)
      await expect(section.getByRole('heading', { level: 2, name: tecnologico.title })).toBeInViewport()
      // The sticky header does not cover the programme's title.
      await expect
        .poll(async () => (await section.getByRole('heading', { level: 2 }).boundingBox())!.y, { timeout: 5_000 })
        .toBeGreaterThan(80)
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${tecnologico.anchor}`)
    })

    test('Admisiones: imagen de escritorio o de teléfono según el ancho, e INSCRÍBETE AQUÍ en otra pestaña', async ({ page }) => {
      await openPage(page)
      const admissions = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Admisiones' }) })
      // The picture is a scene without words, decorative: the heading and text beside it say it all.
      const image = admissions.locator('picture img')
      await expect(image).toHaveAttribute('alt', '')
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(width >= 768 ? /admisiones-escritorio\.webp$/ : /admisiones-movil\.webp$/)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width >= 768 ? 1600 : 800)
      const cta = admissions.getByRole('link', { name: /INSCRÍBETE AQUÍ/ })
      await expect(cta).toHaveAttribute('href', 'https://admisiones.ugc.edu.mx/preparatoria')
      await expect(cta).toHaveAttribute('target', '_blank')
      await expect(cta).toHaveAttribute('rel', /noopener/)
    })

    for (const programme of [general, tecnologico]) {
      test(`${programme.title}: subtítulo, la descripción principal como texto y no como pestaña, las demás características en pestañas`, async ({
        page,
      }) => {
        await openPage(page)
        const section = programmeSection(page, programme.anchor)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(programme.title)
        await expect(section.getByRole('img').first()).toBeAttached()
        const description = section.getByText(programme.description)
        await expect(description).toBeVisible()
        // The description sits outside the tab panels.
        expect(await description.evaluate((p) => p.closest('[role="tabpanel"]'))).toBeNull()
        const tabs = section.getByRole('tablist', { name: `Características de ${programme.title}` }).getByRole('tab')
        await expect(tabs).toHaveText(programme.tabs)
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
        await tabs.nth(1).click()
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
        await expect(section.getByRole('tabpanel', { name: programme.tabs[1] })).toBeVisible()
      })
    }

    test('el plan de estudios agrupa las materias por periodo, con su nombre según el tipo', async ({ page }) => {
      await openPage(page)
      for (const programme of [general, tecnologico]) {
        const carousel = studyPlan(page, programme.title)
        const cards = carousel.locator('h4')
        await expect(cards).toHaveText([1, 2, 3, 4, 5, 6].map((n) => `${programme.period} ${n}`))
      }
      const first = studyPlan(page, general.title).locator('[aria-roledescription="diapositiva"]').first()
      await expect(first.getByRole('listitem')).toHaveText([
        'Álgebra',
        'Química I',
        'Taller de Lectura y Redacción I',
        'Informática I',
        'Ética y Valores I',
        'Inglés I',
      ])
    })

    test('el botón «Volver al Inicio» aparece pasados 100 px y sube al inicio', async ({ page }) => {
      await openPage(page)
      const button = page.getByRole('button', { name: 'Volver al Inicio' })
      await expect(button).toBeHidden()
      await page.mouse.wheel(0, 600)
      if (width < 1024) {
        // On a phone it takes the WhatsApp button's place where the form and footer are on screen.
        await page.waitForTimeout(300)
        await expect(button).toBeHidden()
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
      }
      await expect(button).toBeVisible()
      await button.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('cada programa lleva su ficha (RVOE, modalidad, «Solicita información», WhatsApp) bajo su título, y la ficha abre el formulario con él elegido', async ({
      page,
    }) => {
      await openPage(page)
      for (const [programme, rvoe] of [
        [general, 'RVOE: SEP 20180945'],
        [tecnologico, 'RVOE: DGETI 2019031'],
      ] as const) {
        const card = programmeSection(page, programme.anchor).getByRole('region', { name: `${programme.title} de un vistazo` })
        await expect(card).toContainText(rvoe)
        await expect(card).toContainText('Escolarizada')
        await expect(card.getByRole('link', { name: /WhatsApp/ })).toBeVisible()
        // Right under the programme's title on a phone; beside its text from 1024 px.
        const title = programmeSection(page, programme.anchor).getByRole('heading', { level: 2, name: programme.title })
        const under = (await card.boundingBox())!.y - ((await title.boundingBox())!.y + (await title.boundingBox())!.height)
        expect(under).toBeLessThan(width < 1024 ? 120 : 140)
      }
      await programmeSection(page, tecnologico.anchor).getByRole('link', { name: 'Solicita información' }).click()
      await expect(page).toHaveURL(/\/preparatoria\?programa=bachillerato-tecnologico-hospedaje-y-alimentos#contacto$/)
      const form = page.locator('section#contacto')
      await expect(form.getByLabel('Programa de interés').locator('option:checked')).toHaveText(tecnologico.title)
    })

    test('el formulario de contacto está al final de la página', async ({ page }) => {
      await openPage(page)
      const form = page.locator('section#contacto')
      await expect(form.getByRole('heading', { name: '¿Quieres saber más de la Preparatoria UGC?' })).toBeVisible()
      await expect(form.getByLabel('Programa de interés').locator('option', { hasText: general.title })).toHaveCount(1)
    })
  })
}

// §9: 3 cards from 3000px, 2 from 1240px, 1 from 768px and 1 below.
for (const [width, shown] of [
  [3000, 3],
  [2999, 2],
  [1240, 2],
  [1239, 1],
  [768, 1],
  [390, 1],
] as const) {
  test(`a ${width}px el plan de estudios muestra ${shown} periodo(s) a la vez`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page)
    const carousel = studyPlan(page, general.title)
    await carousel.scrollIntoViewIfNeeded()
    await expect.poll(() => cardsInView(carousel)).toEqual(['Cuatrimestre 1', 'Cuatrimestre 2', 'Cuatrimestre 3'].slice(0, shown))
  })
}

test('el plan de estudios avanza solo cada 5 s, da la vuelta y no avanza con movimiento reducido', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 1440, height: 900 })
  await openPage(page)
  await pauseClock(page)
  const carousel = studyPlan(page, general.title)
  const current = carousel.locator('button[aria-current="true"]')
  await expect(current).toHaveText('Ir a la diapositiva 1')
  // A click starts a full period.
  await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click()
  await page.mouse.move(2, 2)
  await expect(current).toHaveText('Ir a la diapositiva 2')
  await advance(page, 4_800)
  await expect(current).toHaveText('Ir a la diapositiva 2')
  await advance(page, 400)
  await expect(current).toHaveText('Ir a la diapositiva 3')
  // The arrow back from the first period wraps to the last.
  await carousel.getByRole('button', { name: 'Ir a la diapositiva 1' }).click()
  await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click()
  await expect(current).toHaveText('Ir a la diapositiva 6')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openPage(page)
  await pauseClock(page)
  await advance(page, 6_000)
  await expect(studyPlan(page, general.title).locator('button[aria-current="true"]')).toHaveText('Ir a la diapositiva 1')
})

test('cada programa de la preparatoria lleva un Course en JSON-LD', async ({ page }) => {
  await openPage(page)
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const courses = texts.map((t) => JSON.parse(t) as { '@type': string; name: string; url: string }).filter((d) => d['@type'] === 'Course')
  expect(courses.map((c) => c.name)).toEqual([general.title, tecnologico.title])
  expect(decodeURIComponent(new URL(courses[1].url).hash)).toBe(`#${tecnologico.anchor}`)
})
