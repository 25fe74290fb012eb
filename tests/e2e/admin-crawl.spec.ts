import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ustedForms } from './admin-face'
import { runLocalScript } from './local-script'

// Every view of the back office, as each role sees it: what its menu offers, each list, each
// «create» form, a document of each list, its versions and one version compared. On a phone
// (390 px) every view; at 1440 px the lists and documents (the texts are the same at both widths:
// what differs there is the layout).
const password = 'Recorrido-Los-Cabos-2026'
const roles = [
  { role: 'admin', email: 'recorrido.admin@ugc.edu.mx' },
  { role: 'editor', email: 'recorrido.editor@ugc.edu.mx' },
  { role: 'admisiones', email: 'recorrido.admisiones@ugc.edu.mx' },
] as const

// What each role's menu offers (collections and globals, by their address).
const contentViews = [
  '/admin/collections/media',
  '/admin/collections/carrusel',
  '/admin/collections/tramites-texto',
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
  admin: ['/admin/collections/users', ...contentViews, '/admin/collections/solicitudes-contacto'],
  editor: contentViews,
  admisiones: ['/admin/collections/solicitudes-contacto'],
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
  if (seen.sideways > 0) found.push(`${address}: la página se desplaza ${seen.sideways} px a un lado`)
  if ((await page.locator('.ugc-propio').count()) > 0) {
    const { violations } = await new AxeBuilder({ page }).include('.ugc-propio').options({ resultTypes: ['violations'] }).analyze()
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      found.push(`${address}: axe ${v.id} en ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    }
  }
  return found
}

// Each role has its own account: the six crawls run two at a time.
test.describe.configure({ mode: 'parallel' })

for (const width of [390, 1440]) {
  for (const { role, email } of roles) {
    test(`every view of the back office as ${role} at ${width} px speaks Spanish with «tú», never scrolls sideways, and our own parts pass axe`, async ({ page }) => {
      test.setTimeout(width === 390 ? 420_000 : 240_000)
      runLocalScript('staff-account.ts', [email, role, password])
      await page.setViewportSize({ width, height: 900 })
      await signIn(page, email)

      // The menu offers this role exactly its part of the back office.
      const offered = await page.locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]').evaluateAll((links) =>
        [...new Set(links.map((a) => a.getAttribute('href') ?? ''))].filter((href) => /^\/admin\/(collections|globals)\/[^/]+$/.test(href)),
      )
      expect(offered.sort()).toEqual([...menus[role]].sort())

      const found: string[] = []
      let documents = 0
      const views = ['/admin', '/admin/account', ...menus[role]]
      let compared = false
      for (const view of views) {
        await open(page, view)
        found.push(...(await problems(page, view)))
        // The files list offers every field of a file as a column, the image sizes' own included.
        if (view === '/admin/collections/media') {
          await page.getByRole('button', { name: 'Columnas' }).click()
          await expect(page.getByText('Tamaños > miniatura > Tipo de archivo').or(page.getByText('Tipo de archivo')).first()).toBeVisible()
          found.push(...(await problems(page, `${view} (Columnas)`)))
        }
        if (!view.startsWith('/admin/collections/')) {
          if (width === 390 && view.startsWith('/admin/globals/') && (await page.getByRole('link', { name: /^Versiones/ }).count()) > 0) {
            await open(page, `${view}/versions`)
            found.push(...(await problems(page, `${view}/versions`)))
          }
          continue
        }
        // The first document of the list, then (on a phone) the create form and the document's versions.
        const first = await page.locator('table tbody a[href^="/admin/collections/"]').first().getAttribute('href', { timeout: 5_000 }).catch(() => null)
        if (width === 390 && (await page.getByRole('link', { name: 'Crear', exact: true }).count()) > 0) {
          await open(page, `${view}/create`)
          found.push(...(await problems(page, `${view}/create`)))
        }
        if (!first) continue
        await open(page, first)
        documents++
        found.push(...(await problems(page, first)))
        // The technical data tab is for administrators only.
        await expect(page.getByRole('link', { name: 'Datos técnicos' }), first).toHaveCount(role === 'admin' ? 1 : 0)
        if (width !== 390 || (await page.getByRole('link', { name: /^Versiones/ }).count()) === 0) continue
        await open(page, `${first}/versions`)
        found.push(...(await problems(page, `${first}/versions`)))
        const version = compared ? null : await page.locator('table tbody a[href*="/versions/"]').first().getAttribute('href', { timeout: 5_000 }).catch(() => null)
        if (version) {
          compared = true
          await open(page, version)
          found.push(...(await problems(page, version)))
        }
      }
      expect(found).toEqual([])
      // The crawl really opened the documents: one of every list that has any (every content list is seeded).
      expect(documents).toBeGreaterThanOrEqual(role === 'admisiones' ? 0 : contentViews.filter((v) => v.includes('/collections/')).length)
    })
  }
}

// Labels the admin writes in English in its own code, shown only on hover or to a second person.
test('the rich-text editor’s handles and the «document in use» notice speak Spanish, with the date as the staff read it', async ({ browser }) => {
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
  await open(editor, first!)
  // Hovering a paragraph of the body shows its handles: to add a block and to drag it.
  await editor.locator('.ContentEditable__root p').first().hover()
  await expect(editor.getByRole('button', { name: 'Agregar bloque' })).toBeAttached()
  await expect(editor.getByRole('button', { name: 'Arrastra para mover' })).toBeAttached()
  await expect(editor.locator('[aria-label="Add block"], [aria-label="Drag to move"]')).toHaveCount(0)
  // The editor starts changing the title: the document is now in use by them.
  await editor.getByLabel('Título').first().press('End')
  await editor.getByLabel('Título').first().pressSequentially(' ')
  await editor.waitForTimeout(2_500)

  const admin = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await signIn(admin, adminEmail)
  await admin.goto(first!)
  const notice = admin.locator('.document-locked')
  await expect(notice).toContainText('está editando este documento', { timeout: 30_000 })
  await expect(notice).toContainText(/Editado desde\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
  await expect(notice).not.toContainText(/\b(AM|PM)\b|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/)
  // The editor leaves without saving; their hold on the document is lifted, as «Tomar el control» would.
  const origin = { Origin: new URL(admin.url()).origin }
  const removed = await admin.request.delete('/cms-api/payload-locked-documents?where[document.value][equals]=' + first!.split('/').pop(), { headers: origin })
  expect(removed.status()).toBe(200)
  await admin.close()
  await editor.close()
})
