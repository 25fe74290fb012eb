import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const w of [1440, 390]) {
  const p = await (await b.newContext({ viewport: { width: w, height: w > 1000 ? 900 : 844 }, reducedMotion: 'reduce' })).newPage()
  await p.goto('http://localhost:3300/preparatoria#Preparatoria-General', { waitUntil: 'networkidle' })
  await p.locator('#Preparatoria-General h2').scrollIntoViewIfNeeded()
  await p.evaluate(() => document.querySelector('#Preparatoria-General h2').scrollIntoView({ block: 'start' }))
  await p.evaluate(() => window.scrollBy(0, -120))
  await p.waitForTimeout(600)
  await p.screenshot({ path: `docs/screens/prospecto/ficha-de-preparatoria-${w}.png` })
  await p.goto('http://localhost:3300/preparatoria?programa=preparatoria-general#contacto', { waitUntil: 'networkidle' })
  await p.waitForTimeout(800)
  await p.screenshot({ path: `docs/screens/prospecto/formulario-de-preparatoria-${w}.png` })
}
await b.close()
