import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { lexicalFromParagraphs } from '../../src/lib/lexical'
import { signUpByApi } from './event-signup'
import { runLocalScript } from './local-script'
import { signIn } from './staff-sign-in'

// An open day in the room (issue 39, item 14), as admissions runs it from a phone or a laptop at
// the door: someone on the waiting list came anyway, someone who never signed up is noted there
// (a seat and a request for admissions), and once the day is over, who had a place and did not
// come is listed for their adviser until someone looks for them again.

const saveScreens = Boolean(process.env.SAVE_SCREENS)
const password = 'Puerta-Del-Campus-2026'

test.describe.configure({ timeout: 240_000, mode: 'serial' })

let admin: APIRequestContext
let headers: Record<string, string>
const adminEmail = `admin.puerta.${Date.now()}@ugc.edu.mx`

test.beforeAll(async ({ playwright }) => {
  runLocalScript('staff-account.ts', [adminEmail, 'admin', password])
  admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const login = await admin.post('/cms-api/users/login', { data: { email: adminEmail, password } })
  expect(login.status()).toBe(200)
  headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
})

test.afterAll(async () => {
  await admin.dispose()
})

/** An open day with six places, two days away: its sign-ups are open. */
async function openDay(width: number) {
  const media = (await (await admin.get('/cms-api/media?limit=1&depth=0&where[mimeType][contains]=image', { headers })).json()) as {
    docs: { id: number }[]
  }
  const created = await admin.post('/cms-api/comunicaciones?depth=0', {
    headers,
    data: {
      tipo: 'EVE',
      titulo: `Día de puertas abiertas ${width} ${Date.now()}`,
      fecha: new Date().toISOString(),
      path_imagen: media.docs[0]!.id,
      contenido: lexicalFromParagraphs(['Conoce el campus, sus aulas y a sus profesores.']),
      _status: 'published',
      registro: { abierto: true, inicio: new Date(Date.now() + 2 * 86_400_000).toISOString(), lugar: 'Campus Hojazen', cupo: 6 },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number; slug: string; titulo: string } }).doc
}

