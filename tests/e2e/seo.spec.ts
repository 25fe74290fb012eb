import { expect, test } from '@playwright/test'
import { publicRoutes } from '../support/routes.mjs'
import { runLocalScript } from './local-script'
import { canonicalOf, expectShareImage, jsonLdOf, localPath, meta, siteUrl, sitemapOf } from './seo-helpers'

// What search engines and social networks read of every public route (issue 8, part 1): title,
// description, canonical address, Open Graph and Twitter tags, the share images, structured
// data, sitemap.xml and robots.txt. The server runs with SITE_URL = tests/support/site.mjs,
// whatever port it listens on, so every absolute address names that URL.

type ListItem = { '@type': string; position: number; name: string; item: string }

test.describe('el HTML tal como se sirve', () => {
  // Crawlers and link previews read the HTML as served: no scripts run in this pass, which also
  // keeps the visit of every route cheap.
  test.use({ javaScriptEnabled: false })

  test('cada ruta pública tiene título único, descripción, canónica, Open Graph, Twitter, lang y JSON-LD válido', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const titles = new Map<string, string>()
    const images = new Map<string, { width: number; height: number }>()
    for (const route of publicRoutes) {
      await test.step(route, async () => {
        const response = await page.goto(route, { waitUntil: 'domcontentloaded' })
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')

        const title = await page.title()
        expect(title.trim()).not.toBe('')
        expect(titles.get(title), `«${title}» repetido en ${route}`).toBeUndefined()
        titles.set(title, route)

        const description = (await meta(page, 'description')) ?? ''
        expect(Array.from(description).length, description).toBeGreaterThanOrEqual(50)
        expect(Array.from(description).length, description).toBeLessThanOrEqual(160)

        const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
        expect(new URL(canonical!).href).toBe(canonicalOf(route))
        expect(canonical!.startsWith(siteUrl)).toBe(true)

        expect(await meta(page, 'og:title')).toBeTruthy()
        expect(await meta(page, 'og:description')).toBe(description)
        expect(new URL((await meta(page, 'og:url'))!).href).toBe(canonicalOf(route))
        expect(await meta(page, 'og:type')).toBe(route.includes('?slug=') ? 'article' : 'website')
        expect(await meta(page, 'og:locale')).toBe('es_MX')
        expect(await meta(page, 'og:site_name')).toBe('Universidad UGC')
        const image = (await meta(page, 'og:image'))!
        expect(image).toMatch(new RegExp(`^${siteUrl}/`))
        expect((await meta(page, 'og:image:alt'))?.trim()).toBeTruthy()
        images.set(image, { width: Number(await meta(page, 'og:image:width')), height: Number(await meta(page, 'og:image:height')) })

        expect(await meta(page, 'twitter:card')).toBe('summary_large_image')
        expect(await meta(page, 'twitter:image')).toBe(image)
        expect(await meta(page, 'twitter:title')).toBeTruthy()

        // Every structured-data block is JSON that names schema.org and a type.
        for (const block of await jsonLdOf(page)) {
          expect(block['@context']).toBe('https://schema.org')
          expect(typeof block['@type']).toBe('string')
        }
      })
    }
    // Each share image answers as an image of the size its page declares.
    for (const [url, size] of images) await expectShareImage(request, url, size)
  })
})

