// A production server for benchmarks and screenshots: `npm start` (build when sources changed,
// migrate, seed) on a brand-new SQLite database in a temp directory, stopped when we exit.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { testSiteUrl } from '../../tests/support/site.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Starts the server and resolves with its base URL once the API answers, a stop() and the pid of
 * the spawned `node scripts/start.mjs` (the site itself is served by a descendant of it).
 * `removeImageCache` empties the image optimiser's cache of this build first, as after a deploy.
 * `warmUp`: 'off' (WARM_UP=0, for what does not measure speed), 'on', or 'wait' for it to end.
 */
export async function startProductionServer({ port, name, env = {}, onLine, removeImageCache = false, warmUp = 'off' }) {
  const dataDir = path.join(os.tmpdir(), `ugc-${name}`)
  if (removeImageCache) fs.rmSync(path.join(root, '.next', 'cache', 'images'), { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
  console.log(`Servidor de producción (npm start) en :${port} con una base SQLite nueva en ${dataDir}…`)
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    // The tests' SITE_URL, so benchmarks reuse the tests' build instead of making their own.
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: testSiteUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WARM_UP: warmUp === 'off' ? '0' : '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  // `onLine` hears what the server prints, line by line; the warm-up's summary ends the wait for it.
  let warmedUp
  const warmUpLine = new Promise((resolve) => (warmedUp = resolve))
  let rest = ''
  server.stdout.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop()
    for (const line of lines) {
      if (line.includes('▸ Calentamiento')) warmedUp(line.trim())
      onLine?.(line)
    }
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
  process.on('exit', stop)
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`El servidor terminó con código ${server.exitCode}`)
    try {
      if ((await fetch(`${base}/api/get_libros/`)).ok) break
    } catch {}
    if (i > 900) throw new Error('El servidor no arrancó')
    await new Promise((r) => setTimeout(r, 500))
  }
  // warmUp 'wait': measured as the server runs once its own warm-up at start is over (scripts/lib/warm.mjs).
  let warmUpSummary = ''
  if (warmUp === 'wait') {
    const startedWaiting = Date.now()
    console.log('Esperando el calentamiento del servidor (páginas y tamaños de imagen)…')
    const timeout = new Promise((resolve) => setTimeout(() => resolve('el calentamiento no terminó en 15 min'), 15 * 60_000).unref())
    warmUpSummary = await Promise.race([warmUpLine, timeout])
    console.log(`${warmUpSummary} (esperado ${((Date.now() - startedWaiting) / 1000).toFixed(0)} s tras responder)`)
  }
  return { base, stop, pid: server.pid, warmUpSummary }
}

/** `--name value` from the command line as a number, or the fallback. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

/** `--name value` from the command line as a string, or the fallback. */
export function stringArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback
}
