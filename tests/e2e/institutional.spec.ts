import { runLocalScript } from './local-script'
import { expect, test, type Page } from '@playwright/test'

// /quienes-somos, /incubadora and /convenios (spec §1, §2.11, §2.15, §2.20; issue 7 items 1, 3, 7, 9).
// The long copy comes from the «Contenido institucional» global seeded by src/seed/fixtures/institutional.ts.

const red = 'rgb(196, 18, 48)'
const white = 'rgb(255, 255, 255)'
const valueOrder = [
  'Identidad',
  'Respeto',
  'Honestidad',
  'Superación',
  'Compromiso',
  'Servicio',
  'Creatividad',
  'Cultura',
  'Educación',
  'Solidaridad',
]
const redValues = ['Identidad', 'Honestidad', 'Compromiso', 'Creatividad', 'Educación']
const menuName = 'Secciones de Quiénes Somos'

/** Scrolls instantly so that the section's top sits `top` px below the viewport's top. */
async function placeSection(page: Page, id: string, top: number) {
  await page.evaluate(
    ([id, top]) => {
      const el = document.getElementById(id as string)!
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - (top as number), behavior: 'instant' })
    },
    [id, top],
  )
}

const sectionTop = (page: Page, id: string) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id)

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  const wide = width >= 1024
  test.describe(`/quienes-somos a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test.beforeEach(async ({ page }) => {
      const response = await page.goto('/quienes-somos')
      expect(response?.status()).toBe(200)
    })

    /** The menu a visitor uses at this width: the bar, or the side drawer once opened. */
    async function menu(page: Page) {
      if (!wide) {
        await page.getByRole('button', { name: 'Secciones' }).click()
        await expect(page.getByRole('dialog', { name: menuName })).toBeVisible()
      }
      return page.getByRole('navigation', { name: menuName })
    }

    async function closeMenu(page: Page) {
      if (!wide) {
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toBeHidden()
      }
    }

    test('bloque de portada: fondo, logo que lleva al inicio, título y lema', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiénes Somos')
      const logo = page.getByRole('link', { name: 'Universidad UGC, ir al inicio' })
      await expect(logo).toHaveAttribute('href', '/')
      await expect(page.getByRole('img', { name: 'Universidad UGC, ir al inicio' })).toBeVisible()
      await expect(page.getByText('«Evolucionar para Trascender»', { exact: true })).toBeVisible()
      // Only the menu of this width is shown.
      if (wide) {
        await expect(page.getByRole('navigation', { name: menuName })).toBeVisible()
        await expect(page.getByRole('button', { name: 'Secciones' })).toBeHidden()
      } else {
        await expect(page.getByRole('navigation', { name: menuName })).toHaveCount(0)
        await expect(page.getByRole('button', { name: 'Secciones' })).toBeVisible()
      }
    })

    test('las cifras institucionales del §1 a la vista en Quiénes Somos', async ({ page }) => {
      const who = page.locator('#qsText')
      await expect(who.getByRole('heading', { level: 2, name: 'Quiénes Somos' })).toBeVisible()
      for (const [figure, label] of [
        ['+60', 'años de experiencia en el sistema educativo'],
        ['+60', 'planteles en México'],
        ['+22', 'años en Los Cabos'],
        ['14', 'años con certificación ISO 9001-2015'],
      ]) {
        const item = who.locator('dl > div').filter({ hasText: label })
        await expect(item).toBeVisible()
        await expect(item.locator('dd')).toHaveText(figure)
      }
      await expect(who.getByText('42712')).toBeVisible()
      await expect(who.getByText('Evolucionar para Trascender', { exact: true })).toBeVisible()
      // The editors' text, from the global.
      await expect(who).toContainText('más de 60 planteles en México')
    })

    test('el menú resalta la sección que cruza la línea de 100px', async ({ page }) => {
      const cases: [string, string[]][] = [
        ['qsText', ['Quiénes Somos']],
        ['EmpresaSociedadMundo', ['En la empresa', 'En la sociedad', 'En el mundo']],
        ['rector', ['Mensaje del Rector']],
        ['misionVision', ['Misión', 'Visión']],
        ['valores', ['Valores']],
      ]
      for (const [id, entries] of cases) {
        await placeSection(page, id, 40)
        const nav = await menu(page)
        const current = nav.locator('a[aria-current="true"]')
        await expect(current).toHaveText(entries)
        for (const a of await current.all()) await expect(a).toHaveAttribute('href', `#${id}`)
        await closeMenu(page)
      }
      // The boundary: just below the line (101px) the section is not yet current; just above (99px) it is.
      // One pixel either side, since layout positions may carry a fraction of a pixel.
      await placeSection(page, 'valores', 101)
      let nav = await menu(page)
      await expect(nav.locator('a[aria-current="true"]')).toHaveText(['Misión', 'Visión'])
      await closeMenu(page)
      await placeSection(page, 'valores', 99)
      nav = await menu(page)
      await expect(nav.locator('a[aria-current="true"]')).toHaveText(['Valores'])
      await closeMenu(page)
      // Back on the landing block no entry is current.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      nav = await menu(page)
      await expect(nav.locator('a[aria-current="true"]')).toHaveCount(0)
    })

    test('un clic en una entrada desplaza a su sección y no deja hash en la dirección', async ({ page }) => {
      for (const [entry, id] of [
        ['Valores', 'valores'],
        ['Mensaje del Rector', 'rector'],
        ['Visión', 'misionVision'],
        ['Quiénes Somos', 'qsText'],
      ]) {
        const nav = await menu(page)
        await nav.getByRole('link', { name: entry, exact: true }).click()
        await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(90)
        await expect.poll(() => sectionTop(page, id)).toBeLessThanOrEqual(100)
        expect(new URL(page.url()).hash).toBe('')
        expect(page.url()).toMatch(/\/quienes-somos$/)
        await expect(page.getByRole('dialog')).toBeHidden()
        const again = await menu(page)
        await expect(again.getByRole('link', { name: entry, exact: true })).toHaveAttribute('aria-current', 'true')
        await closeMenu(page)
      }
    })

    test('las tres subentradas llevan a EmpresaSociedadMundo', async ({ page }) => {
      for (const entry of ['En la empresa', 'En la sociedad', 'En el mundo']) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        const nav = await menu(page)
        await nav.getByRole('link', { name: entry }).click()
        await expect.poll(() => sectionTop(page, 'EmpresaSociedadMundo')).toBeLessThanOrEqual(100)
        await expect.poll(() => sectionTop(page, 'EmpresaSociedadMundo')).toBeGreaterThanOrEqual(90)
        expect(new URL(page.url()).hash).toBe('')
      }
      const spheres = page.locator('#EmpresaSociedadMundo')
      await expect(spheres.getByRole('heading', { level: 3 })).toHaveText(['En la empresa', 'En la sociedad', 'En el mundo'])
    })

    if (width === 1440)
      test('llegar con un hash lo quita de la dirección', async ({ page }) => {
        await page.goto('/quienes-somos#valores')
        await expect.poll(() => new URL(page.url()).hash).toBe('')
      })

    if (width === 1440)
      test('mensaje del rector con el certificado ISO 9001-2015 en PDF', async ({ page, request }) => {
        const rector = page.locator('#rector')
        await expect(rector.getByRole('heading', { level: 2, name: 'Mensaje del Rector' })).toBeVisible()
        await expect(rector.locator('blockquote')).toContainText('Evolucionar para Trascender')
        await expect(rector.locator('figcaption')).toContainText('Rector de la Universidad UGC Los Cabos')
        const link = rector.getByRole('link', { name: 'Descarga el certificado ISO 9001-2015 (PDF)' })
        const href = await link.getAttribute('href')
        expect(href).toMatch(/^\/media\/.+\.pdf$/)
        const response = await request.get(href!)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('application/pdf')
      })

    test('misión y visión en una sola sección', async ({ page }) => {
      const mv = page.locator('#misionVision')
      await expect(mv.getByRole('heading', { level: 3 })).toHaveText(['Misión', 'Visión'])
      await expect(mv).toContainText('Formar personas íntegras')
      await expect(mv).toContainText('Ser la institución educativa de referencia')
    })

    test('Valores: diez tarjetas en orden, rojas y blancas según la especificación', async ({ page }) => {
      const section = page.locator('#valores')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Valores')
      await section.scrollIntoViewIfNeeded()
      const cards = section.getByRole('listitem')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(valueOrder)
      for (const [i, title] of valueOrder.entries()) {
        const card = cards.nth(i)
        await expect(card.locator('svg')).toHaveCount(1)
        await expect(card.locator('p')).not.toBeEmpty()
        await expect(card).toHaveCSS('background-color', redValues.includes(title) ? red : white)
      }
      await expect(cards.nth(0)).toContainText('pasado')
      await expect(cards.nth(1)).toContainText('diálogo')
    })
  })
}

