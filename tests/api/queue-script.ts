import { spawn } from 'node:child_process'

/**
 * Runs tests/api/queue-schedule.ts on the suite's database and returns what it printed after
 * `RESULT:`. Exit 13 is Node's unsettled top-level await (Payload's start-up in a script sometimes
 * never settles and the script does nothing): it is run again, as scripts/start.mjs does. The
 * script runs beside the test, not blocking it: a blocked test would leave its kept-alive
 * connections to the servers closed under it.
 */
export async function queueScript(args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const run = await new Promise<{ status: number | null; out: string }>((resolve) => {
      const child = spawn('node_modules/.bin/tsx', ['tests/api/queue-schedule.ts', ...args], { env: process.env })
      let out = ''
      child.stdout.on('data', (chunk) => (out += chunk))
      child.stderr.on('data', (chunk) => (out += chunk))
      child.on('close', (status) => resolve({ status, out }))
    })
    const line = run.out.split('\n').find((text) => text.startsWith('RESULT:'))
    if (run.status === 0 && line) return line.slice('RESULT:'.length)
    if (run.status !== 13 || attempt === 3) throw new Error(`queue-schedule.ts terminó con el código ${run.status}:\n${run.out}`)
  }
}
