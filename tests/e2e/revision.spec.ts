import { expect, test, type Browser, type Page } from '@playwright/test'
import { newsDraft, sameSite } from './news-draft'
import { runLocalScript } from './local-script'
import { runMail } from './mail-sink'
import { publishNow } from './admin-face'
import { signIn } from './staff-sign-in'

// Review (issue 21, item 3), as the two people do it, each in their own browser: an editor cannot
// publish, writes a news draft and sends it to review with a note; the publisher gets the e-mail,
// finds it under «Pendientes de revisión», returns it with a comment; the editor gets the comment by
// e-mail and on the page, fixes the draft and sends it again; the publisher publishes it, the review
// closes and the editor hears. The site shows nothing until the publisher publishes.

const password = 'Revision-Los-Cabos-2026'
const tsx = (args: string[]) => runLocalScript('institutional-editor.ts', args)
const shot = async (page: Page, name: string, width: number) => {
  if (process.env.SAVE_SCREENS) await page.screenshot({ path: `docs/screens/revision/${name}-${width}.png`, fullPage: true })
}

async function person(browser: Browser, width: number, email: string) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, timezoneId: 'America/Mazatlan' })
  const page = await context.newPage()
  await signIn(page, email, password)
  return { page, close: () => context.close() }
}

test.describe.configure({ timeout: 300_000 })