for (const width of [1440, 390]) {
  test(`a ${width} px, en la puerta: llega alguien de la lista de espera, se anota a quien no se registró y, al terminar, salen quienes faltaron`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    const event = await openDay(width)
    try {
      // Two parties of three fill the six places; the third waits.
      const comes = await signUpByApi(page.request, event.slug, 'Ximena', `Llega ${width}`)
      const misses = await signUpByApi(page.request, event.slug, 'Octavio', `Falta ${width}`)
      const waits = await signUpByApi(page.request, event.slug, 'Renata', `Espera ${width}`)
      expect([comes.estado, misses.estado, waits.estado]).toEqual(['confirmado', 'confirmado', 'lista-de-espera'])

      const adviser = `asesora.puerta.${width}.${Date.now()}@ugc.edu.mx`
      runLocalScript('staff-account.ts', [adviser, 'admisiones', password])
      await signIn(page, adviser, password)
      await page.goto(`/admin/asistencia?evento=${event.id}`)
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(event.titulo)
      const count = page.getByRole('status').filter({ hasText: /^Llegaron/ })
      await expect(count).toHaveText('Llegaron 0 de 6 personas (0 de 2 registros confirmados)')

      // Renata was on the waiting list and came anyway: there is room in the hall.
      const waiting = page.locator('.ugc-asistencia__espera li').filter({ hasText: `Renata Espera ${width}` })
      await expect(waiting.locator('strong')).toHaveText(`1. Renata Espera ${width}`)
      await waiting.getByRole('button', { name: `Registrar la llegada de Renata Espera ${width}` }).click()
      await expect(waiting).toContainText(/Llegó a las \d{2}:\d{2}/)
      const extra = page.getByRole('status').filter({ hasText: /^Además/ })
      await expect(extra).toHaveText('Además, 3 personas: 1 de la lista de espera y 0 sin registro previo')

      // Someone who never signed up: sent empty first, the messages are beside the fields.
      await page.getByText('Llegó sin registro', { exact: true }).click()
      const door = page.getByRole('form', { name: 'Anotar a alguien que llegó sin registro' })
      await door.getByRole('button', { name: 'Anotar su llegada' }).click()
      await expect(door.getByLabel('Nombre')).toBeFocused()
      await expect(door.getByLabel('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio.')
      await expect(door.getByText('El número debe contener exactamente 10 dígitos.')).toBeVisible()
      await expect(door.getByText('El correo electrónico es obligatorio.')).toBeVisible()
      const walkInPhone = `624${String(Date.now()).slice(-7)}`
      const walkInEmail = `sin.registro.${width}.${Date.now()}@example.mx`
      await door.getByLabel('Nombre').fill('Valeria')
      await door.getByLabel('Apellido').fill(`Sin Registro ${width}`)
      await door.getByLabel('Teléfono (10 dígitos)').fill(walkInPhone)
      await door.getByLabel('Correo electrónico').fill(walkInEmail)
      await door.getByLabel('Programa de interés').selectOption({ label: 'Licenciatura en Psicología' })
      await door.getByLabel('Acompañantes').fill('1')
      for (const box of await door.locator('input, select, button').all())
        expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      await door.getByRole('button', { name: 'Anotar su llegada' }).click()
      await expect(page.getByText(`Se anotó la llegada de Valeria Sin Registro ${width}, sin registro previo.`)).toBeVisible()
      const walkIn = page.locator('.ugc-asistencia__persona').filter({ hasText: `Valeria Sin Registro ${width}` })
      await expect(walkIn).toContainText(`1 acompañante · ${walkInPhone} · sin registro previo`)
      await expect(walkIn).toContainText(/Llegó a las \d{2}:\d{2}/)
      await expect(extra).toHaveText('Además, 5 personas: 1 de la lista de espera y 1 sin registro previo')
      await expect(door.getByLabel('Nombre')).toHaveValue('')

      // Ximena had signed up: noted at the door by her phone, her own registration is checked in.
      await door.getByLabel('Nombre').fill('Ximena')
      await door.getByLabel('Apellido').fill(`Llega ${width}`)
      await door.getByLabel('Teléfono (10 dígitos)').fill(comes.telefono)
      await door.getByLabel('Correo electrónico').fill(`otro.correo.${width}@example.mx`)
      await door.getByRole('button', { name: 'Anotar su llegada' }).click()
      await expect(page.getByText(`Ximena Llega ${width} ya tenía registro: se anotó su llegada.`)).toBeVisible()
      await expect(count).toHaveText('Llegaron 3 de 6 personas (1 de 2 registros confirmados)')
      await expect(page.locator('.ugc-asistencia__persona').filter({ hasText: `Ximena Llega ${width}` })).toHaveCount(1)

      const { violations } = await new AxeBuilder({ page })
        .include('.ugc-asistencia')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(violations.map((v) => v.id)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      if (saveScreens) await page.screenshot({ path: `docs/screens/admisiones/puerta-${width}.png`, fullPage: true })

      // The walk-in is a request for admissions like any other, from the event, with an adviser.
      const requests = (await (
        await admin.get(`/cms-api/solicitudes-contacto?depth=0&where[evento][equals]=${event.id}&sort=createdAt`, { headers })
      ).json()) as { docs: { id: number; nombre: string; comentario: string; origen: string; programa: string; asesor: number | null }[] }
      const noted = requests.docs.find((r) => r.nombre === 'Valeria')!
      expect(noted).toMatchObject({ origen: 'evento', programa: 'Licenciatura en Psicología' })
      expect(noted.comentario).toMatch(new RegExp(`^Llegó al evento «${event.titulo}» \\(.+\\) sin registro previo con 1 acompañante\\.$`))
      expect(noted.asesor).not.toBeNull()
      expect(requests.docs).toHaveLength(4)

      // Her request tells her story; her person's page too, with Ximena's own (signed up, then came).
      await page.goto(`/admin/collections/solicitudes-contacto/${noted.id}`)
      await expect(page.locator('html[data-admin-espanol="listo"]')).toBeAttached({ timeout: 30_000 })
      const story = page.getByRole('region', { name: 'Historia de la persona' })
      await expect(story).toContainText(`Llegó a «${event.titulo}» sin registro previo.`)
      await expect(story).toContainText('Pidió información de Licenciatura en Psicología (desde un evento).')
      // Her request and the arrival that opened it are both this request.
      await expect(story.getByText('esta solicitud')).toHaveCount(2)
      if (saveScreens) await story.screenshot({ path: `docs/screens/admisiones/historia-${width}.png` })
      await story.getByRole('link', { name: 'Ver a la persona' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Valeria Sin Registro ${width}`)
      await expect(page.getByRole('region', { name: 'Historia de la persona' })).toContainText(
        `Llegó a «${event.titulo}» sin registro previo.`,
      )
      const ximena = requests.docs.find((r) => r.nombre === 'Ximena')!
      await page.goto(`/admin/collections/solicitudes-contacto/${ximena.id}`)
      const hers = page.getByRole('region', { name: 'Historia de la persona' })
      await expect(hers).toContainText(`Se registró a «${event.titulo}».`)
      await expect(hers).toContainText(`Llegó a «${event.titulo}».`)
      await expect(hers).toContainText('Pidió información sin elegir programa (desde un evento).')

      // The day is over (moved to yesterday): Octavio, who had a place, is listed as absent.
      const moved = await admin.patch(`/cms-api/comunicaciones/${event.id}?depth=0`, {
        headers,
        data: { registro: { abierto: true, inicio: new Date(Date.now() - 86_400_000).toISOString(), lugar: 'Campus Hojazen', cupo: 6 } },
      })
      expect(moved.status(), await moved.text()).toBe(200)
      await page.goto(`/admin/asistencia?evento=${event.id}`)
      const absent = page.getByRole('region', { name: /^No asistieron/ })
      await expect(absent.getByRole('heading')).toHaveText('No asistieron (1)')
      await expect(absent.getByRole('link', { name: `Octavio Falta ${width}` })).toBeVisible()

      // The office's home lists him until someone logs a follow-up on his request.
      const office = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 900 } })
      try {
        const home = await office.newPage()
        await signIn(home, adminEmail, password)
        const list = home.getByRole('region', { name: /^No asistieron/ })
        const line = list.getByRole('link', { name: `Octavio Falta ${width}` })
        await expect(line).toBeVisible()
        await expect(list).toContainText(event.titulo)
        if (saveScreens) await list.screenshot({ path: `docs/screens/admisiones/no-asistieron-${width}.png` })
        const requestId = Number(/\/(\d+)$/.exec((await line.getAttribute('href'))!)![1])
        const logged = await admin.post(`/cms-api/solicitudes-contacto/${requestId}/contactar`, { headers, data: { via: 'llamada' } })
        expect(logged.status()).toBe(200)
        await home.reload()
        await expect(
          home.getByRole('region', { name: /^No asistieron/ }).getByRole('link', { name: `Octavio Falta ${width}` }),
        ).toHaveCount(0)
      } finally {
        await office.close()
      }
    } finally {
      await admin.delete(`/cms-api/registros-evento?where[evento][equals]=${event.id}`, { headers })
      await admin.delete(`/cms-api/solicitudes-contacto?where[evento][equals]=${event.id}`, { headers })
      expect((await admin.delete(`/cms-api/comunicaciones/${event.id}`, { headers })).status()).toBe(200)
    }
  })
}
