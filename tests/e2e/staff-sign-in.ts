import { expect, type Page } from '@playwright/test'

/** Signs a staff member in through the back office's own form and waits for its header. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.locator('.app-header')).toBeVisible({ timeout: 30_000 })
}
