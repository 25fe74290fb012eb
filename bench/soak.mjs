#!/usr/bin/env node
// `npm run bench:soak [-- --duration 600 --warmup 60 --clients 50 --interval 10]`: the soak test
// of a production build. --clients concurrent clients for --duration seconds, each cycling over
// every public route and every public GET of the API (tests/support/routes.mjs), while the
// resident memory (VmRSS) of the server's whole process tree is sampled every --interval seconds.
// The first --warmup seconds load the server but its memory is not judged. Passes when no request
// failed (error, timeout or an answer other than 2xx, warm-up included) and the memory after the
// warm-up stayed within ±15 % of its reference. Prints the curve (table and chart), the requests
// per path and a summary, then exits 1 if either condition failed.
import fs from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import { median } from './lib/load.mjs'
import { numberArg, startProductionServer } from '../scripts/lib/production-server.mjs'
import { publicApiReads, publicRoutes } from '../tests/support/routes.mjs'

const duration = numberArg('duration', 600)
const warmup = numberArg('warmup', 60)
const clients = numberArg('clients', 50)
const interval = numberArg('interval', 10)
const port = numberArg('port', 3440)
const tolerance = 15 // % of the reference either way

const paths = [...publicRoutes, ...publicApiReads]
if (!(warmup < duration)) throw new Error('--warmup debe ser menor que --duration')
if (!(interval > 0)) throw new Error('--interval debe ser mayor que 0')

// ── The server's memory ─────────────────────────────────────────────────────────────────────────
// startProductionServer spawns `node scripts/start.mjs`, which runs migrations and the seed, then
// spawns `scripts/serve.mjs`; the site is served by that process or a child of it (Next.js names it
// next-server). So the pid we know is not the one that serves: every sample walks /proc down from
// it and adds up the resident memory of the whole tree (a process that appears later is counted
// too). The launcher's share is small and constant; the listing printed before and after the run
// shows each process and which one listens on the port.

/** The pid given and all its descendants, from the parent pid in /proc/<n>/stat. */
function processTree(rootPid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended in the meantime
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (!children.has(ppid)) children.set(ppid, [])
    children.get(ppid).push(Number(entry))
  }
  const tree = []
  const visit = (pid) => {
    tree.push(pid)
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(rootPid)
  return tree
}

/** Resident memory of one process in MiB (VmRSS), 0 once it has ended. */
function rssMiB(pid) {
  try {
    const kB = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
    return kB ? Number(kB[1]) / 1024 : 0
  } catch {
    return 0
  }
}

/** The command line of a process as `ps` shows it (next-server renames itself). */
function command(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 90)
  } catch {
    return '?'
  }
}

/** The processes of the tree with a socket listening on the port (TCP state 0A, IPv4 or IPv6). */
function listeners(tree, listenPort) {
  const inodes = new Set()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = []
    try {
      lines = fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)
    } catch {}
    for (const line of lines) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/)
      if (state === '0A' && parseInt(local.split(':').pop(), 16) === listenPort) inodes.add(inode)
    }
  }
  return new Set(
    tree.filter((pid) => {
      try {
        return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
          try {
            return inodes.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])
          } catch {
            return false
          }
        })
      } catch {
        return false
      }
    }),
  )
}

/** Prints each process of the tree: pid, RSS, whether it listens on the port, command line. */
function printTree(title) {
  const tree = processTree(serverPid)
  const serving = listeners(tree, port)
  const label = `escucha en :${port}`
  console.log(`${title} (RSS medido = suma de este árbol):`)
  for (const pid of tree) {
    console.log(
      `  pid ${String(pid).padStart(7)}  ${rssMiB(pid).toFixed(0).padStart(5)} MiB  ${(serving.has(pid) ? label : '').padEnd(label.length)}  ${command(pid)}`,
    )
  }
}

// ── The load ────────────────────────────────────────────────────────────────────────────────────

const {
  base,
  stop,
  pid: serverPid,
} = await startProductionServer({
  port,
  name: 'bench-soak',
  warmUp: 'wait',
  env: { VISITS_RATE_LIMIT: '0', CONTACT_RATE_LIMIT: '0' },
})

// Answers per path, by status. autocannon calls a request's onResponse with the status of the
// answer to that very request; errors and timeouts are only counted in total (autocannon reports a
// timeout after it has already moved on to the next request, so the path is no longer known).
const perPath = new Map(paths.map((path) => [path, { ok: 0, other: new Map() }]))
let answered = 0
const requests = paths.map((path) => ({
  method: 'GET',
  path,
  onResponse: (status) => {
    answered++
    const counts = perPath.get(path)
    if (status >= 200 && status < 300) counts.ok++
    else counts.other.set(status, (counts.other.get(status) ?? 0) + 1)
  },
}))

// Every client goes round all the paths, each one starting at a different place in the list so
// that from the first second the server sees a mix rather than 50 requests for the same page.
let clientCount = 0
const setupClient = (client) => {
  const offset = clientCount++ % requests.length
  client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)].map((request) => ({ ...request })))
}

console.log(
  `\nCarga: ${clients} clientes durante ${duration} s sobre ${paths.length} rutas (${publicRoutes.length} páginas, ${publicApiReads.length} de la API); memoria cada ${interval} s…`,
)
printTree('\nProcesos del servidor antes de la carga')

