import { expect, test, type Page } from '@playwright/test'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'
import { lexicalFromParagraphs } from '../../src/lib/lexical'

// The accessibility check (issue 44, item 12), as the content team meets it: in «Vista previa» an
// editor sees what the check found on the page, in Spanish, shows the element and marks it as
// reviewed; the report lists every published page's open findings for publishers and admins, and
// is closed to the admissions team.

const password = 'Accesible-Para-Todas-2026'
const stamp = Date.now()
const emailOf = (role: string) => `accesibilidad.${role}.${stamp}@ugc.edu.mx`

// The back office's first loads on a busy two-core machine take most of a minute.
test.describe.configure({ timeout: 240_000 })

test.beforeAll(() => {
  for (const role of ['editor', 'publicador', 'admin', 'admisiones']) runLocalScript('staff-account.ts', [emailOf(role), role, password])
})

// The back office's own calls come from its page: the staff cookie counts only then (Sec-Fetch-Site).
const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } }

/** A news item whose text has a heading that skips two levels after the page's title (an h4). */
function withSkippedHeading(titulo: string) {
  const contenido = lexicalFromParagraphs([`${titulo}: una noticia para revisar su accesibilidad.`])
  contenido.root.children.push({
    type: 'heading',
    tag: 'h4',
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    children: [{ type: 'text', text: 'Detalles del evento', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
  })
  return { tipo: 'NOT', titulo, fecha: new Date().toISOString(), contenido }
}

/** Saves a news item through the back office's API as the signed-in staff member; its id and slug. */
async function saveNews(page: Page, titulo: string, status: 'draft' | 'published') {
  const media = (await (await page.request.get('/cms-api/media?limit=1&depth=0&where[mimeType][contains]=image', sameSite)).json()) as {
    docs: { id: number }[]
  }
  const created = await page.request.post(`/cms-api/comunicaciones?depth=0${status === 'draft' ? '&draft=true' : ''}`, {
    ...sameSite,
    data: { ...withSkippedHeading(titulo), path_imagen: media.docs[0]!.id, _status: status },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  return doc
}

for (const width of [1440, 390]) {
  test.describe(`a ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } })

    test('una editora ve en la vista previa el aviso de accesibilidad en español, muestra el elemento y lo marca como revisado', async ({
      page,
      context,
    }) => {
      await signIn(page, emailOf('editor'), password)
      const titulo = `Vista previa accesible ${width} ${stamp}`
      const doc = await saveNews(page, titulo, 'draft')
      try {
        await page.goto(`/admin/collections/comunicaciones/${doc.id}`)
        const opened = context.waitForEvent('page')
        await page.getByRole('link', { name: 'Vista previa', exact: true }).click()
        const tab = await opened
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(titulo)
        await expect(tab.getByRole('region', { name: 'Estás viendo una vista previa' })).toBeVisible()
        const corner = tab.getByRole('region', { name: 'Revisión de accesibilidad' })
        const toggle = corner.getByRole('button', { name: 'Accesibilidad: 1 aviso por revisar' })
        await expect(toggle).toBeVisible({ timeout: 30_000 })
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')

        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        const panel = tab.getByRole('region', { name: 'Accesibilidad de esta página' })
        await expect(panel).toBeVisible()
        const finding = panel.getByRole('listitem')
        await expect(finding).toHaveCount(1)
        await expect(finding).toContainText('Moderado')
        await expect(finding).toContainText('El nivel de encabezados solo debería incrementarse en 1')
        await expect(finding.locator('code')).toContainText('<h4')
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        if (process.env.SAVE_SCREENS) await tab.screenshot({ path: `docs/screens/accesibilidad/vista-previa-${width}.png` })

        // «Mostrar»: the list closes, and the heading is outlined, in view, with the focus.
        await finding.getByRole('button', { name: 'Mostrar' }).click()
        const heading = tab.getByRole('heading', { name: 'Detalles del evento', level: 4 })
        await expect(panel).toBeHidden()
        await expect(heading).toBeInViewport()
        await expect(heading).toBeFocused()
        await expect(heading).toHaveCSS('outline-style', 'solid')
        await toggle.click()
        await expect(panel).toBeVisible()

        // «Marcar como revisado»: said, and gone from the list, now and on the next visit.
        await finding.getByRole('button', { name: 'Marcar como revisado' }).click()
        await expect(corner.getByRole('status')).toHaveText('Marcado como revisado.')
        await expect(corner.getByRole('button', { name: 'Accesibilidad: sin avisos' })).toBeFocused()
        await tab.reload()
        await corner.getByRole('button', { name: 'Accesibilidad: sin avisos' }).click({ timeout: 30_000 })
        await expect(panel.getByText('1 aviso ya revisado no se muestra.')).toBeVisible()
        await expect(panel.getByRole('listitem')).toHaveCount(0)
        await tab.close()
      } finally {
        expect((await page.request.delete(`/cms-api/comunicaciones/${doc.id}`, sameSite)).status()).toBe(200)
      }
    })

    test('una publicadora abre el informe del sitio, ve la página publicada con su aviso y lo marca como revisado', async ({ page }) => {
      await signIn(page, emailOf('publicador'), password)
      const titulo = `Informe accesible ${width} ${stamp}`
      const doc = await saveNews(page, titulo, 'published')
      const ruta = `/vida-universitaria-y-eventos?slug=${doc.slug}`
      try {
        // The check of that page, as «Volver a revisar» starts it (the whole site's takes minutes).
        const queued = await page.request.post('/cms-api/hallazgos-accesibilidad/revisar', { ...sameSite, data: { ruta } })
        expect(queued.status()).toBe(202)

        await page.goto('/admin')
        // The back office's menu, closed on a narrow screen (or left closed by this account before, which
        // the back office remembers: then its links are inert): «Abrir Menú» first.
        const link = page.getByRole('link', { name: 'Accesibilidad', exact: true })
        await expect(page.getByRole('heading', { name: 'Tu contenido' })).toBeVisible({ timeout: 30_000 })
        if (width < 1024 || !(await link.isVisible()) || (await link.evaluate((a) => a.closest('[inert]') !== null)))
          await page.getByRole('button', { name: 'Abrir Menú' }).filter({ visible: true }).first().click()
        await link.click({ timeout: 30_000 })
        await expect(page.getByRole('heading', { level: 1, name: 'Accesibilidad del sitio' })).toBeVisible()
        const section = page.getByRole('region', { name: ruta })
        await expect(async () => {
          await page.reload()
          await expect(section).toBeVisible({ timeout: 2000 })
        }).toPass({ timeout: 90_000 })
        await expect(section.getByRole('heading', { level: 3 })).toContainText('1 aviso')
        await expect(section).toContainText('El nivel de encabezados solo debería incrementarse en 1')
        await expect(page.getByText(/^Última revisión: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(hora de Los Cabos\)\.$/)).toBeVisible()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        if (process.env.SAVE_SCREENS) await page.screenshot({ path: `docs/screens/accesibilidad/informe-${width}.png`, fullPage: true })

        await section.getByRole('button', { name: 'Marcar como revisado' }).click()
        await expect(section).toHaveCount(0)
        await page.getByText(/avisos? revisados?$/).click()
        await expect(page.getByText(/^Revisado por Prueba publicador el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible()
      } finally {
        expect((await page.request.delete(`/cms-api/comunicaciones/${doc.id}`, sameSite)).status()).toBe(200)
      }
    })
  })
}

test('a 1440 y 390 px, el informe es del equipo de contenidos: una administradora lo abre desde el menú; admisiones no lo ve', async ({
  browser,
}) => {
  for (const width of [1440, 390]) {
    const viewport = { width, height: width > 500 ? 900 : 844 }
    const admin = await browser.newPage({ viewport, baseURL: test.info().project.use.baseURL })
    await signIn(admin, emailOf('admin'), password)
    await admin.goto('/admin/accesibilidad')
    await expect(admin.getByRole('heading', { level: 1, name: 'Accesibilidad del sitio' })).toBeVisible()
    await expect(admin.getByRole('button', { name: 'Revisar todo el sitio ahora' })).toBeVisible()
    await admin.close()

    const admissions = await browser.newPage({ viewport, baseURL: test.info().project.use.baseURL })
    await signIn(admissions, emailOf('admisiones'), password)
    await expect(admissions.locator('a[href="/admin/accesibilidad"]')).toHaveCount(0)
    await admissions.goto('/admin/accesibilidad')
    // The page's own alert (the framework's route announcer is another, empty, alert).
    await expect(admissions.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Solo el equipo de contenidos puede ver este informe.')
    await expect(admissions.getByRole('button', { name: 'Revisar todo el sitio ahora' })).toHaveCount(0)
    const read = await admissions.request.get('/cms-api/hallazgos-accesibilidad?limit=1', sameSite)
    expect(read.status()).toBe(403)
    await admissions.close()
  }
})
