import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { watchSecurityReports } from '../support/csp'
import { runLocalScript } from './local-script'
import { fromPageCache } from './page-cache'

/*
 * The site-wide alert, end to end: an editor publishes it through the back office's API and a
 * page already in the cache shows it within 5 s, in its HTML, with no layout shift. Other specs of
 * this project read pages at the same time, so every alert published here ends by itself within a
 * minute and the alert is switched off again after each test (and in afterAll, whatever happens).
 */

test.describe.configure({ mode: 'serial' })

const email = `editora.aviso.${Date.now()}@ugc.edu.mx`
const password = 'Aviso-En-El-Sitio-2026'
const off = {
  activo: false,
  severidad: 'informativo',
  texto: '',
  enlace: '',
  texto_enlace: '',
  inicio: null,
  fin: null,
  _status: 'published',
}
/** Screenshots for docs/screens when asked for (SAVE_SCREENS=1), not on every run. */
const saveScreens = Boolean(process.env.SAVE_SCREENS)

let api: APIRequestContext
let headers: Record<string, string>

async function publish(data: Record<string, unknown>) {
  const saved = await api.post('/cms-api/globals/aviso', { headers, data: { ...data, _status: 'published' } })
  expect(saved.status(), await saved.text()).toBe(200)
}

/** An alert that ends by itself soon after the test, in case nothing switches it off. */
const alertFor = (severidad: string, texto: string, seconds = 60) => ({
  activo: true,
  severidad,
  texto,
  enlace: '/quienes-somos',
  texto_enlace: 'Ver indicaciones',
  inicio: new Date(Date.now() - 60_000).toISOString(),
  fin: new Date(Date.now() + seconds * 1000).toISOString(),
})

/**
 * Adds up the page's layout shifts not caused by the person, from the first paint on, that move the
 * page's frame: the banner itself, the site's header or the main content, which is what a banner
 * added after the first paint would push down. A picture or a font arriving late moves only what is
 * inside a block, or the footer below it; those shifts are kept apart, named in the test's notes.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    const w = window as unknown as { __cls: number; __otherShifts: string[]; __alertHiddenAtParse: boolean | null }
    w.__cls = 0
    w.__otherShifts = []
    w.__alertHiddenAtParse = null
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`
        : String(node?.nodeName ?? '?')
    const frame = (node?: Node | null) =>
      node instanceof Element &&
      (node.id === 'aviso-sitio' || (node.parentElement === document.body && ['HEADER', 'MAIN'].includes(node.tagName)))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (entry.hadRecentInput) continue
        if (entry.sources.some((source) => frame(source.node))) w.__cls += entry.value
        else w.__otherShifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => name(source.node)).join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    // Whether the banner was hidden as soon as the HTML was parsed, before any of the site's code ran.
    document.addEventListener('DOMContentLoaded', () => {
      const banner = document.getElementById('aviso-sitio')
      w.__alertHiddenAtParse = banner ? banner.hidden === true : null
    })
  })
}

/** The shift of the page's frame, with the other shifts (inside a block) in the message when it is not 0. */
async function layoutShift(page: Page) {
  const { cls, others } = await page.evaluate(
    () =>
      new Promise<{ cls: number; others: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            const w = window as unknown as { __cls: number; __otherShifts: string[] }
            resolve({ cls: w.__cls, others: w.__otherShifts })
          }, 500),
        ),
      ),
  )
  if (others.length) test.info().annotations.push({ type: 'desplazamientos dentro de un bloque', description: others.join(' · ') })
  return cls
}

/** Loads `route` again and again until its banner shows `text`; answers how long after `since` it did. */
async function seenWithin(page: Page, route: string, text: string, since: number): Promise<number> {
  const banner = page.locator('#aviso-sitio')
  await expect
    .poll(
      async () => {
        await page.goto(route)
        return (await banner.isVisible()) && (await banner.innerText()).includes(text)
      },
      // Each round is a full page load, seconds on a loaded machine: the emergency's five seconds
      // are asserted on what this answers, not by cutting the wait short.
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true)
  return Date.now() - since
}

async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('#aviso-sitio')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

