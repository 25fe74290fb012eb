import { expect, test, type Page } from '@playwright/test'

// The academic offer of spec §2.6–§2.8 on the seeded programmes: licenciaturas, diplomados and
// CONOCER standards, their lists and details (issue 5 items 2, 3, 4, 6 and 7).

const licenciatura = { path: '/licenciaturas/licenciatura-en-derecho', title: 'Licenciatura en Derecho' }
const diplomado = { path: '/diplomados/diplomado-en-gestion-hotelera', title: 'Diplomado en Gestión Hotelera' }

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>)
}

/** Hrefs of the cards of a list page's grid, in order. */
async function cardHrefs(page: Page, gridHeading: string): Promise<string[]> {
  const grid = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: gridHeading }) })
  return grid
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

/** The contact form's programme select, by its visible label. */
const programmeSelect = (page: Page) => page.locator('section#contacto').getByLabel('Programa de interés')

const lists = [
  { path: '/licenciaturas', h1: 'Bienvenido', gridHeading: 'Elige tu Licenciatura', count: 8 },
  { path: '/diplomados', h1: 'Diplomados', gridHeading: 'Elige tu Diplomado', count: 6 },
  { path: '/CONOCER', h1: 'CONOCER', gridHeading: 'Estándares de competencia que evaluamos', count: 5 },
]

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`oferta académica a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const list of lists) {
      test(`${list.path}: banner, tarjetas que llevan a cada detalle y un ItemList con las mismas direcciones`, async ({ page }) => {
        const response = await page.goto(list.path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.h1)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        const hrefs = await cardHrefs(page, list.gridHeading)
        expect(hrefs).toHaveLength(list.count)
        for (const href of hrefs) expect(href).toMatch(new RegExp(`^${list.path}/[a-z0-9-]+$`))
        // One link per card: no duplicate addresses in the grid.
        expect(new Set(hrefs).size).toBe(hrefs.length)

        const [itemList] = (await jsonLd(page)).filter((d) => d['@type'] === 'ItemList')
        expect(itemList).toBeDefined()
        const urls = (itemList!.itemListElement as { position: number; url: string }[]).map((e) => new URL(e.url).pathname)
        expect(urls).toEqual(hrefs)

        // The last card opens its detail, whose banner names the programme.
        const last = page.locator(`a[href="${hrefs.at(-1)}"]`)
        const cardTitle = (await last.getByRole('heading').textContent())!.trim()
        await last.click()
        await expect(page).toHaveURL(hrefs.at(-1)!)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(cardTitle.replace(/^Diplomado en /, ''))
        await expect(page.locator('section#contacto')).toBeVisible()
      })
    }

    test('detalle: la primera pestaña está seleccionada y la flecha derecha pasa a la siguiente', async ({ page }) => {
      await page.goto(licenciatura.path)
      const tabs = page.getByRole('tablist', { name: 'Conoce la licenciatura' }).getByRole('tab')
      await expect(tabs).toHaveText(['Descripción', 'Perfil de ingreso', 'Perfil de egreso', 'Campo laboral', 'Duración y modalidad'])
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel', { name: 'Descripción' })).toContainText('sala de juicios orales')

      // Until the page hydrates a key press does nothing, so the move is retried from the first tab.
      await expect(async () => {
        await tabs.nth(0).click()
        await page.keyboard.press('ArrowRight')
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
      }).toPass()
      await expect(tabs.nth(1)).toBeFocused()
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false')
      await expect(page.getByRole('tabpanel', { name: 'Perfil de ingreso' })).toBeVisible()
      await expect(page.getByRole('tabpanel', { name: 'Perfil de ingreso' })).toContainText('gusto por la lectura')
      await expect(page.getByText('sala de juicios orales')).toBeHidden()
      // It wraps from the last tab to the first.
      await page.keyboard.press('End')
      await page.keyboard.press('ArrowRight')
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    })

    test('detalle: el Plan de Estudios abre un periodo a la vez y un segundo clic lo cierra', async ({ page }) => {
      await page.goto(licenciatura.path)
      const plan = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Plan de Estudios' }) })
      const first = plan.getByRole('button', { name: 'Semestre 1', exact: true })
      const second = plan.getByRole('button', { name: 'Semestre 2', exact: true })
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(async () => {
        await first.click()
        await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
      }).toPass()
      await expect(plan.getByText('Introducción al Estudio del Derecho')).toBeVisible()

      await second.click()
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(plan.getByText('Introducción al Estudio del Derecho')).toBeHidden()
      await expect(plan.getByText('Derecho Civil I: Personas y Familia')).toBeVisible()
      await expect(plan.getByRole('button', { expanded: true })).toHaveCount(1)

      await second.click()
      await expect(second).toHaveAttribute('aria-expanded', 'false')
      await expect(plan.getByRole('button', { expanded: true })).toHaveCount(0)
      await expect(plan.getByText('Derecho Civil I: Personas y Familia')).toBeHidden()
    })

    if (width === 1440)
      test('el plan de estudios nombra los periodos por su tipo: CUA, SEM, TRI y otro', async ({ page }) => {
        const cases = [
          { path: '/licenciaturas/licenciatura-en-gastronomia', label: 'Cuatrimestre', periods: 9 },
          { path: '/licenciaturas/licenciatura-en-derecho', label: 'Semestre', periods: 8 },
          { path: '/licenciaturas/licenciatura-en-contaduria-publica', label: 'Trimestre', periods: 12 },
          { path: '/diplomados/diplomado-en-ingles-para-el-turismo', label: 'Trimestre', periods: null },
          { path: '/diplomados/diplomado-en-gestion-hotelera', label: 'Modulo', periods: 6 },
        ]
        for (const c of cases) {
          await page.goto(c.path)
          const plan = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Plan de Estudios' }) })
          const titles = (await plan.getByRole('button').allTextContents()).map((t) => t.trim())
          expect(titles.length, c.path).toBeGreaterThan(0)
          if (c.periods !== null) expect(titles, c.path).toHaveLength(c.periods)
          expect(titles, c.path).toEqual(titles.map((_, i) => `${c.label} ${i + 1}`))
        }
      })

    test('cada detalle preselecciona su programa en el formulario y vuelve a su lista', async ({ page }) => {
      const details = [
        { path: licenciatura.path, title: licenciatura.title, back: 'Volver a Licenciaturas', list: '/licenciaturas' },
        { path: diplomado.path, title: diplomado.title, back: 'Volver a Diplomados', list: '/diplomados' },
        {
          path: '/CONOCER/ec0038-atencion-a-comensales',
          title: 'EC0038 Atención a comensales',
          back: 'Volver a CONOCER',
          list: '/CONOCER',
        },
      ]
      for (const d of details) {
        await page.goto(d.path)
        await expect(programmeSelect(page).locator('option:checked')).toHaveText(d.title)
        const back = page.getByRole('link', { name: d.back })
        await expect(back).toHaveAttribute('href', d.list)
        await back.click()
        await expect(page).toHaveURL(d.list)
      }
      // A list page preselects nothing.
      await expect(programmeSelect(page)).toHaveValue('')
    })

    if (width === 1440)
      test('diplomado: «Diplomado en …» sin repetir, su RVOE y un Course en JSON-LD', async ({ page }) => {
        await page.goto(diplomado.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diplomado en Gestión Hotelera')
        await expect(page.getByText('RVOE: ACUERDO No. 2021043')).toBeVisible()
        const [course] = (await jsonLd(page)).filter((d) => d['@type'] === 'Course')
        expect(course).toMatchObject({
          '@context': 'https://schema.org',
          name: 'Diplomado en Gestión Hotelera',
          provider: { '@type': 'CollegeOrUniversity', name: 'Universidad UGC' },
        })
        expect(String(course!.description).length).toBeGreaterThan(20)
        expect(new URL(String(course!.url)).pathname).toBe(diplomado.path)
        expect(new URL(String((course!.provider as { url: string }).url)).pathname).toBe('/')
      })

    test('la lista de diplomados explica modalidad, ciclo, módulos, horas, meses y sesiones', async ({ page }) => {
      await page.goto('/diplomados')
      const main = page.locator('main')
      for (const text of [
        'Presencial, en línea o mixta',
        'Trimestral',
        'De 4 a 8 módulos',
        'De 120 a 180 horas',
        'De 4 a 6 meses',
        'Dos sesiones de 4 horas a la semana',
      ]) {
        await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
      }
    })

    if (width === 1440)
      test('detalles de licenciatura y CONOCER llevan un Course con nombre, descripción y proveedor', async ({ page }) => {
        for (const path of [licenciatura.path, '/CONOCER/ec0127-preparacion-de-habitaciones-para-alojamiento-temporal']) {
          await page.goto(path)
          const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
          const courses = (await jsonLd(page)).filter((d) => d['@type'] === 'Course')
          expect(courses, path).toHaveLength(1)
          expect(courses[0]).toMatchObject({ name: h1, provider: { '@type': 'CollegeOrUniversity', name: 'Universidad UGC' } })
          expect(String(courses[0]!.description).length).toBeGreaterThan(20)
        }
      })

    if (width === 1440)
      test('una dirección desconocida en cada detalle responde 404 con un camino de vuelta a su lista', async ({ page }) => {
        const cases = [
          {
            path: '/licenciaturas/no-existe',
            heading: 'No encontramos esta licenciatura',
            back: 'Volver a Licenciaturas',
            list: '/licenciaturas',
          },
          // A diplomado's slug under /licenciaturas is not a licenciatura.
          {
            path: `/licenciaturas/${diplomado.path.split('/').at(-1)}`,
            heading: 'No encontramos esta licenciatura',
            back: 'Volver a Licenciaturas',
            list: '/licenciaturas',
          },
          { path: '/diplomados/no-existe', heading: 'No encontramos este diplomado', back: 'Volver a Diplomados', list: '/diplomados' },
          {
            path: '/CONOCER/no-existe',
            heading: 'No encontramos este estándar de competencia',
            back: 'Volver a CONOCER',
            list: '/CONOCER',
          },
        ]
        for (const c of cases) {
          const response = await page.goto(c.path)
          expect(response?.status(), c.path).toBe(404)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
          await expect(page.getByRole('link', { name: c.back })).toHaveAttribute('href', c.list)
        }
        await page.getByRole('link', { name: 'Volver a CONOCER' }).click()
        await expect(page).toHaveURL('/CONOCER')
      })

    if (width === 1440)
      test('CONOCER: el enlace al estándar aparece solo cuando hay documento', async ({ page, request }) => {
        await page.goto('/CONOCER')
        const hrefs = await cardHrefs(page, 'Estándares de competencia que evaluamos')
        const without: string[] = []
        for (const href of hrefs) {
          await page.goto(href)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          const link = page.getByRole('link', { name: 'Descarga el Estándar de Competencia' })
          if ((await link.count()) === 0) {
            without.push(href)
            continue
          }
          const pdf = await request.get((await link.getAttribute('href'))!)
          expect(pdf.status(), href).toBe(200)
          expect(pdf.headers()['content-type']).toContain('application/pdf')
        }
        expect(hrefs).toHaveLength(5)
        expect(without).toEqual(['/CONOCER/ec0127-preparacion-de-habitaciones-para-alojamiento-temporal'])
      })

    test('CONOCER: centro de evaluación con sus datos, la infografía del proceso en texto (en fila o hacia abajo según el ancho) y folleto', async ({
      page,
      request,
    }) => {
      await page.goto('/CONOCER')
      for (const heading of ['¿Qué es el CONOCER?', '¿Qué es un certificado de competencia?', 'Objetivo', 'Centro de Evaluación']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      }
      const centre = page.getByRole('region', { name: 'Centro de Evaluación' })
      await expect(centre).toContainText('CE0842-UGC')
      await expect(centre).toContainText('edificio B, planta alta')
      await expect(centre.getByRole('link', { name: '624 143 3030 ext. 120' })).toHaveAttribute('href', 'tel:+526241433030;ext=120')
      await expect(centre.getByRole('link', { name: '624 143 3034', exact: true })).toHaveAttribute('href', 'tel:+526241433034')
      await expect(centre.getByRole('link', { name: 'conocer@ugc.edu.mx', exact: true })).toHaveAttribute(
        'href',
        'mailto:conocer@ugc.edu.mx',
      )
      await expect(centre.getByRole('link', { name: 'quejas.conocer@ugc.edu.mx' })).toHaveAttribute(
        'href',
        'mailto:quejas.conocer@ugc.edu.mx',
      )
      await expect(centre.getByRole('link', { name: '624 143 3035', exact: true })).toHaveAttribute('href', 'tel:+526241433035')

      // The infographic is text: five steps down the page on a phone, in one row on a wide screen,
      // each a level-3 heading read with its number.
      const path = page.getByRole('list', { name: 'Proceso de certificación CONOCER en cinco pasos' })
      await path.scrollIntoViewIfNeeded()
      const steps = ['Diagnóstico', 'Alineación', 'Evaluación', 'Dictamen', 'Certificación']
      await expect(path.getByRole('listitem')).toHaveCount(5)
      for (const [i, step] of steps.entries()) {
        await expect(path.getByRole('heading', { level: 3, name: `Paso ${i + 1}: ${step}`, exact: true })).toBeVisible()
      }
      const tops = await path.getByRole('listitem').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)))
      if (width >= 1024) expect(new Set(tops).size).toBe(1)
      else expect(tops).toEqual([...tops].sort((a, b) => a - b).filter((t, i, all) => i === 0 || t > all[i - 1]!))
      await expect(path).toContainText('Este paso es opcional.')
      // No picture carries the process's words any more.
      await expect(page.locator('#conocer-proceso img')).toHaveCount(0)

      const leaflet = page.getByRole('link', { name: 'Descarga el folleto informativo (PDF)' })
      await expect(leaflet).toHaveAttribute('download', 'Folleto_CONOCER_UGC.pdf')
      const pdf = await request.get((await leaflet.getAttribute('href'))!)
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toContain('application/pdf')
    })

    if (width === 1440)
      test('/conocer en minúsculas redirige (308) a /CONOCER, también sus detalles', async ({ page, request }) => {
        const list = await request.get('/conocer', { maxRedirects: 0 })
        expect(list.status()).toBe(308)
        expect(new URL(list.headers().location!, 'http://x').pathname).toBe('/CONOCER')
        const detail = await request.get('/conocer/ec0038-atencion-a-comensales/', { maxRedirects: 0 })
        expect(detail.status()).toBe(308)
        expect(new URL(detail.headers().location!, 'http://x').pathname).toBe('/CONOCER/ec0038-atencion-a-comensales')
        // A trailing slash goes in the same hop, and the redirect does not point back at itself.
        const slashed = await request.get('/licenciaturas/', { maxRedirects: 0 })
        expect(slashed.status()).toBe(308)
        expect(new URL(slashed.headers().location!, 'http://x').pathname).toBe('/licenciaturas')
        // The API keeps its own lowercase paths untouched.
        expect((await request.get('/api/get-conocer-cards/', { maxRedirects: 0 })).status()).toBe(200)

        await page.goto('/conocer')
        await expect(page).toHaveURL('/CONOCER')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONOCER')
      })
  })
}