test('las tarjetas generadas de los programas y la del sitio son PNG de 1200×630', async ({ page, request }) => {
  const cases = [
    { route: '/licenciaturas/licenciatura-en-derecho', image: '/og/licenciaturas/licenciatura-en-derecho.png' },
    { route: '/diplomados/diplomado-en-gestion-hotelera', image: '/og/diplomados/diplomado-en-gestion-hotelera.png' },
    {
      route: '/CONOCER/ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal',
      image: '/og/CONOCER/ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal.png',
    },
    // The bachillerato programmes have no page of their own: /preparatoria's card stands for them.
    { route: '/preparatoria', image: '/og/preparatoria.png' },
    { route: '/quienes-somos', image: '/og/sitio.png' },
  ]
  for (const c of cases) {
    await page.goto(c.route, { waitUntil: 'domcontentloaded' })
    expect(await meta(page, 'og:image')).toBe(`${siteUrl}${c.image}`)
    expect([await meta(page, 'og:image:width'), await meta(page, 'og:image:height')]).toEqual(['1200', '630'])
    await expectShareImage(request, `${siteUrl}${c.image}`, { width: 1200, height: 630 })
  }
  // A news item with a suitable photo shares the photo; its generated card exists all the same.
  const news = '/vida-universitaria-y-eventos?slug=estudiantes-de-gastronomia-ganan-el-primer-lugar-en-concurso-estatal-de-cocina'
  await page.goto(news, { waitUntil: 'domcontentloaded' })
  expect(await meta(page, 'og:image')).toMatch(new RegExp(`^${siteUrl}/media/.+\\.jpg$`))
  expect(await meta(page, 'og:image:alt')).toBe(await page.locator('main article img').first().getAttribute('alt'))
  expect(await meta(page, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await expectShareImage(
    request,
    `${siteUrl}/og/vida-universitaria-y-eventos/estudiantes-de-gastronomia-ganan-el-primer-lugar-en-concurso-estatal-de-cocina.png`,
    {
      width: 1200,
      height: 630,
    },
  )
  // Nothing is drawn for what does not exist.
  for (const missing of [
    '/og/licenciaturas/no-existe.png',
    '/og/diplomados/licenciatura-en-derecho.png',
    '/og/otra-cosa/x.png',
    '/og/licenciaturas/licenciatura-en-derecho.jpg',
  ]) {
    const response = await request.get(missing)
    expect(response.status(), missing).toBe(404)
  }
})

test('sitemap.xml: cada ruta y cada detalle que lista la API, con su lastmod ISO, y todas responden 200', async ({ request }) => {
  test.setTimeout(180_000)
  const entries = await sitemapOf(request)
  const locs = entries.map((e) => e.loc)
  expect(new Set(locs).size).toBe(locs.length)
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml.match(/<url>/g)).toHaveLength(entries.length)

  const data = async <T>(path: string) => ((await (await request.get(path)).json()) as { data: T }).data
  const slugs = async (path: string) => (await data<{ slug: string }[]>(path)).map((i) => i.slug)
  const expected = [
    // Search results and comparisons are noindex and stay out of the sitemap.
    ...publicRoutes.filter((r) => !r.startsWith('/buscar') && !r.startsWith('/oferta-academica/comparar')).map(canonicalOf),
    ...(await slugs('/api/get-info-ofertaacademica-cards/?tipo=LIC')).map((s) => `${siteUrl}/licenciaturas/${s}`),
    ...(await slugs('/api/get-info-ofertaacademica-cards/?tipo=DIP')).map((s) => `${siteUrl}/diplomados/${s}`),
    ...(await slugs('/api/get-conocer-cards/')).map((s) => `${siteUrl}/CONOCER/${s}`),
    ...(await slugs('/api/get-comunicacion/?tipo=NOT')).map((s) => `${siteUrl}/vida-universitaria-y-eventos?slug=${s}`),
    ...(await slugs('/api/get-comunicacion/?tipo=EVE')).map((s) => `${siteUrl}/actividades-ugc?slug=${s}`),
  ]
  const normalised = new Set(locs.map((l) => new URL(l).href))
  for (const url of expected) expect(normalised.has(new URL(url).href), url).toBe(true)
  // The 20 routes of spec §2.1, the details, and nothing else (no archive views).
  expect(locs).toHaveLength(new Set(expected.map((u) => new URL(u).href)).size)
  expect(locs.some((l) => /[?&](month|page)=/.test(l))).toBe(false)

  for (const { loc, lastmod } of entries) {
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/)
    expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(Date.now() + 60_000)
    const response = await request.get(localPath(loc), { maxRedirects: 0 })
    expect(response.status(), loc).toBe(200)
  }
})