test.describe('/quienes-somos: columnas y animación de Valores', () => {
  test('1 columna en teléfono, 2 desde md y 5 desde xl', async ({ page }) => {
    await page.goto('/quienes-somos')
    for (const [width, columns] of [
      [390, 1],
      [768, 2],
      [1024, 2],
      [1279, 2],
      [1280, 5],
      [1440, 5],
    ]) {
      await page.setViewportSize({ width, height: 900 })
      const count = await page.locator('#valores li').evaluateAll((cards) => {
        const firstTop = cards[0].getBoundingClientRect().top
        return cards.filter((c) => Math.abs(c.getBoundingClientRect().top - firstTop) < 2).length
      })
      expect(count, `${width}px`).toBe(columns)
    }
  })

  test('las tarjetas entran escalonadas 0.1 s al verse', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/quienes-somos')
    const cards = page.locator('#valores li')
    // Not yet in view: waiting, invisible.
    await expect(page.locator('#valores ul[data-reveal]')).toHaveAttribute('data-reveal', 'pending')
    await page.locator('#valores').scrollIntoViewIfNeeded()
    await expect(page.locator('#valores ul[data-reveal]')).toHaveAttribute('data-reveal', 'shown')
    await expect(cards.nth(0)).toHaveCSS('animation-name', 'rise-in')
    await expect(cards.nth(0)).toHaveCSS('animation-delay', '0s')
    await expect(cards.nth(3)).toHaveCSS('animation-delay', '0.3s')
    await expect(cards.nth(9)).toHaveCSS('animation-delay', '0.9s')
    await expect(cards.nth(9)).toHaveCSS('opacity', '1')
  })

  test('sin animación con movimiento reducido', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/quienes-somos')
    await page.locator('#valores').scrollIntoViewIfNeeded()
    const cards = page.locator('#valores li')
    for (const i of [0, 4, 9]) {
      await expect(cards.nth(i)).toHaveCSS('animation-name', 'none')
      await expect(cards.nth(i)).toHaveCSS('opacity', '1')
    }
    // Clicking an entry jumps there at once.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('navigation', { name: menuName }).getByRole('link', { name: 'Valores' }).click()
    const top = await sectionTop(page, 'valores')
    expect(top).toBeGreaterThanOrEqual(90)
    expect(top).toBeLessThanOrEqual(100)
  })
})