test.beforeAll(async ({ playwright }) => {
  runLocalScript('institutional-editor.ts', ['create', email, password])
  api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const login = await api.post('/cms-api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
})

test.afterEach(async () => {
  await publish(off)
})

test.afterAll(async () => {
  try {
    await publish(off)
  } finally {
    await api.dispose()
    runLocalScript('institutional-editor.ts', ['delete', email])
  }
})

for (const width of [1440, 390]) {
  test.describe(`a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('una emergencia publicada aparece en una página en caché en menos de 5 s, como alerta, sin botón para cerrar y sin mover nada', async ({
      page,
      request,
    }) => {
      const route = '/quienes-somos'
      // In the cache before the change.
      await request.get(route)
      expect((await fromPageCache(request, route)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
      await watchLayoutShift(page)
      const reports = await watchSecurityReports(page)

      const day = width > 1000 ? 'hoy, martes' : 'mañana, miércoles'
      const text = `Huracán Norma: se suspenden las clases ${day}, en todos los campus de Los Cabos.`
      const publishedAt = Date.now()
      await publish(alertFor('emergencia', text))
      expect(await seenWithin(page, route, text, publishedAt)).toBeLessThan(5_000)

      const banner = page.locator('#aviso-sitio')
      await expect(banner).toHaveAttribute('role', 'alert')
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible()
      await expect(banner).toContainText('Emergencia:')
      await expect(banner.getByRole('link', { name: 'Ver indicaciones' })).toHaveAttribute('href', '/quienes-somos')
      await expect(banner.getByRole('button')).toHaveCount(0)
      // Above the header, at the very top of the page.
      expect((await banner.boundingBox())!.y).toBe(0)
      expect(await layoutShift(page)).toBe(0)
      expect(await axeFindings(page)).toEqual([])

      // In the server's HTML, and the page is still served from the cache.
      const again = await request.get(route)
      expect(await again.text()).toContain(text)
      expect((await fromPageCache(request, route)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
      if (saveScreens) await page.screenshot({ path: `docs/screens/aviso-emergencia-${width}.png` })
      expect(reports).toEqual([])
    })

    test('un aviso informativo se anuncia como estado, se cierra y sigue cerrado en la siguiente página de la visita', async ({
      page,
      browser,
    }) => {
      await watchLayoutShift(page)
      const reports = await watchSecurityReports(page)
      const text = `La biblioteca abre ${width > 1000 ? 'el lunes' : 'el sábado'} a las 7:00 con horario extendido de exámenes.`
      await publish(alertFor('informativo', text))
      await seenWithin(page, '/', text, Date.now())

      const banner = page.locator('#aviso-sitio')
      await expect(banner).toHaveAttribute('role', 'status')
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible()
      expect(await layoutShift(page)).toBe(0)
      expect(await axeFindings(page)).toEqual([])
      if (saveScreens) await page.screenshot({ path: `docs/screens/aviso-informativo-${width}.png` })

      await banner.getByRole('button', { name: 'Cerrar el aviso' }).click()
      await expect(banner).toBeHidden()

      // The next page of the visit (a full load): hidden from the first parse, so it never flashes.
      await page.goto('/licenciaturas')
      await expect(banner).toBeAttached()
      expect(await page.evaluate(() => (window as unknown as { __alertHiddenAtParse: boolean | null }).__alertHiddenAtParse)).toBe(true)
      await expect(banner).toBeHidden()
      expect(await layoutShift(page)).toBe(0)
      // And on a page rendered per request, under its nonce policy (the script runs by its hash).
      await page.goto('/buscar?q=derecho')
      await expect(banner).toBeAttached()
      await expect(banner).toBeHidden()
      expect(reports).toEqual([])

      // Another visit (a new tab has its own session) sees it again.
      const otherVisit = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 900 } })
      const other = await otherVisit.newPage()
      await other.goto('/licenciaturas')
      await expect(other.getByRole('status').filter({ hasText: text })).toBeVisible()
      await otherVisit.close()
    })
  })
}

test.describe('fin del aviso', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('un aviso cuya hora de fin pasó desaparece, con la página abierta y al volver a cargarla', async ({ page }) => {
    test.setTimeout(120_000)
    const text = 'Aviso breve: corte de agua en el campus hasta las 10:00.'
    // It ends 25 s after it is published: long enough to be seen first on a busy machine (a page
    // load there takes seconds), short enough to watch it go with the page open.
    await publish(alertFor('importante', text, 25))
    await seenWithin(page, '/', text, Date.now())
    const banner = page.locator('#aviso-sitio')
    await expect(banner).toContainText('Importante:')
    await expect(banner).toBeHidden({ timeout: 35_000 })
    await page.reload()
    await expect(page.getByText(text)).toBeHidden()
  })
})

test.describe('edición en la administración', () => {
  test('una editora abre «Aviso en el sitio» en el grupo Sitio y lee sus campos en español', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin/login')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/)
    await publish({
      ...alertFor('importante', 'Cambio de horario: el jueves las oficinas cierran a las 14:00.'),
      inicio: '2026-09-15T15:00:00.000Z',
      fin: '2026-09-18T03:00:00.000Z',
    })
    await page.goto('/admin/globals/aviso')
    await expect(page.getByRole('checkbox', { name: 'Mostrar el aviso en el sitio' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Texto del aviso' })).toHaveValue(
      'Cambio de horario: el jueves las oficinas cierran a las 14:00.',
    )
    // Required fields carry an asterisk after their label.
    for (const label of [/^Tipo de aviso/, /^Texto del enlace/, /^Inicio/, /^Fin/])
      await expect(page.getByText(label).first()).toBeVisible()
    await expect(page.getByText('Una o dos frases, hasta 200 caracteres. Obligatorio si el aviso está activo.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Publicar cambios' })).toBeVisible()
    if (saveScreens) await page.screenshot({ path: 'docs/screens/aviso-edicion-1440.png', fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('textbox', { name: 'Texto del aviso' })).toBeVisible()
    if (saveScreens) await page.screenshot({ path: 'docs/screens/aviso-edicion-390.png', fullPage: true })
  })
})
