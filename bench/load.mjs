#!/usr/bin/env node
// `npm run bench:load [-- --duration 10 --warmup 2 --clients 10,100 --runs 1 --only api --csp static]`:
// three pages and three API lists of a production build under load, at each number of concurrent
// clients, served by the app itself (Next.js and its own cache: a small deployment without an edge)
// and through the edge cache in front of it (scripts/edge.mjs), beside the very same bytes (fetched
// once from the app, with its content type) served from memory by a minimal Node HTTP server in the
// same run; the ratios app / static and edge / static are the figures.
// Then the grade of the real MDN HTTP Observatory scanner for the site behind a local TLS front
// (bench/lib/observatory.mjs). --csp starts the server in that CSP_MODE (npm start rebuilds when it changes).
import os from 'node:os'
import { measure, serveStaticTwin, snapshot, summarise, median } from './lib/load.mjs'
import { describeScan, observatoryScan } from './lib/observatory.mjs'
import { numberArg, startProductionServer, stringArg } from '../scripts/lib/production-server.mjs'
import { startEdge } from '../tests/support/edge.mjs'

const duration = numberArg('duration', 10)
const warmup = numberArg('warmup', 2)
const runs = numberArg('runs', 1)
const clients = stringArg('clients', '10,100').split(',').map(Number)
const only = stringArg('only', '').split(',').filter(Boolean)
const cspMode = stringArg('csp', '')
const port = numberArg('port', 3420)

const allTargets = [
  ['inicio', '/'],
  ['licenciatura', '/licenciaturas/licenciatura-en-derecho'],
  ['noticias', '/vida-universitaria-y-eventos'],
  ['api licenciaturas', '/api/get-info-ofertaacademica-cards/?tipo=LIC'],
  ['api noticias', '/api/get-comunicacion/?tipo=NOT'],
  ['api podcast', '/api/get_podcast/'],
]
const targets = allTargets.filter(([name, path]) => only.length === 0 || only.some((o) => name.includes(o) || path.includes(o)))
if (targets.length === 0) throw new Error(`--only ${only.join(',')} no coincide con ningún destino`)

const edgePort = port + 3
const { base, stop } = await startProductionServer({
  port,
  name: 'bench-load',
  warmUp: 'wait',
  // The headers are scored as behind a TLS proxy (X-Forwarded-Proto: https), which the server trusts only when told of it.
  env: {
    VISITS_RATE_LIMIT: '0',
    CONTACT_RATE_LIMIT: '0',
    TRUSTED_PROXY_HOPS: '1',
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/_borde/purgar`,
    ...(cspMode ? { CSP_MODE: cspMode } : {}),
  },
})
const edge = await startEdge(edgePort, [base])
const twin = await serveStaticTwin(
  await snapshot(
    base,
    targets.map(([, path]) => path),
  ),
  port + 1,
)

const rows = []
for (const [name, path] of targets) {
  for (const connections of clients) {
    // Warm the data cache, the revalidated prerender and the JIT before measuring.
    await measure(`${base}${path}`, { connections, duration: warmup })
    await measure(`${edge.base}${path}`, { connections, duration: warmup })
    const app = []
    const atEdge = []
    const plain = []
    for (let r = 0; r < runs; r++) {
      app.push(await measure(`${base}${path}`, { connections, duration }))
      atEdge.push(await measure(`${edge.base}${path}`, { connections, duration }))
      plain.push(await measure(`${twin.base}${path}`, { connections, duration }))
    }
    const a = summarise(app)
    const e = summarise(atEdge)
    const s = summarise(plain)
    rows.push({ name, path, connections, a, e, s, ratio: a.rps / s.rps, edgeRatio: e.rps / s.rps })
    process.stderr.write('.')
  }
}
process.stderr.write('\n')

const observatory = await observatoryScan({ appBase: base, port: port + 2 })
twin.close()
edge.stop()
stop()

const pad = (v, n) => String(v).padStart(n)
const mode = cspMode || 'por omisión'
console.log(
  `\nnpm run bench:load — CSP_MODE ${mode}; ${duration} s por medición tras ${warmup} s de calentamiento, ${runs} corrida(s) (medianas); ${os.cpus().length} núcleos; sin compresión\n`,
)
console.log(
  `${'destino'.padEnd(50)} ${pad('clientes', 8)} │ ${pad('app req/s', 9)} ${pad('p50 ms', 6)} ${pad('p99 ms', 6)} ${pad('fallos', 6)} ${pad('agot.', 5)} │ ${pad('borde req/s', 11)} ${pad('p50', 4)} ${pad('p99', 4)} ${pad('fallos', 6)} │ ${pad('estático req/s', 14)} ${pad('p50', 4)} ${pad('p99', 4)} ${pad('fallos', 6)} │ ${pad('app/est.', 8)} ${pad('borde/est.', 10)}`,
)
for (const { path, connections, a, e, s, ratio, edgeRatio } of rows) {
  console.log(
    `${path.padEnd(50)} ${pad(connections, 8)} │ ${pad(a.rps.toFixed(0), 9)} ${pad(a.p50, 6)} ${pad(a.p99, 6)} ${pad(a.errors, 6)} ${pad(a.timeouts, 5)} │ ${pad(e.rps.toFixed(0), 11)} ${pad(e.p50, 4)} ${pad(e.p99, 4)} ${pad(e.errors, 6)} │ ${pad(s.rps.toFixed(0), 14)} ${pad(s.p50, 4)} ${pad(s.p99, 4)} ${pad(s.errors, 6)} │ ${pad(ratio.toFixed(2), 8)} ${pad(edgeRatio.toFixed(2), 10)}`,
  )
}
console.log(
  `\nRazón mediana app / estático: ${median(rows.map((r) => r.ratio)).toFixed(2)} (a 10 clientes: ${median(rows.filter((r) => r.connections === 10).map((r) => r.ratio))?.toFixed(2) ?? '—'}); borde / estático: ${median(rows.map((r) => r.edgeRatio)).toFixed(2)} (la menor: ${Math.min(...rows.map((r) => r.edgeRatio)).toFixed(2)}); fallos = peticiones sin respuesta o con respuesta no 2xx, sumadas en las corridas; agot. = de ellas, las que agotaron los 10 s de autocannon`,
)
console.log(`\n${describeScan(observatory).join('\n')}`)
process.exit(0)