for (const width of [1440, 390]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`/incubadora a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('qué es, cómo opera, fases, servicios, requisitos y contacto', async ({ page }) => {
      const response = await page.goto('/incubadora')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Incubadora de Empresas UGC')
      await expect(page.getByRole('heading', { level: 2, name: '¿Qué es la Incubadora?' })).toBeVisible()
      await expect(page.getByText('La Incubadora de Empresas UGC es un programa de la universidad')).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: '¿Cómo opera?' })).toBeVisible()
      await expect(page.getByText(/convocatorias cuatrimestrales/)).toBeVisible()
      const phases = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Fases del proceso de incubación' }) })
      await expect(phases.getByRole('heading', { level: 3 })).toHaveText([
        'Fase 1: Preincubación',
        'Fase 2: Plan de negocios',
        'Fase 3: Incubación',
        'Fase 4: Seguimiento',
      ])
      const services = page.getByRole('region', { name: 'Qué te ofrecemos' })
      await expect(services.getByRole('listitem')).toHaveCount(6)
      const requirements = page.getByRole('region', { name: '¿Quién puede participar?' })
      await expect(requirements.getByRole('listitem')).toHaveCount(4)
      const cta = page.getByRole('region', { name: '¿Tienes una idea de negocio?' })
      await expect(cta.getByRole('link', { name: /624 143 3030/ })).toHaveAttribute('href', 'tel:+526241433030')
      await expect(cta.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank')
      await expect(cta.getByRole('link', { name: /admisiones@ugc\.edu\.mx/ })).toHaveAttribute('href', /^mailto:admisiones@ugc\.edu\.mx/)
    })
  })

  test.describe(`/convenios a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test.beforeEach(async ({ page }) => {
      const response = await page.goto('/convenios')
      expect(response?.status()).toBe(200)
    })

    test('portada, introducción y convenios internacionales por país', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convenios y Becas')
      await expect(page.getByText(/prácticas profesionales y su servicio social en escenarios reales/)).toBeVisible()
      const intl = page.getByRole('region', { name: 'Convenios internacionales' })
      await expect(intl.getByRole('heading', { level: 3 })).toHaveText([
        'España',
        'Argentina',
        'Perú',
        'Cuba',
        'Puerto Rico',
        'Más convenios próximamente',
      ])
      const spain = intl.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'España' }) })
      await expect(spain.getByRole('listitem')).toHaveCount(2)
      await expect(spain).toContainText('Universidad de Salamanca')
      await expect(spain).toContainText('Universidad de Málaga')
      // The way to the form from under the international agreements.
      await intl.getByRole('link', { name: 'Pregunta por la movilidad internacional' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Solicita información sobre convenios y becas' })).toBeInViewport()
    })

    test('la lista nacional y local de unas 55 instituciones', async ({ page }) => {
      const national = page.getByRole('region', { name: 'Convenios nacionales y locales' })
      // On a phone the long list folds under one toggle (issue 26).
      if (width < 768) await national.getByText('Ver las 55 instituciones', { exact: true }).click()
      const items = national.getByRole('listitem')
      await expect(items).toHaveCount(55)
      await expect(items.first()).toHaveText('H. XV Ayuntamiento de Los Cabos')
      await expect(national).toContainText('Asociación de Hoteles de Los Cabos')
      await expect(national).toContainText('Universidad Autónoma de Baja California Sur')
    })

    if (width === 1440)
      test('las ocho becas y el programa de becas en PDF', async ({ page, request }) => {
        const grants = page.getByRole('region', { name: 'Becas' })
        await expect(grants.getByRole('heading', { level: 3 })).toHaveText([
          'Beca de Excelencia Académica',
          'Beca Fidelidad',
          'Beca Socioeconómica',
          'Beca por Fallecimiento',
          'Beca al Desarrollo Artístico',
          'Beca Deportiva',
          'Beca de Trabajo',
          'Descuento Financiero',
        ])
        const href = await grants.getByRole('link', { name: 'Descarga el programa de becas (PDF)' }).getAttribute('href')
        const response = await request.get(href!)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('application/pdf')
      })

    test(`formulario de contacto; imagen de atención ${width >= 1024 ? 'visible' : 'oculta'}`, async ({ page }) => {
      const contact = page.locator('#contacto')
      await expect(contact.getByRole('heading', { level: 2, name: 'Solicita información sobre convenios y becas' })).toBeVisible()
      await expect(contact.getByLabel('Nombre', { exact: true })).toBeVisible({ timeout: 20_000 })
      const image = page.getByRole('img', { name: 'Atención a estudiantes y familias de la Universidad UGC' })
      if (width >= 1024) {
        await image.scrollIntoViewIfNeeded()
        await expect(image).toBeVisible()
      } else {
        await expect(image).toBeHidden()
      }
    })
  })
}

