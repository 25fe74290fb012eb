import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { runLocalScript } from './local-script'

/*
 * An admin, at 1440 and 390 px: sets up the notice to another system (a real receiver here) and
 * the retention, sees the deliveries log, and downloads then anonymises one person's data.
 * The account and the requests it makes are removed afterwards.
 */

const run = Date.now().toString(36)
const email = `admin-privacidad-${run}@ugc.test`
const password = 'Privacidad-de-prueba-2026'
const screens = 'docs/screens/admisiones-privacidad'
// SAVE_SCREENS=1 writes the screenshots of the new screens (docs/screens/admisiones-privacidad/).
const saveScreens = Boolean(process.env.SAVE_SCREENS)
let api: APIRequestContext
let headers: Record<string, string>
let receiver: http.Server
const received: string[] = []
const created: number[] = []

async function axeClean(page: Page) {
  // The document's tab bar (a <ul> whose items are links) and a list's sort arrows (18 px wide on a
  // phone) are the back office's own on every document and list, not part of these screens.
  // A list's rows are drawn before their selection boxes get their labels: axe reads the screen
  // once it has settled, and a finding that stays is reported as it is.
  const grave = async () => {
    const { violations } = await new AxeBuilder({ page })
      .exclude('.doc-tabs__tabs')
      .exclude('.sort-column__buttons')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? ''})`).join(' | ')}`)
  }
  await expect.poll(grave, { timeout: 15_000, intervals: [500, 1000, 2000] }).toEqual([])
}

async function request(person: string, programa: string) {
  const response = await api.post('/cms-api/solicitudes-contacto', {
    headers,
    data: { nombre: 'Lucía', apellido: 'Méndez', telefono: '6241112233', email: person, programa, comentario: 'Quiero conocer las becas.' },
  })
  expect(response.status()).toBe(201)
  const id = ((await response.json()) as { doc: { id: number } }).doc.id
  created.push(id)
  return id
}

test.beforeAll(async ({ playwright }) => {
  runLocalScript('staff-account.ts', [email, 'admin', password])
  api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const login = await api.post('/cms-api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => (received.push(body), res.writeHead(200).end('{}')))
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  fs.mkdirSync(screens, { recursive: true })
})

test.afterAll(async () => {
  try {
    await api.post('/cms-api/globals/ajustes-admisiones', {
      headers,
      data: { webhook_activo: false, webhook_url: null, retencion_meses: 24 },
    })
    for (const id of created) await api.delete(`/cms-api/solicitudes-contacto/${id}`, { headers })
  } finally {
    await api.dispose()
    await new Promise<void>((r) => receiver.close(() => r()))
    runLocalScript('institutional-editor.ts', ['delete', email])
  }
})

for (const width of [1440, 390]) {
  test.describe(`a ${width}px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } })

    test('la administración configura el aviso a otro sistema y la conservación, ve los envíos y descarga y anonimiza los datos de una persona', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.goto('/admin/login')
      await page.getByLabel('Correo electrónico').fill(email)
      await page.getByLabel('Contraseña').fill(password)
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await expect(page).not.toHaveURL(/\/admin\/login/)

      // Settings: the receiving address, a secret shown once, and the retention.
      await page.goto('/admin/globals/ajustes-admisiones')
      await expect(page.getByRole('heading', { name: 'Privacidad y aviso a otro sistema' })).toBeVisible()
      const port = (receiver.address() as AddressInfo).port
      await page.getByRole('checkbox', { name: 'Enviar las solicitudes a otro sistema' }).check()
      await page.getByRole('textbox', { name: 'Dirección que recibe los avisos' }).fill(`http://127.0.0.1:${port}/entrada-${width}`)
      const generate = page.getByRole('button', { name: /^Generar (el|otro) secreto$/ })
      page.once('dialog', (d) => void d.accept())
      await generate.click()
      const secret = page.getByRole('textbox', { name: 'Secreto nuevo: cópialo ahora, no se vuelve a mostrar' })
      await expect(secret).toHaveValue(/^[0-9a-f]{64}$/)
      await page.getByRole('spinbutton', { name: /Meses que se guardan los datos/ }).fill('18')
      await axeClean(page)
      if (saveScreens) await page.screenshot({ path: `${screens}/ajustes-${width}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText(/actualizad|guardad/i).first()).toBeVisible()
      await page.reload()
      await expect(page.getByRole('textbox', { name: 'Dirección que recibe los avisos' })).toHaveValue(
        `http://127.0.0.1:${port}/entrada-${width}`,
      )
      await expect(page.getByRole('spinbutton', { name: /Meses que se guardan los datos/ })).toHaveValue('18')
      // The secret is not shown again: only that there is one.
      await expect(page.getByTestId('estado-secreto')).toContainText('Hay un secreto guardado desde el')
      await expect(page.getByRole('textbox', { name: /Secreto nuevo/ })).toHaveCount(0)

      // A request of one person (two, in fact) goes to the receiver; the log shows it delivered.
      const person = `lucia-${width}-${run}@correo.mx`
      const first = await request(person, 'Licenciatura en Psicología')
      await request(person.toUpperCase(), 'Maestría en Educación')
      await expect.poll(() => received.some((b) => b.includes(`"id":${first},`)), { timeout: 30_000 }).toBe(true)
      await page.goto('/admin/collections/entregas-webhook')
      await expect(page.getByRole('heading', { name: 'Envíos a otro sistema' })).toBeVisible()
      await expect(page.locator('text="Solicitud nueva" >> visible=true').first()).toBeVisible()
      await expect(page.locator('text="Entregada" >> visible=true').first()).toBeVisible()
      await axeClean(page)
      if (saveScreens) await page.screenshot({ path: `${screens}/envios-${width}.png`, fullPage: true })

      // ARCO: find the person, download their data, then anonymise it with a confirmation.
      await page.goto('/admin/collections/derechos-arco')
      await expect(page.getByRole('heading', { name: 'Datos de una persona' })).toBeVisible()
      await page.getByRole('textbox', { name: 'Correo', exact: true }).fill(person)
      await page.getByRole('button', { name: 'Buscar', exact: true }).click()
      await expect(page.getByText('Encontramos 2 solicitudes.')).toBeVisible()
      const downloading = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Descargar sus datos (JSON)' }).click()
      const download = await downloading
      const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { solicitudes: { programa: string; email: string }[] }
      expect(file.solicitudes.map((s) => s.programa)).toEqual(['Licenciatura en Psicología', 'Maestría en Educación'])
      await page.getByRole('button', { name: 'Anonimizar sus datos' }).click()
      const confirm = page.getByRole('button', { name: 'Sí, anonimizar 2 solicitudes' })
      await expect(confirm).toBeDisabled()
      await page.getByRole('checkbox', { name: 'Entiendo que no se puede deshacer' }).check()
      await axeClean(page)
      if (saveScreens) await page.screenshot({ path: `${screens}/datos-personales-${width}.png`, fullPage: true })
      await confirm.click()
      await expect(page.getByText('Se anonimizaron 2 solicitudes.')).toBeVisible()
      await expect(page.locator('text="Anonimizó sus datos" >> visible=true').first()).toBeVisible()
      await expect(page.locator('text="Descargó sus datos" >> visible=true').first()).toBeVisible()
      await page.getByRole('button', { name: 'Buscar', exact: true }).click()
      await expect(page.getByText('No hay solicitudes con esos datos.')).toBeVisible()
      const stored = await api.get(`/cms-api/solicitudes-contacto/${first}`, { headers })
      expect(await stored.json()).toMatchObject({ anonimizada: true, programa: 'Licenciatura en Psicología' })
    })
  })
}
