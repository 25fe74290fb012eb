import { expect, test, type Browser, type Page } from '@playwright/test'
import { runLocalScript } from './local-script'
import { publishNow } from './admin-face'
import { signIn } from './staff-sign-in'

// Editors and the globals (issue 44, item 1): an editor opens each global the site has published,
// edits it, saves a draft and sends it to review, with no way to publish it (not in the back office,
// not over the API). In an emergency the publisher, on a phone, opens the editor's alert draft and
// publishes it, and the public site shows the banner.

const password = 'Globales-Los-Cabos-2026'
const tsx = (args: string[]) => runLocalScript('institutional-editor.ts', args)
const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } }
const refused =
  'Como editor guardas borradores y los envías a revisión: publicar, quitar de publicación o borrar lo que ya está en el sitio le toca a un publicador.'
const alertOff = {
  activo: false,
  severidad: 'informativo',
  texto: '',
  enlace: '',
  texto_enlace: '',
  inicio: null,
  fin: null,
  _status: 'published',
}

async function person(browser: Browser, width: number, email: string) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, timezoneId: 'America/Mazatlan' })
  const page = await context.newPage()
  await signIn(page, email, password)
  return { page, close: () => context.close() }
}

/**
 * A global someone else had open a moment ago (the run at the other width) is still locked by them:
 * the back office asks whether to take over, and until then every field is read-only.
 */
async function takeOverIfLocked(page: Page) {
  const takeOver = page.getByRole('button', { name: 'Tomar el control' })
  await takeOver.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => takeOver.click(),
    () => undefined,
  )
}

/** Each global, and one of its fields an editor changes (a harmless change: a trailing line). */
const globals = [
  { slug: 'aviso', field: 'Texto del aviso' },
  { slug: 'configuracion-sitio', field: 'Saludo prellenado de WhatsApp' },
  { slug: 'contenido-institucional', field: 'Quiénes somos (introducción)' },
] as const

/** Opens a global as an editor and checks the page offers editing, a draft and review, and no publishing. */
async function openAsEditor(page: Page, slug: string, field: string) {
  await page.goto(`/admin/globals/${slug}`)
  await takeOverIfLocked(page)
  const panel = page.locator('.ugc-envio')
  await expect(panel).toBeVisible({ timeout: 30_000 })
  await expect(page.getByLabel(field, { exact: false }).first()).toBeEditable({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Guardar borrador' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Publicar/ })).toHaveCount(0)
  return panel
}

/** Saves the form as a draft and sends it to review from the sidebar. */
async function draftAndSend(page: Page, panel: ReturnType<Page['locator']>) {
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(panel.getByRole('button', { name: 'Enviar a revisión' })).toBeEnabled({ timeout: 30_000 })
  await panel.getByRole('button', { name: 'Enviar a revisión' }).click()
  await expect(panel.getByRole('status')).toHaveText('Enviado a revisión. Avisamos por correo a quien publica.')
}

/** The publisher returns what is pending review for a global. */
async function returnPending(page: Page, slug: string) {
  const pending = await page.request.get(
    `/cms-api/revisiones?where[coleccion][equals]=${slug}&where[estado][equals]=pendiente&depth=0`,
    sameSite,
  )
  for (const { id } of ((await pending.json()) as { docs: { id: number }[] }).docs) {
    const back = await page.request.patch(`/cms-api/revisiones/${id}`, {
      ...sameSite,
      data: { estado: 'devuelta', comentario: 'Gracias, por ahora se queda como está.' },
    })
    expect(back.status()).toBe(200)
  }
}

test.describe.configure({ mode: 'serial', timeout: 300_000 })

// The editor at 1440 px and on a phone (the publisher is on a 390 px phone in both).
for (const width of [1440, 390]) {
  test(`at ${width} px: an editor drafts each global and sends it to review, never publishes; the publisher publishes the alert from a phone`, async ({
    browser,
    request,
  }) => {
    const stamp = `${width}-${Date.now()}`
    const editorEmail = `editora.globales.${stamp}@ugc.edu.mx`
    const publisherEmail = `publicadora.globales.${stamp}@ugc.edu.mx`
    tsx(['create', publisherEmail, password, 'publicador'])
    tsx(['create', editorEmail, password, 'editor'])
    const editor = await person(browser, width, editorEmail)
    const publisher = await person(browser, 390, publisherEmail)
    const text = `Huracán en Los Cabos: se suspenden las clases (${stamp}).`
    try {
      for (const { slug, field } of globals) {
        const panel = await openAsEditor(editor.page, slug, field)
        if (slug === 'aviso') {
          await editor.page.getByLabel('Mostrar el aviso en el sitio').check()
          await editor.page.getByLabel(field).fill(text)
        } else {
          const input = editor.page.getByLabel(field, { exact: false }).first()
          await input.fill(`${await input.inputValue()}\n`)
        }
        await draftAndSend(editor.page, panel)
        if (slug === 'aviso' && process.env.SAVE_SCREENS)
          await editor.page.screenshot({ path: `docs/screens/editores/aviso-borrador-${width}.png`, fullPage: true })

        // The draft is saved: the editor reads it back; the site's published version is unchanged.
        const draft = await editor.page.request.get(`/cms-api/globals/${slug}?draft=true&depth=0`, sameSite)
        expect((await draft.json()) as { _status: string }).toMatchObject({ _status: 'draft' })

        // Publishing it over the API, forced, is refused with the reason, in Spanish.
        const forced = await editor.page.request.post(`/cms-api/globals/${slug}?depth=0`, { ...sameSite, data: { _status: 'published' } })
        expect(forced.status()).toBe(403)
        expect(((await forced.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(refused)

        // The publisher returns it (the next run starts with nothing pending).
        if (slug !== 'aviso') await returnPending(publisher.page, slug)
      }
      await editor.page.goto('/admin')
      const alertText = async () => (await (await request.get('/')).text()).includes(text)
      expect(await alertText()).toBe(false)

      // The publisher, on a phone: opens the alert the editor sent and publishes it, in under a minute.
      const started = Date.now()
      await publisher.page.goto('/admin/globals/aviso')
      await takeOverIfLocked(publisher.page)
      const review = publisher.page.locator('.ugc-envio')
      await expect(review).toContainText('Pendiente de revisión: lo envió Editora de pruebas', { timeout: 30_000 })
      await expect(publisher.page.getByLabel('Texto del aviso')).toHaveValue(text)
      await publishNow(publisher.page)
      const banner = publisher.page.locator('#aviso-sitio')
      await expect
        .poll(
          async () => {
            await publisher.page.goto('/')
            return (await banner.isVisible()) && (await banner.innerText()).includes(text)
          },
          { timeout: 30_000, intervals: [500] },
        )
        .toBe(true)
      expect(Date.now() - started).toBeLessThan(60_000)
    } finally {
      // Switched off again: other specs read the site's pages at the same time. Whatever a failed
      // try left in review is returned, so a second try sends each global again.
      await publisher.page.request.post('/cms-api/globals/aviso', { ...sameSite, data: alertOff })
      for (const { slug } of globals) await returnPending(publisher.page, slug).catch(() => undefined)
      await editor.close()
      await publisher.close()
      tsx(['delete', editorEmail])
      tsx(['delete', publisherEmail])
    }
  })
}
