import { ensureStarted } from './local-script'
import { startRunMailServer } from './mail-sink'

/**
 * Before the browser tests: the run's mail server, and the run's Local API process, which loads
 * Payload while the first tests run (a loaded machine took over a minute, longer than a test that
 * needed it first would wait). What Playwright calls at the end stops both.
 */
export default async function setup() {
  ensureStarted()
  return startRunMailServer()
}
