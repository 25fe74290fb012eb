import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const w of [1280, 1440]) {
  const p = await (await b.newContext({ viewport: { width: w, height: 900 } })).newPage()
  await p.goto('http://localhost:3300/', { waitUntil: 'load' })
  console.log(w, await p.evaluate(() => {
    const logo = document.querySelector('header a[href="/"]').getBoundingClientRect()
    const nav = document.querySelector('header nav').getBoundingClientRect()
    return { logoRight: logo.right, navLeft: nav.left, logoW: logo.width }
  }))
}
await b.close()
