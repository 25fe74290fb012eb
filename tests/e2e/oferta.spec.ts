import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

// The seeded demo content (src/seed/fixtures/offerFacts.ts) decides every expected list here.

const finder = '/oferta-academica'
const cards = (page: Page) => page.getByRole('list', { name: 'Programas de la oferta académica' }).locator(':scope > li:not([hidden])')
const titles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts()
// The boxes are read even while the phone's sheet that holds them is closed.
const box = (page: Page, label: string) => page.getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`), includeHidden: true })
const status = (page: Page) => page.getByRole('main').getByRole('status')
const sheet = (page: Page) => page.getByRole('search', { name: 'Filtra la oferta' })

/** Below 1024 px the filters are a sheet over the results: «Filtros (n)» opens it (issue 38.7). */
async function openFilters(page: Page) {
  if ((page.viewportSize()?.width ?? 1440) >= 1024) return
  await page.getByRole('button', { name: /^Filtros \(\d+\)$/ }).click()
  await expect(sheet(page)).toBeVisible()
}

const onlineInCuliacan = [
  'Licenciatura en Contaduría Pública',
  'Licenciatura en Ciencias de la Educación',
  'Diplomado en Habilidades Docentes',
  'Diplomado en Finanzas Personales',
]
const compared = ['Licenciatura en Derecho', 'Licenciatura en Psicología', 'Diplomado en Desarrollo Humano']

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('body > header').exclude('body > footer').analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
}

/** Screenshots for docs/screens/oferta/ when OFERTA_SCREENS is set (never in an ordinary run). */
async function shot(page: Page, name: string, width: number) {
  if (!process.env.OFERTA_SCREENS) return
  // Lazy images below the fold load once scrolled past.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `docs/screens/oferta/${name}-${width}.png`, fullPage: true })
}

for (const width of [1440, 390]) {
  test.describe(`Oferta académica a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('los filtros se combinan, la dirección los guarda, y recargar y volver atrás los respetan', async ({ page }) => {
      await page.goto(finder)
      await expect(status(page)).toHaveText('24 programas')
      await expect(cards(page)).toHaveCount(24)
      await shot(page, 'buscador', width)

      await openFilters(page)
      await box(page, 'En línea').check()
      await expect(page).toHaveURL(`${finder}?modalidad=en-linea`)
      await expect(status(page)).toHaveText('6 programas')
      await box(page, 'Culiacán').check()
      await expect(page).toHaveURL(`${finder}?modalidad=en-linea&campus=culiacan`)
      expect(await titles(page)).toEqual(onlineInCuliacan)
      // Counts per option: with the other filters applied, 2 licenciaturas and 2 diplomados.
      await expect(box(page, 'Licenciatura')).toHaveAccessibleName('Licenciatura (2)')
      await expect(box(page, 'Preparatoria')).toHaveAccessibleName('Preparatoria (0)')

      await box(page, 'Diplomado').check()
      await expect(page).toHaveURL(`${finder}?nivel=DIP&modalidad=en-linea&campus=culiacan`)
      expect(await titles(page)).toEqual(['Diplomado en Habilidades Docentes', 'Diplomado en Finanzas Personales'])

      await page.reload()
      await expect(box(page, 'Diplomado')).toBeChecked()
      await openFilters(page)
      expect(await titles(page)).toEqual(['Diplomado en Habilidades Docentes', 'Diplomado en Finanzas Personales'])

      await page.goBack()
      await expect(page).toHaveURL(`${finder}?modalidad=en-linea&campus=culiacan`)
      await expect(box(page, 'Diplomado')).not.toBeChecked()
      expect(await titles(page)).toEqual(onlineInCuliacan)
      await page.goBack()
      await expect(page).toHaveURL(`${finder}?modalidad=en-linea`)
      await expect(status(page)).toHaveText('6 programas')
    })

    test('la búsqueda no distingue acentos ni mayúsculas; cada tarjeta lleva a su programa', async ({ page }) => {
      await page.goto(finder)
      await openFilters(page)
      await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('PSICOLOGIA')
      await expect(page).toHaveURL(`${finder}?q=PSICOLOGIA`)
      expect(await titles(page)).toEqual(['Licenciatura en Psicología'])
      await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('gestion hotel')
      expect(await titles(page)).toEqual(['Diplomado en Gestión Hotelera'])
      // The sheet's button, at its foot on the screen whatever the list's length, says what it will show
      // and closes the sheet: the results are already there.
      if (width < 1024) {
        const apply = page.getByRole('button', { name: 'Ver 1 programa' })
        await expect(apply).toBeInViewport({ ratio: 1 })
        await apply.click()
        await expect(sheet(page)).toBeHidden()
        await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible()
      }
      await cards(page).getByRole('link', { name: 'Diplomado en Gestión Hotelera', exact: true }).click()
      await expect(page).toHaveURL('/diplomados/diplomado-en-gestion-hotelera')
      // The programme's page shows its facts.
      const facts = page.getByRole('main').locator('dl').first()
      await expect(facts).toContainText('Mixta')
      await expect(facts).toContainText('Cabo San Lucas')
      await expect(facts).toContainText('6 meses')
      await expect(facts).toContainText('Febrero, Agosto')
    })

    test('sin resultados: propone lo más cercano y el formulario de contacto', async ({ page }) => {
      await page.goto(`${finder}?nivel=BAC&campus=culiacan`)
      await expect(status(page)).toHaveText('Ningún programa cumple con todos tus filtros.')
      await expect(cards(page)).toHaveCount(0)
      await expect(page.getByText('Sin «Nivel: Preparatoria» hay 7 programas:')).toBeVisible()
      await expect(page.getByRole('link', { name: /Licenciatura en Derecho/ }).first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'Escríbenos en el formulario de contacto' })).toHaveAttribute('href', '/#contacto')
      await axeClean(page)
      await shot(page, 'sin-resultados', width)
      await page.getByRole('link', { name: 'Ver estos programas' }).click()
      await expect(page).toHaveURL(`${finder}?campus=culiacan`)
      await expect(status(page)).toHaveText('7 programas')
    })

    test('comparar: hasta 3 programas, el cuarto se rechaza, y la comparación se lee lado a lado', async ({ page }) => {
      await page.goto(finder)
      for (const title of compared) await page.getByRole('checkbox', { name: `Comparar ${title}` }).check()
      await expect(page.getByRole('button', { name: 'Comparar (3)' })).toBeEnabled()
      const fourth = page.getByRole('checkbox', { name: 'Comparar Licenciatura en Gastronomía' })
      await fourth.click()
      await expect(fourth).not.toBeChecked()
      await expect(page.getByText('Puedes comparar hasta 3 programas. Quita uno para agregar otro.')).toBeVisible()
      // While the bar shows, the floating WhatsApp button steps aside instead of covering its message.
      await expect(page.locator('[data-floating="whatsapp"]')).toBeHidden()
      await axeClean(page)
      await page.getByRole('button', { name: 'Comparar (3)' }).click()
      await expect(page).toHaveURL(
        /\/oferta-academica\/comparar\?p=licenciatura-en-derecho&p=licenciatura-en-psicologia&p=diplomado-en-desarrollo-humano$/,
      )
      const table = page.getByRole('table', { name: 'Comparación de programas' })
      await expect(table.getByRole('columnheader')).toHaveCount(4)
      for (const title of compared) await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible()
      await expect(table.getByRole('row', { name: /^Duración/ })).toContainText('4 años')
      await expect(table.getByRole('row', { name: /^Materias del plan de estudios/ }).getByRole('cell')).toHaveCount(3)
      await expect(table.getByRole('row', { name: /^RVOE/ })).toContainText('SEP 20090734')
      await axeClean(page)
      await shot(page, 'comparar', width)
      if (width === 390) {
        // The table scrolls sideways; the first column stays in place.
        const region = page.getByRole('region', { name: 'Comparación de programas' })
        const label = table.getByRole('rowheader', { name: 'Duración' })
        const before = (await label.boundingBox())!.x
        await region.evaluate((el) => el.scrollBy({ left: 300 }))
        await expect.poll(async () => (await label.boundingBox())!.x).toBe(before)
        const lastColumn = table.getByRole('columnheader').last()
        await expect.poll(async () => (await lastColumn.boundingBox())!.x).toBeLessThan(390)
      }
      // Each column ends in «Solicita información»: the programme's own form, with it chosen.
      await table.getByRole('link', { name: 'Solicita información: Licenciatura en Psicología' }).click()
      await expect(page).toHaveURL(/\/licenciaturas\/licenciatura-en-psicologia#contacto$/)
      await expect(page.locator('#contacto').getByLabel('Programa de interés').locator('option:checked')).toHaveText(
        'Licenciatura en Psicología',
      )
    })
  })
}