test('robots.txt deja rastrear el sitio, no la administración ni la API, y nombra el sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const lines = (await response.text())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  expect(lines).toEqual([
    'User-Agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms-api/',
    'Disallow: /api/',
    `Sitemap: ${siteUrl}/sitemap.xml`,
  ])
})

test('la portada describe a la universidad (CollegeOrUniversity) con los datos de la configuración del sitio', async ({
  page,
  request,
}) => {
  const settings = JSON.parse(runLocalScript('site-settings.ts', [])) as Record<string, string>
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const college = (await jsonLdOf(page)).find((d) => d['@type'] === 'CollegeOrUniversity')!
  expect(college).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Universidad UGC',
    url: `${siteUrl}/`,
    telephone: `+52${settings.telefono!.replace(/\D/g, '')}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Cabo San Lucas',
      addressRegion: 'Baja California Sur',
      addressCountry: 'MX',
      postalCode: /\d{5}/.exec(settings.direccion!)![0],
      // The street is what comes before the postal code.
      streetAddress: settings.direccion!.split(/,\s*C\.P\./)[0],
    },
  })
  expect(college.sameAs).toEqual([settings.facebook, settings.instagram, settings.youtube])
  // The same profiles the footer links to.
  for (const profile of college.sameAs as string[]) await expect(page.locator(`footer a[href="${profile}"]`).first()).toBeAttached()
  const logo = college.logo as string
  expect(logo).toMatch(new RegExp(`^${siteUrl}/.+\\.png$`))
  const response = await request.get(localPath(logo))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
})

const nested = [
  { kind: 'licenciatura', route: '/licenciaturas/licenciatura-en-derecho', parent: ['Licenciaturas', '/licenciaturas'] },
  { kind: 'diplomado', route: '/diplomados/diplomado-en-gestion-hotelera', parent: ['Diplomados', '/diplomados'] },
  {
    kind: 'estándar CONOCER',
    route: '/CONOCER/ec021701-imparticion-de-cursos-de-formacion-del-capital-humano-de-manera-presencial-grupal',
    parent: ['CONOCER', '/CONOCER'],
  },
  { kind: 'editorial', route: '/stica/editoriales', parent: ['SITCA', '/stica'] },
  {
    kind: 'noticia',
    route: '/vida-universitaria-y-eventos?slug=estudiantes-de-gastronomia-ganan-el-primer-lugar-en-concurso-estatal-de-cocina',
    parent: ['Vida Universitaria y Eventos', '/vida-universitaria-y-eventos'],
  },
  {
    kind: 'actividad',
    route: '/actividades-ugc?slug=torneo-deportivo-por-el-aniversario-de-la-revolucion-mexicana',
    parent: ['Actividades UGC', '/actividades-ugc'],
  },
] as const

for (const n of nested) {
  test(`BreadcrumbList de ${n.kind}: Inicio › ${n.parent[0]} › la página, posiciones 1..3 y direcciones absolutas`, async ({ page }) => {
    await page.goto(n.route, { waitUntil: 'domcontentloaded' })
    const lists = (await jsonLdOf(page)).filter((d) => d['@type'] === 'BreadcrumbList')
    expect(lists).toHaveLength(1)
    const items = lists[0]!.itemListElement as ListItem[]
    expect(items.map((i) => i.position)).toEqual([1, 2, 3])
    for (const i of items) {
      expect(i['@type']).toBe('ListItem')
      expect(i.name.trim()).not.toBe('')
      expect(new URL(i.item).origin).toBe(new URL(siteUrl).origin)
    }
    expect(items.map((i) => new URL(i.item).href)).toEqual([`${siteUrl}/`, `${siteUrl}${n.parent[1]}`, canonicalOf(n.route)])
    expect(items.slice(0, 2).map((i) => i.name)).toEqual(['Inicio', n.parent[0]])
    expect(items[2]!.name).toBe((await page.getByRole('heading', { level: 1 }).textContent())?.trim())
  })
}
