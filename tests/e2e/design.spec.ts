import { expect, type Page, test } from '@playwright/test'
import { isLongTitle } from '../../src/lib/hero'
import { publicRoutes } from '../support/routes.mjs'

// The design pass (issue 26) as a visitor meets it on a phone and on a wide screen.

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }

/** The controls fixed on screen that a visitor can see now (what floats over the text). */
function floatingNow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el)
        if (style.position !== 'fixed' || style.display === 'none' || style.visibility !== 'visible' || Number(style.opacity) === 0)
          return false
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
      })
      .map((el) => (el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.tagName),
  )
}

/**
 * The page once a scroll has had its effect: the observers that show and hide the floating controls
 * have run (two frames and a task), and the fades they started (200 ms) have ended, however long a
 * busy machine takes to play them. At most 5 s, should one never end.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
    // Only what is being drawn: an animation under `content-visibility: auto` (the footer once
    // scrolled away) does not run, and waiting for it cost 5 s at every step.
    const drawn = (a: Animation) => {
      const target = (a.effect as KeyframeEffect | null)?.target
      return !target || target.checkVisibility({ contentVisibilityAuto: true })
    }
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity && a.playState === 'running' && drawn(a))
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))])
  })
}

test.describe('one floating control at a time on a phone', () => {
  test.use({ viewport: phone })

  for (const path of [
    '/',
    '/preparatoria',
    '/quienes-somos',
    '/convenios',
    '/licenciaturas/licenciatura-en-derecho',
    '/vida-universitaria-y-eventos',
  ]) {
    test(`${path}: from the top to the footer, never two floating controls on screen`, async ({ page }) => {
      await page.goto(path)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const seen = new Set<string>()
      for (let top = 0; top <= height; top += 500) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
        await settled(page)
        const floating = await floatingNow(page)
        expect(floating.length, `${path} a ${top} px: ${floating.join(' | ')}`).toBeLessThanOrEqual(1)
        for (const name of floating) seen.add(name)
      }
      // While reading, the one control is WhatsApp.
      expect(
        [...seen].some((name) => name.includes('WhatsApp')),
        [...seen].join(' | '),
      ).toBe(true)
    })
  }

  test('WhatsApp steps aside while the contact form is on screen, and comes back above it', async ({ page }) => {
    await page.goto('/licenciaturas/licenciatura-en-derecho')
    const whatsapp = page.getByRole('link', { name: /^Escríbenos por WhatsApp/ })
    await expect(whatsapp).toBeVisible()
    await page
      .locator('#contacto')
      .getByRole('button', { name: /Enviar/ })
      .scrollIntoViewIfNeeded()
    await expect(whatsapp).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(whatsapp).toBeVisible()
  })

  test('the sections of Quiénes Somos open from a bar under the header, not from a floating button', async ({ page }) => {
    await page.goto('/quienes-somos')
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }))
    const sections = page.getByRole('button', { name: 'Secciones' })
    await expect(sections).toBeVisible()
    // The header shrinks as the page scrolls (a 200 ms transition): measured once it has.
    await settled(page)
    const box = (await sections.boundingBox())!
    const header = (await page.locator('header').first().boundingBox())!
    // Just under the header, full width, not over the text at the bottom.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    expect(box.y).toBeLessThan(header.y + header.height + 40)
    expect(box.width).toBeGreaterThan(phone.width - 64)
    await sections.click()
    await expect(page.getByRole('dialog', { name: /Quiénes Somos|Secciones|Contenido/ })).toBeVisible()
  })

  test('the fifty-odd national agreements fold under one toggle; opened, all are there', async ({ page }) => {
    await page.goto('/convenios')
    const section = page.locator('section[aria-labelledby="convenios-nacionales"]')
    const toggle = section.getByText(/^Ver las \d+ instituciones$/)
    await expect(toggle).toBeVisible()
    const count = Number((await toggle.textContent())!.match(/\d+/)![0])
    expect(count).toBeGreaterThan(40)
    const items = section.locator('li')
    await expect(items).toHaveCount(count)
    await expect(items.first()).toBeHidden()
    const folded = await page.evaluate(() => document.documentElement.scrollHeight)
    await toggle.click()
    await expect(items.first()).toBeVisible()
    await expect(items.last()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(folded + 1000)
  })

  test('the footer’s lists fold under their titles', async ({ page }) => {
    await page.goto('/')
    const offer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Oferta Académica' })
    await offer.scrollIntoViewIfNeeded()
    const licenciaturas = offer.getByRole('link', { name: 'Licenciaturas' })
    await expect(licenciaturas).toBeHidden()
    await offer.getByRole('heading', { name: 'Oferta Académica' }).click()
    await expect(licenciaturas).toBeVisible()
    await expect(licenciaturas).toHaveAttribute('href', '/licenciaturas')
  })
})

test.describe('the same lists stand open on a wide screen', () => {
  test.use({ viewport: desktop })

  test('agreements and footer columns show every row, with no toggle', async ({ page }) => {
    await page.goto('/convenios')
    const section = page.locator('section[aria-labelledby="convenios-nacionales"]')
    await expect(section.getByText(/^Ver las \d+ instituciones$/)).toBeHidden()
    await expect(section.locator('li').first()).toBeVisible()
    await expect(section.locator('li').last()).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { name: 'Oferta Académica' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Licenciaturas' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Quejas y Sugerencias' })).toBeVisible()
  })

  test('WhatsApp and the way back up may both float on a wide screen, one above the other', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    const up = page.getByRole('button', { name: 'Volver arriba' })
    const whatsapp = page.getByRole('link', { name: /^Escríbenos por WhatsApp/ })
    await expect(up).toBeVisible()
    await expect(whatsapp).toBeVisible()
    const [a, b] = [(await up.boundingBox())!, (await whatsapp.boundingBox())!]
    expect(a.y + a.height).toBeLessThanOrEqual(b.y)
  })
})

/**
 * Every control and stand-alone link a visitor can see, with the box a finger can hit: a checkbox's
 * label, a card's whole area where its link stretches over it (a `::after` laid over the card).
 * Links inside running text are left out, as WCAG leaves them.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(
      'a[href], button, summary, select, input:not([type=hidden]), textarea, [role=button], [role=tab]',
    )) {
      if (!el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true })) continue
      if (el.matches('a') && el.closest('p, .prose')) continue
      let target: Element = el
      if (el.matches('input[type=checkbox], input[type=radio]'))
        target = el.closest('label') ?? document.querySelector(`label[for="${el.id}"]`) ?? el
      const after = getComputedStyle(el, '::after')
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = el.parentElement
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement
        if (holder) target = holder
      }
      const box = target.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.width < 44 || box.height < 44) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 50)
        small.push(`${el.tagName.toLowerCase()} «${name}» ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return small
  })
}

// One tab look (issue 38.10): a programme's tabs, SITCA's archive lists and the communication pages'
// sections are drawn alike, chosen and not; at 1440 a programme's tabs fit their row.
test.describe('one tab look at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the tabs of a programme, of SITCA and of the communication pages look the same, chosen or not, and a programme's fit at 1440 px", async ({
    page,
  }) => {
    const places = [
      {
        route: '/licenciaturas/licenciatura-en-derecho',
        chosen: '[role=tab][aria-selected=true]',
        other: '[role=tab][aria-selected=false]',
      },
      {
        route: '/stica',
        chosen: 'nav[aria-label="Tipo de publicación"] a[aria-current]',
        other: 'nav[aria-label="Tipo de publicación"] a:not([aria-current])',
      },
      {
        route: '/vida-universitaria-y-eventos',
        chosen: 'nav[aria-label="Comunicación"] ul a[aria-current]',
        other: 'nav[aria-label="Comunicación"] ul a:not([aria-current])',
      },
    ]
    const look = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((tab) => {
          const style = getComputedStyle(tab)
          return [
            'backgroundColor',
            'color',
            'borderBottomColor',
            'borderBottomWidth',
            'borderTopLeftRadius',
            'fontWeight',
            'fontSize',
            'paddingLeft',
            'minHeight',
          ]
            .map((name) => `${name}: ${style[name as keyof CSSStyleDeclaration] as string}`)
            .join('; ')
        })
    const looks: { chosen: string; other: string }[] = []
    for (const { route, chosen, other } of places) {
      await page.goto(route)
      await expect(page.locator(chosen).first(), route).toBeVisible()
      looks.push({ chosen: await look(chosen), other: await look(other) })
      if (route.startsWith('/licenciaturas/')) {
        const row = page.getByRole('tablist').first()
        const [scroll, client] = await row.evaluate((r) => [r.scrollWidth, r.clientWidth])
        expect(scroll, "the programme's tabs fit their row at 1440 px").toBeLessThanOrEqual(client)
      }
    }
    expect(looks).toEqual(looks.map(() => looks[0]))
    expect(looks[0]!.chosen).not.toBe(looks[0]!.other)
  })
})

test.describe('one pager, one tabs, one row of dots', () => {
  // No rotation on its own, so the counter moves only when the test moves it.
  test.use({ viewport: phone, reducedMotion: 'reduce' })

  test('every paged list has the same pager: «Página 1 de N» on its own line, the two steps side by side, the disabled one looking disabled', async ({
    page,
  }) => {
    const looks: string[] = []
    for (const route of ['/vida-universitaria-y-eventos', '/actividades-ugc', '/stica', '/stica/editoriales', '/buscar?q=licenciatura']) {
      await page.goto(route)
      const pager = page.getByRole('navigation').filter({ hasText: /Página 1 de \d+/ })
      await expect(pager, route).toHaveCount(1)
      // Links in the news lists and the search, buttons of a small form in SITCA and the editorial's.
      const step = (name: string) => pager.locator('a, button, [role=link]').filter({ hasText: name })
      const [indicator, previous, next] = await Promise.all([
        pager.getByText(/^Página 1 de \d+$/).boundingBox(),
        step('Anterior').boundingBox(),
        step('Siguiente').boundingBox(),
      ])
      // The indicator above, the steps on one line below it, each a full target.
      expect(indicator!.y + indicator!.height, route).toBeLessThanOrEqual(previous!.y)
      expect(Math.abs(previous!.y - next!.y), route).toBeLessThanOrEqual(1)
      for (const box of [previous!, next!]) expect(Math.min(box.width, box.height), route).toBeGreaterThanOrEqual(44)
      // On the first page «Anterior» is disabled, and says so to the eye and to a screen reader.
      await expect(step('Anterior'), route).toBeDisabled()
      await expect(step('Siguiente'), route).toBeEnabled()
      await expect(step('Anterior'), route).toHaveCSS('cursor', 'not-allowed')
      const [off, on] = await Promise.all([
        step('Anterior').evaluate((e) => getComputedStyle(e).color),
        step('Siguiente').evaluate((e) => getComputedStyle(e).color),
      ])
      expect(off, route).not.toBe(on)
      looks.push(
        await pager.evaluate(
          (nav) => nav.className + ' | ' + [...nav.querySelectorAll('a, button, [role=link]')].map((a) => a.className).join(' | '),
        ),
      )
    }
    // One component: the same classes on every route.
    expect(looks).toEqual(looks.map(() => looks[0]))
  })

  test('carousels keep their dots in one row and, past a handful, say where you are', async ({ page }) => {
    for (const path of ['/', '/preparatoria', '/radiougc']) {
      await page.goto(path)
      // The controls show once the carousel's script runs.
      const carousels = page
        .locator('[aria-roledescription="carrusel"]')
        .filter({ has: page.getByRole('button', { name: 'Ir a la diapositiva 1' }) })
      await expect.poll(() => carousels.count(), { message: path }).toBeGreaterThan(0)
      for (const carousel of await carousels.all()) {
        await carousel.scrollIntoViewIfNeeded()
        const dots = carousel.getByRole('button', { name: /^Ir a la diapositiva \d+$/ })
        await expect(dots.first()).toBeVisible()
        const count = await dots.count()
        const tops = new Set<number>()
        for (const dot of await dots.all()) tops.add(Math.round((await dot.boundingBox())!.y))
        expect([...tops], `${path}: los ${count} puntos en una fila`).toHaveLength(1)
        const counter = carousel.locator('[data-counter]')
        if (count > 5) {
          await expect(counter).toHaveText(`1 / ${count}`)
          await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click()
          await expect(counter).toHaveText(`2 / ${count}`)
          // The current dot is always in view, even when the row scrolls.
          await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click()
          await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click()
          await expect(counter).toHaveText(`${count} / ${count}`)
          await expect(carousel.getByRole('button', { name: `Ir a la diapositiva ${count}` })).toBeInViewport()
        } else {
          await expect(counter).toHaveCount(0)
        }
      }
    }
  })

  test('the events carousel keeps its dots in one row too', async ({ page }) => {
    await page.goto('/')
    const group = page.getByRole('group', { name: 'Elegir evento' })
    await group.scrollIntoViewIfNeeded()
    const dots = group.getByRole('button', { name: /^Ir al evento \d+$/ })
    await expect(dots.first()).toBeVisible()
    const tops = new Set<number>()
    for (const dot of await dots.all()) tops.add(Math.round((await dot.boundingBox())!.y))
    expect(tops.size).toBe(1)
  })

  test('a tab row wider than the phone shows that it scrolls, and its arrows scroll it', async ({ page }) => {
    await page.goto('/licenciaturas/licenciatura-en-derecho')
    const tabs = page.getByRole('tablist').first()
    await tabs.scrollIntoViewIfNeeded()
    const holder = tabs.locator('..')
    const after = holder.locator('[data-more="after"]')
    const before = holder.locator('[data-more="before"]')
    await expect(after).toBeVisible()
    await expect(before).toBeHidden()
    await after.getByRole('button', { includeHidden: true }).click()
    await expect.poll(() => tabs.evaluate((row) => row.scrollLeft)).toBeGreaterThan(50)
    await expect(before).toBeVisible()
    // The keyboard reaches the last tab; the row follows it and the arrow on that side goes.
    await tabs.getByRole('tab').first().focus()
    await page.keyboard.press('End')
    const last = tabs.getByRole('tab').last()
    await expect(last).toHaveAttribute('aria-selected', 'true')
    // Whole inside the row, from its left edge to its right one.
    await expect
      .poll(() =>
        last.evaluate((tab) => {
          const [box, row] = [tab.getBoundingClientRect(), tab.parentElement!.getBoundingClientRect()]
          return box.left >= row.left - 1 && box.right <= row.right + 1
        }),
      )
      .toBe(true)
    await expect(after).toBeHidden()
  })
})

/** The scale of site.css: one size per heading level, on a wide screen and on a phone. */
const scale = {
  1440: { H1: '48px', H2: '36px', H3: '20px', H4: '18px' },
  390: { H1: '30px', H2: '24px', H3: '18px', H4: '16px' },
} as const
/** A banner's title past 60 characters (isLongTitle, marked data-long-title) takes the long-title size: about three
 * lines, as large as an h2 and never smaller (the review of issue 38 found it under its own section titles). */
