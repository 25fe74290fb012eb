import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ustedForms } from './admin-face'
import { runLocalScript } from './local-script'

// Every view of the back office, as each role sees it: what its menu offers, each list, each
// «create» form, a document of each list, its versions and one version compared (a publisher's
// forms and versions are an admin's, crawled once). On a phone
// (390 px) every view; at 1440 px the lists and documents, the same page made wider rather than
// loaded again (the texts are the same at both widths: what differs there is the layout). The
// wide layout of a content list or document is the same for the three roles that open them (only
// a button's words differ, read at 390 px): the admin's crawl checks it at 1440 px, the editor's
// and the publisher's at 390 px.
const password = 'Recorrido-Los-Cabos-2026'
const roles = [
  { role: 'admin', email: 'recorrido.admin@ugc.edu.mx' },
  { role: 'publicador', email: 'recorrido.publicador@ugc.edu.mx' },
  { role: 'editor', email: 'recorrido.editor@ugc.edu.mx' },
  { role: 'admisiones', email: 'recorrido.admisiones@ugc.edu.mx' },
] as const

// What each role's menu offers (collections and globals, by their address).
const contentViews = [
  '/admin/collections/media',
  '/admin/collections/carrusel',
  '/admin/collections/tramites-texto',
  '/admin/collections/redirecciones',
  '/admin/collections/revisiones',
  '/admin/collections/direcciones-no-encontradas',
  '/admin/globals/aviso',
  '/admin/globals/configuracion-sitio',
  '/admin/globals/contenido-institucional',
  '/admin/collections/programas',
  '/admin/collections/programas-academicos',
  '/admin/collections/conocer',
  '/admin/collections/comunicaciones',
  '/admin/collections/podcasts',
  '/admin/collections/libros',
  '/admin/collections/casos-exito',
  '/admin/collections/beneficios-exa',
  '/admin/collections/sitca-equipo',
  '/admin/collections/sitca-documentos',
]
const menus: Record<(typeof roles)[number]['role'], string[]> = {
  admin: [
    '/admin/collections/users',
    ...contentViews,
    '/admin/collections/solicitudes-contacto',
    '/admin/collections/personas',
    '/admin/collections/registros-evento',
    '/admin/globals/ajustes-admisiones',
    '/admin/globals/mensajes-admisiones',
    '/admin/collections/entregas-webhook',
    '/admin/collections/derechos-arco',
  ],
  publicador: contentViews,
  editor: contentViews,
  admisiones: [
    '/admin/collections/solicitudes-contacto',
    '/admin/collections/personas',
    '/admin/collections/registros-evento',
    '/admin/globals/mensajes-admisiones',
  ],
}

// Words of the admin's own interface in English (a document's content is Spanish demo content,
// so none of these can come from it), in texts and in what screen readers say.
const english =
  /\b(the|and|of|to|is|your|you|this|Add|Create|Delete|Save|Search|Filters?|Columns|Loading|Cancel|Close|Select|select-all|Upload|Remove|Published|Draft|Changed|Versions?|Showing|results|Untitled|Log ?out|Back|Next|Previous|Choose|Toggle|Open|Collapse|Expand|Move|Drag|Edit|Insert|Paragraph|unknown|occurred|field|invalid|required|Type|Size|File|Image|Rows?|Items?|Copy|Duplicate|Preview|Document|Locked|Unlock|editing|Settings|Account|Dashboard|Ascending|Descending|Blocks?|Link|Clear|Reset|Apply|Done|Payload|Slug|Per Page|No results)\b/

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.locator('.app-header')).toBeVisible({ timeout: 30_000 })
}

