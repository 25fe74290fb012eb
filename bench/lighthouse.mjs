#!/usr/bin/env node
// `npm run bench:lighthouse [-- --runs 3] [-- --only /ruta] [-- --block '*.js'] [-- --cold] [-- --floor]`: Lighthouse (mobile, its default
// simulated throttling) in Debian's Chromium on every public route of a production build, beside
// a 1 KB static HTML page measured just before each route: this shared CPU inflates TBT, so a
// route is judged against that baseline. Each route is loaded once as a phone first (discarded), so the
// image optimiser's cache is as warm as it is for every visitor but the first. With --runs N each row is the run with the median performance.
// Below the budget (performance 95, the rest 100) the failing audits are listed per route;
// --floor also builds the smallest Next.js page (bench/lib/floor-app.mjs), measures it with the same runs
// just before each route, and prints each route's gap to it: the score the framework itself allows here.
// --save carpeta keeps each report's JSON (open it in https://googlechrome.github.io/lighthouse/viewer/).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { numberArg, startProductionServer } from '../scripts/lib/production-server.mjs'
import { startFloorApp } from './lib/floor-app.mjs'
import { publicRoutes } from '../tests/support/routes.mjs'
import { browserFeaturesOff, chromiumPath } from '../tests/support/browser-flags.mjs'

const runs = numberArg('runs', 1)
const onlyIndex = process.argv.indexOf('--only')
const only = []
for (let i = onlyIndex + 1; onlyIndex > 0 && i < process.argv.length && !process.argv[i].startsWith('--'); i++) only.push(process.argv[i])
// --block '*.js,*.woff2' refuses those requests in the measured runs: a diagnosis, not a score.
// What the simulated LCP is once the scripts (or the font) are out shows what they cost it.
const blockIndex = process.argv.indexOf('--block')
const blocked = blockIndex > 0 ? process.argv[blockIndex + 1].split(',').filter(Boolean) : []
const saveIndex = process.argv.indexOf('--save')
const saveDir = saveIndex > 0 ? path.resolve(process.argv[saveIndex + 1]) : undefined
if (saveDir) fs.mkdirSync(saveDir, { recursive: true })
const port = 3433
const staticPort = 3434
const runTimeoutMs = 150_000
const budget = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const categories = Object.keys(budget)

const routes = only.length > 0 ? only : publicRoutes
for (const route of routes) {
  if (!publicRoutes.includes(route)) console.warn(`Aviso: ${route} no está en tests/support/routes.mjs; se mide igual.`)
}

// The baseline: a complete, valid 1 KB page with nothing to load.
const baselineHtml = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página estática de referencia</title>
<meta name="description" content="Una página HTML estática de un kilobyte para comparar las cifras de Lighthouse en esta máquina.">
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5;color:#222}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>Página estática de referencia</h1>
<p>Esta página no carga JavaScript, imágenes ni fuentes. Sirve para saber cuánto del tiempo de
bloqueo y de la pintura más grande que mide Lighthouse se debe a esta máquina y no al sitio.</p>
<p>${'Texto de relleno para llegar a un kilobyte. '.repeat(8)}</p>
</main>
</body>
</html>
`
const staticServer = http.createServer((request, response) => {
  if (request.url === '/robots.txt') return response.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n')
  if (request.url !== '/') return response.writeHead(404, { 'Content-Type': 'text/plain' }).end('No encontrado')
  response
    .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(baselineHtml) })
    .end(baselineHtml)
})
await new Promise((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve))
const staticUrl = `http://127.0.0.1:${staticPort}/`
const floor = process.argv.includes('--floor') ? await startFloorApp(3435) : undefined

// --cold: a freshly started server as after a deploy (the image optimiser's cache emptied, the
// pages' and data caches empty as every start leaves them), measured with no warm-up visit of ours
// once the server's own warm-up at start (scripts/lib/warm.mjs) has finished.
const cold = process.argv.includes('--cold')
const serverStarted = Date.now()
const { base, stop, warmUpSummary } = await startProductionServer({
  port,
  name: 'bench-lighthouse',
  removeImageCache: cold,
  warmUp: 'wait',
})
let warmUpLine = ''
if (cold)
  warmUpLine = `${warmUpSummary}; ${((Date.now() - serverStarted) / 1000).toFixed(0)} s desde el arranque, compilación incluida si hizo falta.`

