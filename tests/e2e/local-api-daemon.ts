/*
 * The browser tests' one Local API process: Payload is loaded once (8–9 s of CPU each time a script
 * started on its own, some ninety times a run) and every script of this folder runs in it, on
 * request, against the e2e site's database. Started by the run's setup (./setup.ts), or by a
 * runLocalScript() that finds it gone (./local-script.ts), on `<DATA_DIR>.local-api.sock`; it loads
 * Payload as soon as it listens, and ends when the run's teardown stops it or the run's process is
 * gone (a run killed midway leaves nothing behind). It once ended after half an hour with nothing
 * asked, and a long run's next script waited two minutes for a new one to load on a busy machine. One request per connection: a JSON line
 * `{ "file", "args" }`, answered with `{ "result" }` or `{ "error" }`.
 */
import fs from 'node:fs'
import net from 'node:net'
import type { Payload } from 'payload'

type Script = { run: (payload: Payload, args: string[]) => Promise<string> }
const scripts: Record<string, () => Promise<Script>> = {
  'contact-requests.ts': () => import('./contact-requests'),
  'institutional-editor.ts': () => import('./institutional-editor'),
  'local-api.ts': () => import('./local-api'),
  'pipeline-request.ts': () => import('./pipeline-request'),
  'site-settings.ts': () => import('./site-settings'),
  'staff-account.ts': () => import('./staff-account'),
}

/** Not a script: asks the process to answer once Payload is loaded (./setup.ts). */
const readyFile = 'listo'
const socket = process.argv[2]!
/** The test run's own process: while it lives, so does this one. */
const owner = Number(process.argv[3])
let payload: Promise<Payload> | undefined

function stop() {
  for (const file of [socket, `${socket}.pid`, `${socket}.starting`]) fs.rmSync(file, { force: true })
  process.exit(0)
}
function ownerAlive(): boolean {
  try {
    process.kill(owner, 0)
    return true
  } catch {
    return false
  }
}
if (owner > 0) setInterval(() => ownerAlive() || stop(), 10_000).unref()

/**
 * Payload, loaded once. The config is imported here, not at the top: the process listens at once
 * and a script asked for early waits for the load on its connection, where before a loaded
 * machine's compile of the config kept the socket away for over two minutes.
 */
function loaded(): Promise<Payload> {
  payload ??= Promise.all([import('@payload-config'), import('payload')])
    .then(([{ default: config }, { getPayload }]) => getPayload({ config }))
    .catch((error: unknown) => {
      payload = undefined // the next request tries again
      throw error
    })
  return payload
}

async function answer(line: string): Promise<{ result?: string; error?: string }> {
  try {
    const { file, args } = JSON.parse(line) as { file: string; args: string[] }
    // The run's setup asks once, and the tests start when Payload is loaded.
    if (file === readyFile) return { result: (await loaded(), 'listo') }
    const load = scripts[file]
    if (!load) return { error: `No hay un script ${file} en tests/e2e.` }
    return { result: await (await load()).run(await loaded(), args) }
  } catch (error) {
    return { error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) }
  }
}

const server = net.createServer((connection) => {
  let buffer = ''
  connection.setEncoding('utf8')
  connection.on('data', async (chunk: string) => {
    buffer += chunk
    const end = buffer.indexOf('\n')
    if (end < 0) return
    connection.end(`${JSON.stringify(await answer(buffer.slice(0, end)))}\n`)
  })
  connection.on('error', () => {})
})
fs.rmSync(socket, { force: true })
server.listen(socket, () => {
  fs.writeFileSync(`${socket}.pid`, String(process.pid))
  // Listening: the next test that finds no socket (after an idle stop) may start another.
  fs.rmSync(`${socket}.starting`, { force: true })
  // Payload loads now, while the first tests run, not when the first script is asked for.
  loaded().catch(() => {})
})
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop)
