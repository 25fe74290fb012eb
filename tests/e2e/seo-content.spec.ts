import { runLocalScript } from './local-script'
import { expect, test } from '@playwright/test'
import { expectShareImage, meta, siteUrl, sitemapOf } from './seo-helpers'

// Runs in its own project, after every other (playwright.config.ts): it publishes a news item,
// which the page tests counting the seeded news must not see.

const email = `seo.${Date.now()}@ugc.edu.mx`
const password = 'Buscadores-y-Redes-2026'
const tsx = (args: string[]) => runLocalScript('institutional-editor.ts', args)

test.beforeAll(() => void tsx(['create', email, password]))
test.afterAll(() => void tsx(['delete', email]))

test('una noticia publicada sin foto se comparte con su tarjeta generada y entra al sitemap; al borrarla, sale', async ({
  page,
  request,
}) => {
  const login = await request.post('/cms-api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const titulo = `Jornada de puertas abiertas ${Date.now()}`

  const created = await request.post('/cms-api/comunicaciones', {
    headers,
    data: { tipo: 'NOT', titulo, fecha: '2026-11-24T12:00:00.000Z', _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string; updatedAt: string } }
  const route = `/vida-universitaria-y-eventos?slug=${doc.slug}`
  const card = `${siteUrl}/og/vida-universitaria-y-eventos/${doc.slug}.png`
  try {
    // Published through the back office, so the hooks expired the cached pages, sitemap and cards.
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo)
    expect(await meta(page, 'og:image')).toBe(card)
    expect(await meta(page, 'twitter:image')).toBe(card)
    expect([await meta(page, 'og:image:width'), await meta(page, 'og:image:height')]).toEqual(['1200', '630'])
    expect(await meta(page, 'og:image:alt')).toBe(titulo)
    // No text to describe it: a sentence that names it, still within 50–160 characters.
    const description = (await meta(page, 'description'))!
    expect(description).toContain(titulo)
    expect(Array.from(description).length).toBeGreaterThanOrEqual(50)
    expect(Array.from(description).length).toBeLessThanOrEqual(160)
    await expectShareImage(request, card, { width: 1200, height: 630 })

    const entry = (await sitemapOf(request)).find((e) => e.loc === `${siteUrl}${route}`)
    expect(entry?.lastmod).toBe(new Date(doc.updatedAt).toISOString())
  } finally {
    const removed = await request.delete(`/cms-api/comunicaciones/${doc.id}`, { headers })
    expect(removed.status()).toBe(200)
  }
  expect((await sitemapOf(request)).some((e) => e.loc === `${siteUrl}${route}`)).toBe(false)
  expect((await request.get(`/og/vida-universitaria-y-eventos/${doc.slug}.png`)).status()).toBe(404)
})