const longH1 = { 1440: '36px', 390: '24px' } as const

/** The headings of the page's content whose size is not its level's on this scale. */
async function offScale(page: Page, path: string, width: keyof typeof scale): Promise<string[]> {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main h4')]
      .filter((h) => h.checkVisibility({ contentVisibilityAuto: true }) && !h.closest('aside, dialog, form[role="search"]'))
      // Headings only a screen reader hears (sr-only: a 1 px box) have no size to see.
      .filter((h) => h.getBoundingClientRect().width > 1)
      .map((h) => ({
        tag: h.tagName,
        size: getComputedStyle(h).fontSize,
        full: (h.textContent ?? '').trim(),
        long: h.hasAttribute('data-long-title'),
      })),
  )
  expect(headings.length, path).toBeGreaterThan(0)
  const off: string[] = []
  for (const h of headings) {
    // A banner marks a title past 60 characters, and only such a title.
    if (h.long !== (h.long && isLongTitle(h.full))) off.push(`${path}: «${h.full.slice(0, 40)}» marcado como largo sin serlo`)
    const expected = h.long ? longH1[width] : scale[width][h.tag as keyof (typeof scale)[typeof width]]
    if (h.size !== expected) off.push(`${path}: ${h.tag} «${h.full.slice(0, 40)}» ${h.size} (se espera ${expected})`)
  }
  return off
}

