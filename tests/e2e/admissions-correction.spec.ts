import { expect, test } from '@playwright/test'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'

/*
 * An admissions adviser cannot type over what the person sent: the contact details are read-only
 * in the form, and «Corregir datos» changes them with a note of who changed what. 1440 and 390 px.
 */
const password = 'Corregir-Datos-De-Admisiones-2026'

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`an admissions adviser correcting a request at ${viewport.width} px`, () => {
    test.use({ viewport })
    const email = `asesora.corrige.${viewport.width}.${Date.now()}@ugc.edu.mx`
    test.afterAll(() => runLocalScript('institutional-editor.ts', ['delete', email]))

    test('sees the person’s data read-only and corrects the name and e-mail with «Corregir datos», noted in «Seguimiento»', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      runLocalScript('staff-account.ts', [email, 'admisiones', password])
      const person = `prospecto.corrige.${viewport.width}.${Date.now()}@example.mx`
      const { id } = JSON.parse(runLocalScript('pipeline-request.ts', [email, person])) as { id: number }

      await signIn(page, email, password)

      await page.goto(`/admin/collections/solicitudes-contacto/${id}`)
      const mail = page.locator('#field-email')
      await expect(mail).toHaveValue(person)
      for (const field of ['nombre', 'apellido', 'email', 'telefono', 'programa', 'comentario'])
        await expect(page.locator(`#field-${field}`)).toBeDisabled()

      await page.getByRole('button', { name: 'Corregir datos' }).click()
      const form = page.getByRole('form', { name: 'Corregir datos de la persona' })
      await form.getByLabel('Correo electrónico').fill('no-es-correo')
      await form.getByRole('button', { name: 'Guardar corrección' }).click()
      await expect(form.getByRole('alert')).toHaveText('Escribe un correo electrónico válido.')

      const fixed = `corregido.${viewport.width}.${Date.now()}@example.mx`
      await form.getByLabel('Nombre').fill('Regina Isabel')
      await form.getByLabel('Correo electrónico').fill(fixed)
      await form.getByRole('button', { name: 'Guardar corrección' }).click()
      await expect(page.locator('#field-email')).toHaveValue(fixed)
      await expect(page.locator('#field-nombre')).toHaveValue('Regina Isabel')
      await expect(
        page.getByText(`Datos corregidos. Nombre: «Regina» → «Regina Isabel». Correo electrónico: «${person}» → «${fixed}».`).first(),
      ).toBeAttached()
    })
  })
}
