import type { FullConfig } from '@playwright/test'
import { startEdge } from '../support/edge.mjs'
import { ensureStarted, runLocalScript } from './local-script'
import { startRunMailServer } from './mail-sink'

/**
 * Before the browser tests (the site is up by then): the run's mail server; the run's edge cache in
 * front of the site (Varnish, scripts/edge.mjs), which the site purges on every change
 * (EDGE_PURGE_URLS in playwright.config.ts); and the run's Local API process, started first so that
 * it loads Payload while the rest starts, and waited for before the tests begin. What Playwright
 * calls at the end stops them.
 */
export default async function setup(config: FullConfig) {
  // The runner's process, which the workers inherit in their environment (./local-script.ts).
  process.env.E2E_RUNNER_PID = String(process.pid)
  ensureStarted()
  const stopMail = await startRunMailServer()
  const site = new URL(config.projects[0]!.use.baseURL!)
  const edge = await startEdge(Number(process.env.E2E_EDGE_PORT), [site.host])
  // The tests start once the Local API process has loaded Payload: the first one to need it waited
  // two minutes on a loaded machine, and failed.
  runLocalScript('listo', [])
  return async () => {
    edge.stop()
    await stopMail()
  }
}
