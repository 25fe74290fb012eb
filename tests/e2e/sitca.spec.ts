import { expect, test, type Page } from '@playwright/test'
import { books } from '../../src/seed/fixtures/books'
import { sitcaDocuments, sitcaTeam } from '../../src/seed/fixtures/sitca'

// /stica (spec §2.22) and /stica/editoriales (§2.21) on the seeded SITCA content and books
// (src/seed/fixtures/books.ts and sitca.ts; issue 6 items 3 and 4).

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/')
const newestFirst = (tipo: 'boletin' | 'informe') =>
  sitcaDocuments
    .filter((d) => d.tipo === tipo)
    .sort((a, b) => b.fecha_publicacion.localeCompare(a.fecha_publicacion))
    .map((d) => ({ ...d, fecha: ddmmyyyy(d.fecha_publicacion) }))
const boletines = newestFirst('boletin')
const informes = newestFirst('informe')
const pages = (n: number, per: number) => Math.max(1, Math.ceil(n / per))

const archive = (page: Page) => page.getByRole('region', { name: 'Publicaciones' })
const documentTitles = (page: Page) => archive(page).getByRole('article').getByRole('heading', { level: 4 })
const indicator = (page: Page) => archive(page).getByText(/^Página \d+ de \d+$/)
const pager = (page: Page) => page.getByRole('navigation', { name: 'Paginación de documentos' })

/** The tab choice a person sees: the row of links from 640px, the menu button below. */
async function chooseTab(page: Page, title: string, width: number) {
  if (width >= 640) {
    await page.getByRole('navigation', { name: 'Tipo de publicación', exact: true }).getByRole('link', { name: title }).click()
  } else {
    await page.getByRole('button', { name: /^Tipo de publicación:/ }).click()
    await page.getByRole('navigation', { name: 'Tipo de publicación (menú)' }).getByRole('link', { name: title }).click()
  }
}

