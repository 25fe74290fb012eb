import { expect, type Locator, type Page, test } from '@playwright/test'

// The site shell of spec §2.1–§2.2: header, menus, footers, WhatsApp button, scroll, icons.
// Expected numbers come from the seeded settings (src/seed/fixtures/settings.ts).
const whatsapp = '526241433030'
const whatsappPrepa = '526241433131'
const greeting = 'Hola, me gustaría recibir más información.'

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }

async function headerHeight(page: Page): Promise<number> {
  const box = await page.locator('header').first().boundingBox()
  return Math.round(box?.height ?? 0)
}

/** The alpha of a computed CSS colour: 1 for rgb(), the fourth value of rgba()/color(). */
async function backgroundAlpha(locator: Locator): Promise<number> {
  const colour = await locator.evaluate((el) => getComputedStyle(el).backgroundColor)
  const alpha = colour.match(/(?:rgba\(.*,\s*|\/\s*)([\d.]+)\)$/)
  return alpha ? Number(alpha[1]) : 1
}

/** Makes the page tall enough to scroll, whatever the page under test contains today. */
async function makeScrollable(page: Page) {
  await page.locator('main').evaluate((main) => {
    ;(main as HTMLElement).style.minHeight = '3000px'
  })
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`header at ${label} width`, () => {
    test.use({ viewport })

    // Once scrolled: 80px from md, 52px on a phone (issue 38.11: with a page's own bar, 96px at most).
    const scrolled = label === 'phone' ? 52 : 80
    test(`is 112px tall and opaque at the top, ${scrolled}px and translucent once scrolled, and back`, async ({ page }) => {
      await page.goto('/preparatoria')
      const header = page.locator('header').first()
      await expect.poll(() => headerHeight(page)).toBe(112)
      expect(await backgroundAlpha(header)).toBe(1)
      await expect(header).toHaveCSS('position', 'sticky')

      await makeScrollable(page)
      await page.mouse.wheel(0, 400)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1)
      await expect.poll(() => headerHeight(page)).toBe(scrolled)
      await expect.poll(() => backgroundAlpha(header)).toBeLessThan(1)
      // Sticky: still at the top of the window.
      expect((await header.boundingBox())?.y).toBe(0)

      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(() => headerHeight(page)).toBe(112)
    })

    test('the logo links home with its name, and the skip link reaches the content', async ({ page }) => {
      await page.goto('/preparatoria')
      const logo = page.getByRole('banner').getByRole('link', { name: 'Universidad UGC, inicio' })
      await expect(logo).toHaveAttribute('href', '/')
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Saltar al contenido' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.locator('main#contenido')).toBeFocused()
    })
  })
}

