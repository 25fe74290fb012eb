import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { runLocalScript } from './local-script'

const programme = 'Licenciatura en Administración de Empresas Turísticas'
const phoneHint = 'El número debe contener exactamente 10 dígitos.'
const programmeMessage = 'Por favor, selecciona un programa.'
const consentLabel = 'He leído y acepto la política de privacidad y el aviso de privacidad.'
const consentMessage = 'Para enviar tu solicitud, acepta el aviso de privacidad.'
/** Screenshots for docs/screens when asked for (SAVE_SCREENS=1), not on every run. */
const saveScreens = Boolean(process.env.SAVE_SCREENS)

/** The contact section, wherever the page puts it. */
function contactSection(page: Page) {
  return page.locator('section#contacto')
}

async function openForm(page: Page, path = '/#contacto', options: { referer?: string } = {}) {
  await page.goto(path, options)
  const section = contactSection(page)
  await expect(section.getByRole('heading', { name: 'Solicita información' })).toBeVisible()
  // Enabled once the form is interactive.
  await expect(section.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled()
  return section
}

async function fillValid(
  section: Locator,
  overrides: Partial<Record<'nombre' | 'apellido' | 'telefono' | 'email' | 'comentario', string>> = {},
  { choose = true, consent = true } = {},
) {
  const values = {
    nombre: 'Ana Sofía',
    apellido: 'Ramírez Cota',
    telefono: '624 123 4567',
    email: `ana.ramirez.${Date.now()}@example.mx`,
    comentario: 'Me gustaría conocer los horarios y las becas disponibles.',
    ...overrides,
  }
  await section.getByLabel('Nombre').fill(values.nombre)
  await section.getByLabel('Apellido').fill(values.apellido)
  await section.getByLabel('Teléfono').fill(values.telefono)
  await section.getByLabel('Correo electrónico').fill(values.email)
  if (choose) await section.getByLabel('Programa de interés').selectOption({ label: programme })
  await section.getByLabel('Comentario').fill(values.comentario)
  if (consent) await section.getByRole('checkbox', { name: consentLabel }).check()
  return values
}

/** Which colour family a background reads as: the browser resolves any CSS colour to RGB on a canvas. */
async function backgroundHue(locator: Locator): Promise<'red' | 'green' | 'other'> {
  return locator.evaluate((el) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d')!
    context.fillStyle = getComputedStyle(el).backgroundColor
    context.fillRect(0, 0, 1, 1)
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data as unknown as number[]
    if (r! > g! + 8 && r! > b!) return 'red'
    if (g! > r! + 8 && g! >= b!) return 'green'
    return 'other'
  })
}

function textHue(locator: Locator): Promise<'red' | 'grey'> {
  return locator.evaluate((el) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d')!
    context.fillStyle = getComputedStyle(el).color
    context.fillRect(0, 0, 1, 1)
    const [r, g] = context.getImageData(0, 0, 1, 1).data as unknown as number[]
    return r! > g! * 2 ? 'red' : 'grey'
  })
}

/** Every request to the contact API the page makes. */
function watchSubmissions(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/submit-Form-Contacto')) sent.push(request.method())
  })
  return sent
}

function storedRequests(email: string) {
  return JSON.parse(runLocalScript('contact-requests.ts', [email])) as Record<string, string | number | boolean | null>[]
}

