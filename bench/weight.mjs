#!/usr/bin/env node
// `npm run bench:weight [-- --width 390]`: what a phone downloads to show each public route of a
// production build, measured in Debian's Chromium: the first-load JavaScript (compressed, as
// sent: the scripts the page's HTML names), the JavaScript fetched after it until the network is
// quiet (Next.js prefetching the pages of the links in view, code loaded on demand), everything
// else by kind, and the number of requests to other hosts (the budget is zero before the person
// clicks). Routes that do not exist yet are listed as such. Then what the phone must parse: the HTML
// as it arrives uncompressed, the part of it that is the page's data for React (the inline
// `self.__next_f.push(…)` scripts, «flight»), and the number of elements it holds.
import { chromium } from '@playwright/test'
import { numberArg, startProductionServer } from '../scripts/lib/production-server.mjs'
import { chromiumArgs, chromiumPath } from '../tests/support/browser-flags.mjs'
import { publicRoutes } from '../tests/support/routes.mjs'

const width = numberArg('width', 390)
const port = 3410

const { base, stop } = await startProductionServer({ port, name: 'bench-weight' })

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const kb = (bytes) => (bytes / 1024).toFixed(1)
const rows = []
for (const route of publicRoutes) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  const requests = []
  page.on('requestfinished', (request) => requests.push(request))
  page.on('requestfailed', (request) => requests.push(request))
  const response = await page.goto(`${base}${route}`, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle').catch(() => {})
  const status = response?.status() ?? 0
  // The scripts the HTML itself names (not the noModule polyfills, which no modern browser fetches).
  const html = (await response?.text().catch(() => '')) ?? ''
  const named = new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .filter(([, attributes]) => !/\bnoModule\b/i.test(attributes))
      .map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
      .filter(Boolean)
      .map((src) => new URL(src.replaceAll('&amp;', '&'), `${base}${route}`).href),
  )
  const totals = { js: 0, jsLater: 0, css: 0, img: 0, font: 0, html: 0, other: 0 }
  let external = 0
  for (const request of requests) {
    const url = new URL(request.url())
    if (url.protocol === 'data:') continue
    if (url.host !== `127.0.0.1:${port}`) external++
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }))
    const type = request.resourceType()
    const key =
      type === 'script'
        ? named.has(url.href)
          ? 'js'
          : 'jsLater'
        : type === 'stylesheet'
          ? 'css'
          : type === 'image'
            ? 'img'
            : type === 'font'
              ? 'font'
              : type === 'document'
                ? 'html'
                : 'other'
    totals[key] += sizes.responseBodySize
  }
  const flight = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, body]) => sum + Buffer.byteLength(body),
    0,
  )
  // Counted in the HTML as the server sent it (parsed in the page), not after scripts added their own.
  const elements = await page.evaluate(
    (text) => new globalThis.DOMParser().parseFromString(text, 'text/html').getElementsByTagName('*').length,
    html,
  )
  rows.push({
    ruta: route,
    estado: status === 200 ? 200 : status === 404 ? 'aún no existe' : status,
    'JS KB': kb(totals.js),
    'JS después KB': kb(totals.jsLater),
    'CSS KB': kb(totals.css),
    'HTML KB': kb(totals.html),
    'img KB': kb(totals.img),
    'fuentes KB': kb(totals.font),
    'HTML sin comprimir KB': kb(Buffer.byteLength(html)),
    'flight KB': kb(flight),
    elementos: elements,
    peticiones: requests.length,
    'otros hosts': external,
  })
  await context.close()
}
await browser.close()
stop()

console.log(`\nPeso de la primera carga a ${width}px de ancho (KB transferidos, comprimidos como los envía el servidor):\n`)
console.table(rows)
const existing = rows.filter((r) => r.estado === 200)
const worstJs = Math.max(...existing.map((r) => Number(r['JS KB'])))
const external = existing.reduce((n, r) => n + r['otros hosts'], 0)
console.log(
  `Rutas que existen: ${existing.length}. JS de la primera carga, máximo: ${worstJs} KB (presupuesto 150 KB). Peticiones a otros hosts: ${external} (presupuesto 0).`,
)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
const raw = existing.map((r) => Number(r['HTML sin comprimir KB']))
const flights = existing.map((r) => Number(r['flight KB']))
const home = existing.find((r) => r.ruta === '/')
console.log(
  `HTML sin comprimir: mediana ${median(raw)} KB (presupuesto 80), máximo ${Math.max(...raw)} KB (presupuesto 140). Flight: mediana ${median(flights)} KB (presupuesto 35). Elementos en /: ${home?.elementos ?? '—'} (presupuesto 600).`,
)
console.log(
  'JS después: lo que llega tras la carga hasta que la red calla (Next.js precarga las páginas de los enlaces a la vista; código que se pide al usarlo).',
)
process.exit(0)