async function expectSelectedTab(page: Page, title: string, width: number) {
  if (width >= 640) {
    const nav = page.getByRole('navigation', { name: 'Tipo de publicación', exact: true })
    await expect(nav.locator('[aria-current="true"]')).toHaveText(title)
  } else {
    await expect(page.getByRole('button', { name: /^Tipo de publicación:/ })).toHaveAccessibleName(`Tipo de publicación: ${title}`)
  }
}

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`/stica a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('portada, qué es SITCA y el equipo de trabajo del contenido sembrado', async ({ page }) => {
      expect((await page.goto('/stica'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('SITCA')
      await expect(page.getByText('Sistema de Información Turística de Los Cabos').first()).toBeVisible()
      await expect(page.getByRole('region', { name: '¿Qué es SITCA?' })).toContainText('grupo de investigación de la Universidad UGC')
      const team = page.getByRole('region', { name: 'Equipo de Trabajo' })
      await expect(team.getByRole('listitem')).toHaveCount(sitcaTeam.length)
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(sitcaTeam.map((m) => m.titulo))
      for (const m of sitcaTeam) {
        const card = team.getByRole('listitem').filter({ hasText: m.titulo })
        await expect(card).toContainText(m.titulos_academicos)
        await expect(card).toContainText(m.puesto_trabajo)
        await expect(card.getByRole('img', { name: m.image.alt })).toBeVisible()
      }
    })

    test('Boletines está elegido al abrir: los cinco más recientes con fecha, visitas, descripción y PDF', async ({ page }) => {
      await page.goto('/stica')
      await expectSelectedTab(page, 'Boletines', width)
      await expect(documentTitles(page)).toHaveText(boletines.slice(0, 5).map((d) => d.titulo))
      const first = archive(page).getByRole('article').first()
      await expect(first.locator('time')).toHaveText(boletines[0]!.fecha)
      await expect(first).toContainText(`${boletines[0]!.visitas} visitas`)
      await expect(first).toContainText(boletines[0]!.descripcion.paragraphs[0]!)
      await expect(first.getByRole('img', { name: boletines[0]!.image.alt })).toBeVisible()
      await expect(indicator(page)).toHaveText(`Página 1 de ${pages(boletines.length, 5)}`)
    })

    if (width === 1440)
      test('los enlaces a los PDF abren el archivo en otra pestaña y responden 200 con application/pdf', async ({ page, request }) => {
        await page.goto('/stica')
        const links = archive(page).getByRole('link', { name: /^Ver PDF/ })
        await expect(links).toHaveCount(5)
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute('target', '_blank')
          const response = await request.get((await link.getAttribute('href'))!)
          expect(response.status()).toBe(200)
          expect(response.headers()['content-type']).toContain('application/pdf')
        }
      })

    test('paginar hasta la última página y volver; la lista sube a la vista', async ({ page }) => {
      await page.goto('/stica')
      const last = pages(boletines.length, 5)
      await expect(pager(page).getByRole('button', { name: 'Anterior' })).toBeDisabled()
      for (let n = 2; n <= last; n++) {
        await pager(page).getByRole('button', { name: 'Siguiente' }).click()
        await expect(indicator(page)).toHaveText(`Página ${n} de ${last}`)
        await expect(page).toHaveURL(`/stica?page=${n}`)
      }
      await expect(documentTitles(page)).toHaveText(boletines.slice((last - 1) * 5).map((d) => d.titulo))
      await expect(pager(page).getByRole('button', { name: 'Siguiente' })).toBeDisabled()
      // The list's heading is scrolled to the top of the window, under the sticky header.
      await expect
        .poll(async () => page.getByRole('heading', { name: 'Publicaciones' }).evaluate((h) => Math.round(h.getBoundingClientRect().top)))
        .toBeLessThan(200)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
      for (let n = last - 1; n >= 1; n--) {
        await pager(page).getByRole('button', { name: 'Anterior' }).click()
        await expect(indicator(page)).toHaveText(`Página ${n} de ${last}`)
      }
      await expect(page).toHaveURL('/stica')
      await expect(documentTitles(page)).toHaveText(boletines.slice(0, 5).map((d) => d.titulo))
      await expect(pager(page).getByRole('button', { name: 'Anterior' })).toBeDisabled()
    })

    test('Informes Anuales cambia la lista, oculta el paginador (≤ 5) y al volver se empieza en la página 1', async ({ page }) => {
      await page.goto('/stica?page=2')
      await expect(indicator(page)).toHaveText(`Página 2 de ${pages(boletines.length, 5)}`)
      await chooseTab(page, 'Informes Anuales', width)
      await expect(page).toHaveURL('/stica?tab=informes')
      await expectSelectedTab(page, 'Informes Anuales', width)
      await expect(documentTitles(page)).toHaveText(informes.map((d) => d.titulo))
      expect(informes.length).toBeLessThanOrEqual(5)
      await expect(pager(page)).toHaveCount(0)
      await expect(indicator(page)).toHaveCount(0)
      await chooseTab(page, 'Boletines', width)
      await expect(page).toHaveURL('/stica')
      await expect(indicator(page)).toHaveText(`Página 1 de ${pages(boletines.length, 5)}`)
      await expect(documentTitles(page).first()).toHaveText(boletines[0]!.titulo)
    })

    test('con el teclado, la pestaña elegida (o el menú del teléfono) conserva el foco en la vista nueva', async ({ page }) => {
      await page.goto('/stica')
      if (width >= 640) {
        const tab = page
          .getByRole('navigation', { name: 'Tipo de publicación', exact: true })
          .getByRole('link', { name: 'Informes Anuales' })
        await tab.focus()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL('/stica?tab=informes')
        await expect(tab).toBeFocused()
      } else {
        await page.getByRole('button', { name: /^Tipo de publicación:/ }).focus()
        await page.keyboard.press('Enter')
        const choice = page.getByRole('navigation', { name: 'Tipo de publicación (menú)' }).getByRole('link', { name: 'Informes Anuales' })
        await choice.focus()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL('/stica?tab=informes')
        await expect(page.getByRole('button', { name: 'Tipo de publicación: Informes Anuales' })).toBeFocused()
      }
      await expectSelectedTab(page, 'Informes Anuales', width)
    })

    test('filtro por mes con la lista desplegable, y la opción en blanco vuelve a /stica', async ({ page }) => {
      await page.goto('/stica?page=2')
      const select = page.getByLabel('Filtrar por mes')
      await expect(select.locator('option').first()).toHaveText('Todas los Documentos')
      await expect(select.locator('option').first()).toHaveAttribute('value', '')
      // The distinct months of both lists, newest first.
      const months = [...new Set(sitcaDocuments.map((d) => ddmmyyyy(d.fecha_publicacion).slice(3)))].sort(
        (a, b) => b.slice(3).localeCompare(a.slice(3)) || b.localeCompare(a),
      )
      expect(await select.locator('option').evaluateAll((os) => os.slice(1).map((o) => (o as HTMLOptionElement).value))).toEqual(months)

      const month = '02/2026'
      await select.selectOption(month)
      await expect(page).toHaveURL(`/stica?month=${month}`)
      const expected = boletines.filter((d) => d.fecha.endsWith(month))
      await expect(documentTitles(page)).toHaveText(expected.map((d) => d.titulo))
      await expect(pager(page)).toHaveCount(0)

      await select.selectOption('')
      await expect(page).toHaveURL('/stica')
      await expect(documentTitles(page)).toHaveCount(5)
      await expect(indicator(page)).toHaveText(`Página 1 de ${pages(boletines.length, 5)}`)
    })

    if (width === 1440)
      test('filtro por mes desde la dirección, también en Informes Anuales', async ({ page }) => {
        await page.goto('/stica?tab=informes&month=02/2026')
        await expect(page.getByLabel('Filtrar por mes')).toHaveValue('02/2026')
        await expectSelectedTab(page, 'Informes Anuales', width)
        await expect(documentTitles(page)).toHaveText(informes.filter((d) => d.fecha.endsWith('02/2026')).map((d) => d.titulo))
      })

    if (width === 1440)
      test('un mes sin documentos muestra el aviso', async ({ page }) => {
        expect((await page.goto('/stica?month=01/2020'))?.status()).toBe(200)
        await expect(archive(page).getByText('No hay documentos para este mes o fecha.')).toBeVisible()
        await expect(archive(page).getByRole('article')).toHaveCount(0)
        await expect(page.getByLabel('Filtrar por mes')).toHaveValue('01/2020')
      })

    test('una imagen de documento que no carga se cambia por la imagen de reemplazo', async ({ page }) => {
      const broken = `${boletines[1]!.image.file}.jpg`
      // The browser fails to get that one file, as with a missing upload.
      await page.route(
        (url) => url.href.includes(broken) || url.href.includes(encodeURIComponent(broken)),
        (route) => route.abort(),
      )
      await page.goto('/stica')
      const articles = archive(page).getByRole('article')
      await articles.nth(1).scrollIntoViewIfNeeded()
      await expect(articles.nth(1).locator('img')).toHaveAttribute('src', /placeholder\.webp/)
      await expect(articles.nth(1).locator('img')).toHaveJSProperty('complete', true)
      expect(
        await articles
          .nth(1)
          .locator('img')
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0)
      await articles.nth(0).scrollIntoViewIfNeeded()
      await expect(articles.nth(0).getByRole('img', { name: boletines[0]!.image.alt })).toBeVisible()
      await expect(articles.nth(0).locator('img')).not.toHaveAttribute('src', /placeholder/)
    })

    if (width < 640) {
      test('en el teléfono el menú de pestañas se abre, se elige y se cierra', async ({ page }) => {
        await page.goto('/stica')
        const button = page.getByRole('button', { name: /^Tipo de publicación:/ })
        const menu = page.getByRole('navigation', { name: 'Tipo de publicación (menú)' })
        await expect(page.getByRole('navigation', { name: 'Tipo de publicación', exact: true })).toBeHidden()
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        await expect(menu.getByRole('link')).toHaveCount(0)
        await button.click()
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        await expect(menu.getByRole('link')).toHaveText(['Boletines', 'Informes Anuales'])
        // Escape closes it too, returning focus to the button.
        await page.keyboard.press('Escape')
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        await expect(button).toBeFocused()
        await button.click()
        await menu.getByRole('link', { name: 'Informes Anuales' }).click()
        await expect(page).toHaveURL('/stica?tab=informes')
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        await expect(menu.getByRole('link')).toHaveCount(0)
        await expect(button).toHaveAccessibleName('Tipo de publicación: Informes Anuales')
      })
    }
  })

  test.describe(`/stica/editoriales a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    const per = 3
    const last = pages(books.length, per)
    const bookList = (page: Page) => page.getByRole('region', { name: 'Novedades Editoriales' })
    const bookPager = (page: Page) => page.getByRole('navigation', { name: 'Paginación de novedades editoriales' })

    test('portada y el texto del bachillerato general y tecnológico', async ({ page }) => {
      expect((await page.goto('/stica/editoriales'))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editorial UGC')
      const general = page.getByRole('region', { name: 'Bachillerato General' })
      await expect(general).toContainText('dos años')
      await expect(general).toContainText('cuatrimestrales')
      await expect(general).toContainText('Secretaría de Educación Pública (SEP)')
      const technical = page.getByRole('region', { name: 'Bachillerato Tecnológico' })
      await expect(technical).toContainText('dos especialidades')
      await expect(technical).toContainText('certificado de bachillerato y tu título de técnico')
      await expect(technical).toContainText('tres años')
      await expect(technical).toContainText('DGETI')
    })

    test(`los ${books.length} libros en ${last} páginas de ${per}, con sus seis datos, y los botones desactivados en los extremos`, async ({
      page,
    }) => {
      await page.goto('/stica/editoriales')
      const list = bookList(page)
      const previous = bookPager(page).getByRole('button', { name: 'Anterior' })
      const next = bookPager(page).getByRole('button', { name: 'Siguiente' })
      await expect(previous).toBeDisabled()
      for (let n = 1; n <= last; n++) {
        const shown = books.slice((n - 1) * per, n * per)
        await expect(bookPager(page).getByText(/^Página/)).toHaveText(`Página ${n} de ${last}`)
        await expect(list.getByRole('article')).toHaveCount(shown.length)
        for (const [i, b] of shown.entries()) {
          const card = list.getByRole('article').nth(i)
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(b.titulo)
          await expect(card.getByRole('img', { name: b.image.alt })).toBeVisible()
          const fields = await card
            .locator('dl > div')
            .evaluateAll((rows) =>
              rows.map((r) => [r.querySelector('dt')!.textContent!.trim(), r.querySelector('dd')!.textContent!.trim()]),
            )
          expect(fields).toEqual([
            ['Titulo', b.titulo],
            ['Autor', b.nombre_autor],
            ['Edición', b.edicion],
            ['Año de Edición', String(b.anio_edicion)],
          ])
          await expect(card).toContainText(b.descripcion)
        }
        if (n < last) await next.click()
      }
      await expect(page).toHaveURL(`/stica/editoriales?pagina=${last}`)
      await expect(next).toBeDisabled()
      await expect(previous).toBeEnabled()
      for (let n = last - 1; n >= 1; n--) {
        await previous.click()
        await expect(bookPager(page).getByText(/^Página/)).toHaveText(`Página ${n} de ${last}`)
      }
      await expect(page).toHaveURL('/stica/editoriales')
      await expect(previous).toBeDisabled()
      await expect(next).toBeEnabled()
    })

    test('se pagina con el teclado y el cambio de página se anuncia', async ({ page }) => {
      await page.goto('/stica/editoriales')
      const next = bookPager(page).getByRole('button', { name: 'Siguiente' })
      const status = bookPager(page).getByText(/^Página/)
      await expect(status).toHaveAttribute('aria-live', 'polite')
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(status).toHaveText(`Página 2 de ${last}`)
      await expect(bookList(page).getByRole('article').first().getByRole('heading')).toHaveText(books[per]!.titulo)
      await expect(next).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(status).toHaveText(`Página 3 de ${last}`)
      // Siguiente is now disabled; focus goes to the list's heading rather than being lost.
      await expect(page.getByRole('heading', { name: 'Novedades Editoriales' })).toBeFocused()
    })

    if (width === 1440)
      test('una página fuera de rango muestra la última', async ({ page }) => {
        await page.goto('/stica/editoriales?pagina=99')
        await expect(bookPager(page).getByText(/^Página/)).toHaveText(`Página ${last} de ${last}`)
      })
  })
}