const details = [
  '/licenciaturas/licenciatura-en-derecho',
  '/diplomados/diplomado-en-gestion-hotelera',
  '/CONOCER/ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal',
]

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`one hero for detail pages at ${viewport.width} px`, () => {
    test.use({ viewport })
    test('the title once, over its picture, in a hero of about 240 / 400 px, and the content starts on the first screen', async ({
      page,
    }) => {
      for (const path of details) {
        await page.goto(path)
        const title = page.getByRole('heading', { level: 1 })
        await expect(title).toHaveCount(1)
        const text = (await title.textContent())!.trim()
        // The title is written once: not again in a band, the sidebar or a second heading (the
        // contact form's list of programmes names it too, as a choice).
        const copies = await page.evaluate(
          (title) =>
            [...document.querySelectorAll('main *')].filter(
              (el) =>
                !el.closest('select') && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim() === title),
            ).length,
          text,
        )
        expect(copies, path).toBe(1)
        const hero = page.locator('main section').first()
        const box = (await hero.boundingBox())!
        if (viewport.width >= 768) expect(box.height, path).toBeGreaterThanOrEqual(380)
        else expect(box.height, path).toBeGreaterThanOrEqual(240)
        expect(box.height, path).toBeLessThanOrEqual(viewport.width >= 768 ? 480 : 420)
        // The first thing after the hero begins above the fold.
        const next = await hero.evaluate((el) => {
          const after = el.nextElementSibling as HTMLElement | null
          const first = after?.querySelector('p, dl, h2, ul') as HTMLElement | null
          return first ? first.getBoundingClientRect().top : Infinity
        })
        expect(next, `${path}: el contenido empieza a ${Math.round(next)} px`).toBeLessThan(viewport.height - 40)
      }
    })

    test('a news item or event opens with its own title and text on the first screen; the section’s banner follows it', async ({
      page,
    }) => {
      for (const path of [
        '/vida-universitaria-y-eventos?slug=estudiantes-de-gastronomia-ganan-el-primer-lugar-en-concurso-estatal-de-cocina',
        '/actividades-ugc?slug=torneo-deportivo-por-el-aniversario-de-la-revolucion-mexicana',
      ]) {
        await page.goto(path)
        const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        expect(title.y, path).toBeLessThan(viewport.height / 2)
        const article = page.locator('article[aria-labelledby="detalle-titulo"]')
        const firstText = (await article.locator('p').first().boundingBox())!
        expect(firstText.y, path).toBeLessThan(viewport.height - 40)
        const banner = (await page.getByRole('region', { name: /^(NOTICIAS|ACTIVIDADES|BIENVENIDO A) UGC$/ }).boundingBox())!
        expect(banner.y, path).toBeGreaterThan(title.y)
      }
    })
  })
}

