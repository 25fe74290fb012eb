import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const w of [390, 768, 1440]) {
  const p = await (await b.newContext({ viewport: { width: w, height: 844 } })).newPage()
  await p.goto('http://localhost:3300' + (process.argv[2] ?? '/'), { waitUntil: 'load' })
  await p.waitForTimeout(500)
  console.log(w, await p.evaluate(() => [...document.querySelectorAll('main > *')].map((s) => `${s.tagName.toLowerCase()}${s.id ? '#' + s.id : ''}:${Math.round(s.getBoundingClientRect().height)}`).join(' ')))
}
await b.close()
