import { expect, test, type Locator, type Page } from '@playwright/test'

// A person with a keyboard only: after loading a page these tests never click, hover or focus
// an element by script. At every Tab stop the focused element must show a focus indicator and
// must not sit hidden under the sticky header (WCAG 2.4.7, 2.4.11).

/** What is wrong with the focused element, or '' when its focus is visible and unobscured. */
function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'el foco se perdió (body)'
    const drawn = (e: Element, pseudo?: string) => {
      const s = getComputedStyle(e, pseudo)
      if (pseudo && s.content === 'none') return false
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
    }
    // The element's own ring, or the ring a carousel slide draws over its focused content.
    let visible = drawn(el)
    for (let a: Element | null = el, depth = 0; !visible && a && depth < 5; a = a.parentElement, depth++) {
      visible = drawn(a, '::after')
    }
    const name = `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}»`
    if (!visible) return `sin indicador de foco: ${name}`
    const rect = el.getBoundingClientRect()
    // Whatever is drawn on top of the element's centre must not be the sticky header.
    const header = document.querySelector('header')
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    if (header && top && !header.contains(el) && header.contains(top)) return `tapado por el encabezado: ${name}`
    if (rect.width === 0 || rect.height === 0) return `invisible: ${name}`
    return ''
  })
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}) {
  const stops: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    expect(await focusProblem(page), `parada ${i + 1} del recorrido con el teclado`).toBe('')
    if (await isFocused(target)) return stops.length
    stops.push(await page.evaluate(() => document.activeElement?.tagName ?? ''))
  }
  throw new Error(`No se llegó con Tab a ${target} en ${max} pasos`)
}

test.describe('Recorrido solo con el teclado a 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('saltar al contenido, el menú y el carrusel de avisos', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Saltar al contenido' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    expect(await focusProblem(page)).toBe('')
    await page.keyboard.press('Enter')
    await expect(page.locator('main#contenido')).toBeFocused()

    // The carousel: its arrow moves to the next notice, its dots go to one, its button stops it.
    const carousel = page.getByRole('region', { name: 'Avisos destacados' })
    await tabTo(page, carousel.getByRole('button', { name: 'Detener la rotación automática' }))
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Reanudar la rotación automática' })).toBeFocused()
    await tabTo(page, carousel.getByRole('button', { name: 'Diapositiva siguiente' }))
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Ir a la diapositiva 3' })).toHaveAttribute('aria-current', 'true')
    await tabTo(page, carousel.getByRole('button', { name: 'Ir a la diapositiva 1' }), { back: true })
    await page.keyboard.press('Space')
    await expect(carousel.getByRole('button', { name: 'Ir a la diapositiva 1' })).toHaveAttribute('aria-current', 'true')

    // Back up to the main menu: open Programas Académicos, walk down, follow Licenciaturas.
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    const programas = nav.getByRole('button', { name: 'Programas Académicos' })
    await tabTo(page, programas, { back: true })
    await page.keyboard.press('Enter')
    await expect(programas).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Toda la oferta' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Prepa UGC' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Licenciaturas' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/licenciaturas$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('pestañas y acordeón del plan de estudios de una licenciatura', async ({ page }) => {
    await page.goto('/licenciaturas/licenciatura-en-derecho')
    const tabs = page.getByRole('tablist')
    const first = tabs.getByRole('tab').first()
    await tabTo(page, first)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    const second = tabs.getByRole('tab').nth(1)
    await expect(second).toBeFocused()
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toBeVisible()
    // Tab leaves the tab list for the panel's content, not the next tab.
    await page.keyboard.press('Tab')
    expect(await isFocused(tabs.getByRole('tab').nth(2))).toBe(false)

    const period = page.getByRole('button', { name: /Cuatrimestre 1|Semestre 1/ })
    await tabTo(page, period)
    await expect(period).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(period).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: /Cuatrimestre 1|Semestre 1/ })).toBeVisible()
    await page.keyboard.press('Space')
    await expect(period).toHaveAttribute('aria-expanded', 'false')
  })

  test('el diálogo del mapa de un campus', async ({ page }) => {
    // The map's own page is another host: keep the test off the network.
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }))
    await page.goto('/NuestroCampus')
    const trigger = page.getByRole('button', { name: /Ubicación del campus Centro/ })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /Centro/ })
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('el formulario de contacto completo, con el aviso de privacidad y el captcha', async ({ page }) => {
    await page.goto('/licenciaturas')
    const section = page.locator('section#contacto')
    const nombre = section.getByLabel('Nombre')
    await tabTo(page, nombre, { max: 300 })
    await page.keyboard.type('Lucía')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Geraldo Castro')
    await page.keyboard.press('Tab')
    await page.keyboard.type('612 555 0101')
    await page.keyboard.press('Tab')
    await page.keyboard.type(`lucia.teclado.${Date.now()}@example.mx`)
    await page.keyboard.press('Tab')
    const programme = section.getByLabel('Programa de interés')
    await expect(programme).toBeFocused()
    // A closed select changes its choice with the arrow keys.
    await page.keyboard.press('ArrowDown')
    await expect(programme).not.toHaveValue('')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Quiero conocer el plan de estudios y las becas.')

    // The captcha is the next stop: Space checks it and the proof runs in the browser.
    const robot = section.getByRole('checkbox', { name: 'No soy un robot' })
    await tabTo(page, robot, { max: 1 })
    await page.keyboard.press('Space')
    await expect(section.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 45_000 })

    // Then the consent to the aviso de privacidad, checked with Space.
    const consent = section.getByRole('checkbox', { name: 'He leído y acepto la política de privacidad y el aviso de privacidad.' })
    await tabTo(page, consent, { max: 1 })
    await page.keyboard.press('Space')
    await expect(consent).toBeChecked()

    // The privacy notice opens from the keyboard and gives the focus back.
    const privacy = section.getByRole('button', { name: 'política de privacidad y el aviso de privacidad' })
    await tabTo(page, privacy, { max: 1 })
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Aviso de privacidad' })
    await expect(dialog).toBeVisible()
    await tabTo(page, dialog.getByRole('button', { name: 'Entendido' }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(privacy).toBeFocused()

    await tabTo(page, section.getByRole('button', { name: 'Enviar', exact: true }))
    await page.keyboard.press('Enter')
    await expect(section.getByRole('heading', { name: '¡Gracias por contactarnos!' })).toBeVisible({ timeout: 20_000 })
  })
})

test.describe('Recorrido solo con el teclado a 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('el menú del teléfono se abre, se recorre y se cierra con el teclado', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Abrir menú' })
    await tabTo(page, open)
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Menú' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()

    // A section is a disclosure (`<summary>`): Enter opens it.
    const programas = panel.locator('summary').filter({ hasText: /^Programas Académicos$/ })
    const programasOpen = () => programas.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)
    await tabTo(page, programas)
    await page.keyboard.press('Enter')
    await expect.poll(programasOpen).toBe(true)
    // Focus stays inside the panel however far one tabs.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(open).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // The panel remembers the section that was open.
    await expect.poll(programasOpen).toBe(true)
    const licenciaturas = panel.getByRole('link', { name: 'Licenciaturas' })
    await tabTo(page, licenciaturas)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/licenciaturas$/)
    await expect(panel).toBeHidden()
  })
})