/**
 * Every row of cards on a route: the cards' heights, where their titles start and where the part
 * after the title starts, each as [smallest, largest] across the row, for the rows that differ.
 */
async function unevenCardRows(page: Page) {
  return page.evaluate(() => {
    const uneven: { list: string; heights: number[]; titles: number[]; next: number[] }[] = []
    for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol')) {
      if (getComputedStyle(list).display !== 'grid') continue
      const cards = [...list.children].filter((li): li is HTMLElement => li.tagName === 'LI' && li.getBoundingClientRect().height > 0)
      // A row is the cards of one kind (the same classes) that start at the same height: a
      // picture card set among text cards on purpose is another kind.
      const rows = new Map<string, HTMLElement[]>()
      for (const li of cards) {
        const key = `${Math.round(li.getBoundingClientRect().top + scrollY)} ${li.className}`
        rows.set(key, [...(rows.get(key) ?? []), li])
      }
      for (const row of rows.values()) {
        if (row.length < 2) continue
        const offset = (li: HTMLElement, e: Element | null | undefined) =>
          e ? Math.round(e.getBoundingClientRect().top - li.getBoundingClientRect().top) : null
        const title = (li: HTMLElement) => li.querySelector('h2, h3, h4')
        // The first element with words after the title, outside it: the text, the date, the action.
        const after = (li: HTMLElement) => {
          const t = title(li)
          if (!t) return null
          return [...li.querySelectorAll('p, time, div, a, span, ul')].find(
            (e) =>
              t.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING &&
              !t.contains(e) &&
              e.getBoundingClientRect().height > 0 &&
              e.textContent!.trim() !== '',
          )
        }
        const spread = (values: (number | null)[]) => {
          const known = values.filter((v): v is number => v !== null)
          return known.length < 2 ? [0, 0] : [Math.min(...known), Math.max(...known)]
        }
        const heights = spread(row.map((li) => Math.round(li.getBoundingClientRect().height)))
        const titles = spread(row.map((li) => offset(li, title(li))))
        // Compared among the cards whose part after the title is the same kind of part: a card with
        // no facts has its foot there, on the foot's row.
        const kinds = new Map<string, (number | null)[]>()
        for (const li of row) {
          const e = after(li)
          if (e) kinds.set(`${e.tagName}.${e.className}`, [...(kinds.get(`${e.tagName}.${e.className}`) ?? []), offset(li, e)])
        }
        const next = [...kinds.values()].map(spread).reduce((widest, s) => (s[1]! - s[0]! > widest[1]! - widest[0]! ? s : widest), [0, 0])
        if ([heights, titles, next].some(([a, b]) => b! - a! > 1))
          uneven.push({ list: list.getAttribute('aria-label') ?? list.className, heights, titles, next })
      }
    }
    return uneven
  })
}