// Issue 38.7: on a phone the results come first and the filters wait in a sheet; at 1440 the filter
// column is as long as it is, and the comparison bar shows once something is picked.
test.describe('El buscador en un teléfono y en una pantalla ancha', () => {
  test('a 390 px el primer programa está en la primera pantalla y los filtros en «Filtros (n)»', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(finder)
    await expect(cards(page).first()).toBeInViewport()
    await expect(sheet(page)).toBeHidden()
    await expect(page.getByRole('button', { name: /^Comparar/ })).toBeHidden()
    await openFilters(page)
    // The sheet covers the results from the bottom and closes with its button.
    const box_ = (await sheet(page).boundingBox())!
    expect(Math.round(box_.y + box_.height)).toBe(844)
    await box(page, 'Licenciatura').check()
    await page.getByRole('button', { name: 'Cerrar filtros' }).click()
    await expect(sheet(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible()
    await expect(status(page)).toHaveText(/^\d+ programas$/)
    // Each card asks about its programme on the programme's own form (issue 38.5).
    await expect(page.getByRole('link', { name: 'Solicita información: Licenciatura en Derecho' })).toHaveAttribute(
      'href',
      '/licenciaturas/licenciatura-en-derecho#contacto',
    )
    // The comparison bar appears with the first programme picked.
    await page.getByRole('checkbox', { name: 'Comparar Licenciatura en Derecho' }).check()
    await expect(page.getByRole('button', { name: 'Comparar (1)' })).toBeVisible()
    await axeClean(page)
  })

  test('a 1440 px los filtros son la columna izquierda y no se desplazan por dentro', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(finder)
    await expect(sheet(page)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filtros \(/ })).toBeHidden()
    const column = await sheet(page).evaluate((el) => ({
      overflow: getComputedStyle(el).overflowY,
      inner: el.scrollHeight - el.clientHeight,
    }))
    expect(column).toEqual({ overflow: 'visible', inner: 0 })
    const [form, list] = [(await sheet(page).boundingBox())!, (await cards(page).first().boundingBox())!]
    expect(form.x + form.width).toBeLessThan(list.x)
    await expect(page.getByRole('button', { name: /^Comparar/ })).toBeHidden()
  })
})

