import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectSiteType, saveScreen, seriousAxeFindings } from './admin-face'
import { runLocalScript } from './local-script'
import { firstAdmin } from './first-admin'
import { watchSecurityReports } from '../support/csp'

// A brand-new site's first account, made in the browser with the setup address; every other test of
// the back office signs in with it afterwards (back-office-panel.spec.ts and the staff projects).
const { email, password } = firstAdmin
const stamp = Date.now()
const title = `Ceremonia de graduación de invierno ${stamp}`

test('the first-account form wears the university’s face and asks for no role: it is an admin’s (1440 and 390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  const token = fs.readFileSync(path.join(process.env.DATA_DIR!, 'setup-token'), 'utf8').trim()
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto(`/admin/create-first-user?token=${token}`)
    await expect(page.getByText('Para empezar, crea tu primer usuario.')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByLabel('Nombre')).toBeVisible()
    // The first account is an admin whatever is sent: no role to pick, nor an «Editor de contenidos» shown.
    await expect(page.getByLabel('Rol', { exact: true })).toHaveCount(0)
    await expect(page.getByText('Editor de contenidos')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Crear' })).toHaveCSS('background-color', 'rgb(196, 18, 48)')
    await expectSiteType(page)
    expect(await seriousAxeFindings(page)).toEqual([])
    await saveScreen(page, 'admin-primera-cuenta', width)
  }
})

test('the first admin is created in the browser with the setup address npm start printed, logs in, and publishes a news item the site can read', async ({
  page,
}) => {
  // The admin works under its Content-Security-Policy: nothing is refused along the way.
  const refused = await watchSecurityReports(page)
  // A brand-new site: a stranger who finds /admin is sent to the first-account form, which
  // refuses them, in Spanish, saying where the setup address was printed.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
  await expect(page.getByRole('heading', { name: 'Se necesita la dirección de configuración' })).toBeVisible()
  // In the university's look, its own style allowed by the page's policy.
  await expect(page.getByRole('main')).toHaveCSS('border-top-color', 'rgb(196, 18, 48)')
  await expect(
    page.getByText(/dirección de configuración que se mostró en la terminal \(o el registro\) donde se inició el sitio/),
  ).toBeVisible()
  expect((await page.goto('/admin/create-first-user'))?.status()).toBe(403)
  expect((await page.goto('/admin/create-first-user?token=adivinado'))?.status()).toBe(403)
  await expect(page.getByText('Para empezar, crea tu primer usuario.')).toHaveCount(0)

  // The person who started the site opens the address its terminal showed; the token is also in
  // DATA_DIR/setup-token, readable by the server's user only, as the terminal says.
  const tokenFile = path.join(process.env.DATA_DIR!, 'setup-token')
  expect(fs.statSync(tokenFile).mode & 0o777).toBe(0o600)
  const token = fs.readFileSync(tokenFile, 'utf8').trim()
  await page.goto(`/admin/create-first-user?token=${token}`)
  await expect(page.getByText('Para empezar, crea tu primer usuario.')).toBeVisible()
  await page.getByLabel('Correo electrónico').fill(email)
  // A password from the list of the most used is refused, in Spanish, and no account is created.
  await page.getByLabel('Contraseña', { exact: false }).first().fill('password1234')
  await page.getByLabel('Confirmar contraseña').fill('password1234')
  await page.getByLabel('Nombre').fill('Dirección General')
  const refusedAnswer = page.waitForResponse((r) => r.url().includes('/cms-api/users/first-register'))
  await page.getByRole('button', { name: 'Crear' }).click()
  const weak = await refusedAnswer
  expect(weak.status()).toBe(400)
  expect(await weak.text()).toContain('Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.')
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  // The person reads why, then writes another.
  await expect(page.getByText('Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.').first()).toBeVisible()
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password)
  await page.getByLabel('Confirmar contraseña').fill(password)
  const created = page.waitForResponse((r) => r.url().includes('/cms-api/users/first-register'))
  await page.getByRole('button', { name: 'Crear' }).click()
  expect((await created).status()).toBe(200)
  // The first sign-in after a start loads the whole admin: a loaded machine needs more than 10 s.
  await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeVisible({ timeout: 30_000 })
  // The address is spent: nothing of it is left on disk, and the form now sends people to sign in.
  expect(fs.existsSync(tokenFile)).toBe(false)

  // Log out and back in through the login form.
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeVisible()

  // Create and publish a news item.
  await page.goto('/admin/collections/comunicaciones/create')
  await page.getByLabel('Título').fill(title)
  await page.getByRole('button', { name: 'Publicar cambios' }).click()
  await expect(page.getByText(/publicado|actualizado|éxito/i).first()).toBeVisible()

  // Admissions' list of contact requests offers the CSV export of what its filters show.
  await page.goto('/admin/collections/solicitudes-contacto')
  await expect(page.getByRole('link', { name: 'Exportar CSV (con los filtros actuales)' })).toHaveAttribute(
    'href',
    '/cms-api/solicitudes-contacto/exportar',
  )

  expect(refused).toEqual([])

  // The Local API, reading as an anonymous visitor, finds it published with its slug.
  const result = JSON.parse(runLocalScript('local-api.ts', [title, email]))
  expect(result.news).toEqual([{ tipo: 'NOT', _status: 'published', slug: `ceremonia-de-graduacion-de-invierno-${stamp}`, titulo: title }])
  expect(result.roles).toEqual(['admin'])
  // The demo content was seeded at start.
  expect(result.licenciaturas).toBe(8)

  // Delete it again through the REST API with the admin's session, so the page tests that count
  // the seeded news see them unchanged whatever order the tests run in.
  // The session cookie counts only on requests that say they come from the site, as the browser's do.
  const origin = { Origin: new URL(page.url()).origin }
  const removed = await page.request.delete(`/cms-api/comunicaciones?where[titulo][equals]=${encodeURIComponent(title)}`, {
    headers: origin,
  })
  expect(removed.status()).toBe(200)
  await expect(
    page.request
      .get(`/cms-api/comunicaciones?where[titulo][equals]=${encodeURIComponent(title)}`, { headers: origin })
      .then((r) => r.json()),
  ).resolves.toMatchObject({
    totalDocs: 0,
  })
})
