import { chromium } from '@playwright/test'
const base = 'http://localhost:3300'
const dir = 'docs/screens/prospecto'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = async (w) => (await b.newContext({ viewport: { width: w, height: w > 1000 ? 900 : 844 }, reducedMotion: 'reduce' })).newPage()
for (const w of [1440, 390]) {
  let p = await ctx(w)
  await p.goto(base + '/', { waitUntil: 'networkidle' })
  const offer = p.locator('section[aria-labelledby=oferta-titulo]')
  await offer.scrollIntoViewIfNeeded(); await p.waitForTimeout(500)
  await offer.screenshot({ path: `${dir}/oferta-inicio-${w}.png` })
  await p.evaluate(() => window.scrollTo(0, 0)); await p.waitForTimeout(300)
  await p.screenshot({ path: `${dir}/portada-${w}.png` })
  await p.goto(base + '/CONOCER', { waitUntil: 'networkidle' })
  const href = await p.getByRole('main').getByRole('link', { name: /EC0301/ }).first().getAttribute('href')
  await p.goto(base + href, { waitUntil: 'networkidle' })
  await p.screenshot({ path: `${dir}/titulo-largo-${w}.png` })
  await p.goto(base + '/oferta-academica', { waitUntil: 'networkidle' })
  if (w < 1024) {
    await p.getByRole('button', { name: /^Filtros/ }).click(); await p.waitForTimeout(400)
    await p.getByRole('checkbox', { name: /^Licenciatura/ }).check(); await p.waitForTimeout(400)
    await p.screenshot({ path: `${dir}/buscador-filtros-${w}.png` })
    await p.keyboard.press('Escape'); await p.waitForTimeout(300)
  }
  await p.screenshot({ path: `${dir}/buscador-${w}.png` })
  for (const t of ['Licenciatura en Derecho', 'Licenciatura en Psicología', 'Diplomado en Desarrollo Humano', 'Licenciatura en Gastronomía']) {
    const box = p.getByRole('checkbox', { name: `Comparar ${t}` })
    if (await box.count()) { await box.scrollIntoViewIfNeeded(); await box.click() }
  }
  await p.waitForTimeout(600)
  await p.screenshot({ path: `${dir}/comparar-barra-${w}.png` })
}
await b.close()