/** Opens a view and waits for the admin to have drawn it, its own client parts included. */
async function open(page: Page, address: string) {
  const response = await page.goto(address)
  expect(response?.status(), address).toBeLessThan(400)
  await expect(page.locator('.template-default__wrap, .template-minimal').first()).toBeVisible({ timeout: 30_000 })
  // The admin's client side has started: its hard-coded English is being put in Spanish.
  await expect(page.locator('html[data-admin-espanol="listo"]')).toBeAttached({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
}

/** What is wrong with the view as it is now: English, «usted», a page that scrolls sideways, axe on our own parts. */
async function problems(page: Page, address: string): Promise<string[]> {
  const found: string[] = []
  const seen = await page.evaluate(() => {
    window.scrollTo(500, 0)
    const sideways = window.scrollX
    window.scrollTo(0, 0)
    const said = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
    )
    return { sideways, lines: [...document.body.innerText.split('\n'), ...said] }
  })
  for (const line of seen.lines) {
    if (english.test(line)) found.push(`${address}: en inglés «${line.slice(0, 80)}»`)
    if (ustedForms.test(line)) found.push(`${address}: de usted «${line.slice(0, 80)}»`)
  }
  if (seen.sideways > 0) {
    // Drawn while the list was still settling (its columns, a notice) is not what a person keeps
    // seeing: measured again a moment later, and what sticks out is named.
    await page.waitForTimeout(1_500)
    const still = await page.evaluate(() => {
      window.scrollTo(500, 0)
      const sideways = window.scrollX
      window.scrollTo(0, 0)
      const wide = [...document.querySelectorAll('body *')]
        .filter(
          (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && element.children.length === 0,
        )
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`,
        )
      return { sideways, wide }
    })
    if (still.sideways > 0) found.push(`${address}: la página se desplaza ${still.sideways} px a un lado (${still.wide.join(', ')})`)
  }
  if ((await page.locator('.ugc-propio').count()) > 0) {
    const { violations } = await new AxeBuilder({ page })
      .include('.ugc-propio')
      .options({ resultTypes: ['violations'] })
      .analyze()
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      found.push(`${address}: axe ${v.id} en ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    }
  }
  return found
}

/** The view as it is, then at 1440 px (the same page, resized), and back to the phone's width. */
async function problemsAtBothWidths(page: Page, address: string): Promise<string[]> {
  const found = await problems(page, address)
  await page.setViewportSize({ width: 1440, height: 900 })
  found.push(...(await problems(page, `${address} (1440 px)`)))
  await page.setViewportSize({ width: 390, height: 900 })
  return found
}

// Each crawl has its own account: the five run two at a time.
test.describe.configure({ mode: 'parallel' })

// The admin's crawl, the longest by far, in two halves with an account each, so the two browsers
// share it: the content lists, and everything else the admin's menu offers.
const halves = { contenido: 'the content lists', resto: 'the rest of the menu' } as const

{
  const width = 390
  for (const { role, email: roleEmail } of roles)
    for (const half of role === 'admin' ? (['contenido', 'resto'] as const) : [null]) {
      const email = half === 'resto' ? roleEmail.replace('@', '.resto@') : roleEmail
      test(`every view of the back office as ${role}${half ? ` (${halves[half]})` : ''} at 390 px${role === 'editor' || role === 'publicador' ? '' : ' (lists and documents at 1440 px too)'} speaks Spanish with «tú», never scrolls sideways, and our own parts pass axe`, async ({
        page,
      }) => {
        // A crawl opens up to some forty views, each with axe: on a loaded machine that is minutes.
        test.setTimeout(900_000)
        runLocalScript('staff-account.ts', [email, role, password])
        await page.setViewportSize({ width, height: 900 })
        await signIn(page, email)

        // The menu offers this role exactly its part of the back office.
        const offered = await page
          .locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
          .evaluateAll((links) =>
            [...new Set(links.map((a) => a.getAttribute('href') ?? ''))].filter((href) =>
              /^\/admin\/(collections|globals)\/[^/]+$/.test(href),
            ),
          )
        expect(offered.sort()).toEqual([...menus[role]].sort())

        const found: string[] = []
        let documents = 0
        // The admissions dashboard is in the menu of those who can open it, and only theirs.
        const contentOnly = role === 'editor' || role === 'publicador'
        await expect(page.locator('nav').getByRole('link', { name: 'Tablero de admisiones' })).toHaveCount(contentOnly ? 0 : 1)
        await expect(page.locator('nav').getByRole('link', { name: 'Asistencia a eventos' })).toHaveCount(contentOnly ? 0 : 1)
        const every = ['/admin', '/admin/account', ...(contentOnly ? [] : ['/admin/admisiones', '/admin/asistencia']), ...menus[role]]
        const views = half === null ? every : every.filter((view) => contentViews.includes(view) === (half === 'contenido'))
        let compared = false
        // A publisher's create forms and versions are an admin's (both publish, with the same buttons):
        // the admin's crawl opens those, the publisher's its menu, lists and documents.
        const formsAndVersions = role !== 'publicador'
        // The wide layout of lists and documents: the admin's and admissions' own (above).
        const wide = !contentOnly
        for (const view of views) {
          await open(page, view)
          found.push(...(await (view.startsWith('/admin/collections/') && wide ? problemsAtBothWidths(page, view) : problems(page, view))))
          // The files list offers every field of a file as a column, the image sizes' own included.
          if (view === '/admin/collections/media') {
            await page.getByRole('button', { name: 'Columnas' }).click()
            await expect(
              page.getByText('Tamaños > miniatura > Tipo de archivo').or(page.getByText('Tipo de archivo')).first(),
            ).toBeVisible()
            found.push(...(await problems(page, `${view} (Columnas)`)))
          }
          if (!view.startsWith('/admin/collections/')) {
            if (
              width === 390 &&
              formsAndVersions &&
              view.startsWith('/admin/globals/') &&
              (await page.getByRole('link', { name: /^Versiones/ }).count()) > 0
            ) {
              await open(page, `${view}/versions`)
              found.push(...(await problems(page, `${view}/versions`)))
            }
            continue
          }
          // The first document of the list, then (on a phone) the create form and the document's versions.
          const first = await page
            .locator('table tbody a[href^="/admin/collections/"]')
            .first()
            .getAttribute('href', { timeout: 5_000 })
            .catch(() => null)
          if (width === 390 && formsAndVersions && (await page.getByRole('link', { name: 'Crear', exact: true }).count()) > 0) {
            await open(page, `${view}/create`)
            found.push(...(await problems(page, `${view}/create`)))
          }
          if (!first) continue
          await open(page, first)
          documents++
          found.push(...(await (wide ? problemsAtBothWidths(page, first) : problems(page, first))))
          // The technical data tab is for administrators only.
          await expect(page.getByRole('link', { name: 'Datos técnicos' }), first).toHaveCount(role === 'admin' ? 1 : 0)
          if (width !== 390 || !formsAndVersions || (await page.getByRole('link', { name: /^Versiones/ }).count()) === 0) continue
          await open(page, `${first}/versions`)
          found.push(...(await problems(page, `${first}/versions`)))
          const version = compared
            ? null
            : await page
                .locator('table tbody a[href*="/versions/"]')
                .first()
                .getAttribute('href', { timeout: 5_000 })
                .catch(() => null)
          if (version) {
            compared = true
            await open(page, version)
            found.push(...(await problems(page, version)))
          }
        }
        expect(found).toEqual([])
        // The crawl really opened the documents: one of every seeded content list. Redirects and the
        // missing-address log start empty, and the redirects test removes what it adds.
        const seededLists = contentViews.filter(
          (v) => v.includes('/collections/') && !/\/(redirecciones|revisiones|direcciones-no-encontradas)$/.test(v),
        )
        expect(documents).toBeGreaterThanOrEqual(role === 'admisiones' || half === 'resto' ? 0 : seededLists.length)
      })
    }
}

// Labels the admin writes in English in its own code, shown only on hover or to a second person;
// and a document two people open at once: who holds it, by name, a takeover told at once, a closed
// tab that lets it go.
test('the rich-text editor’s handles and toolbar speak Spanish, and a document in use names its editor, tells them of a takeover and is freed when their tab closes', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // Accounts of its own: the crawls above sign in as theirs at the same time.
  const editorEmail = 'bloqueo.editor@ugc.edu.mx'
  const adminEmail = 'bloqueo.admin@ugc.edu.mx'
  runLocalScript('staff-account.ts', [editorEmail, 'editor', password])
  runLocalScript('staff-account.ts', [adminEmail, 'admin', password])
  const editor = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(editor, editorEmail)
  await open(editor, '/admin/collections/comunicaciones')
  const first = await editor.locator('table tbody a[href^="/admin/collections/"]').first().getAttribute('href')
  const documentId = first!.split('/').pop()
  await open(editor, first!)
  // Hovering a paragraph of the body shows its handles: to add a block and to drag it.
  await editor.locator('.ContentEditable__root p').first().hover()
  await expect(editor.getByRole('button', { name: 'Agregar bloque' })).toBeAttached()
  await expect(editor.getByRole('button', { name: 'Arrastra para mover' })).toBeAttached()
  await expect(editor.locator('[aria-label="Add block"], [aria-label="Drag to move"]')).toHaveCount(0)
  // A word selected shows the toolbar: each button says what it does, to a screen reader and on hover.
  await editor.locator('.ContentEditable__root p').first().dblclick()
  const toolbar = editor.locator('.inline-toolbar-popup')
  await expect(toolbar).toBeVisible()
  for (const name of [
    'Tipo de texto',
    'Alineación',
    'Negritas',
    'Cursivas',
    'Subrayado',
    'Tachado',
    'Código',
    'Enlace',
    'Aumentar sangría',
  ]) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toHaveAttribute('title', name)
  }
  const unnamed = await toolbar
    .locator('button')
    .evaluateAll((buttons) => buttons.filter((b) => !b.getAttribute('aria-label')?.trim() && !b.textContent?.trim()).length)
  expect(unnamed).toBe(0)
  // The editor starts changing the title: the document is now in use by them.
  await editor.getByLabel('Título').first().press('End')
  await editor.getByLabel('Título').first().pressSequentially(' ')
  await editor.waitForTimeout(2_500)

  // A browser of its own, whose tab is closed below (the browser stays open, as a person's does).
  const adminBrowser = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const admin = await adminBrowser.newPage()
  await signIn(admin, adminEmail)
  await admin.goto(first!)
  const notice = admin.locator('.document-locked')
  await expect(notice).toContainText('está editando este documento', { timeout: 30_000 })
  // By their name, not «Usuario: 9» nor an address.
  await expect(notice.locator('p').first()).toHaveText(/^Prueba editor está editando/, { timeout: 15_000 })
  if (process.env.SAVE_SCREENS) await admin.screenshot({ path: 'docs/screens/editores/documento-en-uso-390.png' })
  await expect(notice).toContainText(/Editado desde\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  await expect(notice).not.toContainText(/\b(AM|PM)\b|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/)

  // The admin takes over: the editor, who is only reading, is told within seconds.
  await notice.getByRole('button', { name: 'Tomar el control' }).click()
  const told = editor.getByRole('alert').filter({ hasText: 'tomó el control de este documento' })
  await expect(told).toContainText('Prueba admin tomó el control', { timeout: 15_000 })
  await expect(told.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/admin')
  if (process.env.SAVE_SCREENS) await editor.screenshot({ path: 'docs/screens/editores/tomaron-el-control-1440.png' })

  // The admin closes their tab: the document is free again at once, not minutes later.
  const origin = { Origin: new URL(editor.url()).origin }
  const holders = async () => {
    const answer = await editor.request.get(`/cms-api/payload-locked-documents?depth=0&where[document.value][equals]=${documentId}`, {
      headers: origin,
    })
    return ((await answer.json()) as { docs: { user: { value: number } }[] }).docs.map((d) => d.user.value)
  }
  const me = async (page: typeof editor) =>
    ((await (await page.request.get('/cms-api/users/me', { headers: origin })).json()) as { user: { id: number } }).user.id
  const adminId = await me(admin)
  await expect.poll(holders, { timeout: 10_000 }).toEqual([adminId])
  // Closing asks first if anything is unsaved; the person confirms, as they would.
  admin.on('dialog', (dialog) => void dialog.accept())
  await admin.close({ runBeforeUnload: true })
  await expect.poll(holders, { timeout: 10_000 }).toEqual([])
  await adminBrowser.close()
  await editor.close()
})

// Under a rich text, what to fix so everyone can read it, as the editor writes (src/lib/richTextChecks.ts).
for (const width of [1440, 390]) {
  test(`an editor sees, under the body and as they type, what to fix before publishing (${width} px)`, async ({ browser }) => {
    test.setTimeout(180_000)
    const email = `revision.${width}@ugc.edu.mx`
    runLocalScript('staff-account.ts', [email, 'editor', password])
    // A context of its own: axe reads the page through it.
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await signIn(page, email)
    await open(page, '/admin/collections/comunicaciones')
    // Not the first document: the «document in use» test above holds that one.
    const address = await page
      .locator('table tbody a[href^="/admin/collections/comunicaciones/"]')
      .nth(width === 1440 ? 2 : 3)
      .getAttribute('href')
    await open(page, address!)
    const checks = page.locator('[data-revision-de="contenido"]')
    await expect(checks).toBeAttached()
    await expect(checks).toHaveAttribute('aria-live', 'polite')
    await expect(checks).toBeEmpty()

    // A heading 1 typed with the editor's shortcut («# »), then a paragraph in capitals.
    const body = page.locator('.ContentEditable__root').first()
    // The caret goes after the body's last word, as a person puts it there: a click right of the
    // last line. The editor takes the caret's place from the browser a moment after the click,
    // so typing waits until the caret is there (typing at once split the paragraph where it was).
    const last = body.locator('p').last()
    const box = (await last.boundingBox())!
    await last.click({ position: { x: box.width - 2, y: box.height - 4 } })
    await expect
      .poll(() =>
        last.evaluate((p) => {
          const caret = getSelection()
          if (!caret || !caret.isCollapsed || !caret.anchorNode || !p.contains(caret.anchorNode)) return false
          const after = document.createRange()
          after.setStart(caret.anchorNode, caret.anchorOffset)
          after.setEnd(p, p.childNodes.length)
          return after.toString() === ''
        }),
      )
      .toBe(true)
    await page.keyboard.press('Enter')
    await page.keyboard.type('# Bienvenida a la universidad')
    await expect(checks).toContainText(
      '«Bienvenida a la universidad» es un Encabezado 1: la página ya tiene su título como Encabezado 1. Usa Encabezado 2 para las secciones del texto.',
    )
    await expect(checks).toContainText('Antes de publicar, revisa esto para que todos puedan leer el texto:')
    await page.keyboard.press('Enter')
    await page.keyboard.type('INSCRIPCIONES ABIERTAS PARA TODAS LAS LICENCIATURAS')
    await expect(checks).toContainText('Antes de publicar, revisa estas 2 cosas')
    await expect(checks).toContainText('está todo en mayúsculas')
    const { violations } = await new AxeBuilder({ page })
      .include('.ugc-revision')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
    if (process.env.SAVE_SCREENS) await checks.screenshot({ path: `docs/screens/revision-accesible-${width}.png` })

    // The paragraph is rewritten: its warning goes, the heading's stays.
    await page.keyboard.press('Shift+Home')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('Inscripciones abiertas para todas las licenciaturas')
    await expect(checks).not.toContainText('mayúsculas')
    await expect(checks).toContainText('Antes de publicar, revisa esto para')
    // The editor leaves without saving, releasing the document.
    const origin = { Origin: new URL(page.url()).origin }
    await page.request.delete('/cms-api/payload-locked-documents?where[document.value][equals]=' + address!.split('/').pop(), {
      headers: origin,
    })
    await context.close()
  })
}
// The admissions dashboard shows what the requests themselves say: its figures are compared here
// with counts the back office's own API gives for the same weeks.
for (const width of [1440, 390]) {
  test(`the admissions dashboard's figures equal the requests' own counts, and it reads on a ${width} px screen`, async ({ browser }) => {
    test.setTimeout(180_000)
    const email = `tablero.${width}@ugc.edu.mx`
    runLocalScript('staff-account.ts', [email, 'admisiones', password])
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await signIn(page, email)
    await expect(page.locator('nav').getByRole('link', { name: 'Tablero de admisiones' })).toHaveAttribute('href', '/admin/admisiones')
    await open(page, '/admin/admisiones')
    await expect(page.getByRole('heading', { level: 1, name: 'Tablero de admisiones' })).toBeVisible()
    expect(await problems(page, '/admin/admisiones')).toEqual([])

    // The weeks start on the Monday the page names, at midnight in Los Cabos (UTC−7).
    const intro = await page.locator('.ugc-tablero__intro').innerText()
    const [, dd, mm, yyyy] = /desde el lunes (\d{2})\/(\d{2})\/(\d{4})/.exec(intro)!
    const since = `${yyyy}-${mm}-${dd}T07:00:00.000Z`
    const origin = { Origin: new URL(page.url()).origin }
    const count = async (where: string) => {
      const answer = await page.request.get(`/cms-api/solicitudes-contacto?limit=1&depth=0&${where}`, { headers: origin })
      expect(answer.status()).toBe(200)
      return ((await answer.json()) as { totalDocs: number }).totalDocs
    }
    const inWindow = `where[createdAt][greater_than_equal]=${encodeURIComponent(since)}`
    const figure = (label: string) =>
      page
        .locator('.ugc-tablero__cifra')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('.ugc-tablero__cifra-valor')
    await expect(figure('Solicitudes')).toHaveText(String(await count(inWindow)))
    // «Sin respuesta» counts the same weeks as the tables.
    await expect(figure('Sin respuesta')).toHaveText(String(await count(`${inWindow}&where[estado][equals]=nueva`)))

    // The funnel: every request of these weeks is «Nueva»; each later step holds at least those whose
    // state is that step or beyond now (more, with those set aside after getting there), never more
    // than the step before.
    const steps = await page
      .getByRole('region', { name: 'Embudo de admisiones' })
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', Number(tr.querySelector('td')?.textContent)] as const),
      )
    expect(steps.map(([step]) => step)).toEqual(['Nueva', 'Contactada', 'Cita agendada', 'Inscrita'])
    expect(steps[0]![1]).toBe(await count(inWindow))
    const atLeast = ['contactada,en-seguimiento,cita-agendada,inscrita', 'cita-agendada,inscrita', 'inscrita'].map((states) =>
      count(`${inWindow}&where[estado][in]=${states}`),
    )
    for (const [i, least] of (await Promise.all(atLeast)).entries()) {
      expect(steps[i + 1]![1]).toBeGreaterThanOrEqual(least)
      expect(steps[i + 1]![1]).toBeLessThanOrEqual(steps[i]![1])
    }

    // Each programme's row, and each status's, against the API's count for it.
    for (const [section, field] of [
      ['Solicitudes por programa', 'programa'],
      ['Solicitudes por estado', 'estado'],
    ] as const) {
      const rows = await page
        .getByRole('region', { name: section })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']))
      expect(rows.length).toBeGreaterThan(0)
      for (const [name, shown] of rows) {
        if (!name) continue
        // A status is shown by its label («En seguimiento»), stored by its code (en-seguimiento).
        const code = field === 'estado' ? name.toLowerCase().replace(/ /g, '-') : name
        expect(Number(shown), `${section}: ${name}`).toBe(await count(`${inWindow}&where[${field}][equals]=${encodeURIComponent(code)}`))
      }
    }
    // The weekly chart is a picture for the eye; its figures are in a table behind it.
    await expect(page.locator('svg.ugc-tablero__grafica').first()).toHaveAttribute('aria-hidden', 'true')
    await page.getByText('Ver las cifras por semana').first().click()
    const weeks = page.getByRole('region', { name: 'Solicitudes por semana' }).locator('tbody tr')
    await expect(weeks).toHaveCount(12)
    const total = (await weeks.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[0]?.textContent ?? 0)))).reduce(
      (a, b) => a + b,
      0,
    )
    await expect(figure('Solicitudes')).toHaveText(String(total))
    expect(await problems(page, '/admin/admisiones (cifras)')).toEqual([])
    if (process.env.SAVE_SCREENS) await page.screenshot({ path: `docs/screens/admisiones/tablero-${width}.png`, fullPage: true })

    // Other dates: four whole weeks back from last Sunday; their figures are the API's for those days.
    const range = page.getByRole('form', { name: 'Semanas y campus que se cuentan' })
    const sunday = new Date(`${yyyy}-${mm}-${dd}T12:00:00Z`)
    sunday.setUTCDate(sunday.getUTCDate() + 7 * 11 - 1)
    const monday = new Date(sunday)
    monday.setUTCDate(monday.getUTCDate() - 27)
    const day = (d: Date) => d.toISOString().slice(0, 10)
    await range.getByLabel('Desde').fill(day(monday))
    await range.getByLabel('Hasta').fill(day(sunday))
    await range.getByRole('button', { name: 'Ver' }).click()
    await expect(page).toHaveURL(`/admin/admisiones?desde=${day(monday)}&hasta=${day(sunday)}&campus=`)
    await expect(page.locator('.ugc-tablero__intro')).toContainText(
      `4 semanas, desde el lunes ${day(monday).split('-').reverse().join('/')}`,
    )
    const within = `where[createdAt][greater_than_equal]=${encodeURIComponent(`${day(monday)}T07:00:00.000Z`)}&where[createdAt][less_than]=${encodeURIComponent(`${day(new Date(sunday.getTime() + 86_400_000))}T07:00:00.000Z`)}`
    await expect(figure('Solicitudes')).toHaveText(String(await count(within)))
    await expect(figure('Sin respuesta')).toHaveText(String(await count(`${within}&where[estado][equals]=nueva`)))
    await page.getByText('Ver las cifras por semana').first().click()
    await expect(page.getByRole('region', { name: 'Solicitudes por semana' }).locator('tbody tr')).toHaveCount(4)
    // One campus: the same weeks, only its requests, as the API counts them.
    await range.getByLabel('Campus').selectOption({ label: 'Los Cabos' })
    await range.getByRole('button', { name: 'Ver' }).click()
    await expect(page).toHaveURL(/&campus=los-cabos$/)
    await expect(page.locator('.ugc-tablero__intro')).toContainText('Solo las solicitudes del campus Los Cabos.')
    await expect(figure('Solicitudes')).toHaveText(String(await count(`${within}&where[campus][equals]=los-cabos`)))
    const byCampus = page.locator('details', { hasText: 'Conversión por campus' }).locator('tbody tr th')
    expect((await byCampus.allTextContents()).filter((name) => name !== 'Los Cabos')).toEqual([])
    await page.goto('/admin/admisiones?campus=mazatlan')
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Elige un campus de la lista.')
    // Dates the wrong way round: said in Spanish, and the last 12 weeks shown.
    await page.goto(`/admin/admisiones?desde=${day(sunday)}&hasta=${day(monday)}`)
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('La fecha final es anterior a la inicial.')
    await expect(page.locator('.ugc-tablero__intro')).toContainText('Las últimas 12 semanas')
    await context.close()
  })
}

test('an editor has no admissions dashboard nor event check-in: no link, and the pages say so without a figure or a name', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const email = 'tablero.editor@ugc.edu.mx'
  runLocalScript('staff-account.ts', [email, 'editor', password])
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page, email)
  await expect(page.locator('nav').getByRole('link', { name: 'Tablero de admisiones' })).toHaveCount(0)
  await page.goto('/admin/admisiones')
  await expect(page.locator('p[role="alert"]')).toContainText('Esta página es para el equipo de admisiones.')
  await expect(page.locator('.ugc-tablero__cifra')).toHaveCount(0)
  // Nor the door list of events, with its registrants' names.
  await expect(page.locator('nav').getByRole('link', { name: 'Asistencia a eventos' })).toHaveCount(0)
  await page.goto('/admin/asistencia')
  await expect(page.locator('p[role="alert"]')).toContainText('Esta página es para el equipo de admisiones.')
  await expect(page.locator('.ugc-asistencia__evento, .ugc-asistencia__persona')).toHaveCount(0)
  await page.close()
})
