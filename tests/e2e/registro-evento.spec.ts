import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { cancelKey, cancelPath } from '../../src/lib/registrationEmail'
import { lexicalFromParagraphs } from '../../src/lib/lexical'
import { runLocalScript } from './local-script'
import { runMail } from './mail-sink'
import { signIn } from './staff-sign-in'
import { signUpByApi } from './event-signup'

// Open-day sign-up (issue 23, item 3) as a prospective student does it, at 1440 and 390 px: the
// demo congress takes registrations on its page; the form answers in Spanish beside each field,
// confirms the place, and the link of the confirmation e-mail cancels it after asking.

const congress = 'Congreso de Psicología Humanista: Evolucionar para Trascender'
const consentLabel = 'He leído y acepto la política de privacidad y el aviso de privacidad.'
const saveScreens = Boolean(process.env.SAVE_SCREENS)

/** The site's secret, which signs the cancel links of its e-mails (the server's own data directory). */
const siteSecret = () => fs.readFileSync(path.join(process.env.DATA_DIR!, 'payload-secret'), 'utf8').trim()

async function congressAddress(page: Page): Promise<string> {
  const { data } = (await (await page.request.get('/api/get-comunicacion/?tipo=EVE')).json()) as {
    data: { titulo: string; slug: string }[]
  }
  const event = data.find((e) => e.titulo === congress)!
  return `/actividades-ugc?slug=${event.slug}`
}

const placesLeft = async (page: Page) => Number(/Quedan (\d+) lugares\./.exec((await page.locator('#registro').textContent()) ?? '')?.[1])

// One at a time: both widths count the places of the same event.
test.describe.configure({ timeout: 180_000, mode: 'serial' })

