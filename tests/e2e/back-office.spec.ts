import { expect, test } from '@playwright/test'
import { execFileSync } from 'node:child_process'

const email = 'direccion@ugc.edu.mx'
const password = 'Cabo-San-Lucas-2026'
const stamp = Date.now()
const title = `Ceremonia de graduación de invierno ${stamp}`

test('the first admin is created in the browser, logs in, and publishes a news item the site can read', async ({ page }) => {
  // A brand-new site: /admin asks for the first account, in Spanish.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  await expect(page.getByText('Para empezar, crea tu primer usuario.')).toBeVisible()
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password)
  await page.getByLabel('Confirmar Contraseña').fill(password)
  await page.getByLabel('Nombre').fill('Dirección General')
  await page.getByRole('button', { name: 'Crear' }).click()
  await expect(page.getByRole('link', { name: /Noticias y eventos/ }).first()).toBeVisible()

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

  // The Local API, reading as an anonymous visitor, finds it published with its slug.
  const output = execFileSync('node_modules/.bin/tsx', ['tests/e2e/local-api.ts', title, email], {
    env: { ...process.env, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  const result = JSON.parse(output.split('\n').find((line) => line.startsWith('RESULT:'))!.slice('RESULT:'.length))
  expect(result.news).toEqual([
    { tipo: 'NOT', _status: 'published', slug: `ceremonia-de-graduacion-de-invierno-${stamp}`, titulo: title },
  ])
  expect(result.roles).toEqual(['admin'])
  // The demo content was seeded at start.
  expect(result.licenciaturas).toBe(8)

  // Delete it again through the REST API with the admin's session, so the page tests that count
  // the seeded news see them unchanged whatever order the tests run in.
  const removed = await page.request.delete(`/cms-api/comunicaciones?where[titulo][equals]=${encodeURIComponent(title)}`)
  expect(removed.status()).toBe(200)
  await expect(page.request.get(`/cms-api/comunicaciones?where[titulo][equals]=${encodeURIComponent(title)}`).then((r) => r.json())).resolves.toMatchObject({
    totalDocs: 0,
  })
})