test.describe('desktop menu (1440px)', () => {
  test.use({ viewport: desktop })

  test('shows every entry, and a submenu opens on hover', async ({ page }) => {
    await page.goto('/preparatoria')
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden()
    for (const name of ['Programas Académicos', 'Virtual', 'Comunicación', 'Sociedad', 'Empresas']) {
      await expect(nav.getByRole('button', { name, exact: true })).toBeVisible()
    }
    for (const name of ['Inicio', 'Estudiantes', 'Egresados']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }

    const radio = nav.getByRole('link', { name: 'Radio UGC' })
    await expect(radio).toBeHidden()
    await nav.getByRole('button', { name: 'Comunicación' }).hover()
    await expect(radio).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Comunicación' })).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Vida Universitaria y Eventos', 'Actividades UGC', 'Revista Científica', 'SITCA', 'Editorial']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
    }

    // The third level opens to the side on hover.
    await nav.getByRole('button', { name: 'Programas Académicos' }).hover()
    await expect(radio).toBeHidden()
    const continua = nav.getByRole('button', { name: 'Educación Continua' })
    await continua.hover()
    const conocer = nav.getByRole('link', { name: 'CONOCER' })
    await expect(conocer).toBeVisible()
    const [parentBox, childBox] = [await continua.boundingBox(), await conocer.boundingBox()]
    expect(childBox!.x).toBeGreaterThanOrEqual(parentBox!.x + parentBox!.width - 4)

    // Moving the pointer away closes it.
    await page.mouse.move(700, 600)
    await expect(conocer).toBeHidden()
  })

  test('submenus work by keyboard: Enter, arrows, the side level, Escape back to the button', async ({ page }) => {
    await page.goto('/preparatoria')
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    const programas = nav.getByRole('button', { name: 'Programas Académicos' })

    // Tab from the logo: Inicio, then Programas Académicos.
    await page.getByRole('banner').getByRole('link', { name: 'Universidad UGC, inicio' }).focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(programas).toBeFocused()
    await expect(programas).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(programas).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Prepa UGC' })).toBeVisible()
    await page.keyboard.press('Tab')
    // The finder of every level comes first, before the levels of the spec's menu.
    await expect(nav.getByRole('link', { name: 'Toda la oferta' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Prepa UGC' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Licenciaturas' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    const posgrados = nav.getByRole('button', { name: 'Posgrados' })
    await expect(posgrados).toBeFocused()

    // Third level: Enter opens it to the side.
    await page.keyboard.press('Enter')
    await expect(posgrados).toHaveAttribute('aria-expanded', 'true')
    const doctorados = nav.getByRole('link', { name: /^Doctorados/ })
    for (const name of ['Doctorados', 'Maestrías', 'Especialidades']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
    }
    expect((await doctorados.boundingBox())!.x).toBeGreaterThanOrEqual(
      (await posgrados.boundingBox())!.x + (await posgrados.boundingBox())!.width - 4,
    )
    await page.keyboard.press('Tab')
    await expect(doctorados).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: /^Maestrías/ })).toBeFocused()

    // Escape closes the side level back to Posgrados, then the submenu back to its button.
    await page.keyboard.press('Escape')
    await expect(doctorados).toBeHidden()
    await expect(posgrados).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(posgrados).toBeHidden()
    await expect(programas).toBeFocused()
    await expect(programas).toHaveAttribute('aria-expanded', 'false')

    // ArrowDown opens and moves into the submenu; focus leaving the menu closes it.
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Toda la oferta' })).toBeFocused()
    // A click on the page beside the open submenu (which now covers the page's title).
    await page.mouse.click(1400, 700)
    await page.getByRole('banner').getByRole('link', { name: 'Universidad UGC, inicio' }).focus()
    await expect(nav.getByRole('link', { name: 'Prepa UGC' })).toBeHidden()
  })

  test('marks the current page and leads to it', async ({ page }) => {
    await page.goto('/preparatoria')
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    await nav.getByRole('button', { name: 'Programas Académicos' }).click()
    await expect(nav.getByRole('link', { name: 'Prepa UGC' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Licenciaturas' })).not.toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Inicio' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page')
  })
})

/** Whether a screen reader hears `control` as expanded: the browser's accessibility tree, as it computes it. */
async function expandedOf(page: Page, control: Locator): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page)
  await control.evaluate((el) => el.setAttribute('data-probe', ''))
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-probe]' })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
  await control.evaluate((el) => el.removeAttribute('data-probe'))
  await cdp.detach()
  return nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value === true
}

/** A section of the phone menu (a `<details>`): its summary, which a screen reader hears as a disclosure. */
const section = (panel: Locator, name: string) => panel.locator('summary').filter({ hasText: new RegExp(`^${name}$`) })
const isOpen = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)

