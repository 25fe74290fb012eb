#!/usr/bin/env node
// `npm run bench:api [-- --duration 5 --connections 50 --runs 1]`: every public GET endpoint
// of a production build under load, beside the same JSON served as a file by a minimal Node
// HTTP server on this machine, in the same run. Prints a table; the ratio is the figure.
import os from 'node:os'
import { measure, median, serveStaticTwin, snapshot, summarise } from './lib/load.mjs'
import { numberArg, startProductionServer } from '../scripts/lib/production-server.mjs'
import { publicApiReads } from '../tests/support/routes.mjs'

const duration = numberArg('duration', 5)
const connections = numberArg('connections', 50)
const runs = numberArg('runs', 1)
const port = 3400
const staticPort = 3401

const endpoints = publicApiReads

const { base, stop } = await startProductionServer({
  port,
  name: 'bench-api',
  env: { VISITS_RATE_LIMIT: '0', CONTACT_RATE_LIMIT: '0' },
})

// The same bytes, served from memory by the smallest Node server there is.
const twin = await serveStaticTwin(await snapshot(base, endpoints), staticPort)
const load = (url) => measure(url, { connections, duration })

const rows = []
for (const endpoint of endpoints) {
  await load(`${base}${endpoint}`).catch(() => {}) // warm the cache and the JIT
  const app = []
  const plain = []
  for (let r = 0; r < runs; r++) {
    app.push(await load(`${base}${endpoint}`))
    plain.push(await load(`${twin.base}${endpoint}`))
  }
  const a = summarise(app)
  const s = summarise(plain)
  rows.push({ endpoint, a, s, ratio: a.rps / s.rps })
  process.stderr.write('.')
}
process.stderr.write('\n')

const pad = (v, n) => String(v).padStart(n)
console.log(
  `\nnpm run bench:api — ${connections} clientes, ${duration} s por medición, ${runs} corrida(s) (medianas); ${os.cpus().length} núcleos\n`,
)
console.log(
  `${'endpoint'.padEnd(72)} ${pad('app req/s', 10)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('err', 4)} │ ${pad('estático req/s', 14)} ${pad('p50', 5)} ${pad('p99', 5)} │ ${pad('razón', 6)}`,
)
for (const { endpoint, a, s, ratio } of rows) {
  console.log(
    `${endpoint.padEnd(72)} ${pad(a.rps.toFixed(0), 10)} ${pad(a.p50, 7)} ${pad(a.p99, 7)} ${pad(a.errors, 4)} │ ${pad(s.rps.toFixed(0), 14)} ${pad(s.p50, 5)} ${pad(s.p99, 5)} │ ${pad(ratio.toFixed(2), 6)}`,
  )
}
console.log(`\nRazón mediana (app / estático): ${median(rows.map((r) => r.ratio)).toFixed(2)}`)
twin.close()
stop()
process.exit(0)
