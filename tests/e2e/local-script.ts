import { spawnSync } from 'node:child_process'

/** Exit code of Node's "unsettled top-level await": Payload's start-up sometimes never settles
 *  its promise and the process ends with nothing done (scripts/start.mjs retries the same way). */
const unsettled = 13
/** The server holds the same SQLite file and may be writing to it at that moment. */
const busy = /SQLITE_BUSY|database is locked/

/**
 * Runs one of this folder's Local API scripts (`tsx tests/e2e/<file> …args`) against the e2e
 * site's database and returns what it printed after `RESULT:`. The scripts only read, or delete
 * then create, so a run that did nothing or met a busy database is tried again, up to three times;
 * any other failure is thrown at once with its output.
 */
export function runLocalScript(file: string, args: string[]): string {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync('node_modules/.bin/tsx', [`tests/e2e/${file}`, ...args], {
      env: { ...process.env, DATABASE_URL: '' },
      encoding: 'utf8',
    })
    const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT:'))
    if (result.status === 0 && line) return line.slice('RESULT:'.length)
    const retry = result.status === unsettled || busy.test(`${result.stderr}${result.stdout}`)
    if (!retry || attempt === 3) {
      throw new Error(`${file} terminó con el código ${result.status} (intento ${attempt}):\n${result.stderr}${result.stdout}`)
    }
  }
}
