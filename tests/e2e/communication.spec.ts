import ICAL from 'ical.js'
import Parser from 'rss-parser'
import { expect, test, type Page } from '@playwright/test'
import { testSiteUrl as siteUrl } from '../support/site.mjs'

// News and events pages of spec §2.12 on the seeded content (12 news, 8 events, July–November
// 2026): paging, the month filter, details with their sidebar and visit count, the feeds.

type Item = { id: number; titulo: string; slug: string; fecha: string; visitas: number; contenido: string }

const news = { path: '/vida-universitaria-y-eventos', name: 'Vida Universitaria y Eventos', banner: 'ACTIVIDADES UGC' }
const events = { path: '/actividades-ugc', name: 'Actividades UGC', banner: 'BIENVENIDO A UGC' }
const hostile = 'estudiantes-de-gastronomia-ganan-el-primer-lugar-en-concurso-estatal-de-cocina'

/** The published items as the public API lists them (newest first). */
async function listed(page: Page, tipo: 'NOT' | 'EVE'): Promise<Item[]> {
  const response = await page.request.get(`/api/get-comunicacion/?tipo=${tipo}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Item[] }).data
}

/** The titles of the items of the list shown. */
const shownTitles = (page: Page) =>
  page.getByRole('region', { name: /^(Actual|Todas las Actividades|Mes: .*)$/ }).getByRole('heading', { level: 3 })

/** The main list's pager buttons. */
const pager = (page: Page, name: 'Anterior' | 'Siguiente') =>
  page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name })

/** The Archivo select, by its visible label. */
const archive = (page: Page) => page.getByLabel('Archivo')

/** Top-bar links: inline from md, behind the disclosure on phones. */
async function topBarLinks(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Comunicación' })
  if (width < 768) {
    await expect(nav.getByRole('link')).toHaveCount(0)
    await nav.getByText('Secciones de Comunicación').click()
  }
  return nav.getByRole('link')
}

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`noticias y actividades a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('noticias: banner, barra superior, migas, 5 por página y Anterior/Siguiente desactivados en los extremos', async ({ page }) => {
      const items = await listed(page, 'NOT')
      expect(items).toHaveLength(12)
      const response = await page.goto(news.path)
      expect(response?.status()).toBe(200)

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.banner)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const links = await topBarLinks(page, width)
      await expect(links).toHaveText(['Vida Universitaria y Eventos', 'Actividades UGC', 'Radio UGC'])
      await expect(links.nth(0)).toHaveAttribute('aria-current', 'page')
      await expect(links.nth(1)).not.toHaveAttribute('aria-current', /.*/)
      await expect(links.nth(2)).toHaveAttribute('href', '/radiougc')
      const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem')
      await expect(crumbs).toHaveText(['Inicio', news.name])
      await expect(crumbs.nth(1)).toHaveAttribute('aria-current', 'page')

      // Page 1: the five newest, Anterior disabled (not a real link).
      await expect(page.getByRole('heading', { level: 2, name: 'Actual', exact: true })).toBeVisible()
      await expect(shownTitles(page)).toHaveText(items.slice(0, 5).map((i) => i.titulo))
      await expect(pager(page, 'Anterior')).toHaveAttribute('aria-disabled', 'true')
      await expect(pager(page, 'Anterior')).not.toHaveAttribute('href', /.*/)
      await expect(page.getByText('Página 1 de 3')).toBeVisible()

      // Each item: preview of 150 characters plus '...', Ver más to ?slug=, visits and date.
      const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: items[0]!.titulo }) })
      const previewText = (await first
        .locator('p')
        .filter({ hasText: /\.\.\.$/ })
        .textContent())!
      expect(previewText.endsWith('...')).toBe(true)
      expect(Array.from(previewText.slice(0, -3)).length).toBeLessThanOrEqual(150)
      await expect(first.getByRole('link', { name: /Ver más →/ })).toHaveAttribute('href', `${news.path}?slug=${items[0]!.slug}`)
      await expect(first).toContainText(items[0]!.fecha)
      await expect(first).toContainText(/\d+ visitas/)

      await pager(page, 'Siguiente').click()
      await expect(page).toHaveURL(`${news.path}?page=2`)
      await expect(shownTitles(page)).toHaveText(items.slice(5, 10).map((i) => i.titulo))
      await expect(pager(page, 'Anterior')).toHaveAttribute('href', news.path)

      await pager(page, 'Siguiente').click()
      await expect(page).toHaveURL(`${news.path}?page=3`)
      await expect(shownTitles(page)).toHaveText(items.slice(10).map((i) => i.titulo))
      await expect(pager(page, 'Siguiente')).toHaveAttribute('aria-disabled', 'true')
      await expect(pager(page, 'Siguiente')).not.toHaveAttribute('href', /.*/)
      await expect(page.getByText('Página 3 de 3')).toBeVisible()

      // The back button lands on the page it left; a page past the end clamps to the last.
      await page.goBack()
      await expect(page).toHaveURL(`${news.path}?page=2`)
      await expect(shownTitles(page)).toHaveText(items.slice(5, 10).map((i) => i.titulo))
      await page.goto(`${news.path}?page=99`)
      await expect(shownTitles(page)).toHaveText(items.slice(10).map((i) => i.titulo))
      await page.goto(`${news.path}?page=abc`)
      await expect(shownTitles(page)).toHaveText(items.slice(0, 5).map((i) => i.titulo))

      // Sidebar on the list: the 4 latest.
      const latest = page.getByRole('complementary', { name: 'Últimas actualizaciones' }).getByRole('listitem')
      await expect(latest).toHaveCount(4)
      await expect(latest).toHaveText(items.slice(0, 4).map((i) => new RegExp(escape(i.titulo))))

      // The RSS feed: a visible link and a <link rel="alternate"> in the head.
      await expect(page.getByRole('link', { name: 'Suscríbete por RSS' })).toHaveAttribute('href', `${news.path}/rss.xml`)
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        /\/vida-universitaria-y-eventos\/rss\.xml$/,
      )
    })

    test('actividades: su banner, «Todas las Actividades», dos páginas y el enlace al calendario', async ({ page }) => {
      const items = await listed(page, 'EVE')
      expect(items).toHaveLength(8)
      await page.goto(events.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(events.banner)
      const links = await topBarLinks(page, width)
      await expect(links.nth(1)).toHaveAttribute('aria-current', 'page')
      await expect(links.nth(0)).not.toHaveAttribute('aria-current', /.*/)
      await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem')).toHaveText(['Inicio', events.name])
      await expect(page.getByRole('heading', { level: 2, name: 'Todas las Actividades' })).toBeVisible()
      await expect(shownTitles(page)).toHaveText(items.slice(0, 5).map((i) => i.titulo))
      await pager(page, 'Siguiente').click()
      await expect(page).toHaveURL(`${events.path}?page=2`)
      await expect(shownTitles(page)).toHaveText(items.slice(5).map((i) => i.titulo))
      await expect(pager(page, 'Siguiente')).toHaveAttribute('aria-disabled', 'true')
      await expect(page.getByRole('link', { name: 'Agrega las actividades a tu calendario' })).toHaveAttribute(
        'href',
        `${events.path}/eventos.ics`,
      )
      await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
        'href',
        /\/actividades-ugc\/eventos\.ics$/,
      )
    })

    test('Archivo: elegir un mes filtra desde la página 1 y la opción vacía vuelve a la ruta sin filtro', async ({ page }) => {
      const items = await listed(page, 'NOT')
      await page.goto(`${news.path}?page=2`)
      const select = archive(page)
      await expect(select.locator('option')).toHaveText(['Todas las noticias', '11/2026', '10/2026', '09/2026', '08/2026', '07/2026'])
      await expect(select).toHaveValue('')

      const october = items.filter((i) => i.fecha.endsWith('10/2026'))
      // Until the page hydrates, a choice does nothing by itself: retried until it navigates.
      await expect(async () => {
        await select.selectOption('10/2026')
        await expect(page).toHaveURL(`${news.path}?month=10%2F2026`, { timeout: 2_000 })
      }).toPass()
      await expect(page.getByRole('heading', { level: 2, name: `Mes: ${october[0]!.fecha}` })).toBeVisible()
      await expect(shownTitles(page)).toHaveText(october.map((i) => i.titulo))
      await expect(archive(page)).toHaveValue('10/2026')
      await expect(pager(page, 'Siguiente')).toHaveAttribute('aria-disabled', 'true')
      // With JavaScript the submit button is gone: choosing is enough.
      await expect(page.getByRole('button', { name: 'Ver mes' })).toBeHidden()

      await archive(page).selectOption('')
      await expect(page).toHaveURL(news.path)
      await expect(page.getByRole('heading', { level: 2, name: 'Actual', exact: true })).toBeVisible()
      await expect(shownTitles(page)).toHaveText(items.slice(0, 5).map((i) => i.titulo))
    })

    if (width === 1440)
      test('el mes en la dirección filtra igual; ?month= vacío lleva a la ruta sin filtro', async ({ page }) => {
        const items = await listed(page, 'EVE')
        const september = items.filter((i) => i.fecha.endsWith('09/2026'))
        expect(september).toHaveLength(2)
        await page.goto(`${events.path}?month=09/2026`)
        await expect(page.getByRole('heading', { level: 2, name: `Mes: ${september[0]!.fecha}` })).toBeVisible()
        await expect(shownTitles(page)).toHaveText(september.map((i) => i.titulo))
        await expect(archive(page)).toHaveValue('09/2026')

        await page.goto(`${events.path}?month=01/2020`)
        await expect(page.getByText('No se encontró información.')).toBeVisible()

        await page.goto(`${events.path}?month=`)
        await expect(page).toHaveURL(events.path)
        await expect(page.getByRole('heading', { level: 2, name: 'Todas las Actividades' })).toBeVisible()
      })

    test('detalle de noticia: título como h1, migas, barra lateral con todas, contenido sin scripts y NewsArticle', async ({ page }) => {
      const items = await listed(page, 'NOT')
      const item = items.find((i) => i.slug === hostile)!
      const dialogs: string[] = []
      page.on('dialog', (d) => {
        dialogs.push(d.message())
        void d.dismiss()
      })
      const response = await page.goto(`${news.path}?slug=${hostile}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByText(news.banner, { exact: true })).toBeVisible()
      const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem')
      await expect(crumbs).toHaveText(['Inicio', news.name, item.titulo])
      await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', news.path)
      await expect(crumbs.nth(2)).toHaveAttribute('aria-current', 'page')

      const article = page.getByRole('article', { name: item.titulo })
      await expect(article).toContainText('Concurso Estatal de Cocina Sudcaliforniana')
      await expect(article).toContainText('Consulta la galería completa del evento.')
      // Nothing hostile reached the DOM, and nothing ran.
      expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0)
      expect(await page.locator('[onerror], [onload], [onclick]').count()).toBe(0)
      expect(await page.locator('a[href^="javascript:"]').count()).toBe(0)
      await page.waitForLoadState('networkidle')
      expect(dialogs).toEqual([])

      // The sidebar lists every news item on the detail view, this one marked.
      const latest = page.getByRole('complementary', { name: 'Últimas actualizaciones' }).getByRole('link')
      await expect(latest).toHaveCount(12)
      await expect(latest.filter({ hasText: item.titulo })).toHaveAttribute('aria-current', 'page')

      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      )
      const article_ = data.find((d) => d['@type'] === 'NewsArticle')!
      expect(article_).toMatchObject({
        headline: item.titulo,
        datePublished: '2026-10-16',
        author: { '@type': 'Organization', name: 'Universidad UGC' },
        publisher: { '@type': 'Organization', name: 'Universidad UGC' },
      })
      expect((article_.image as string[])[0]).toMatch(/^http:\/\/localhost:\d+\/media\//)
      expect((article_.mainEntityOfPage as { '@id': string })['@id']).toMatch(
        new RegExp(`^http://localhost:\\d+${news.path}\\?slug=${hostile}$`),
      )

      // The way back to the list.
      await page.getByRole('link', { name: 'Volver a la lista' }).click()
      await expect(page).toHaveURL(news.path)
    })

    test('detalle de actividad: Event con lugar y organizador; una ficha desconocida responde 404', async ({ page }) => {
      const items = await listed(page, 'EVE')
      const item = items[0]!
      await page.goto(`${events.path}?slug=${item.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo)
      await expect(page.getByRole('complementary', { name: 'Últimas actualizaciones' }).getByRole('link')).toHaveCount(8)
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      )
      expect(data.find((d) => d['@type'] === 'Event')).toMatchObject({
        name: item.titulo,
        // When the tournament starts (08:00 in Los Cabos), as its editor set it, not the day it was published.
        startDate: '2026-11-20T15:00:00.000Z',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', address: { streetAddress: expect.stringContaining('Cabo San Lucas') } },
        organizer: { '@type': 'Organization', name: 'Universidad UGC' },
      })

      const missing = await page.goto(`${events.path}?slug=no-existe-esta-actividad`)
      expect(missing?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta actividad')
      await page.getByRole('link', { name: 'Ver todas las actividades' }).click()
      await expect(page).toHaveURL(events.path)
    })

    test('abrir un detalle suma exactamente una visita y recargar no suma otra', async ({ page, request }) => {
      const items = await listed(page, 'NOT')
      // A different item at each width, both away from the other tests.
      const item = items[width > 1000 ? 8 : 9]!
      // The stored count now, registered by another client (the API's own cookie jar).
      const before = await request.post('/api/post-visitas/', { data: { slug: item.slug, visitas: 0 } })
      const stored = ((await before.json()) as { data: { visitas: number } }).data.visitas

      const counted = page.waitForResponse((r) => r.url().includes('/api/post-visitas/') && r.request().method() === 'POST')
      await page.goto(`${news.path}?slug=${item.slug}`)
      const first = ((await (await counted).json()) as { data: { visitas: number } }).data.visitas
      expect(first).toBe(stored + 1)
      await expect(page.getByTestId('visitas')).toHaveText(`${first.toLocaleString('es-MX')} visitas`)

      const again = page.waitForResponse((r) => r.url().includes('/api/post-visitas/') && r.request().method() === 'POST')
      await page.reload()
      const second = ((await (await again).json()) as { data: { visitas: number } }).data.visitas
      expect(second).toBe(first)
      await expect(page.getByTestId('visitas')).toHaveText(`${first.toLocaleString('es-MX')} visitas`)
    })
  })
}

test('en un teléfono, las listas muestran su primera entrada en la primera pantalla; el video es una miniatura que al reproducirse ocupa el ancho', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // There is no internet here: the player's own request is answered empty.
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  )
  for (const path of [news.path, '/actividades-ugc']) {
    await page.goto(path)
    const first = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first()
    expect((await first.boundingBox())!.y, path).toBeLessThan(844 - 100)
  }
  const play = page.getByRole('button', { name: 'Reproducir video: Video de la Universidad UGC' })
  expect((await play.boundingBox())!.width).toBeLessThanOrEqual(120)
  await play.click()
  const frame = page.locator('iframe[title="Video de la Universidad UGC"]')
  await expect(frame).toBeVisible()
  expect((await frame.boundingBox())!.width).toBeGreaterThan(340)
})

test.describe('sin JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Archivo funciona como formulario con su botón «Ver mes»', async ({ page }) => {
    await page.goto(news.path)
    await page.getByLabel('Archivo').selectOption('09/2026')
    await page.getByRole('button', { name: 'Ver mes' }).click()
    await expect(page).toHaveURL(`${news.path}?month=09%2F2026`)
    await expect(page.getByRole('heading', { level: 2, name: /^Mes: \d{2}\/09\/2026$/ })).toBeVisible()
    await expect(shownTitles(page)).toHaveCount(2)
  })
})

test.describe('vistas servidas de la caché (src/cache/cachedViews.ts)', () => {
  test('hidratan sin errores, y moverse entre ellas en el navegador muestra lo que cada una pide', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))

    await page.goto(`${news.path}?page=2`)
    await expect(page).toHaveTitle(`${news.name}: página 2 · Universidad UGC`)
    await expect(shownTitles(page)).toHaveCount(5)
    await pager(page, 'Anterior').click()
    await expect(page).toHaveURL(news.path)
    await expect(page.getByRole('heading', { level: 2, name: 'Actual', exact: true })).toBeVisible()
    await expect(async () => {
      await archive(page).selectOption('09/2026')
      await expect(page).toHaveURL(`${news.path}?month=09%2F2026`, { timeout: 1000 })
    }).toPass()
    await expect(page.getByRole('heading', { level: 2, name: /^Mes: \d{2}\/09\/2026$/ })).toBeVisible()
    // The month's view is a page of its own: its dropdown takes the focus back for the keyboard.
    await expect(archive(page)).toBeFocused()
    const title = (await shownTitles(page).first().textContent())!
    await page.getByRole('link', { name: title }).first().click()
    await expect(page).toHaveURL(/\?slug=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 2, name: /^Mes: \d{2}\/09\/2026$/ })).toBeVisible()

    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
})

test.describe('suscripciones', () => {
  test('RSS 2.0 de las noticias: una entrada por noticia publicada, enlaces absolutos', async ({ request }) => {
    const api = ((await (await request.get('/api/get-comunicacion/?tipo=NOT')).json()) as { data: Item[] }).data
    const response = await request.get(`${news.path}/rss.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const feed = await new Parser().parseString(await response.text())
    expect(feed.title).toBe('Vida Universitaria y Eventos · Universidad UGC')
    expect(feed.link).toBe(`${siteUrl}${news.path}`)
    expect(feed.items).toHaveLength(api.length)
    expect(feed.items.map((i) => i.title)).toEqual(api.map((i) => i.titulo))
    for (const [index, entry] of feed.items.entries()) {
      expect(entry.link).toBe(`${siteUrl}${news.path}?slug=${api[index]!.slug}`)
      expect(entry.guid).toBe(entry.link)
      expect(new Date(entry.pubDate!).toISOString().slice(0, 10)).toBe(api[index]!.fecha.split('/').reverse().join('-'))
      expect(entry.contentSnippet?.length).toBeGreaterThan(20)
    }
    // The entry whose content carried hostile markup has only text in its description.
    expect(feed.items.find((i) => i.link?.endsWith(hostile))?.content).not.toMatch(/<script|onerror/i)
  })

  test('iCalendar de las actividades: 8 VEVENT de día completo con su resumen y su URL', async ({ request }) => {
    const api = ((await (await request.get('/api/get-comunicacion/?tipo=EVE')).json()) as { data: Item[] }).data
    const response = await request.get(`${events.path}/eventos.ics`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const text = await response.text()
    // CRLF everywhere and no physical line over 75 octets.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)

    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Universidad UGC//Actividades UGC//ES')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Actividades UGC')
    const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(vevents).toHaveLength(8)
    expect(vevents.map((e) => e.summary)).toEqual(api.map((e) => e.titulo))
    for (const [index, event] of vevents.entries()) {
      const [dd, mm, yyyy] = api[index]!.fecha.split('/').map(Number)
      expect(event.startDate.isDate).toBe(true)
      expect([event.startDate.year, event.startDate.month, event.startDate.day]).toEqual([yyyy, mm, dd])
      expect(event.uid).toMatch(/^evento-\d+@/)
      expect(event.component.getFirstPropertyValue('url')).toBe(`${siteUrl}${events.path}?slug=${api[index]!.slug}`)
      expect(event.description.length).toBeGreaterThan(50)
    }
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
