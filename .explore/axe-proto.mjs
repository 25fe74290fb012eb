import fs from 'node:fs'
import { JSDOM, VirtualConsole } from 'jsdom'
const axeSource = fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8')
const es = JSON.parse(fs.readFileSync('node_modules/axe-core/locales/es.json', 'utf8'))
const paths = process.argv.slice(2)
for (const p of paths) {
  const t0 = Date.now()
  const html = await (await fetch('http://localhost:3100' + p)).text()
  const t1 = Date.now()
  const dom = new JSDOM(html, { url: 'http://localhost:3100' + p, runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole: new VirtualConsole() })
  dom.window.eval(axeSource)
  dom.window.axe.configure({ locale: es })
  const r = await dom.window.axe.run(dom.window.document.querySelector('main') ?? dom.window.document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] })
  console.log(p, 'fetch', t1 - t0, 'ms axe', Date.now() - t1, 'ms', r.violations.map((v) => `${v.id}(${v.nodes.length}) ${v.help}`).join(' | '))
  dom.window.close()
}