for (const width of [1440, 390]) {
  test(`at ${width} px: an editor sends a draft to review, the publisher returns it with a comment, then publishes it; each hears by e-mail`, async ({
    browser,
    request,
  }) => {
    const stamp = `${width}-${Date.now()}`
    const editorEmail = `editora.revision.${stamp}@ugc.edu.mx`
    const publisherEmail = `publicadora.revision.${stamp}@ugc.edu.mx`
    tsx(['create', publisherEmail, password, 'publicador'])
    tsx(['create', editorEmail, password, 'editor'])
    const mail = runMail()
    const editor = await person(browser, width, editorEmail)
    const publisher = await person(browser, width, publisherEmail)
    const titulo = `Feria de ciencias ${stamp}`
    const apiTitles = async () =>
      ((await (await request.get('/api/get-comunicacion/?tipo=NOT&cantidad=100')).json()) as { data: { titulo: string }[] }).data.map(
        (n) => n.titulo,
      )
    try {
      // The editor's page offers «Guardar borrador» and «Enviar a revisión», never «Publicar».
      const doc = await newsDraft(editor.page, titulo, `${titulo}: para revisión.`)
      const address = `/admin/collections/comunicaciones/${doc.id}`
      await editor.page.goto(address)
      const panel = editor.page.locator('.ugc-envio')
      await expect(panel.getByText('Aún no lo envías a revisión.')).toBeVisible({ timeout: 30_000 })
      await expect(editor.page.getByRole('button', { name: 'Guardar borrador' })).toBeVisible()
      await expect(editor.page.getByRole('button', { name: /^Publicar/ })).toHaveCount(0)
      await panel.getByLabel('Nota para quien revisa (opcional)').fill('La foto es provisional.')
      await panel.getByRole('button', { name: 'Enviar a revisión' }).click()
      await expect(panel.getByRole('status')).toHaveText('Enviado a revisión. Avisamos por correo a quien publica.')
      await expect(panel).toContainText(/Pendiente de revisión: lo envió Editora de pruebas el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./)
      await expect(panel.getByRole('button', { name: 'Enviar a revisión' })).toHaveCount(0)
      await shot(editor.page, 'editor-enviado', width)

      // The publisher's e-mail, then their home.
      // Every publisher hears of every review: the editors' globals test sends some at the same time.
      const toPublisher = await mail.mailTo(publisherEmail, { ms: 60_000, containing: titulo })
      expect(toPublisher).toContain(`Editora de pruebas envió «${titulo}» (Noticia o evento) a revisión.`)
      expect(toPublisher).toContain('La foto es provisional.')
      expect(toPublisher).toContain(address)
      await publisher.page.goto('/admin')
      const pending = publisher.page.locator('.ugc-contenidos section', {
        has: publisher.page.getByRole('heading', { name: 'Pendientes de revisión' }),
      })
      await expect(pending).toContainText(titulo, { timeout: 30_000 })
      await shot(publisher.page, 'publicador-inicio', width)
      await pending.getByRole('link', { name: titulo }).click()
      await expect(publisher.page).toHaveURL(new RegExp(`${address}$`))

      // Returned with a comment: an empty one is refused first.
      const review = publisher.page.locator('.ugc-envio')
      await expect(review).toContainText('Pendiente de revisión: lo envió Editora de pruebas', { timeout: 30_000 })
      await expect(review).toContainText('La foto es provisional.')
      await review.getByRole('button', { name: 'Devolver con comentarios' }).click()
      await expect(review.getByRole('alert')).toHaveText('Escribe qué hay que cambiar antes de devolverlo.')
      await review.getByLabel('Comentario para el editor').fill('Cambia la foto por una de la feria y agrega el horario.')
      await shot(publisher.page, 'publicador-devolver', width)
      await review.getByRole('button', { name: 'Devolver con comentarios' }).click()
      await expect(review.getByRole('status')).toHaveText('Devuelto. Le enviamos tu comentario por correo a quien lo escribió.')
      await expect(review).toContainText('Devuelto por Publicadora de pruebas')

      // The editor: the e-mail, the page and their home say what to change.
      const toEditor = await mail.mailTo(editorEmail, { ms: 60_000 })
      expect(toEditor).toContain('Cambia la foto por una de la feria y agrega el horario.')
      await editor.page.goto('/admin')
      const sent = editor.page.locator('.ugc-contenidos section', {
        has: editor.page.getByRole('heading', { name: 'Mis envíos a revisión' }),
      })
      await expect(sent).toContainText(titulo, { timeout: 30_000 })
      await expect(sent).toContainText('«Cambia la foto por una de la feria y agrega el horario.»')
      await editor.page.goto(address)
      await expect(panel).toContainText(/Devuelto por Publicadora de pruebas el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:/, { timeout: 30_000 })
      await expect(panel).toContainText('Cambia la foto por una de la feria y agrega el horario.')
      await shot(editor.page, 'editor-devuelto', width)

      // Changed, saved as a draft (the panel asks to save first), and sent again.
      const title = editor.page.getByLabel('Título').first()
      await title.fill(`${titulo} (con horario)`)
      await expect(panel.getByText('Guarda el borrador antes de enviarlo a revisión.')).toBeVisible()
      await expect(panel.getByRole('button', { name: 'Enviar a revisión' })).toBeDisabled()
      await editor.page.getByRole('button', { name: 'Guardar borrador' }).click()
      await expect(panel.getByRole('button', { name: 'Enviar a revisión' })).toBeEnabled({ timeout: 30_000 })
      await panel.getByRole('button', { name: 'Enviar a revisión' }).click()
      await expect(panel).toContainText('Pendiente de revisión', { timeout: 30_000 })
      // Nothing of it is on the site yet. The editor goes back to their home, where it waits.
      expect((await apiTitles()).some((t) => t.startsWith(titulo))).toBe(false)
      await editor.page.goto('/admin')
      await expect(sent).toContainText(`${titulo} (con horario)`, { timeout: 30_000 })
      await expect(sent).toContainText(/en revisión desde el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)

      // The publisher publishes it: on the site, the review closes, the editor hears.
      const before = mail.caught.length
      await publisher.page.goto(address)
      // Had the editor still held the document, the publisher would take it over.
      const takeOver = publisher.page.getByRole('button', { name: 'Tomar el control' })
      await takeOver.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => takeOver.click(),
        () => undefined,
      )
      await expect(publisher.page.getByLabel('Título').first()).toHaveValue(`${titulo} (con horario)`, { timeout: 30_000 })
      await publishNow(publisher.page)
      await expect.poll(apiTitles, { timeout: 30_000 }).toContain(`${titulo} (con horario)`)
      const published = await mail.mailTo(editorEmail, { after: before, ms: 60_000 })
      expect(published).toContain(`Publicadora de pruebas publicó «${titulo} (con horario)» (Noticia o evento). Ya está en el sitio.`)
      await editor.page.goto(address)
      await expect(panel).toContainText('Publicado por Publicadora de pruebas', { timeout: 30_000 })
      await publisher.page.goto('/admin')
      await expect(pending).not.toContainText(titulo, { timeout: 30_000 })
      await publisher.page.goto('/admin/collections/revisiones')
      await expect(publisher.page.locator('table tbody tr', { hasText: titulo }).first()).toBeVisible({ timeout: 30_000 })
      await shot(publisher.page, 'lista', width)

      // Clean up: the publisher removes the item.
      const removed = await publisher.page.request.delete(`/cms-api/comunicaciones/${doc.id}`, sameSite)
      expect(removed.status()).toBe(200)
    } finally {
      await editor.close()
      await publisher.close()
      tsx(['delete', editorEmail])
      tsx(['delete', publisherEmail])
    }
  })
}