// Chromium 156's address bar popups (tests/support/browser-flags.mjs) are turned off inside the
// launcher's own list of disabled features: Chromium reads only one --disable-features.
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${browserFeaturesOff.join(',')}` : flag,
)

/** One Lighthouse run in its own Chromium (fresh profile), killed whatever happens. `flags` narrows it (the warm-up). */
async function audit(url, flags = { onlyCategories: categories, blockedUrlPatterns: blocked }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // The launcher's own flags come from launcherFlags; the one it adds on Linux by itself, here.
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...launcherFlags,
      '--disable-setuid-sandbox',
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  })
  let timer
  try {
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags }),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`sin respuesta en ${runTimeoutMs / 1000} s`)), runTimeoutMs))),
    ])
    if (!result?.lhr) throw new Error('Lighthouse no devolvió resultados')
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    clearTimeout(timer)
    try {
      chrome.kill()
    } catch {}
  }
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))

/** Audits that cost points, worst first: failing audits of each category; for performance the weak metrics and the opportunities. */
function failingAudits(lhr) {
  const found = []
  for (const id of categories) {
    const category = lhr.categories[id]
    if (!category || Math.round(category.score * 100) >= budget[id]) continue
    const failing = []
    for (const ref of category.auditRefs) {
      const result = lhr.audits[ref.id]
      if (!result || result.score === null || ['notApplicable', 'informative', 'manual'].includes(result.scoreDisplayMode)) continue
      const metric = ref.group === 'metrics'
      const savings = result.details?.overallSavingsMs ?? result.metricSavings?.LCP ?? 0
      if (id === 'performance' && !metric && !(result.score < 0.9 && (savings > 0 || ref.weight > 0))) continue
      if (result.score >= (metric ? 0.9 : 1)) continue
      const detail = metric ? result.displayValue : savings ? `${Math.round(savings)} ms` : (result.explanation ?? result.displayValue)
      failing.push({ id: ref.id, weight: ref.weight, score: result.score, detail })
    }
    failing.sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score))
    found.push(
      `${id}: ${
        failing
          .slice(0, 8)
          .map((f) => (f.detail ? `${f.id} (${f.detail})` : f.id))
          .join(', ') || '(sin auditorías con peso)'
      }`,
    )
  }
  return found
}

async function measure(label, url, runCount = runs) {
  // The first request of a route fills the server's data cache, and the first phone to load it makes the
  // image optimiser encode each picture at the width a phone asks for (hundreds of ms, then kept on disk
  // for every later visitor). Lighthouse times each request as the server answered it, so a cold cache
  // would count that one-off encoding as the page's: one discarded phone load first, as every visitor
  // after the first sees the site.
  if (url !== staticUrl && url !== floor?.url && !cold) {
    try {
      await audit(url, { onlyAudits: ['first-contentful-paint'] })
    } catch (error) {
      console.error(`  ${label}: la carga previa falló: ${error.message}`)
    }
  }
  const results = []
  for (let run = 1; run <= runCount; run++) {
    let lhr
    for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
      try {
        lhr = await audit(url)
      } catch (error) {
        console.error(`  ${label}: corrida ${run}, intento ${attempt} falló: ${error.message}`)
      }
    }
    if (lhr) results.push(lhr)
  }
  if (results.length === 0) return { label, error: true }
  results.sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0))
  const lhr = results[Math.floor((results.length - 1) / 2)]
  if (saveDir && runCount === runs)
    fs.writeFileSync(
      path.join(saveDir, `${label.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'inicio'}.json`),
      JSON.stringify(lhr),
    )
  const row = {
    label,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue / 1000,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    // Lighthouse's measure of this host's CPU at the time of the run: the simulated 4× slowdown
    // multiplies the host's own task times, so TBT and LCP scale with it.
    cpu: lhr.environment?.benchmarkIndex,
    failing: failingAudits(lhr),
  }
  console.error(`  ${label}: ${categories.map((c) => row[c]).join(' / ')}`)
  return row
}

const started = Date.now()
console.error(`Lighthouse en ${routes.length} rutas, ${runs} corrida(s) por ruta, cada una después de una corrida de la página estática…`)
const rows = []
for (const route of routes) {
  // The machine is shared and its load changes by the minute: the static page measured just before
  // each route tells how much of that route's TBT is the machine's.
  const baseline = await measure('(estática 1 KB)', staticUrl, 1)
  const floorRow = floor ? await measure('(mínima de Next.js)', floor.url) : undefined
  const row = await measure(route, `${base}${route}`)
  rows.push({ ...row, baseline, floor: floorRow })
}
stop()
floor?.stop()
staticServer.close()

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null
}
/** One row of medians over the reference pages measured beside each route (the static page, the floor). */
const medianRow = (label, measured) => ({
  label,
  ...Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls', 'cpu'].map((key) => [
      key,
      median(measured.map((m) => m[key])),
    ]),
  ),
  failing: [],
})
const baselineRow = medianRow(
  '(estática 1 KB, mediana)',
  rows.map((row) => row.baseline).filter((b) => !b.error),
)
const floorRow = floor
  ? medianRow(
      '(mínima de Next.js, mediana)',
      rows.map((row) => row.floor).filter((f) => f && !f.error),
    )
  : undefined
const pad = (value, width) => String(value ?? '—').padStart(width)
const header = `${'ruta'.padEnd(48)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('BP', 4)} ${pad('SEO', 4)} ${pad('LCP s', 6)} ${pad('TBT ms', 7)} ${pad('CLS', 6)} ${pad('CPU', 5)} │ ${pad('estática: perf', 14)} ${pad('TBT ms', 7)}${floor ? ` │ ${pad('mínima: perf', 12)} ${pad('TBT ms', 7)} ${pad('brecha', 6)} ${pad('TBT ×', 5)}` : ''}`
if (blocked.length > 0)
  console.log(`\nCon las peticiones a ${blocked.join(', ')} rechazadas (--block): un diagnóstico, no una puntuación del sitio.`)
if (cold) console.log(`\n--cold: servidor recién arrancado, caché de imágenes vacía, sin visitas previas nuestras. ${warmUpLine}`)
console.log(
  `\nnpm run bench:lighthouse${runs > 1 ? ` -- --runs ${runs}` : ''}${cold ? ' --cold' : ''}${floor ? ' --floor' : ''} — Lighthouse móvil (limitación simulada), Chromium de Debian, ${os.cpus().length} núcleos, ${((Date.now() - started) / 60000).toFixed(1)} min\n`,
)
console.log(header)
console.log('─'.repeat(header.length))
for (const row of [baselineRow, ...(floorRow ? [floorRow] : []), ...rows]) {
  const label = row.label.length > 48 ? `${row.label.slice(0, 45)}…` : row.label
  if (row.error) {
    console.log(`${label.padEnd(48)} error: Lighthouse no terminó`)
    continue
  }
  const beside = row.baseline && !row.baseline.error ? `${pad(row.baseline.performance, 14)} ${pad(Math.round(row.baseline.tbt), 7)}` : ''
  // The gap to the floor measured just before the route: points below it, and TBT as a multiple of its TBT.
  const gap =
    row.floor && !row.floor.error
      ? ` │ ${pad(row.floor.performance, 12)} ${pad(Math.round(row.floor.tbt), 7)} ${pad(row.floor.performance - row.performance, 6)} ${pad(row.floor.tbt > 0 ? (row.tbt / row.floor.tbt).toFixed(2) : '—', 5)}`
      : ''
  console.log(
    `${label.padEnd(48)} ${pad(row.performance, 5)} ${pad(row.accessibility, 5)} ${pad(row['best-practices'], 4)} ${pad(row.seo, 4)} ${pad(row.lcp?.toFixed(2), 6)} ${pad(row.tbt == null ? null : Math.round(row.tbt), 7)} ${pad(row.cls?.toFixed(3), 6)} ${pad(row.cpu == null ? null : Math.round(row.cpu), 5)} │ ${beside}${gap}`,
  )
}
if (floor) {
  const gaps = rows.filter((row) => !row.error && row.floor && !row.floor.error)
  const worst = Math.max(...gaps.map((row) => row.floor.performance - row.performance))
  const tbtRatios = gaps.filter((row) => row.floor.tbt > 0).map((row) => row.tbt / row.floor.tbt)
  console.log(
    `\nBrecha con la página mínima de Next.js medida justo antes de cada ruta: la peor, ${worst} puntos (meta ≤ 3); TBT, mediana ${median(tbtRatios)?.toFixed(2)}× y máximo ${Math.max(...tbtRatios).toFixed(2)}× el de la mínima (meta ≤ 1.5×).`,
  )
}
const below = rows.filter((row) => !row.error && row.failing.length > 0)
if (below.length > 0) {
  console.log(`\nBajo el presupuesto (rendimiento ${budget.performance}, el resto 100), auditorías que fallan, de mayor a menor peso:`)
  for (const row of below) {
    console.log(`\n${row.label}`)
    for (const line of row.failing) console.log(`  ${line}`)
  }
}
const cpus = rows.filter((row) => !row.error && row.cpu != null).map((row) => row.cpu)
if (cpus.length > 0)
  console.log(
    `\nCPU: el benchmarkIndex de Lighthouse en cada corrida mostrada (mediana ${Math.round(median(cpus) ?? 0)}, de ${Math.round(Math.min(...cpus))} a ${Math.round(Math.max(...cpus))}). ` +
      'La limitación simulada multiplica por 4 el tiempo de CPU de esta máquina: con la mitad de índice, el TBT y la parte de CPU del LCP se duplican.',
  )
const failed = rows.filter((row) => row.error).length
console.log(`\n${rows.length - failed} rutas medidas; ${below.length} bajo el presupuesto${failed ? `; ${failed} sin resultado` : ''}.`)
process.exit(failed > 0 ? 1 : 0)