// One sample: seconds since the load began, MiB of the tree, answers per second since the previous one.
const samples = []
const started = performance.now()
let previous = { t: 0, answered: 0 }
const sample = () => {
  const t = (performance.now() - started) / 1000
  const rss = processTree(serverPid).reduce((sum, pid) => sum + rssMiB(pid), 0)
  const rps = t > previous.t ? (answered - previous.answered) / (t - previous.t) : 0
  samples.push({ t, rss, rps, judged: Math.round(t) >= warmup })
  previous = { t, answered }
  process.stderr.write('.')
}
sample() // t = 0: the idle server, before the first request
const timer = setInterval(sample, interval * 1000)
const result = await autocannon({ url: base, connections: clients, duration, pipelining: 1, requests, setupClient })
clearInterval(timer)
if ((performance.now() - started) / 1000 - previous.t > 1) sample() // the end of the run
process.stderr.write('\n')
printTree('\nProcesos del servidor al terminar')
stop()

// ── The verdict ─────────────────────────────────────────────────────────────────────────────────
// Reference: the median of the samples of the first minute after the warm-up (of its first third
// when the judged time is shorter than three minutes). A single sample falls anywhere on the
// garbage collector's saw-tooth, so one unlucky sample would move every deviation; the median of
// several is where the memory settled. Deviation: the sample furthest from it, in % either way.
const judged = samples.filter((s) => s.judged)
const window = Math.min(60, (duration - warmup) / 3)
const referenceSamples = judged.filter((s) => Math.round(s.t) <= warmup + window)
const reference = referenceSamples.length > 0 ? median(referenceSamples.map((s) => s.rss)) : NaN
const furthest = judged.reduce((far, s) => (Math.abs(s.rss - reference) > Math.abs(far - reference) ? s.rss : far), reference)
const deviation = ((furthest - reference) / reference) * 100
const memoryStable = judged.length > 0 && Math.abs(deviation) <= tolerance

const timeouts = result.timeouts
const errors = result.errors - result.timeouts // autocannon's errors include the timeouts
const failures = errors + timeouts + result.non2xx

// ── The report ──────────────────────────────────────────────────────────────────────────────────

const pad = (v, n) => String(v).padStart(n)
const mib = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—')
const percent = (v) => (Number.isFinite(v) ? `${v >= 0 ? '+' : ''}${v.toFixed(1)} %` : '—')

console.log(
  `\nnpm run bench:soak — ${clients} clientes, ${duration} s (${warmup} s de calentamiento sin juzgar), memoria cada ${interval} s; ${paths.length} rutas; ${os.cpus().length} núcleos\n`,
)

console.log('Curva (RSS = suma del árbol de procesos del servidor; req/s = respuestas en el intervalo)')
console.log(`${pad('t (s)', 6)} ${pad('RSS MiB', 8)} ${pad('req/s', 6)}`)
for (const [i, s] of samples.entries()) {
  console.log(
    `${pad(s.t.toFixed(0), 6)} ${pad(mib(s.rss), 8)} ${pad(i === 0 ? '—' : s.rps.toFixed(0), 6)}  ${s.judged ? '' : 'calentamiento'}`,
  )
}

// One bar per sample scaled to the highest sample: ░ warm-up, █ judged.
const width = 50
const highest = Math.max(...samples.map((s) => s.rss))
console.log(`\nRSS MiB (barra a escala del máximo, ${mib(highest)} MiB; ░ calentamiento, █ juzgado; referencia ${mib(reference)} MiB)`)
for (const s of samples) {
  const bar = (s.judged ? '█' : '░').repeat(Math.round((s.rss / highest) * width))
  console.log(`${pad(s.t.toFixed(0), 6)} s ▕${bar.padEnd(width)}▏ ${pad(mib(s.rss), 7)}`)
}

const pathWidth = Math.max(...paths.map((path) => path.length))
console.log(`\n${'ruta'.padEnd(pathWidth)} ${pad('2xx', 7)} ${pad('no 2xx', 7)}  códigos`)
for (const [path, { ok, other }] of perPath) {
  const otherTotal = [...other.values()].reduce((a, b) => a + b, 0)
  const codes = [...other].map(([status, n]) => `${status}×${n}`).join(' ')
  console.log(`${path.padEnd(pathWidth)} ${pad(ok, 7)} ${pad(otherTotal, 7)}  ${codes}`)
}

const judgedRss = judged.map((s) => s.rss)
const summary = [
  ['peticiones respondidas', result.requests.total],
  ['req/s (promedio)', (result.requests.total / duration).toFixed(1)],
  ['latencia p50 / p99 (ms, 2xx)', `${result.latency.p50} / ${result.latency.p99}`],
  ['respuestas 2xx', result['2xx']],
  ['respuestas no 2xx', result.non2xx],
  ['errores', errors],
  ['tiempos agotados (10 s)', timeouts],
  [`RSS referencia (MiB, mediana ${warmup}–${(warmup + window).toFixed(0)} s)`, mib(reference)],
  [
    'RSS mín / máx / última (MiB, tras calentar)',
    judged.length ? `${mib(Math.min(...judgedRss))} / ${mib(Math.max(...judgedRss))} / ${mib(judgedRss.at(-1))}` : '—',
  ],
  ['desviación máx. respecto a la referencia', percent(deviation)],
]
console.log('\nResumen (peticiones y fallos de toda la corrida, calentamiento incluido)')
for (const [label, value] of summary) console.log(`  ${label.padEnd(46)} ${pad(value, 22)}`)

console.log('')
console.log(
  failures === 0 ? '✓ sin fallos' : `✗ ${failures} fallos (no 2xx ${result.non2xx}, errores ${errors}, tiempos agotados ${timeouts})`,
)
console.log(
  memoryStable
    ? `✓ memoria estable (±${tolerance} %)`
    : judged.length === 0
      ? `✗ memoria sin juzgar: ninguna muestra después de ${warmup} s`
      : `✗ memoria no estable: se alejó ${percent(deviation)} de la referencia (límite ±${tolerance} %)`,
)
process.exit(failures === 0 && memoryStable ? 0 : 1)
