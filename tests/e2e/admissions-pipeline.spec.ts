import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { ustedForms } from './admin-face'
import { losCabosStamp } from './clock'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'

/*
 * An admissions adviser follows up their own requests in the back office: the list opens on
 * «Mis solicitudes», a logged call moves a new request to «Contactada» with its history, and a
 * request is set aside only with a reason. At 1440 and 390 px, axe clean on the list and the form.
 */
const screens = 'docs/screens/admisiones'
const password = 'Embudo-De-Admisiones-2026'

/**
 * Serious axe findings on the pipeline's own parts (the queue switcher, the repeat notice, the
 * queue's state) and the list's column names. The back office's own array and date fields have
 * findings of their own on every document (drag handles, the date picker's clear button): those
 * are the design pass's, as the back-office crawl records.
 */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const own = await page.locator('.ugc-propio, .sort-column__label').count()
  if (own === 0) return []
  const { violations } = await new AxeBuilder({ page })
    .include('.ugc-propio')
    .include('.sort-column__label')
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

async function selectIn(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`an admissions adviser at ${viewport.width} px`, () => {
    test.use({ viewport })
    const email = `asesora.embudo.${viewport.width}.${Date.now()}@ugc.edu.mx`
    // The back-office tests, which run after this project, start from a site without accounts.
    test.afterAll(() => runLocalScript('institutional-editor.ts', ['delete', email]))

    test('sees «Mis solicitudes» first, logs a call, sees the status and history move, and discards with a reason', async ({ page }) => {
      // Sign-in, two views and three saves: more than the default minute on a busy machine.
      test.setTimeout(180_000)
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      // The first account of a site is always made an administrator: if this one was the first
      // (the specs of this project run in any order), the second run sets its role again.
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      const person = `prospecto.embudo.${viewport.width}.${Date.now()}@example.mx`
      const { id } = JSON.parse(runLocalScript('pipeline-request.ts', [email, person])) as { id: number }

      await signIn(page, email, password)

      // The list opens on the adviser's own queue.
      await page.goto('/admin/collections/solicitudes-contacto')
      await expect(page).toHaveURL(/where%5Basesor%5D%5Bequals%5D=\d+|where\[asesor\]\[equals\]=\d+/)
      const switcher = page.getByRole('navigation', { name: 'Qué solicitudes ver' })
      await expect(switcher.getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute('aria-current', 'page')
      await expect(switcher.getByRole('link', { name: 'Todas' })).toBeVisible()
      await expect(page.getByText(person)).toBeVisible()
      if (viewport.width === 1440) await expect(page.getByRole('columnheader', { name: 'Asesor' })).toBeVisible()
      // The adviser's name is in the row with the page itself: no «Cargando…», never «<Sin Asesor>».
      const row = page.getByRole('row').filter({ hasText: person })
      await expect(row).toContainText('Prueba admisiones', { timeout: 1_000 })
      await expect(page.locator('main, .collection-list').first()).not.toContainText(/Sin Asesor|Cargando/)
      expect(await seriousAxeFindings(page)).toEqual([])
      expect(await page.locator('body').innerText()).not.toMatch(ustedForms)
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: `${screens}/lista-${viewport.width}.png`, fullPage: true })
      // «Todas» shows every request.
      await switcher.getByRole('link', { name: 'Todas' }).click()
      await expect(switcher.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')

      // A logged call on the new request.
      await page.goto(`/admin/collections/solicitudes-contacto/${id}`)
      await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(person)
      // A press before the form has come to life is lost: pressed again only while no entry has appeared.
      const firstEntry = page.locator('#field-seguimiento__0__texto')
      await expect(async () => {
        if ((await firstEntry.count()) === 0) await page.getByRole('button', { name: /(Agregar|Añadir) Entrada/ }).click()
        await expect(firstEntry).toBeVisible({ timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
      await firstEntry.fill('Llamé: le interesa el turno vespertino y la beca de excelencia.')
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.locator('#field-estado')).toContainText('Contactada')
      const history = page.locator('#field-historial')
      await expect(history).toContainText('Nueva')
      await expect(history).toContainText('Contactada')
      await expect(page.locator('#field-primera_respuesta_el input')).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)

      // Discarding asks for the reason, beside the field, and then keeps it.
      await selectIn(page, 'estado', 'Descartada')
      // The reason's field appears with the choice, as the adviser sees it; saved empty, it is refused.
      await expect(page.locator('#field-motivo_descarte')).toBeVisible({ timeout: 30_000 })
      await page.getByRole('button', { name: 'Guardar' }).click()
      // The field's message is the back office's error bubble beside it (on a phone it opens on focus).
      await expect(page.getByText('Elige el motivo para descartar la solicitud.').first()).toBeAttached()
      await expect(page.locator('#field-estado')).toContainText('Descartada')
      await selectIn(page, 'motivo_descarte', 'Costo o financiamiento')
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(history).toContainText('Descartada')
      await page.reload()
      await expect(page.locator('#field-estado')).toContainText('Descartada')
      await expect(page.locator('#field-motivo_descarte')).toContainText('Costo o financiamiento')
      expect(await seriousAxeFindings(page)).toEqual([])
      expect(await page.locator('body').innerText()).not.toMatch(ustedForms)
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: `${screens}/solicitud-${viewport.width}.png`, fullPage: true })
    })

    test('plans the next contact; the home lists it «Para hoy», an overdue one under «Vencidas», and the list marks that one «Vencida»', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      const tag = `${viewport.width}.${Date.now()}`
      const { id: later } = JSON.parse(runLocalScript('pipeline-request.ts', [email, `prospecto.hoy.${tag}@example.mx`])) as { id: number }
      const overdueAt = new Date(Date.now() - 2 * 3600_000).toISOString()
      const { id: late } = JSON.parse(runLocalScript('pipeline-request.ts', [email, `prospecto.vencida.${tag}@example.mx`, overdueAt])) as {
        id: number
      }
      await signIn(page, email, password)

      // «Próximo contacto» in twenty minutes, typed in Los Cabos time as the picker reads it on any computer.
      await page.goto(`/admin/collections/solicitudes-contacto/${later}`)
      const next = page.locator('#field-proximo_contacto input').first()
      const typed = losCabosStamp(new Date(Date.now() + 20 * 60_000))
      // Typed once the form has come to life (what the admin's own script marks), or the picker drops it.
      await expect(page.locator('html[data-admin-espanol="listo"]')).toBeAttached({ timeout: 30_000 })
      await expect(async () => {
        await next.fill(typed, { timeout: 5_000 })
        await next.press('Tab', { timeout: 5_000 })
        await expect(next).toHaveValue(typed, { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText('Se actualizó con éxito.').first()).toBeVisible({ timeout: 30_000 })
      await page.reload()
      await expect(page.locator('#field-proximo_contacto input').first()).toHaveValue(typed)

      // The home: the overdue one under «Vencidas», today's under «Para hoy» (unless Los Cabos' midnight comes first).
      await page.goto('/admin')
      const home = page.getByRole('region', { name: 'Tus seguimientos' })
      await expect(home).toBeVisible()
      const link = (id: number) => `a[href="/admin/collections/solicitudes-contacto/${id}"]`
      await expect(home.getByRole('region', { name: /^Vencidas \(\d+\)$/ }).locator(link(late))).toBeVisible()
      await expect(home.getByRole('region', { name: /^Vencidas/ }).locator(`li:has(${link(late)})`)).toContainText(
        `debía ser el ${losCabosStamp(overdueAt)}`,
      )
      const sameDay = (a: Date, b: Date) => losCabosStamp(a).slice(0, 10) === losCabosStamp(b).slice(0, 10)
      if (sameDay(new Date(), new Date(Date.now() + 21 * 60_000)))
        await expect(home.getByRole('region', { name: /^Para hoy \(\d+\)$/ }).locator(link(later))).toBeVisible()
      expect(await seriousAxeFindings(page)).toEqual([])
      expect(await page.locator('body').innerText()).not.toMatch(ustedForms)
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: `${screens}/para-hoy-${viewport.width}.png`, fullPage: true })

      // The list says «Vencida» in words on the overdue row, not on the other.
      await page.goto('/admin/collections/solicitudes-contacto')
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: `prospecto.vencida.${tag}` })
          .locator('.ugc-vencida__marca'),
      ).toHaveText('Vencida')
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: `prospecto.hoy.${tag}` })
          .locator('.ugc-vencida__marca'),
      ).toHaveCount(0)
      if (viewport.width === 1440) await expect(page.getByRole('columnheader', { name: 'Próximo contacto' })).toBeVisible()
    })

    test('contacts the person from the request in one tap: the call is logged as the first response; WhatsApp and e-mail carry the programme’s message', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      const person = `prospecto.contacto.${viewport.width}.${Date.now()}@example.mx`
      const { id } = JSON.parse(runLocalScript('pipeline-request.ts', [email, person])) as { id: number }
      await signIn(page, email, password)
      await page.goto(`/admin/collections/solicitudes-contacto/${id}`)
      await expect(page.locator('html[data-admin-espanol="listo"]')).toBeAttached({ timeout: 30_000 })
      // The request is titled with the person's name; the contact box comes first, with (on a phone) where it stands.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regina Higuera Lucero')
      const box = page.getByRole('region', { name: 'Contactar a Regina Higuera Lucero' })
      await expect(box).toBeVisible()
      const summary = box.locator('.ugc-contactar__resumen')
      if (viewport.width < 1000) await expect(summary).toContainText('Estado: Nueva')
      else await expect(summary).toBeHidden()
      const call = box.getByRole('link', { name: /^Llamar/ })
      const whatsapp = box.getByRole('link', { name: /^WhatsApp/ })
      const mail = box.getByRole('link', { name: /^Correo/ })
      await expect(call).toHaveAttribute('href', /^tel:\+52612\d{7}$/)
      const chat = new URL((await whatsapp.getAttribute('href'))!)
      expect(chat.origin).toBe('https://wa.me')
      expect(chat.searchParams.get('text')).toMatch(
        /^Hola, Regina\. Soy .+, de admisiones de la Universidad UGC\. Recibimos tu solicitud sobre Licenciatura en Psicología\./,
      )
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      const letter = new URL((await mail.getAttribute('href'))!)
      expect(decodeURIComponent(letter.pathname)).toBe(person)
      expect(letter.searchParams.get('subject')).toBe('Tu solicitud de información sobre Licenciatura en Psicología')
      // Thumb-sized, side by side or stacked as the screen allows, never wider than it.
      for (const link of [call, whatsapp, mail]) {
        const size = (await link.boundingBox())!
        expect(size.height).toBeGreaterThanOrEqual(44)
        expect(size.x + size.width).toBeLessThanOrEqual(viewport.width)
      }
      if (process.env.SAVE_SCREENS) await page.screenshot({ path: `${screens}/contactar-${viewport.width}.png` })

      // With an unsaved change, it asks to save first (a reload would lose it).
      await expect(async () => {
        await page.getByRole('button', { name: /(Agregar|Añadir) Entrada/ }).click()
        await expect(page.locator('#field-seguimiento__0__texto')).toBeVisible({ timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
      await call.click()
      await expect(box.getByText('Guarda tus cambios antes de contactar: el contacto se anota en el seguimiento.')).toBeVisible()
      // Leaving the unsaved entry: the page may ask whether to leave.
      page.on('dialog', (dialog) => void dialog.accept())
      await page.reload()

      // The tap opens the phone and logs the call; the request reloads with it.
      await box.getByRole('link', { name: /^Llamar/ }).click()
      await expect(page.locator('#field-estado')).toContainText('Contactada', { timeout: 30_000 })
      await expect(page.locator('#field-seguimiento')).toContainText('Llamada desde la solicitud al 612')
      await expect(page.locator('#field-primera_respuesta_el input')).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
      if (viewport.width < 1000) await expect(summary).toContainText('Estado: Contactada')
      expect(await seriousAxeFindings(page)).toEqual([])
      expect(await page.locator('body').innerText()).not.toMatch(ustedForms)
    })
  })
}