for (const width of [1440, 390]) {
  test(`a ${width} px, una persona se registra al congreso, su lugar se confirma, y el enlace de su correo lo cancela`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    const address = await congressAddress(page)
    await page.goto(address)
    const section = page.getByRole('region', { name: 'Regístrate a este evento' })
    await expect(section).toBeVisible()
    // When and where, in campus time, the places left and the deadline.
    await expect(section).toContainText(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de \w+ de 20\d\d, 09:00 h/i)
    await expect(section).toContainText('Auditorio del campus Centro, Cabo San Lucas')
    await expect(section).toContainText(/Puedes registrarte hasta el .+, 18:00 h\./)
    const before = await placesLeft(page)
    expect(before).toBeGreaterThan(0)
    // Search engines read the same: an Event with its places and a free offer.
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const event = data.map((d) => JSON.parse(d) as Record<string, unknown>).find((d) => d['@type'] === 'Event')!
    expect(event).toMatchObject({
      maximumAttendeeCapacity: 150,
      remainingAttendeeCapacity: before,
      offers: { price: 0, priceCurrency: 'MXN' },
    })

    // Sent empty: Spanish messages beside the fields, the first one focused, nothing sent.
    const sent: string[] = []
    page.on('request', (r) => void (r.url().includes('/api/registro-evento') && sent.push(r.method())))
    await section.getByRole('button', { name: 'Registrarme' }).click()
    const nombre = section.getByLabel('Nombre')
    await expect(nombre).toBeFocused()
    await expect(nombre).toHaveAttribute('aria-invalid', 'true')
    await expect(section.getByText('El nombre es obligatorio.')).toBeVisible()
    await expect(section.getByText('El número debe contener exactamente 10 dígitos.')).toBeVisible()
    await expect(section.getByText('Para registrarte, acepta el aviso de privacidad.')).toBeVisible()
    await expect(section.getByRole('status').filter({ hasText: 'Por favor, completa el reCAPTCHA' })).toBeVisible()
    await expect(section.getByRole('checkbox', { name: 'No soy un robot' })).toHaveAccessibleDescription(
      /Marca «No soy un robot» para enviar\./,
    )
    expect(sent).toEqual([])

    const email = `registro.${width}.${Date.now()}@example.mx`
    await nombre.fill('Lucía')
    await section.getByLabel('Apellido').fill('Geraldo Amador')
    await section.getByLabel('Teléfono').fill('612 555 0134')
    await section.getByLabel('Correo electrónico').fill(email)
    await section.getByLabel('Programa de interés (opcional)').selectOption({ label: 'Licenciatura en Psicología' })
    await section.getByLabel('Acompañantes').selectOption('1')
    await section.getByRole('checkbox', { name: consentLabel }).check()
    await section.getByRole('checkbox', { name: 'No soy un robot' }).check()
    await expect(section.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 60_000 })
    // What the empty send said is gone once she answers.
    await expect(section.getByText('Por favor, completa el reCAPTCHA')).toHaveCount(0)
    const { violations } = await new AxeBuilder({ page })
      .include('#registro')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
    if (saveScreens) await section.screenshot({ path: `docs/screens/registro-evento/formulario-${width}.png` })

    const answer = page.waitForResponse((r) => r.url().includes('/api/registro-evento/') && r.request().method() === 'POST')
    await section.getByRole('button', { name: 'Registrarme' }).click()
    const response = await answer
    expect(response.status()).toBe(201)
    const { data: registration } = (await response.json()) as { data: { id: number; estado: string } }
    expect(registration.estado).toBe('confirmado')
    const done = section.getByRole('heading', { name: '¡Tu lugar está confirmado!' })
    await expect(done).toBeFocused()
    await expect(section).toContainText('Te enviamos un correo con los detalles y la invitación para tu calendario.')
    if (saveScreens) await section.screenshot({ path: `docs/screens/registro-evento/confirmado-${width}.png` })

    // She sends the form again, her e-mail in capitals: the page answers with her place, stores
    // nothing new, and her e-mail goes out again.
    await section.getByRole('button', { name: 'Registrar a otra persona' }).click()
    await section.getByLabel('Nombre').fill('Lucía')
    await section.getByLabel('Apellido').fill('Geraldo Amador')
    await section.getByLabel('Teléfono').fill('612 555 0134')
    await section.getByLabel('Correo electrónico').fill(email.toUpperCase())
    await section.getByRole('checkbox', { name: consentLabel }).check()
    await section.getByRole('checkbox', { name: 'No soy un robot' }).check()
    await expect(section.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 60_000 })
    const againAnswer = page.waitForResponse((r) => r.url().includes('/api/registro-evento/') && r.request().method() === 'POST')
    await section.getByRole('button', { name: 'Registrarme' }).click()
    const again = await againAnswer
    expect(again.status()).toBe(200)
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(registration.id)
    await expect(section.getByRole('heading', { name: '¡Tu lugar está confirmado!' })).toBeFocused()
    await expect(section).toContainText('Ya tenías un registro para este evento: te enviamos de nuevo la confirmación.')

    // The page counts her and her guest (its cache expires as the answer goes out: a reload or two).
    await expect.poll(async () => (await page.reload(), placesLeft(page))).toBe(before - 2)

    // The link of her e-mail: the page asks before cancelling.
    await page.goto(cancelPath(registration.id, cancelKey(siteSecret(), registration.id)))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancelar tu registro')
    await expect(page.getByText(`Lucía, ¿ya no puedes asistir a «${congress}»?`)).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const cancelAxe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
    expect(cancelAxe.violations.map((v) => v.id)).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    if (saveScreens) await page.screenshot({ path: `docs/screens/registro-evento/cancelar-${width}.png` })
    await page.getByRole('button', { name: 'Sí, cancelar mi registro' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu registro está cancelado.')
    if (saveScreens) await page.screenshot({ path: `docs/screens/registro-evento/cancelado-${width}.png` })

    // Her places are free again.
    await page.getByRole('link', { name: 'Ver el evento' }).click()
    await expect(page).toHaveURL(address)
    await expect.poll(async () => (await page.reload(), placesLeft(page))).toBe(before)
  })
}

test('un enlace de cancelación alterado no cancela nada y lo dice', async ({ page }) => {
  await page.goto('/actividades-ugc/cancelar-registro?registro=1&clave=inventada')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este enlace no es válido')
  await expect(page.getByRole('button', { name: 'Sí, cancelar mi registro' })).toHaveCount(0)
})

