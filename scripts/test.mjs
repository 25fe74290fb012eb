#!/usr/bin/env node
// `npm test`: the types, layers and lint checked while one production build is made, then three lanes at
// once: the browser tests (in Debian's headless Chromium) and the backups; unit and integration
// (SQLite always, PostgreSQL when it is reachable) and the faults; the public API over HTTP. Each
// suite serves its own copy of the build. Each step prints its time, and the run ends with the
// table of them.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import { chromiumPath, headlessShellPath } from '../tests/support/browser-flags.mjs'
import { testSiteUrl } from '../tests/support/site.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
// Debian's Chromium and its headless build (the browser tests drive the latter).
const browsers = [chromiumPath, headlessShellPath]
const times = []
// Steps still running when the run ends (a failure elsewhere) end with it.
const running = new Set()
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM')
})
const runStarted = Date.now()

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const seconds = (since) => Math.round((Date.now() - since) / 1000)

function timed(title, started) {
  times.push([title, seconds(started)])
  console.log(`⏱ ${title}: ${seconds(started)} s`)
}

// The last lines of each concurrent step, so a failure's own report is printed again at the end,
// where whoever reads only the end of a long log (a CI page) finds it.
const lastLines = new Map()
const keptLines = 400

/** A failed step's report: from Vitest's «Failed Tests» block (or Playwright's numbered failures) on, at most 90 lines. */
function failureReport(title) {
  const lines = (lastLines.get(title) ?? []).map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''))
  let from = lines.findLastIndex((line) => /Failed Tests \d+|^\[[^\]]+\]\s+1\) /.test(line))
  if (from < 0) from = Math.max(0, lines.length - 60)
  return lines.slice(from, from + 90)
}

function fail(title, status) {
  const report = failureReport(title)
  if (report.length > 0) {
    console.error(`\n━━ Lo que informó el paso que falló (${title})`)
    for (const line of report) console.error(line)
  }
  printTimes()
  console.error(`\n✗ ${title}: falló`)
  process.exit(status ?? 1)
}

function printTimes() {
  console.log('\n━━ Tiempo de cada paso')
  for (const [title, s] of times) console.log(`${String(s).padStart(6)} s  ${title}`)
  console.log(`${String(seconds(runStarted)).padStart(6)} s  en total`)
}

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) fail(title, result.status)
  timed(title, started)
}