test.describe('mobile menu (390px)', () => {
  test.use({ viewport: phone })

  test('the hamburger opens a panel with one section open per level, and an internal link closes it', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden()
    const hamburger = page.getByRole('button', { name: 'Abrir menú' })
    expect(await expandedOf(page, hamburger)).toBe(false)
    const box = await hamburger.boundingBox()
    expect(box!.width).toBeGreaterThanOrEqual(44)
    expect(box!.height).toBeGreaterThanOrEqual(44)

    await hamburger.click()
    const panel = page.getByRole('dialog', { name: 'Menú' })
    await expect(panel).toBeVisible()
    expect(await expandedOf(page, hamburger)).toBe(true)
    await expect(panel.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    const panelBox = await panel.boundingBox()
    expect(Math.round(panelBox!.height)).toBe(phone.height)

    const programas = section(panel, 'Programas Académicos')
    const comunicacion = section(panel, 'Comunicación')
    await programas.click()
    await expect.poll(() => isOpen(programas)).toBe(true)
    await expect(panel.getByRole('link', { name: 'Licenciaturas' })).toBeVisible()

    // Second level: one at a time, a second click collapses.
    const posgrados = section(panel, 'Posgrados')
    const continua = section(panel, 'Educación Continua')
    await posgrados.click()
    await expect(panel.getByRole('link', { name: /^Maestrías/ })).toBeVisible()
    await continua.click()
    await expect.poll(() => isOpen(continua)).toBe(true)
    await expect.poll(() => isOpen(posgrados)).toBe(false)
    await expect(panel.getByRole('link', { name: /^Maestrías/ })).toBeHidden()
    await expect(panel.getByRole('link', { name: 'Diplomados' })).toBeVisible()
    await continua.click()
    await expect.poll(() => isOpen(continua)).toBe(false)
    await expect(panel.getByRole('link', { name: 'Diplomados' })).toBeHidden()

    // Top level: opening another closes the first; a second click collapses.
    await comunicacion.click()
    await expect.poll(() => isOpen(comunicacion)).toBe(true)
    await expect.poll(() => isOpen(programas)).toBe(false)
    await expect(panel.getByRole('link', { name: 'Licenciaturas' })).toBeHidden()
    await expect(panel.getByRole('link', { name: 'Radio UGC' })).toBeVisible()
    await comunicacion.click()
    await expect.poll(() => isOpen(comunicacion)).toBe(false)
    await expect(panel.getByRole('link', { name: 'Radio UGC' })).toBeHidden()

    // Following an internal link navigates and closes the panel.
    await programas.click()
    await panel.getByRole('link', { name: 'Prepa UGC' }).click()
    await expect(page).toHaveURL(/\/preparatoria$/)
    await expect(panel).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Preparatoria UGC', level: 1 })).toBeVisible()
  })

  test('Escape and "Cerrar menú" close the panel and give focus back; Tab stays inside', async ({ page }) => {
    await page.goto('/preparatoria')
    const hamburger = page.getByRole('button', { name: 'Abrir menú' })
    const panel = page.getByRole('dialog', { name: 'Menú' })
    await hamburger.click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(hamburger).toBeFocused()

    await hamburger.click()
    await expect(panel.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    // Shift+Tab from the first control wraps to the last one inside the panel.
    await page.keyboard.press('Shift+Tab')
    await expect(section(panel, 'Empresas')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    await panel.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(panel).toBeHidden()
    await expect(hamburger).toBeFocused()
  })
})

// Issue 38.9: the menu is the way in, so it opens without JavaScript too (the browser's own popover
// and `<details>`), and closes with its button.
test.describe('mobile menu (390px) without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false })

  test('the hamburger opens the panel, its sections open, a link is followed and «Cerrar menú» closes it', async ({ page }) => {
    await page.goto('/estudiantes')
    const panel = page.getByRole('dialog', { name: 'Menú' })
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Solicita información' })).toBeVisible()
    const programas = section(panel, 'Programas Académicos')
    await programas.click()
    await expect.poll(() => isOpen(programas)).toBe(true)
    // Each arrow says whether its own section is open: an open section's arrow turns, not its children's.
    await expect(programas.locator('svg')).toHaveCSS('rotate', '180deg')
    await expect(section(panel, 'Posgrados').locator('svg')).toHaveCSS('rotate', 'none')
    await panel.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(panel).toBeHidden()

    await page.getByRole('button', { name: 'Abrir menú' }).click()
    // The section opened before is still open.
    await panel.getByRole('link', { name: 'Licenciaturas' }).click()
    await expect(page).toHaveURL(/\/licenciaturas$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('every external menu link opens a new tab with noopener, internal ones do not', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto('/preparatoria')
  const links = page.getByRole('navigation', { name: 'Menú principal' }).locator('a')
  const all = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel') ?? '',
      text: a.textContent ?? '',
    })),
  )
  const external = all.filter((l) => l.href.startsWith('https'))
  // Doctorados, Maestrías, Especialidades, the four Virtual ones, Revista Científica, NAFIN, ULADES, Bolsa de Trabajo.
  expect(external).toHaveLength(11)
  for (const link of external) {
    expect(link.target, link.href).toBe('_blank')
    expect(link.rel, link.href).toContain('noopener')
    expect(link.text, link.href).toContain('(se abre en una pestaña nueva)')
  }
  const internal = all.filter((l) => !l.href.startsWith('https'))
  expect(internal.length).toBeGreaterThanOrEqual(14)
  for (const link of internal) expect(link.target, link.href).toBeNull()
})

test.describe('footers', () => {
  test('the standard footer on / and the preparatoria one on /preparatoria', async ({ page, request }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toHaveCount(1)
    await expect(footer.getByRole('link', { name: 'Universidad UGC, inicio' })).toHaveAttribute('href', '/')
    await expect(footer.getByText('Cabo San Lucas, B.C.S.')).toBeVisible()
    await expect(footer.getByRole('link', { name: /624 143 3030/ }).first()).toHaveAttribute('href', 'tel:+526241433030')
    const chat = footer.getByRole('link', { name: /^WhatsApp/ })
    await expect(chat).toHaveAttribute('href', new RegExp(`wa\\.me/${whatsapp}\\?text=`))
    await expect(chat).toHaveAttribute('target', '_blank')
    for (const [name, host] of [
      ['Facebook', 'facebook.com'],
      ['Instagram', 'instagram.com'],
      ['YouTube', 'youtube.com'],
    ]) {
      const social = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(social).toHaveAttribute('href', new RegExp(host))
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', /noopener/)
    }
    const offer = footer.getByRole('navigation', { name: 'Oferta Académica' })
    await expect(offer.getByRole('heading', { name: 'Oferta Académica' })).toBeVisible()
    await expect(offer.getByRole('link', { name: 'Licenciaturas' })).toHaveAttribute('href', '/licenciaturas')
    await expect(offer.getByRole('link', { name: /^Maestrías/ })).toHaveAttribute('target', '_blank')
    const enlaces = footer.getByRole('navigation', { name: 'Enlaces' })
    await expect(enlaces.getByRole('link', { name: 'Quejas y Sugerencias' })).toHaveAttribute('href', '/quejasysugerencias')
    await expect(enlaces.getByRole('link', { name: 'Editorial' })).toHaveCount(0)

    const regulations = enlaces.getByRole('link', { name: /Reglamento Escolar/ })
    await expect(regulations).toHaveAttribute('download', 'Reglamento_Escolar_UGC.pdf')
    const pdf = await request.get((await regulations.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    const year = new Date().getFullYear()
    await expect(footer.getByText(`© ${year} Universidad UGC. Todos los derechos reservados.`)).toBeVisible()

    await page.goto('/preparatoria')
    const prepa = page.getByRole('contentinfo')
    await expect(prepa).toHaveCount(1)
    await expect(prepa.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', new RegExp(`wa\\.me/${whatsappPrepa}\\?text=`))
    await expect(prepa.getByRole('link', { name: /\(624\) 143-3031/ })).toHaveAttribute('href', 'tel:+526241433031')
    await expect(prepa.getByRole('link', { name: 'Editorial' })).toHaveAttribute('href', '/stica/editoriales')
    await expect(prepa.getByRole('link', { name: /Reglamento Escolar/ })).toHaveAttribute('download', 'Reglamento_Escolar_UGC.pdf')
    await expect(prepa.getByRole('link', { name: 'Quejas y Sugerencias' })).toBeVisible()
    await expect(prepa.getByText(`© ${year} Universidad UGC.`, { exact: false })).toBeVisible()
    // The photo behind it is a lazy image: it loads as the footer comes near, not with the top of the page.
    const photo = prepa.locator('img[src*="footer-preparatoria.webp"]')
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await prepa.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(300)
    const box = (await photo.boundingBox())!
    const footerBox = (await prepa.boundingBox())!
    expect(Math.round(box.height)).toBe(Math.round(footerBox.height))

    // Leaving /preparatoria by a client-side link brings the standard footer back.
    await prepa.getByRole('link', { name: 'Quejas y Sugerencias' }).click()
    await expect(page).toHaveURL(/\/quejasysugerencias$/)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`wa\\.me/${whatsapp}\\?`),
    )
  })
})

test('the floating WhatsApp button opens a chat with the greeting, in a new tab', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/preparatoria')
  const button = page.getByRole('link', { name: /^Escríbenos por WhatsApp/ })
  await expect(button).toBeVisible()
  const href = (await button.getAttribute('href'))!
  expect(href).toContain(`wa.me/${whatsapp}`)
  expect(href).toContain(encodeURIComponent(greeting))
  expect(decodeURIComponent(new URL(href).searchParams.get('text') ?? '')).toContain('[nombre completo]')
  await expect(button).toHaveAttribute('target', '_blank')
  await expect(button).toHaveAttribute('rel', /noopener/)
  // Bottom right, clear of the edges, big enough to touch.
  const box = (await button.boundingBox())!
  expect(box.x + box.width).toBeGreaterThan(phone.width - 40)
  expect(box.y + box.height).toBeGreaterThan(phone.height - 40)
  expect(box.width).toBeGreaterThanOrEqual(44)
})

test('a route change starts at the top of the new page; an anchor link keeps its target', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto('/preparatoria')
  await makeScrollable(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Quejas y Sugerencias' }).click()
  await expect(page).toHaveURL(/\/quejasysugerencias$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // Again through the header menu, from a scrolled page.
  await page.goto('/preparatoria')
  await makeScrollable(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Estudiantes' }).click()
  await expect(page).toHaveURL(/\/estudiantes$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // An in-page anchor still scrolls to its target.
  await page.goto('/preparatoria')
  await makeScrollable(page)
  await page.locator('main').evaluate((main) => {
    const target = document.createElement('h2')
    target.id = 'destino'
    target.textContent = 'Destino'
    target.style.marginTop = '2000px'
    main.append(target)
    const link = document.createElement('a')
    link.href = '#destino'
    link.textContent = 'Ir al destino'
    main.prepend(link)
  })
  await page.getByRole('link', { name: 'Ir al destino' }).click()
  await expect(page).toHaveURL(/#destino$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
})

test('an unknown address shows the Spanish 404 inside the shell', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Volver al Inicio' }).click()
  await expect(page).toHaveURL(/\/$/)
})

for (const width of [390, 1440]) {
  test(`the 404 offers a way on at ${width} px: the site search, the pages most looked for and the contact form`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    const response = await page.goto('/licenciaturas-viejas')
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    for (const [name, href] of [
      ['Oferta académica', '/oferta-academica'],
      ['Licenciaturas', '/licenciaturas'],
      ['Prepa UGC', '/preparatoria'],
      ['Vida Universitaria y Eventos', '/vida-universitaria-y-eventos'],
      ['Solicita información', '/#contacto'],
    ]) {
      const link = main.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('href', href)
      // A finger's target on a phone.
      const box = (await link.boundingBox())!
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44)
    }
    // The search is a plain form: it works before any script, and lands on the results.
    await main.getByRole('searchbox', { name: 'Busca en el sitio' }).fill('psicología')
    await main.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\/buscar\?q=psicolog%C3%ADa$/)
    // Each result is a level-3 heading under the results' own.
    await expect(page.getByRole('heading', { level: 3, name: /Psicología/ }).first()).toBeVisible()
  })
}

test('the page icons and the manifest are linked and answer', async ({ page, request }) => {
  await page.goto('/preparatoria')
  const links = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((els) =>
      els.map((el) => ({
        rel: el.getAttribute('rel'),
        href: el.getAttribute('href') ?? '',
        type: el.getAttribute('type'),
      })),
    )
  const byRel = (rel: string) => links.filter((l) => l.rel === rel)
  expect(byRel('icon').some((l) => l.href.startsWith('/icon.svg'))).toBe(true)
  expect(byRel('apple-touch-icon')).toHaveLength(1)
  expect(byRel('manifest')).toHaveLength(1)

  for (const link of links) {
    const response = await request.get(link.href)
    expect(response.status(), link.href).toBe(200)
    if (link.href.startsWith('/icon.svg')) expect(response.headers()['content-type']).toContain('image/svg+xml')
    if (link.rel === 'apple-touch-icon') expect(response.headers()['content-type']).toContain('image/png')
  }

  const manifest = await (await request.get(byRel('manifest')[0].href)).json()
  expect(manifest.name).toBe('Universidad UGC Los Cabos')
  expect(manifest.theme_color.toUpperCase()).toBe('#C41230')
  expect(manifest.background_color.toUpperCase()).toBe('#C41230')
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toContain(icon.type)
  }
  expect((await request.get('/favicon.ico')).status()).toBe(200)
})