/** The field's control is below the sticky header, its label too: nothing covers what has focus. */
async function clearOfHeader(page: Page, control: Locator) {
  const header = await page.locator('body > header, header').first().boundingBox()
  const box = await control.boundingBox()
  expect(header && box).toBeTruthy()
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height)
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  // What does not depend on the width (timers, links, files, data, redirects) is checked once, at 1440 px.
  test.describe(`contact form at ${viewport.width}px`, () => {
    test.use({ viewport })

    test("an empty form shows the spec's Spanish messages beside its fields, not the browser's bubbles, and sends nothing", async ({
      page,
    }) => {
      const sent = watchSubmissions(page)
      const section = await openForm(page)
      await expect(section.getByText(phoneHint)).toBeVisible()
      await expect(section.getByLabel('Teléfono')).toHaveAccessibleDescription(phoneHint)
      await expect(section.getByLabel('Programa de interés')).toHaveValue('')
      await expect(section.getByRole('option', { name: 'Selecciona un programa' })).toBeDisabled()
      // The browser's own bubbles (in the browser's language) never stand in for the messages.
      expect(await section.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true)

      // Sent from below the form: the first field it goes back to is not under the sticky header.
      await section.getByRole('button', { name: 'Enviar', exact: true }).scrollIntoViewIfNeeded()
      await page.mouse.wheel(0, 600)
      await section.getByRole('button', { name: 'Enviar', exact: true }).click()
      // The banner stays five seconds: read it first, then the fields.
      await expect(section.getByRole('status').filter({ hasText: 'Por favor, completa el reCAPTCHA' })).toBeVisible()
      // At the captcha itself too, in the words of the one on the page (the site's checkbox).
      const robot = section.getByRole('checkbox', { name: 'No soy un robot' })
      await expect(robot).toHaveAccessibleDescription(/Marca «No soy un robot» para enviar\./)
      await expect(section.getByText('Marca «No soy un robot» para enviar.')).toBeVisible()
      const nombre = section.getByLabel('Nombre', { exact: true })
      await expect(nombre).toBeFocused()
      await expect(nombre).toHaveAttribute('aria-invalid', 'true')
      await expect(nombre).toHaveAccessibleDescription('El nombre es obligatorio.')
      await clearOfHeader(page, section.locator('label', { hasText: /^Nombre$/ }))

      const programa = section.getByLabel('Programa de interés')
      await expect(programa).toHaveAttribute('aria-invalid', 'true')
      await expect(programa).toHaveAccessibleDescription(programmeMessage)
      await expect(section.locator('p', { hasText: programmeMessage })).toBeVisible()
      const consent = section.getByRole('checkbox', { name: consentLabel })
      await expect(consent).toHaveAttribute('aria-invalid', 'true')
      await expect(consent).toHaveAccessibleDescription(consentMessage)
      for (const message of ['El apellido es obligatorio.', 'El correo electrónico es obligatorio.', 'El comentario es obligatorio.']) {
        await expect(section.getByText(message)).toBeVisible()
      }
      expect(await textHue(section.getByText(phoneHint))).toBe('red')
      await page.waitForTimeout(500)
      expect(sent).toEqual([])
      if (saveScreens) await page.screenshot({ path: `docs/screens/formulario-contacto-mensajes-${viewport.width}.png` })
    })

    test('a programme left unchosen gets «Por favor, selecciona un programa.» at the field, in the page, and focus', async ({ page }) => {
      const sent = watchSubmissions(page)
      const section = await openForm(page)
      await fillValid(section, {}, { choose: false })
      await section.getByRole('button', { name: 'Enviar', exact: true }).click()
      const programa = section.getByLabel('Programa de interés')
      await expect(programa).toBeFocused()
      await expect(programa).toHaveAttribute('aria-invalid', 'true')
      await expect(programa).toHaveAccessibleDescription(programmeMessage)
      // The message is the page's own text beside the field, not a bubble of the browser.
      await expect(section.locator(`#${await programa.getAttribute('aria-describedby')}`)).toHaveText(programmeMessage)
      await expect(section.locator(`#${await programa.getAttribute('aria-describedby')}`)).toBeVisible()
      await clearOfHeader(page, programa)
      expect(sent).toEqual([])
      // Choosing one clears it.
      await programa.selectOption({ label: programme })
      await expect(programa).not.toHaveAttribute('aria-invalid', 'true')
      await expect(section.locator('p', { hasText: programmeMessage })).toHaveCount(0)
    })

    if (viewport.width === 1440)
      test('without the captcha a red banner asks for it for five seconds and nothing is sent', async ({ page }) => {
        const sent = watchSubmissions(page)
        const section = await openForm(page)
        await fillValid(section)
        await section.getByRole('button', { name: 'Enviar', exact: true }).click()

        const banner = section.getByRole('status').filter({ hasText: 'Por favor, completa el reCAPTCHA' })
        await expect(banner).toBeVisible()
        const shownAt = Date.now()
        expect(await backgroundHue(banner.locator('p'))).toBe('red')
        await expect(banner).toBeHidden({ timeout: 8000 })
        const shownFor = Date.now() - shownAt
        expect(shownFor).toBeGreaterThan(3500)
        expect(shownFor).toBeLessThan(7500)
        expect(sent).toEqual([])
        // What the person typed is still there.
        await expect(section.getByLabel('Nombre')).toHaveValue('Ana Sofía')
      })

    if (viewport.width === 1440)
      test("the form's code is not among the page's first scripts; what is typed before it arrives is kept", async ({ page }) => {
        // Scripts the page's HTML names pass; any other (code fetched later) waits for release().
        const html = await (await page.request.get('/')).text()
        const named = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))
        let release!: () => void
        const released = new Promise<void>((resolve) => (release = resolve))
        const held: string[] = []
        await page.route('**/_next/static/chunks/*.js', async (route) => {
          const path = new URL(route.request().url()).pathname
          if (!named.has(path)) {
            held.push(path)
            await released
          }
          await route.continue()
        })

        // Not waiting for the load event: a script the page adds before it (a link's prefetch on a
        // slow machine) is held here too, and the load event waits for it.
        await page.goto('/#contacto', { waitUntil: 'domcontentloaded' })
        const section = contactSection(page)
        const send = section.getByRole('button', { name: 'Enviar', exact: true })
        await expect(section.getByLabel('Nombre')).toBeVisible()
        await expect.poll(() => held.length, { message: 'el código del formulario se pide tras la carga' }).toBeGreaterThan(0)
        await expect(send).toBeDisabled()
        const values = await fillValid(section)
        await page.waitForTimeout(300)
        await expect(send).toBeDisabled()

        release()
        await expect(send).toBeEnabled()
        for (const [label, value] of [
          ['Nombre', values.nombre],
          ['Apellido', values.apellido],
          ['Correo electrónico', values.email],
          ['Comentario', values.comentario],
        ] as const) {
          await expect(section.getByLabel(label)).toHaveValue(value)
        }
        // The form is React's now: without the captcha it answers with its banner.
        await send.click()
        await expect(section.getByRole('status').filter({ hasText: 'Por favor, completa el reCAPTCHA' })).toBeVisible()
      })

    if (viewport.width === 1440)
      test("when the form's code fails to arrive the page stays and the code is fetched again", async ({ page }) => {
        const html = await (await page.request.get('/')).text()
        const named = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))
        // The first two requests for each script fetched later fail, as on a network that drops:
        // a failed script is asked for a second time before the page's code hears of the failure.
        const failures = new Map<string, number>()
        await page.route('**/_next/static/chunks/*.js', async (route) => {
          const path = new URL(route.request().url()).pathname
          const count = failures.get(path) ?? 0
          if (named.has(path) || count >= 2) return route.continue()
          failures.set(path, count + 1)
          return route.abort('internetdisconnected')
        })

        await page.goto('/#contacto')
        const section = contactSection(page)
        await expect
          .poll(() => [...failures.values()].filter((count) => count === 2).length, { message: 'el código del formulario falló dos veces' })
          .toBeGreaterThan(0)
        await fillValid(section)
        await expect(section.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled({ timeout: 15_000 })
        await expect(section.getByLabel('Nombre')).toHaveValue('Ana Sofía')
        await expect(page.getByRole('heading', { name: 'Solicita información' })).toBeVisible()
      })

    test('an invalid phone gets its message beside the field and focus', async ({ page }) => {
      const sent = watchSubmissions(page)
      const section = await openForm(page)
      await fillValid(section, { telefono: '62412' })
      await section.getByRole('button', { name: 'Enviar', exact: true }).click()

      const phone = section.getByLabel('Teléfono')
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(phone).toBeFocused()
      await expect(phone).toHaveAccessibleDescription(phoneHint)
      expect(await textHue(section.getByText(phoneHint))).toBe('red')
      expect(sent).toEqual([])

      // Correcting it clears the message.
      await phone.fill('6241234567')
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
      expect(await textHue(section.getByText(phoneHint))).toBe('grey')
    })

    test('a short phone or an e-mail without its domain gets its message as the person leaves the field, before sending', async ({
      page,
    }) => {
      const sent = watchSubmissions(page)
      const section = await openForm(page)
      const phone = section.getByLabel('Teléfono')
      const email = section.getByLabel('Correo electrónico')
      // Tabbing through an empty field is not a mistake.
      await section.getByLabel('Nombre').focus()
      await page.keyboard.press('Tab')
      await expect(section.getByLabel('Apellido')).not.toHaveAttribute('aria-invalid', 'true')

      await phone.fill('62412')
      await email.focus()
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(phone).toHaveAccessibleDescription(phoneHint)
      expect(await textHue(section.getByText(phoneHint))).toBe('red')

      await email.fill('ana@')
      await phone.focus()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription('Escribe un correo electrónico válido.')
      await expect(section.getByText('Escribe un correo electrónico válido.')).toBeVisible()

      // Put right, each message goes as the person leaves the field again.
      await phone.fill('6241234567')
      await email.fill('ana@correo.mx')
      await section.getByLabel('Comentario').focus()
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')
      await expect(section.getByText('Escribe un correo electrónico válido.')).toHaveCount(0)
      expect(sent).toEqual([])
    })

    test('a complete request with the captcha solved in the browser is stored with its origin and consent, thanked, and the form starts over empty', async ({
      page,
    }) => {
      // The proof of work and the Local API read (a tsx process that loads Payload) take most of a
      // minute on a loaded two-core machine.
      test.slow()
      const sent = watchSubmissions(page)
      // The visit lands from a campaign link on a page without the form, then goes to one with it
      // (whose own address has other tags: the landing address is the one that counts).
      await page.goto('/quienes-somos?utm_source=facebook&utm_campaign=admision2027', { referer: 'https://www.facebook.com/' })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ugc-origen'))).not.toBeNull()
      expect(await page.context().cookies()).toEqual([])
      const section = await openForm(page, '/licenciaturas?utm_source=otra#contacto')
      const values = await fillValid(section, { email: `contacto.${viewport.width}.${Date.now()}@example.mx` }, { consent: false })

      const robot = section.getByRole('checkbox', { name: 'No soy un robot' })
      await robot.check()
      await expect(section.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 45_000 })
      await expect(robot).toBeChecked()

      // Everything else is right, but without the consent box the form is not sent.
      await section.getByRole('button', { name: 'Enviar', exact: true }).click()
      const consent = section.getByRole('checkbox', { name: consentLabel })
      await expect(consent).toBeFocused()
      await expect(consent).toHaveAttribute('aria-invalid', 'true')
      await expect(consent).toHaveAccessibleDescription(consentMessage)
      await expect(section.getByText(consentMessage)).toBeVisible()
      await clearOfHeader(page, consent)
      if (saveScreens) await page.screenshot({ path: `docs/screens/formulario-contacto-aviso-${viewport.width}.png` })
      await page.waitForTimeout(500)
      expect(sent).toEqual([])
      await consent.check()
      await expect(section.getByText(consentMessage)).toHaveCount(0)

      const sentAt = Date.now()
      await section.getByRole('button', { name: 'Enviar', exact: true }).click()
      const banner = section.getByRole('status').filter({ hasText: 'Formulario enviado con éxito.' })
      await expect(banner).toBeVisible()
      expect(await backgroundHue(banner.locator('p'))).toBe('green')
      const thanks = section.getByRole('heading', { name: '¡Gracias por contactarnos!' })
      await expect(thanks).toBeVisible()
      await expect(thanks).toBeFocused()
      await expect(
        section.getByText('Hemos recibido tu solicitud correctamente. Nos pondremos en contacto contigo a la brevedad.'),
      ).toBeVisible()
      expect(sent).toEqual(['POST'])

      // Stored, as admissions reads it in the back office, with where it came from.
      const [stored, ...others] = storedRequests(values.email)
      expect(others).toEqual([])
      expect(stored).toEqual({
        id: expect.any(Number),
        nombre: values.nombre,
        apellido: values.apellido,
        telefono: '6241234567',
        email: values.email,
        programa: programme,
        // Given in Cabo San Lucas and at the Los Cabos campus: one site, so the form did not ask.
        campus: 'los-cabos',
        comentario: values.comentario,
        estado: 'nueva',
        pagina: '/licenciaturas',
        referrer: 'https://www.facebook.com/',
        utm_source: 'facebook',
        utm_medium: null,
        utm_campaign: 'admision2027',
        utm_content: null,
        acepta_aviso: true,
        aviso_aceptado_el: expect.any(String),
      })
      const consentAt = Date.parse(String(stored!.aviso_aceptado_el))
      expect(consentAt).toBeGreaterThanOrEqual(sentAt - 2000)
      expect(consentAt).toBeLessThanOrEqual(Date.now())

      await section.getByRole('button', { name: 'Enviar otro mensaje' }).click()
      await expect(section.getByLabel('Nombre')).toBeFocused()
      for (const label of ['Nombre', 'Apellido', 'Teléfono', 'Correo electrónico', 'Comentario']) {
        await expect(section.getByLabel(label)).toHaveValue('')
      }
      await expect(section.getByLabel('Programa de interés')).toHaveValue('')
      await expect(section.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked()
      await expect(section.getByRole('checkbox', { name: consentLabel })).not.toBeChecked()
      await expect(section.getByText('Verificado', { exact: true })).toHaveCount(0)
    })

    test('a programme given at more than one campus asks which, at the field; the request is stored for the campus chosen', async ({
      page,
    }) => {
      test.slow()
      const section = await openForm(page)
      const values = await fillValid(section, { email: `campus.${viewport.width}.${Date.now()}@example.mx` }, { choose: false })
      const programa = section.getByLabel('Programa de interés')
      const campus = section.getByLabel('Campus de interés')
      await expect(campus).toHaveCount(0)
      await programa.selectOption({ label: 'Licenciatura en Derecho' })
      await expect(campus).toBeVisible()
      await expect(campus.locator('option')).toHaveText(['Selecciona un campus', 'Los Cabos', 'Culiacán'])
      await expect(campus).toHaveAccessibleDescription('Este programa se imparte en más de un campus.')
      // A programme given at one campus only does not ask; back to one given at two, it asks afresh.
      await programa.selectOption({ label: 'Licenciatura en Gastronomía' })
      await expect(campus).toHaveCount(0)
      await programa.selectOption({ label: 'Licenciatura en Contaduría Pública' })
      await expect(campus.locator('option')).toHaveText(['Selecciona un campus', 'Los Cabos', 'Culiacán', 'En línea'])
      await programa.selectOption({ label: 'Licenciatura en Derecho' })
      await expect(campus).toHaveValue('')

      const robot = section.getByRole('checkbox', { name: 'No soy un robot' })
      await robot.check()
      await expect(section.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 45_000 })
      const sent = watchSubmissions(page)
      await section.getByRole('button', { name: 'Enviar', exact: true }).click()
      await expect(campus).toBeFocused()
      await expect(campus).toHaveAttribute('aria-invalid', 'true')
      await expect(section.getByText('Elige el campus donde quieres estudiar.')).toBeVisible()
      await clearOfHeader(page, campus)
      expect(sent).toEqual([])
      if (saveScreens) await page.screenshot({ path: `docs/screens/formulario-contacto-campus-${viewport.width}.png` })

      await campus.selectOption({ label: 'Culiacán' })
      await expect(section.getByText('Elige el campus donde quieres estudiar.')).toHaveCount(0)
      await section.getByRole('button', { name: 'Enviar', exact: true }).click()
      await expect(section.getByRole('heading', { name: '¡Gracias por contactarnos!' })).toBeVisible()
      const [stored] = storedRequests(values.email)
      expect(stored).toMatchObject({ programa: 'Licenciatura en Derecho', campus: 'culiacan' })
    })

    if (viewport.width === 1440)
      test('a send whose answer was lost is sent again with the same key and stored once', async ({ page }) => {
        test.slow()
        const keys: string[] = []
        let loseAnswer = true
        await page.route(
          (url) => url.pathname.startsWith('/api/submit-Form-Contacto'),
          async (route) => {
            keys.push(route.request().headers()['idempotency-key'] ?? '')
            if (!loseAnswer) return route.continue()
            loseAnswer = false
            // The request reaches the server and is stored; its answer never reaches the page.
            expect((await route.fetch()).status()).toBe(201)
            await route.abort('connectionreset')
          },
        )
        const section = await openForm(page)
        const values = await fillValid(section, { email: `reintento.${Date.now()}@example.mx` })
        await section.getByRole('checkbox', { name: 'No soy un robot' }).check()
        await expect(section.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 45_000 })

        await section.getByRole('button', { name: 'Enviar', exact: true }).click()
        await expect(section.getByRole('status').filter({ hasText: 'No se completo el envio.' })).toBeVisible()
        // The visitor sends again: the server answers the request it already stored.
        await section.getByRole('button', { name: 'Enviar', exact: true }).click()
        await expect(section.getByRole('heading', { name: '¡Gracias por contactarnos!' })).toBeVisible()
        expect(keys).toHaveLength(2)
        expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
        expect(keys[1]).toBe(keys[0])
        expect(storedRequests(values.email)).toHaveLength(1)
      })

    if (viewport.width === 1440)
      test('axe finds no WCAG A/AA violation in the form, with field messages shown, nor in the open dialog', async ({ page }) => {
        const section = await openForm(page)
        const audit = async (include: string) =>
          (
            await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
          ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        expect(await audit('section#contacto')).toEqual([])

        await fillValid(section, { telefono: '12', email: 'ana@example.mx' }, { choose: false, consent: false })
        await section.getByRole('button', { name: 'Enviar', exact: true }).click()
        await expect(section.getByRole('status').filter({ hasText: 'Por favor, completa el reCAPTCHA' })).toBeVisible()
        await expect(section.getByText(consentMessage)).toBeVisible()
        await expect(section.locator('p', { hasText: programmeMessage })).toBeVisible()
        expect(await audit('section#contacto')).toEqual([])

        await section.getByRole('button', { name: 'política de privacidad y el aviso de privacidad' }).click()
        await expect(page.getByRole('dialog', { name: 'Aviso de privacidad' })).toBeVisible()
        expect(await audit('dialog')).toEqual([])
      })

    test('the privacy notice opens in a modal dialog that keeps and returns focus', async ({ page }) => {
      const section = await openForm(page)
      const trigger = section.getByRole('button', { name: 'política de privacidad y el aviso de privacidad' })
      await expect(section.getByRole('checkbox', { name: consentLabel })).toBeVisible()
      await expect(trigger).toHaveAccessibleName('Leer la política de privacidad y el aviso de privacidad')
      const dialog = page.getByRole('dialog', { name: 'Aviso de privacidad' })
      await expect(dialog).toBeHidden()

      const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement))

      // Escape closes, focus returns to the trigger.
      await trigger.click()
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(/Ley Federal de Protección de Datos Personales/)).toBeVisible()
      expect(await focusInDialog()).toBe(true)
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        expect(await focusInDialog()).toBe(true)
      }
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Shift+Tab')
        expect(await focusInDialog()).toBe(true)
      }
      // The page behind does not scroll.
      const scrollY = await page.evaluate(() => window.scrollY)
      await page.mouse.move(viewport.width / 2, 10)
      await page.mouse.wheel(0, 800)
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()

      // A click on the backdrop closes.
      await trigger.click()
      await expect(dialog).toBeVisible()
      await page.mouse.click(4, 4)
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()

      // 'Entendido' closes.
      await trigger.click()
      await dialog.getByRole('button', { name: 'Entendido' }).click()
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()

      // The X closes.
      await trigger.click()
      await dialog.getByRole('button', { name: 'Cerrar' }).click()
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
    })
  })
}

