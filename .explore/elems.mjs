import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await (await b.newContext({ viewport: { width: 390, height: 844 } })).newPage()
await p.goto('http://localhost:3300' + (process.argv[2] ?? '/'), { waitUntil: 'load' })
console.log(await p.evaluate(() => {
  const out = [`total ${document.getElementsByTagName('*').length}`]
  const walk = (el, depth) => {
    for (const c of el.children) {
      const n = c.getElementsByTagName('*').length + 1
      if (n >= 25) {
        out.push(`${'  '.repeat(depth)}${n} <${c.tagName.toLowerCase()}${c.id ? '#' + c.id : ''}${c.getAttribute('aria-label') ? ' "' + c.getAttribute('aria-label') + '"' : ''}${c.className && typeof c.className === 'string' ? ' .' + c.className.slice(0, 50) : ''}>`)
        if (depth < 3) walk(c, depth + 1)
      }
    }
  }
  walk(document.body, 0)
  return out.join('\n')
}))
await b.close()