test.describe('Oferta académica sin JavaScript', () => {
  for (const width of [1440, 390]) {
    test(`a ${width}px el formulario filtra en el servidor y la comparación se envía como enlace`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, locale: 'es-MX' })
      const page = await context.newPage()
      await page.goto(finder)
      await openFilters(page)
      await box(page, 'En línea').check()
      await box(page, 'Culiacán').check()
      await page.getByRole('button', { name: 'Aplicar filtros' }).click()
      await expect(page).toHaveURL(`${finder}?modalidad=en-linea&campus=culiacan`)
      expect(await titles(page)).toEqual(onlineInCuliacan)
      await openFilters(page)
      await expect(box(page, 'Licenciatura')).toHaveAccessibleName('Licenciatura (2)')
      // The browser closes the sheet (Escape), without a script too.
      if (width < 1024) {
        await page.keyboard.press('Escape')
        await expect(sheet(page)).toBeHidden()
      }

      // Without a script too, the comparison bar shows only once a programme is marked (CSS alone).
      await expect(page.getByRole('button', { name: /^Comparar/ })).toBeHidden()
      await page.getByRole('checkbox', { name: 'Comparar Licenciatura en Contaduría Pública' }).check()
      await expect(page.getByRole('button', { name: /^Comparar/ })).toBeVisible()
      await page.getByRole('checkbox', { name: 'Comparar Diplomado en Finanzas Personales' }).check()
      await page.getByRole('button', { name: /^Comparar/ }).click()
      await expect(page).toHaveURL(/\/oferta-academica\/comparar\?p=licenciatura-en-contaduria-publica&p=diplomado-en-finanzas-personales$/)
      await expect(page.getByRole('table', { name: 'Comparación de programas' }).getByRole('columnheader')).toHaveCount(3)
      await context.close()
    })
  }
})

test.describe('Enlaces al buscador', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  test('el menú «Programas Académicos» y la franja de oferta del inicio llevan a /oferta-academica', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Explora toda la oferta académica' })).toHaveAttribute('href', finder)
    // The wide screen's menu (the phone's, in its closed panel, holds the same link).
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Menú principal' })
    await expect(menu.getByRole('link', { name: 'Toda la oferta', includeHidden: true })).toHaveAttribute('href', finder)
  })
  test('JSON-LD: una ItemList de Course con su proveedor; canónica sin filtros', async ({ page }) => {
    await page.goto(`${finder}?campus=culiacan`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/oferta-academica$/)
    const lists = await page.locator('script[type="application/ld+json"]').allTextContents()
    const list = lists.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'ItemList')
    expect(list.numberOfItems).toBe(21)
    expect(list.itemListElement[0].item).toMatchObject({
      '@type': 'Course',
      name: 'Preparatoria General',
      provider: { '@type': 'CollegeOrUniversity' },
    })
  })
})
