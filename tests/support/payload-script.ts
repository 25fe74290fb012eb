import { spawnSync } from 'node:child_process'

/**
 * Runs one of the tests' Payload scripts (`tsx tests/e2e/<script> …args`) against the browser
 * tests' SQLite database and returns what it printed. Exit 13 (Node's unsettled top-level await)
 * means Payload's start-up never settled and nothing ran; like scripts/start.mjs, it is run again.
 */
export function runPayloadScript(script: string, args: string[]): string {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync('node_modules/.bin/tsx', [`tests/e2e/${script}`, ...args], {
      env: { ...process.env, DATABASE_URL: '' },
      encoding: 'utf8',
    })
    if (result.status === 0) return result.stdout
    if (result.status !== 13 || attempt === 3) throw new Error(`${script} terminó con el código ${result.status}:\n${result.stderr}`)
  }
}

/** The JSON a script printed on its `RESULT:` line. */
export function scriptResult<T>(output: string): T {
  const line = output.split('\n').find((text) => text.startsWith('RESULT:'))
  if (!line) throw new Error(`El script no imprimió RESULT:\n${output}`)
  return JSON.parse(line.slice('RESULT:'.length)) as T
}