// The design pass's checks of every route in one visit per route, the page resized between widths
// as a window is (the layout is the style sheet's media queries): on a wide screen the type scale
// and the rows of cards; at 768 px (two cards a row) the rows of cards again; on a phone the type
// scale and the targets a finger can hit.
test.describe('every route at 1440, 768 and 390 px', () => {
  test.use({ viewport: desktop })
  test('on every route, every heading of a level has the same size (sidebars, search panels and dialogs keep their own), the cards of a row are as tall as each other with their titles and what follows at the same height, and on a phone every control and stand-alone link is at least 44 × 44 px', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const found: string[] = []
    const uneven = async (path: string, width: number) => {
      const rows = await unevenCardRows(page)
      if (rows.length > 0) found.push(`${path} a ${width} px: filas de tarjetas desiguales ${JSON.stringify(rows)}`)
    }
    for (const path of publicRoutes) {
      await page.setViewportSize(desktop)
      await page.goto(path)
      found.push(...(await offScale(page, path, 1440)))
      await uneven(path, 1440)
      await page.setViewportSize({ width: 768, height: 1024 })
      await uneven(path, 768)
      await page.setViewportSize(phone)
      found.push(...(await offScale(page, path, 390)))
      for (const small of await smallTargets(page)) found.push(`${path} a 390 px: ${small}`)
    }
    expect(found).toEqual([])
  })
})

for (const viewport of [desktop, { width: 768, height: 1024 }]) {
  test.describe(`the figures of Quiénes Somos at ${viewport.width} px`, () => {
    test.use({ viewport })
    test('the figures of Quiénes Somos stand in one line, whatever the length of their labels', async ({ page }) => {
      await page.goto('/quienes-somos')
      const figures = await page.locator('main dl dd').evaluateAll((dds) =>
        dds.map((d) => ({
          top: Math.round(d.getBoundingClientRect().top + scrollY),
          row: Math.round(d.parentElement!.getBoundingClientRect().top + scrollY),
        })),
      )
      expect(figures.length).toBeGreaterThanOrEqual(4)
      for (const row of new Set(figures.map((f) => f.row)))
        expect(new Set(figures.filter((f) => f.row === row).map((f) => f.top)).size).toBe(1)
    })
  })
}