// Issue 38, item 3: the way to ask is on every page, at every width, and a programme's page answers
// with its own form, that programme chosen.
for (const [label, viewport] of [
  ['1440', desktop],
  ['390', phone],
  ['360', { width: 360, height: 740 }],
] as const) {
  test(`«Solicita información» is in the header at ${label} px and leads to the form`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/quejasysugerencias')
    const ask = page.getByRole('banner').getByRole('link', { name: 'Solicita información' })
    await expect(ask).toBeVisible()
    const box = (await ask.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(box.height).toBeGreaterThanOrEqual(44)
    // Nothing in the header is pushed off the page, and the logo keeps its name.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Universidad UGC, inicio' })).toBeVisible()

    await ask.click()
    await expect(page).toHaveURL(/\/#contacto$/)
    const form = page.locator('#contacto')
    await expect(form.getByRole('heading', { name: 'Solicita información' })).toBeInViewport()
    await expect(form.getByLabel('Programa de interés')).toBeVisible()

    await page.goto('/licenciaturas/licenciatura-en-derecho')
    await page.getByRole('banner').getByRole('link', { name: 'Solicita información' }).click()
    await expect(page).toHaveURL(/\/licenciaturas\/licenciatura-en-derecho#contacto$/)
    const own = page.locator('#contacto')
    await expect(own.getByRole('heading', { name: 'Solicita información' })).toBeInViewport()
    await expect(own.getByRole('heading', { name: 'Solicita información' })).toBeFocused()
    await expect(own.getByLabel('Programa de interés').locator('option:checked')).toHaveText('Licenciatura en Derecho')
  })
}

test('the phone menu opens with «Solicita información» first, and it closes the menu on its way to the form', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/licenciaturas/licenciatura-en-derecho')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const panel = page.getByRole('dialog', { name: 'Menú' })
  const links = panel.getByRole('navigation', { name: 'Menú principal' }).getByRole('link')
  await expect(links.first()).toHaveText('Solicita información')
  await links.first().click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/#contacto$/)
  await expect(page.locator('#contacto').getByLabel('Programa de interés').locator('option:checked')).toHaveText('Licenciatura en Derecho')
})

// Issue 38.11: on a phone, once the page is scrolled, the header and a page's own sticky bar
// together cover at most 96 px of the screen, and a section reached from the bar is not under them.
test.describe('sticky bars at 390px', () => {
  test.use({ viewport: phone })

  for (const path of ['/quienes-somos']) {
    test(`${path}: the header and the sections bar cover at most 96 px once scrolled`, async ({ page }) => {
      await page.goto(path)
      const bar = page.getByRole('button', { name: 'Secciones' })
      await expect(bar).toBeVisible()
      await page.mouse.wheel(0, 1200)
      await expect(page.locator('header[data-scrolled="true"]')).toBeVisible()
      // Stuck under the header: both stay at the top however far the page goes.
      const covered = async () => {
        const header = (await page.locator('header').first().boundingBox())!
        const stuck = (await bar.boundingBox())!
        return header.y === 0 && stuck.y >= header.y + header.height - 1 ? Math.round(stuck.y + stuck.height) : Infinity
      }
      await expect.poll(covered).toBeLessThanOrEqual(96)
      await page.mouse.wheel(0, 1200)
      await expect.poll(covered).toBeLessThanOrEqual(96)
      expect((await bar.boundingBox())!.height).toBeGreaterThanOrEqual(44)

      // A section chosen from the bar starts below both.
      await bar.click()
      const drawer = page.getByRole('dialog')
      const target = drawer.getByRole('link').nth(1)
      const name = (await target.textContent())!.trim()
      await target.click()
      await expect(drawer).toBeHidden()
      const heading = page.getByRole('heading', { name, exact: true }).first()
      await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeGreaterThanOrEqual(96)
      await expect(heading).toBeInViewport()
    })
  }
})