test.describe('Contenido institucional editable', () => {
  const email = `editora.${Date.now()}@ugc.edu.mx`
  const password = 'Contenido-Institucional-2026'
  const tsx = (args: string[]) => runLocalScript('institutional-editor.ts', args)

  test.beforeAll(() => void tsx(['create', email, password]))
  test.afterAll(() => void tsx(['delete', email]))

  test('una edición de la misión y de la lista de convenios en la administración aparece en las páginas', async ({ page, playwright }) => {
    const baseURL = test.info().project.use.baseURL
    // Anonymous clients neither read nor change it through the back office's API (the pages show it).
    const anonymous = await playwright.request.newContext({ baseURL })
    expect((await anonymous.get('/cms-api/globals/contenido-institucional')).status()).toBe(401)
    expect((await anonymous.post('/cms-api/globals/contenido-institucional', { data: { mision: 'x' } })).status()).toBe(401)
    await anonymous.dispose()

    const request = await playwright.request.newContext({ baseURL })
    const login = await request.post('/cms-api/users/login', { data: { email, password } })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const headers = { Authorization: `JWT ${token}` }
    const before = (await (await request.get('/cms-api/globals/contenido-institucional', { headers })).json()) as {
      mision: string
      convenios_nacionales: { institucion: string; tipo: string | null }[]
    }

    const mission = `Misión editada desde la administración ${Date.now()}.`
    const saved = await request.post('/cms-api/globals/contenido-institucional', {
      headers,
      data: {
        mision: mission,
        convenios_nacionales: [
          ...before.convenios_nacionales.map(({ institucion, tipo }) => ({ institucion, tipo })),
          { institucion: 'Hotel Faro del Pacífico', tipo: 'hotel' },
        ],
      },
    })
    expect(saved.status()).toBe(200)
    try {
      await page.goto('/quienes-somos')
      await expect(page.locator('#misionVision')).toContainText(mission)
      await page.goto('/convenios')
      const national = page.getByRole('region', { name: 'Convenios nacionales y locales' })
      await expect(national.getByRole('listitem')).toHaveCount(56)
      await expect(national.getByRole('listitem').last()).toHaveText('Hotel Faro del Pacífico')
    } finally {
      const restored = await request.post('/cms-api/globals/contenido-institucional', {
        headers,
        data: {
          mision: before.mision,
          convenios_nacionales: before.convenios_nacionales.map(({ institucion, tipo }) => ({ institucion, tipo })),
        },
      })
      expect(restored.status()).toBe(200)
    }
    await page.goto('/quienes-somos')
    await expect(page.locator('#misionVision')).toContainText(before.mision)
    await request.dispose()
  })
})