/** A step run beside others: its lines carry its label, so the steps' output can be told apart. */
function concurrentStep(label, title, command, args, { env = {} } = {}) {
  console.log(`\n━━ [${label}] ${title}`)
  const started = Date.now()
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  running.add(child)
  child.on('close', () => running.delete(child))
  const kept = []
  lastLines.set(title, kept)
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${label}] ${line}`)
      kept.push(`[${label}] ${line}`)
      if (kept.length > keptLines) kept.splice(0, kept.length - keptLines)
    })
  }
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (status === 0) timed(title, started)
      resolve({ title, status })
    }),
  )
}

/** The steps of one chain one after another; a failed step ends it. */
async function runChain(chain) {
  for (const s of chain) {
    const result = await concurrentStep(...s)
    if (result.status !== 0) return result
  }
  return { status: 0 }
}

/**
 * Chains of steps that share nothing (each its own database, data folder, ports and copy of the
 * build) run at once (a chain already started is given as its promise); the run fails once every
 * chain has ended, with the first failure.
 */
async function together(...chains) {
  const results = await Promise.all(chains.map((chain) => (Array.isArray(chain) ? runChain(chain) : chain)))
  const failed = results.find((r) => r.status !== 0)
  if (failed) fail(failed.title, failed.status)
}

// The edge cache's tests start Varnish with its xkey module (edge/sitio.vcl).
const varnishReady = () =>
  fs.existsSync('/usr/sbin/varnishd') &&
  fs.readdirSync('/usr/lib').some((dir) => fs.existsSync(path.join('/usr/lib', dir, 'varnish', 'vmods', 'libvmod_xkey.so')))
if (!browsers.every((file) => fs.existsSync(file)) || !varnishReady()) {
  const packages = 'chromium chromium-headless-shell varnish varnish-modules'
  if (process.getuid?.() === 0) {
    step('Instalando Chromium y Varnish de Debian', 'sh', [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    ])
  } else {
    console.error(`Las pruebas necesitan Chromium y Varnish de Debian. Ejecuta:\n\n  sudo apt-get install -y ${packages}\n`)
    process.exit(1)
  }
}

const withPostgres = await postgresReachable()
// One production build for every suite that serves the site (each then serves a copy of its own:
// NEXT_DIST_DIR in vitest.config.ts and playwright.config.ts). `npm start` prepares it as on a new
// machine: a fresh SQLite data folder, migrated and seeded, from which the pages are prerendered.
// The types, the layers and the lint are checked beside it (the build does not check the types
// again: NEXT_TYPES_CHECKED); any of them failing fails the run.
const buildData = path.join(os.tmpdir(), `ugc-test-build-${process.pid}`)
process.on('exit', () => fs.rmSync(buildData, { recursive: true, force: true }))
const vitest = (label, title, ...projects) => [label, title, bin('vitest'), ['run', ...projects.flatMap((p) => ['--project', p])]]
const sqliteInt = vitest('sqlite', 'Pruebas unitarias y de integración en SQLite (Vitest)', 'unit', 'recaptcha', 'int-sqlite')
// Unit and SQLite integration tests need no build (Payload in the test's own process): they start
// now, on the core the build leaves mostly idle (it kept ~1.15 of 2 busy for its 225 s).
const sqliteEarly = runChain([sqliteInt])
await together(
  [
    ['tipos', 'Tipos (tsc --noEmit)', bin('tsc'), ['--noEmit']],
    ['capas', 'Capas y forma del código (npm run check:structure)', 'node', ['scripts/check-structure.mjs']],
    ['revisión', 'Lint, formato y código sin usar (npm run lint)', 'node', ['scripts/lint.mjs']],
  ],
  [
    [
      'compilación',
      'Compilación de producción (una para todas las suites)',
      'node',
      ['scripts/start.mjs', '--build-only'],
      {
        env: {
          DATA_DIR: buildData,
          DATABASE_URL: '',
          SITE_URL: testSiteUrl,
          NODE_ENV: 'production',
          WARM_UP: '0',
          NEXT_TYPES_CHECKED: '1',
        },
      },
    ],
  ],
)
// The suites that serve the site on SQLite (browser, API) start from a copy of that seeded folder
// (tests/support/seeded-data.mjs): seeding makes every picture's sizes, about a minute of CPU each
// time, and the copy is the same content. The seeding itself is proven by the build above, by
// the PostgreSQL API suite's server and by tests/int/seed.int.test.ts.
process.env.TEST_SEEDED_DATA_DIR = buildData
// Then three lanes that share nothing (each its own databases, data folders, ports, mail servers
// and copies of the build), each one step after another:
// - the browser tests, the most CPU and the longest;
// - unit and integration tests on SQLite (started beside the build, above), then on PostgreSQL,
//   then the faults;
// - the public API on PostgreSQL, then on SQLite (the files whose outcome depends on the engine, and
//   the warm-up: vitest.config.ts), then the backups.
// The second and third lanes wait on e-mail, timers, queues and servers more than they compute, so
// the three together keep both cores busy; with two, one of them ran alone for the last 25 minutes.
// All three at the same priority: at a lower one (nice 5) the API and integration tests starved
// while the browser ran, and their servers' time limits, which they test, went off. Each Vitest
// step is one process, so no worker carries one project's settings into another.
const browser = ['navegador', 'Pruebas en el navegador (Playwright + Chromium)', bin('playwright'), ['test']]
const apiSqlite = vitest('api-sqlite', 'API pública contra una compilación de producción, en SQLite (Vitest)', 'api-sqlite')
const backup = vitest('respaldo', 'Respaldo y restauración con el sitio en marcha, en SQLite (Vitest)', 'backup')
if (withPostgres) {
  await together(
    [browser],
    sqliteEarly.then((result) =>
      result.status !== 0
        ? result
        : runChain([
            vitest('postgres', 'Pruebas de integración en PostgreSQL 127.0.0.1:5432 (Vitest)', 'int-postgres'),
            vitest('fallas', 'Fallas: correo caído, kill -9, base rechazada y congelada, envíos repetidos (Vitest)', 'faults'),
          ]),
    ),
    [vitest('api-postgres', 'API pública contra una compilación de producción, en PostgreSQL (Vitest)', 'api-postgres'), apiSqlite, backup],
  )
} else {
  console.log('\n━━ PostgreSQL no responde en 127.0.0.1:5432: las pruebas de integración y de la API corren solo en SQLite.')
  await together([browser], sqliteEarly, [apiSqlite, backup])
}
printTimes()
console.log('\n✓ Todas las pruebas pasaron.')