test.describe('the request in the back office', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  const cleanups: (() => unknown)[] = []
  test.afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  test('admissions read where the request came from under «Origen de la solicitud», read-only', async ({ page }) => {
    // Two local scripts, a sign-in and a document: more than the default minute on a busy machine.
    test.setTimeout(180_000)
    // The newest request the browser sent at 1440 px in the test above, read from the database.
    const [lastStored] = JSON.parse(runLocalScript('contact-requests.ts', ['--like', 'contacto.1440.'])) as { id: number; email: string }[]
    expect(lastStored, 'la solicitud que envió el navegador a 1440 px (prueba anterior de este archivo)').toBeDefined()
    const email = `admisiones.origen.${Date.now()}@ugc.edu.mx`
    const password = 'Origen-De-La-Solicitud-2026'
    runLocalScript('staff-account.ts', [email, 'admisiones', password])
    // The back-office tests, which run after this project, start from a site without accounts.
    cleanups.push(() => runLocalScript('institutional-editor.ts', ['delete', email]))
    await page.goto('/admin/login')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/)

    await page.goto(`/admin/collections/solicitudes-contacto/${lastStored!.id}`)
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(lastStored!.email)
    await expect(page.getByText('Origen de la solicitud', { exact: true })).toBeVisible()
    for (const [label, value] of [
      ['Página desde la que se envió', '/licenciaturas'],
      ['Llegó desde', 'https://www.facebook.com/'],
      ['Fuente de la campaña', 'facebook'],
      ['Nombre de la campaña', 'admision2027'],
      ['Medio de la campaña', ''],
    ] as const) {
      const field = page.getByRole('textbox', { name: label, exact: true })
      await expect(field).toHaveValue(value)
      // Nobody rewrites where a request came from.
      await expect(field).toBeDisabled()
    }
    const consent = page.getByRole('checkbox', { name: 'Aceptó el aviso de privacidad' })
    await expect(consent).toBeChecked()
    await expect(consent).toBeDisabled()
    // The time of the consent, as staff read dates: dd/mm/aaaa hh:mm.
    await expect(page.locator('#field-aviso_aceptado_el input')).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    if (saveScreens) {
      await page.getByText('Origen de la solicitud', { exact: true }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: 'docs/screens/solicitud-origen-1440.png', fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await expect(page.getByText('Origen de la solicitud', { exact: true })).toBeVisible()
      await page.screenshot({ path: 'docs/screens/solicitud-origen-390.png', fullPage: true })
    }
  })
})