for (const width of [1440, 390]) {
  test(`a ${width} px, admisiones pasa lista en la entrada desde su teléfono, deshace un error y descarga el CSV`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    const address = await congressAddress(page)
    const slug = new URLSearchParams(address.split('?')[1]).get('slug')!
    const person = await signUpByApi(page.request, slug, 'José Ángel', `Puerta ${width}`)

    const email = `asistencia.${width}.${Date.now()}@ugc.edu.mx`
    const password = 'Puerta-Principal-2026'
    runLocalScript('staff-account.ts', [email, 'admisiones', password])
    await signIn(page, email, password)
    await page.goto('/admin/asistencia')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asistencia a eventos')
    const row = page.getByRole('link', { name: new RegExp(congress.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    await expect(row).toContainText(/\d+ confirmados \(\d+ de 150 lugares\) · \d+ en espera · \d+ llegaron/)
    await row.click()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(congress)

    // Found by name without its accents, as people type at the door.
    await page.getByLabel('Buscar por nombre').fill(`jose angel puerta ${width}`)
    const entry = page.getByRole('listitem').filter({ hasText: `José Ángel Puerta ${width}` })
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(`2 acompañantes · ${person.telefono}`)
    // The door counts people: each registration with the guests it brings.
    const count = page.getByRole('status').filter({ hasText: /^Llegaron \d+ de \d+ personas \(\d+ de \d+ registros confirmados\)$/ })
    const arrivedBefore = Number(/Llegaron (\d+)/.exec((await count.textContent())!)![1])
    const checkIn = entry.getByRole('button', { name: `Registrar la llegada de José Ángel Puerta ${width}` })
    const box = (await checkIn.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    await checkIn.click()
    await expect(entry).toContainText(/Llegó a las \d{2}:\d{2}/)
    await expect(count).toHaveText(new RegExp(`^Llegaron ${arrivedBefore + 3} de`))
    const { violations } = await new AxeBuilder({ page })
      .include('.ugc-asistencia')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    if (saveScreens) await page.screenshot({ path: `docs/screens/registro-evento/asistencia-${width}.png` })

    // Saved: a reload shows it, and the CSV says so.
    await page.reload()
    await page.getByLabel('Buscar por nombre').fill(`Puerta ${width}`)
    await expect(entry).toContainText(/Llegó a las \d{2}:\d{2}/)
    const csv = await page.request.get(`/cms-api/registros-evento/exportar?evento=${new URL(page.url()).searchParams.get('evento')}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    const line = (await csv.text()).split(/\r?\n/).find((l) => l.includes(person.email))!
    expect(line).toContain(`José Ángel,Puerta ${width},${person.email},${person.telefono},,2,Confirmado,Sí,`)

    // A wrong tap is undone.
    await entry.getByRole('button', { name: `Deshacer la llegada de José Ángel Puerta ${width}` }).click()
    await expect(entry.getByRole('button', { name: `Registrar la llegada de José Ángel Puerta ${width}` })).toBeVisible()
    await expect(count).toHaveText(new RegExp(`^Llegaron ${arrivedBefore} de`))
  })
}

/** Fills and sends the event page's form as a person does; answers the API's answer. */
async function signUpOnPage(page: Page, address: string, nombre: string, email: string, telefono: string) {
  await page.goto(address)
  const section = page.getByRole('region', { name: 'Regístrate a este evento' })
  await section.getByLabel('Nombre').fill(nombre)
  await section.getByLabel('Apellido').fill('Espera')
  await section.getByLabel('Teléfono').fill(telefono)
  await section.getByLabel('Correo electrónico').fill(email)
  await section.getByRole('checkbox', { name: consentLabel }).check()
  await section.getByRole('checkbox', { name: 'No soy un robot' }).check()
  await expect(section.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 60_000 })
  const answer = page.waitForResponse((r) => r.url().includes('/api/registro-evento/') && r.request().method() === 'POST')
  await section.getByRole('button', { name: /^(Registrarme|Anotarme en la lista de espera)$/ }).click()
  expect((await answer).status()).toBe(201)
  return section
}

/** The path and query of the cancel link in an e-mail (the site's address may name another port). */
const cancelLinkIn = (mail: string) =>
  new URL(
    /https?:\/\/[^\s"<>]+\/actividades-ugc\/cancelar-registro\?registro=\d+&(?:amp;)?clave=[A-Za-z0-9_-]+/
      .exec(mail)![0]
      .replace('&amp;', '&'),
  )

test('con un solo lugar: la primera persona lo recibe por correo con su invitación, la segunda queda en espera y, cuando la primera cancela desde su correo, recibe el lugar', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now()
  // An admin opens an event with one place (through the back office's own API, as its form would).
  const admin = `admin.registro.${stamp}@ugc.edu.mx`
  const password = 'Un-Solo-Lugar-2026'
  runLocalScript('staff-account.ts', [admin, 'admin', password])
  await signIn(page, admin, password)
  const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } }
  const media = (await (await page.request.get('/cms-api/media?limit=1&depth=0&where[mimeType][contains]=image', sameSite)).json()) as {
    docs: { id: number }[]
  }
  const titulo = `Visita guiada al campus ${stamp}`
  const created = await page.request.post('/cms-api/comunicaciones?depth=0', {
    ...sameSite,
    data: {
      tipo: 'EVE',
      titulo,
      fecha: '2026-11-26T12:00:00.000Z',
      path_imagen: media.docs[0]!.id,
      contenido: lexicalFromParagraphs(['Recorre el campus con una guía.']),
      _status: 'published',
      registro: { abierto: true, inicio: new Date(Date.now() + 14 * 86_400_000).toISOString(), lugar: 'Campus Hojazen', cupo: 1 },
    },
  })
  expect(created.status()).toBe(201)
  const event = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  const address = `/actividades-ugc?slug=${event.slug}`
  const mail = runMail()
  const first = `primera.${stamp}@example.mx`
  const second = `segunda.${stamp}@example.mx`
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } })
  try {
    const tab = await visitor.newPage()
    const one = await signUpOnPage(tab, address, 'Paola', first, '612 555 0177')
    await expect(one.getByRole('heading', { name: '¡Tu lugar está confirmado!' })).toBeVisible()
    const confirmation = await mail.mailTo(first, { ms: 60_000 })
    expect(confirmation).toContain(`<title>Tu lugar está confirmado: ${titulo}</title>`)
    expect(confirmation).toContain('Content-Type: text/calendar')
    expect(confirmation).toContain('filename=invitacion.ics')

    // The place is taken: the page offers the waiting list, and the answer gives the place in line.
    await expect.poll(async () => (await tab.goto(address), await tab.locator('#registro').textContent())).toContain('El cupo está lleno')
    const two = await signUpOnPage(tab, address, 'Renata', second, '612 555 0178')
    await expect(two.getByRole('heading', { name: 'Quedaste en la lista de espera' })).toBeVisible()
    await expect(two).toContainText('Tienes el lugar 1 en la lista.')
    expect(await mail.mailTo(second, { ms: 60_000 })).toContain(`<title>Estás en la lista de espera: ${titulo}</title>`)

    // At the door, the waiting list is in order of arrival (not by surname), with each party's guests.
    await signUpByApi(page.request, event.slug, 'Zoé', 'Zapata')
    await signUpByApi(page.request, event.slug, 'Ana', 'Abarca')
    await page.goto(`/admin/asistencia?evento=${event.id}`)
    await expect(page.getByRole('heading', { name: 'En lista de espera, en orden de llegada' })).toBeVisible()
    await expect(page.locator('.ugc-asistencia__espera li strong')).toHaveText(['1. Renata Espera', '2. Zoé Zapata', '3. Ana Abarca'])
    await expect(page.locator('.ugc-asistencia__espera li').nth(1)).toContainText('2 acompañantes')

    // Paola cancels from her e-mail; Renata hears that the place is hers.
    const link = cancelLinkIn(confirmation)
    await tab.goto(`${link.pathname}${link.search}`)
    await tab.getByRole('button', { name: 'Sí, cancelar mi registro' }).click()
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Tu registro está cancelado.')
    await expect.poll(() => mail.caught.filter((m) => m.to === second).length, { timeout: 60_000 }).toBe(2)
    const promoted = mail.caught.filter((m) => m.to === second)[1]!.raw
    expect(promoted).toContain(`<title>Se liberó un lugar para ti: ${titulo}</title>`)
    expect(promoted).toContain('Content-Type: text/calendar')
  } finally {
    await visitor.close()
    await page.request.delete(`/cms-api/registros-evento?where[evento][equals]=${event.id}`, sameSite)
    await page.request.delete(`/cms-api/solicitudes-contacto?where[evento][equals]=${event.id}`, sameSite)
    expect((await page.request.delete(`/cms-api/comunicaciones/${event.id}`, sameSite)).status()).toBe(200)
  }
})
