import { expect, test, type Locator, type Page } from '@playwright/test'

// Issue 38: three prospects on a phone walk from the home page to a sent request, and the taps it
// takes them to reach the form are counted (each ≤ 6, the form's programme already chosen):
//   1. home → a programme → its form, sent;
//   2. home → the finder → the comparison → the form of one of them, sent;
//   3. home → an event → its registration, sent.
// Typing in the form is not a tap to reach it; the taps that send it are not counted either.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.describe.configure({ timeout: 180_000 })

const consentLabel = 'He leído y acepto la política de privacidad y el aviso de privacidad.'

/** A prospect's finger: every tap on the way to the form is counted. */
function finger() {
  let taps = 0
  return {
    tap: async (target: Locator) => {
      taps += 1
      await target.tap()
    },
    get taps() {
      return taps
    },
  }
}

/** Fills the form as the prospect would, ticks the captcha and the consent, and sends it. */
async function fillAndSend(page: Page, form: Locator, email: string, send: RegExp, endpoint: string, fields: 'contact' | 'event') {
  await form.getByLabel('Nombre').fill('Valeria')
  await form.getByLabel('Apellido').fill('Geraldo Ruiz')
  await form.getByLabel('Teléfono').fill('624 987 6543')
  await form.getByLabel('Correo electrónico').fill(email)
  if (fields === 'contact') await form.getByLabel('Comentario').fill('Quiero saber fechas de inicio y becas.')
  // A programme taught on more than one campus asks which.
  const campus = form.getByLabel('Campus de interés')
  if (await campus.isVisible()) await campus.selectOption({ index: 1 })
  await form.getByRole('checkbox', { name: consentLabel }).check()
  await form.getByRole('checkbox', { name: 'No soy un robot' }).check()
  await expect(form.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 60_000 })
  const answer = page.waitForResponse((r) => r.url().includes(endpoint) && r.request().method() === 'POST')
  await form.getByRole('button', { name: send }).tap()
  expect((await answer).status()).toBeLessThan(300)
}

test('de la portada a un programa y su formulario, enviado', async ({ page }) => {
  const finger1 = finger()
  await page.goto('/')
  const licenciaturas = page.getByRole('region', { name: 'Oferta Académica' }).getByRole('link', { name: /^Licenciaturas/ })
  // The offer strip on a phone: the first tap opens the panel, the second follows it.
  await finger1.tap(licenciaturas)
  await finger1.tap(licenciaturas)
  await expect(page).toHaveURL(/\/licenciaturas$/)
  await finger1.tap(page.getByRole('main').getByRole('link', { name: 'Licenciatura en Derecho' }).first())
  await expect(page).toHaveURL(/\/licenciaturas\/licenciatura-en-derecho$/)
  await finger1.tap(
    page.getByRole('region', { name: 'Licenciatura en Derecho de un vistazo' }).getByRole('link', { name: 'Solicita información' }),
  )

  const form = page.locator('#contacto')
  await expect(form.getByLabel('Programa de interés').locator('option:checked')).toHaveText('Licenciatura en Derecho')
  expect(finger1.taps).toBeLessThanOrEqual(6)
  await fillAndSend(page, form, `prospecto.uno.${Date.now()}@example.mx`, /^Enviar$/, '/api/submit-Form-Contacto/', 'contact')
  await expect(form.getByRole('heading', { name: '¡Gracias por contactarnos!' })).toBeVisible({ timeout: 20_000 })
  test.info().annotations.push({ type: 'toques', description: `portada → programa → formulario: ${finger1.taps}` })
})

test('de la portada al buscador, la comparación y el formulario de un programa, enviado', async ({ page }) => {
  const finger2 = finger()
  await page.goto('/')
  await finger2.tap(page.getByRole('region', { name: 'Avisos destacados' }).getByRole('link', { name: 'Encuentra tu programa' }))
  await expect(page).toHaveURL(/\/oferta-academica$/)
  await finger2.tap(page.getByRole('checkbox', { name: 'Comparar Licenciatura en Psicología' }))
  await finger2.tap(page.getByRole('checkbox', { name: 'Comparar Licenciatura en Derecho' }))
  await finger2.tap(page.getByRole('button', { name: 'Comparar (2)' }))
  await expect(page).toHaveURL(/\/oferta-academica\/comparar\?/)
  const ask = page.getByRole('table').getByRole('link', { name: 'Solicita información: Licenciatura en Psicología' })
  await finger2.tap(ask)
  await expect(page).toHaveURL(/\/licenciaturas\/licenciatura-en-psicologia#contacto$/)

  const form = page.locator('#contacto')
  await expect(form.getByLabel('Programa de interés').locator('option:checked')).toHaveText('Licenciatura en Psicología')
  expect(finger2.taps).toBeLessThanOrEqual(6)
  await fillAndSend(page, form, `prospecto.dos.${Date.now()}@example.mx`, /^Enviar$/, '/api/submit-Form-Contacto/', 'contact')
  await expect(form.getByRole('heading', { name: '¡Gracias por contactarnos!' })).toBeVisible({ timeout: 20_000 })
  test.info().annotations.push({ type: 'toques', description: `portada → buscador → comparar → formulario: ${finger2.taps}` })
})

test('de la portada a un evento y su registro, enviado', async ({ browser }) => {
  // The events turn on their own every 5 s; this prospect's phone asks for less motion, so the event
  // chosen stays the one shown between two taps.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  const congress = 'Congreso de Psicología Humanista: Evolucionar para Trascender'
  const finger3 = finger()
  await page.goto('/')
  const events = page.getByRole('region', { name: 'Actividades UGC' })
  const slides = events.locator('[aria-roledescription="diapositiva"]')
  const titles = await slides.evaluateAll((els) => els.map((el) => el.textContent ?? ''))
  const index = titles.findIndex((t) => t.includes(congress))
  expect(index, 'el congreso está entre los eventos de la portada').toBeGreaterThanOrEqual(0)
  if (index > 0) await finger3.tap(events.getByRole('button', { name: `Ir al evento ${index + 1}` }))
  await finger3.tap(events.getByRole('link', { name: `MÁS INFORMACIÓN sobre «${congress}»` }))
  await expect(page).toHaveURL(/\/actividades-ugc\?slug=/)
  await finger3.tap(page.getByRole('region', { name: 'El evento de un vistazo' }).getByRole('link', { name: 'Registrarme' }))
  await expect(page).toHaveURL(/#registro$/)

  const form = page.getByRole('region', { name: 'Regístrate a este evento' })
  await expect(form).toBeInViewport()
  expect(finger3.taps).toBeLessThanOrEqual(6)
  await fillAndSend(
    page,
    form,
    `prospecto.tres.${Date.now()}@example.mx`,
    /^(Registrarme|Anotarme en la lista de espera)$/,
    '/api/registro-evento/',
    'event',
  )
  await expect(form.getByText(/^(¡Tu lugar está confirmado!|.*lista de espera.*)$/).first()).toBeVisible()
  test.info().annotations.push({ type: 'toques', description: `portada → evento → registro: ${finger3.taps}` })
  await context.close()
})
