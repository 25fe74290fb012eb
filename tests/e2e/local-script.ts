import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

/** The site's database is written by the server at the same moment: a busy database is tried again. */
const busy = /SQLITE_BUSY|database is locked/

/** Where this run's Local API process listens (one per e2e site, by its data folder). */
export const localApiSocket = () => `${process.env.DATA_DIR}.local-api.sock`

/** Starts the run's Local API process unless it is there, or another test is starting it. */
export function ensureStarted(socket = localApiSocket()) {
  if (fs.existsSync(socket)) return
  // A start that never came to listen (the process died) does not hold the others back for long.
  const starting = `${socket}.starting`
  if (fs.existsSync(starting) && Date.now() - fs.statSync(starting).mtimeMs > 90_000) fs.rmSync(starting, { force: true })
  let lock: number
  try {
    lock = fs.openSync(starting, 'wx')
  } catch {
    return // another worker is starting it; the client waits for it to listen
  }
  fs.closeSync(lock)
  // It lives as long as the run: the runner itself (the setup runs in it; a worker is its child).
  const runner = process.env.E2E_RUNNER_PID ?? String(process.pid)
  const child = spawn('node_modules/.bin/tsx', ['tests/e2e/local-api-daemon.ts', socket, runner], {
    env: { ...process.env, DATABASE_URL: '' },
    detached: true,
    stdio: ['ignore', 'ignore', fs.openSync(`${socket}.log`, 'a')],
  })
  child.unref()
}

/** Stops the run's Local API process (the run's teardown). */
export function stopLocalApi() {
  const socket = localApiSocket()
  try {
    process.kill(Number(fs.readFileSync(`${socket}.pid`, 'utf8')), 'SIGTERM')
  } catch {}
  for (const file of [socket, `${socket}.pid`, `${socket}.starting`]) fs.rmSync(file, { force: true })
}

/**
 * Runs one of this folder's Local API scripts (`run(payload, args)` of tests/e2e/<file>) against
 * the e2e site's database, in the run's one Local API process, and returns its answer. A busy
 * database is tried again, up to three times; any other failure is thrown at once with its message.
 */
export function runLocalScript(file: string, args: string[]): string {
  const socket = localApiSocket()
  for (let attempt = 1; ; attempt++) {
    ensureStarted(socket)
    const result = spawnSync(process.execPath, ['tests/e2e/local-api-client.mjs', socket, file, ...args], { encoding: 'utf8' })
    let answer: { result?: string; error?: string } = {}
    try {
      answer = JSON.parse(result.stdout) as typeof answer
    } catch {
      answer = { error: `${result.stderr}${result.stdout}` }
    }
    if (result.status === 0 && answer.result !== undefined) return answer.result
    if (!busy.test(answer.error ?? '') || attempt === 3) {
      throw new Error(`${file} falló (intento ${attempt}):\n${answer.error ?? ''}`)
    }
  }
}
