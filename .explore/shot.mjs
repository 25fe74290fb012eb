// node .explore/shot.mjs <path> <selector|-> <name> [widths]
import { chromium } from '@playwright/test'
const [route, sel, name, widthsArg] = process.argv.slice(2)
const widths = (widthsArg ?? '1440,390').split(',').map(Number)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const w of widths) {
  const c = await b.newContext({ viewport: { width: w, height: w > 1000 ? 900 : 844 }, reducedMotion: 'reduce' })
  const p = await c.newPage()
  await p.goto('http://localhost:3300' + route, { waitUntil: 'networkidle' })
  await p.waitForTimeout(800)
  const out = `/tmp/shots/${name}-${w}.png`
  if (sel && sel !== '-') {
    const el = p.locator(sel).first()
    await el.scrollIntoViewIfNeeded()
    await p.waitForTimeout(600)
    await el.screenshot({ path: out })
  } else await p.screenshot({ path: out })
  console.log(out)
  await c.close()
}
await b.close()
