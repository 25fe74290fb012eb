import { expect, test } from '@playwright/test'

// /ugcidiomas, the language centre (spec §2.14; issue 5 item 5).

for (const width of [1440, 390]) {
  test.describe(`/ugcidiomas a ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test.beforeEach(async ({ page }) => {
      const response = await page.goto('/ugcidiomas')
      expect(response?.status()).toBe(200)
    })

    test('banner, introducción, objetivo y el bloque de contacto con los datos de la configuración', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de Idiomas UGC')
      await expect(page.getByRole('heading', { level: 2, name: 'Habla con el mundo' })).toBeVisible()
      const objective = page.getByRole('region', { name: 'Nuestro objetivo' })
      await expect(objective).toContainText('Marco Común Europeo de Referencia')
      const contact = page.getByText('Contáctanos', { exact: true }).locator('..').locator('..')
      await expect(contact).toContainText('Campus Cabo San Lucas')
      await expect(contact.getByRole('link', { name: /624 143 3030/ })).toHaveAttribute('href', 'tel:+526241433030')
    })

    test('los cinco idiomas en su orden, cada saludo marcado con su idioma', async ({ page }) => {
      const grid = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Idiomas que puedes aprender' }) })
      await expect(grid.getByRole('heading', { level: 3 })).toHaveText(['Alemán', 'Inglés', 'Portugués', 'Italiano', 'Francés'])
      expect(await grid.locator('[lang]').evaluateAll((els) => els.map((e) => e.getAttribute('lang')))).toEqual([
        'de',
        'en',
        'pt',
        'it',
        'fr',
      ])
    })

    test('la infografía de niveles, los tres grupos de beneficios y la atención a clientes', async ({ page }) => {
      const path = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Tu ruta de aprendizaje' }) })
      await expect(path.getByRole('listitem')).toHaveCount(5)
      await expect(path.getByRole('heading', { level: 3 }).first()).toHaveText('Nivel A1: Principiante')
      const benefits = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Beneficios' }) })
      await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(['Aprendizaje', 'Flexibilidad', 'Certificación'])
      const service = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Atención a clientes' }) })
        .last()
      await expect(service).toContainText('Lunes a viernes')
      await expect(service.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/526241433030\?text=/)
      await expect(service.getByRole('link', { name: /admisiones@ugc\.edu\.mx/ })).toHaveAttribute('href', 'mailto:admisiones@ugc.edu.mx')
    })

    test('el examen de ubicación de inglés es gratuito y se abre en otra pestaña', async ({ page }) => {
      const exam = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Examen de ubicación de inglés gratuito' }) })
        .last()
      await expect(exam).toContainText('sin costo')
      const link = exam.getByRole('link', { name: /Presenta tu examen gratis/ })
      await expect(link).toHaveAttribute('href', 'https://idiomas.ugc.edu.mx/examen-ubicacion')
      await expect(link).toHaveAttribute('target', '_blank')
    })
  })
}
