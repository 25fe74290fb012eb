import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

// The seeded demo content (src/seed/content): 'Licenciatura en Psicología' is a programme whose
// title holds the word; 'turismo' is in more than ten published items; the study plans hold
// 'Matemáticas …' subjects, never in a title.

/** The header's search box: a disclosure button that opens the form. */
function headerSearch(page: Page) {
  const banner = page.getByRole('banner')
  return {
    toggle: banner.locator('summary').filter({ hasText: 'Abrir búsqueda' }),
    form: banner.getByRole('search', { name: 'Buscar en el sitio' }),
    box: banner.getByRole('searchbox', { name: 'Buscar en el sitio' }),
  }
}

/** The kind label over a result's title (Licenciatura, Noticia…). */
const kindOf = (item: Locator) => item.locator('p').first()
const results = (page: Page) => page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('listitem')
const status = (page: Page) => page.getByRole('main').getByRole('status')

/** The titles of the results shown, in order. */
async function resultTitles(page: Page): Promise<string[]> {
  return results(page).getByRole('heading', { level: 3 }).allInnerTexts()
}

test.describe('Búsqueda del sitio', () => {
  test('desde la caja del encabezado, «psicologia» sin acento lleva a /buscar con «Licenciatura en Psicología» primero', async ({
    page,
  }) => {
    await page.goto('/')
    const search = headerSearch(page)
    await expect(search.toggle).toHaveAccessibleName('Abrir búsqueda')
    await expect(search.box).toBeHidden()
    await search.toggle.click()
    await expect(search.toggle).toHaveAccessibleName('Cerrar búsqueda')
    await search.box.fill('psicologia')
    await search.box.press('Enter')

    await expect(page).toHaveURL(/\/buscar\?q=psicologia$/)
    await expect(page).toHaveTitle('Buscar · Universidad UGC')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar')
    await expect(status(page)).toHaveText(/^\d+ resultados? para «psicologia»$/)
    const first = results(page).first()
    await expect(first.getByRole('link')).toHaveText('Licenciatura en Psicología')
    await expect(kindOf(first)).toHaveText('Licenciatura')
    // What a prospect decides on, under the title (issue 38.8; src/seed/fixtures/offerFacts.ts).
    await expect(first.getByText('Escolarizada, Mixta · Los Cabos, Culiacán · 3 años 4 meses')).toBeVisible()
    await expect(first.locator('p', { hasText: '3 años 4 meses' })).toHaveText(
      'Modalidad, campus y duración: Escolarizada, Mixta · Los Cabos, Culiacán · 3 años 4 meses',
    )
    // The same words in the programme finder, with its filters.
    const inFinder = page.getByRole('main').getByRole('link', { name: 'Ver en el buscador de oferta' })
    await expect(inFinder).toHaveAttribute('href', '/oferta-academica?q=psicologia')
    // The matched word is marked as written, with its accent.
    await expect(first.getByRole('heading').locator('mark')).toHaveText('Psicología')
    // The page's own box shows the query being answered.
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Buscar en el sitio' })).toHaveValue('psicologia')

    await first.getByRole('link').click()
    await expect(page).toHaveURL(/\/licenciaturas\/licenciatura-en-psicologia$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Psicología')
  })

  test('«matematicas» encuentra las materias «Matemáticas …» de los planes de estudio y las marca en el extracto', async ({ page }) => {
    await page.goto('/buscar?q=matematicas')
    await expect(results(page).first()).toBeVisible()
    for (const item of await results(page).all()) {
      await expect(kindOf(item)).toHaveText('Licenciatura')
      await expect(item.locator('p mark').first()).toHaveText(/^matemáticas$/i)
    }
  })

  test('sin distinguir mayúsculas: «DERECHO» da lo mismo que «derecho», con la licenciatura primero', async ({ page }) => {
    await page.goto('/buscar?q=derecho')
    const lower = await resultTitles(page)
    expect(lower.length).toBeGreaterThan(1)
    await page.goto('/buscar?q=DERECHO')
    await expect(status(page)).toHaveText(`${lower.length} resultados para «DERECHO»`)
    expect(await resultTitles(page)).toEqual(lower)
    expect(lower[0]).toBe('Licenciatura en Derecho')
  })

  test('lo que tiene la palabra en el título va antes que lo que la tiene solo en el texto', async ({ page }) => {
    await page.goto('/buscar?q=derecho')
    const items = await results(page).all()
    const inTitle: boolean[] = []
    for (const item of items) inTitle.push((await item.getByRole('heading').locator('mark').count()) > 0)
    // Both kinds are there, and no title match comes after a text-only match.
    expect(inTitle).toContain(true)
    expect(inTitle).toContain(false)
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true))
    const titles = await resultTitles(page)
    // A news title with the word, before a programme that has it only in its study plan.
    expect(titles.indexOf('Estudiantes de Derecho llegan a la final nacional de litigación oral')).toBeLessThan(
      titles.indexOf('Licenciatura en Contaduría Pública'),
    )
    await expect(results(page).nth(titles.indexOf('Licenciatura en Contaduría Pública')).locator('p mark').first()).toHaveText('Derecho')
  })

  test('más de diez resultados se reparten en páginas de diez con Anterior y Siguiente', async ({ page }) => {
    await page.goto('/buscar?q=turismo')
    const total = Number((await status(page).innerText()).match(/^(\d+) resultados para «turismo»$/)![1])
    expect(total).toBeGreaterThan(10)
    const pages = Math.ceil(total / 10)
    const pager = page.getByRole('navigation', { name: 'Paginación' })
    await expect(results(page)).toHaveCount(10)
    await expect(pager.getByText(`Página 1 de ${pages}`)).toBeVisible()
    await expect(pager.getByRole('link', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true')
    const firstPage = await resultTitles(page)

    await pager.getByRole('link', { name: 'Siguiente' }).click()
    await expect(page).toHaveURL(/\/buscar\?q=turismo&page=2$/)
    await expect(pager.getByText(`Página 2 de ${pages}`)).toBeVisible()
    await expect(results(page)).toHaveCount(pages === 2 ? total - 10 : 10)
    const secondPage = await resultTitles(page)
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([])
    if (pages === 2) await expect(pager.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true')
    await pager.getByRole('link', { name: 'Anterior' }).click()
    await expect(page).toHaveURL(/\/buscar\?q=turismo$/)
    expect(await resultTitles(page)).toEqual(firstPage)
  })

  test('cada resultado lleva a una página que lo muestra', async ({ page }) => {
    // 'turismo' reaches every kind: programmes, CONOCER, news, events, podcasts, documents, books.
    test.setTimeout(240_000)
    const found: { title: string; href: string; kind: string }[] = []
    for (const n of [1, 2]) {
      await page.goto(`/buscar?q=turismo&page=${n}`)
      for (const item of await results(page).all()) {
        const link = item.getByRole('link')
        found.push({ title: await link.innerText(), href: (await link.getAttribute('href'))!, kind: (await kindOf(item).textContent())! })
      }
    }
    expect(new Set(found.map((f) => f.kind.toLowerCase()))).toEqual(
      new Set(['preparatoria', 'licenciatura', 'diplomado', 'estándar conocer', 'noticia', 'evento', 'podcast', 'documento', 'libro']),
    )
    for (const { title, href } of found) {
      const response = await page.goto(href)
      expect(response?.status(), href).toBe(200)
      await expect(page.getByRole('main').getByText(title, { exact: true }).first(), href).toBeAttached()
      const hash = new URL(href, 'http://x').hash
      if (hash) await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`), href).toBeAttached()
    }
  })

  test('sin palabras pide una; sin coincidencias lo dice; una consulta larguísima se recorta', async ({ page }) => {
    await page.goto('/buscar')
    await expect(status(page)).toHaveText('Escribe una palabra para buscar.')
    await expect(results(page)).toHaveCount(0)
    await page.goto('/buscar?q=%20%20')
    await expect(status(page)).toHaveText('Escribe una palabra para buscar.')

    await page.goto('/buscar?q=ornitorrinco')
    await expect(status(page)).toHaveText('No encontramos resultados para «ornitorrinco». Prueba con otras palabras.')
    await expect(results(page)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0)
    // Not a dead end: what the 404 offers (the pages looked for most, and the form), and the finder.
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'Lo que más se consulta' })).toBeVisible()
    await expect(main.getByRole('link', { name: /^Oferta académica/ })).toHaveAttribute('href', '/oferta-academica')
    await expect(main.getByRole('heading', { level: 2, name: '¿No encuentras lo que buscas?' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Solicita información' })).toHaveAttribute('href', '/#contacto')
    await expect(main.getByRole('link', { name: 'Ver en el buscador de oferta' })).toHaveAttribute(
      'href',
      '/oferta-academica?q=ornitorrinco',
    )

    const response = await page.goto(`/buscar?q=${'turismo '.repeat(40)}`)
    expect(response?.status()).toBe(200)
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Buscar en el sitio' })
    expect((await box.inputValue()).length).toBeLessThanOrEqual(200)
    await expect(status(page)).toContainText('resultados para «turismo turismo')
  })

  test('la página de resultados no se indexa pero sus enlaces se siguen', async ({ page }) => {
    await page.goto('/buscar?q=licenciatura')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  test.describe('sin JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('la caja del encabezado, los resultados y las páginas funcionan', async ({ page }) => {
      await page.goto('/')
      const search = headerSearch(page)
      await search.toggle.click()
      await search.box.fill('Gastronomía')
      await search.form.getByRole('button', { name: 'Buscar' }).click()
      await expect(page).toHaveURL(/\/buscar\?q=Gastronom%C3%ADa$/)
      await expect(status(page)).toHaveText(/^\d+ resultados? para «Gastronomía»$/)
      expect((await resultTitles(page))[0]).toBe('Licenciatura en Gastronomía')

      await page.goto('/buscar?q=turismo')
      await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Siguiente' }).click()
      await expect(page).toHaveURL(/page=2$/)
      await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible()
    })
  })

  test.describe('en un teléfono (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('la caja de búsqueda está en el encabezado, junto al menú, y cabe en la pantalla', async ({ page }) => {
      await page.goto('/')
      const search = headerSearch(page)
      await expect(search.toggle).toBeVisible()
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible()
      await search.toggle.click()
      await expect(search.box).toBeVisible()
      const box = (await search.box.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(box.height).toBeGreaterThanOrEqual(44)
      const button = search.form.getByRole('button', { name: 'Buscar' })
      const buttonBox = (await button.boundingBox())!
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(390)
      expect(Math.min(buttonBox.width, buttonBox.height)).toBeGreaterThanOrEqual(44)

      // Axe on the open box: names, contrast and landmarks.
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`),
      ).toEqual([])

      await search.box.fill('diplomado')
      await button.click()
      await expect(page).toHaveURL(/\/buscar\?q=diplomado$/)
      await expect(kindOf(results(page).first())).toHaveText('Diplomado')
    })
  })
})
