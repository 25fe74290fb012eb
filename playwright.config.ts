import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { testSiteUrl } from './tests/support/site.mjs'
import { slotName, slotPort } from './tests/support/slot.mjs'
import { chromiumArgs, headlessShellPath } from './tests/support/browser-flags.mjs'
import { startFromSeeded } from './tests/support/seeded-data.mjs'

const port = Number(process.env.E2E_PORT ?? slotPort(3100))
// A brand-new site for every run: its own data directory, migrated and seeded by `npm start`.
const dataDir = path.join(os.tmpdir(), `ugc-e2e-${process.pid}`)
process.env.DATA_DIR ??= dataDir
// Under `npm test`, a copy of the data folder seeded for the build (the workers find it there).
startFromSeeded(process.env.DATA_DIR)
// The run's edge cache in front of the site (tests/e2e/setup.ts): every change saved purges it.
process.env.E2E_EDGE_PORT ??= String(slotPort(3160))
// The run's mail server writes what it catches here, for every worker (tests/e2e/mail-sink.ts).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `ugc-e2e-mail-${process.pid}`)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One mail server for the run, which every worker reads (tests/e2e/mail-sink.ts); the Local API
  // process the tests' scripts run in (tests/e2e/local-script.ts) stops with the run.
  globalSetup: './tests/e2e/setup.ts',
  globalTeardown: './tests/e2e/teardown.ts',
  // Two browsers share the one server: most of a test's time is waiting (timers, animations).
  workers: 2,
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A page that never finishes loading fails its step, instead of waiting for the test's own limit
    // (one share test at 390 px once waited 4 minutes on one).
    navigationTimeout: 45_000,
    locale: 'es-MX',
    // Chromium's own Accept without AVIF: the image optimiser then makes WebP, which takes it a
    // thirtieth of the CPU (about 2 s against 70 ms for a 1200 px photo here), and the suite asks for
    // some four hundred sizes on a two-core machine. The same widths, srcset and cache either way;
    // the AVIF path is the warm-up's test (tests/api/warm-up.api.test.ts), as a phone asks.
    extraHTTPHeaders: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/webp,image/apng,*/*;q=0.8' },
    launchOptions: {
      executablePath: headlessShellPath,
      args: [
        ...chromiumArgs,
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace of every test made the suite a third slower; a failing test is run once
    // more with its trace recorded, and fails the run if it fails again (then it is reported as such;
    // a pass on the second try is reported as flaky).
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'sitio',
      testIgnore:
        /back-office\.spec\.ts|back-office-panel\.spec\.ts|accesibilidad\.spec\.ts|seo-content\.spec\.ts|admin-crawl\.spec\.ts|history\.spec\.ts|editor-globals\.spec\.ts|revision\.spec\.ts|programar\.spec\.ts|redirecciones\.spec\.ts|vista-previa\.spec\.ts|borde-publicacion\.spec\.ts|registro-evento(-puerta)?\.spec\.ts|semana-de-admisiones\.spec\.ts|tres-prospectos\.spec\.ts/,
    },
    // Last: the first admin publishes (then deletes) a news item, which page tests counting the news must not see.
    { name: 'back-office', testMatch: /back-office\.spec\.ts/, dependencies: ['sitio'] },
    // After the first account exists: every view of the back office as each role.
    { name: 'recorrido-admin', testMatch: /admin-crawl\.spec\.ts/, dependencies: ['back-office'] },
    // After the first account exists: the back office as that admin and the staff it invites (it
    // publishes and deletes news items too).
    { name: 'panel', testMatch: /back-office-panel\.spec\.ts/, dependencies: ['back-office'] },
    // After the first account exists: an editor changes a home slide, reads its history and restores it as a draft;
    // an editor drafts each global and a publisher publishes the alert (switched off again at the end).
    { name: 'historial', testMatch: /history\.spec\.ts|editor-globals\.spec\.ts/, dependencies: ['back-office'] },
    // After the site's pages are tested: what publishes news while it runs (a scheduled item, the
    // redirects' own item, the review round trip; the preview's drafts; a publication through the edge),
    // so the tests that count the news never see one come and go.
    {
      name: 'revision',
      testMatch:
        /revision\.spec\.ts|accesibilidad\.spec\.ts|programar\.spec\.ts|redirecciones\.spec\.ts|vista-previa\.spec\.ts|borde-publicacion\.spec\.ts/,
      dependencies: ['back-office'],
    },
    // After the admissions dashboard is checked (its figures against the requests' own counts):
    // each sign-up opens a request in the admissions pipeline.
    {
      name: 'registro-evento',
      testMatch: /registro-evento(-puerta)?\.spec\.ts|semana-de-admisiones\.spec\.ts/,
      dependencies: ['recorrido-admin'],
    },
    // After the sign-ups are counted: three prospects walk to a sent request (one registers for the
    // congress, whose places the sign-up tests count).
    { name: 'prospectos', testMatch: /tres-prospectos\.spec\.ts/, dependencies: ['registro-evento'] },
    // After the first account exists (back-office creates it) it publishes and deletes a news item too.
    { name: 'contenido-seo', testMatch: /seo-content\.spec\.ts/, dependencies: ['back-office'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/admin`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The per-IP limits are tested by the API suites; here two browsers on one IP must not trip them.
    // One SITE_URL for every port, so a run on another port reuses the build (tests/support/site.mjs).
    env: {
      PORT: String(port),
      SITE_URL: testSiteUrl,
      DATA_DIR: process.env.DATA_DIR,
      // Its own copy of the build: the API suites run beside this one (scripts/test.mjs).
      NEXT_DIST_DIR: slotName('.next-e2e'),
      DATABASE_URL: '',
      // The browser's origin on this port (a test slot may move it away from SITE_URL's): the
      // admin's requests with the staff cookie come from there.
      TRUSTED_ORIGINS: `http://localhost:${port}`,
      VISITS_RATE_LIMIT: '0',
      CONTACT_RATE_LIMIT: '0',
      // The captcha's proof of work at a fifth of its production difficulty: the browser still
      // solves a real challenge, in a fraction of the time, on a machine running two browsers.
      ALTCHA_MAX_NUMBER: '20000',
      // Some tests speak as the TLS proxy in front would (X-Forwarded-Proto: https).
      TRUSTED_PROXY_HOPS: '1',
      // The run's mail server (tests/e2e/mail-sink.ts).
      SMTP_URL: `smtp://127.0.0.1:${slotPort(2530)}`,
      SMTP_ALLOW_PLAINTEXT: 'true',
      QUEUE_POLL_SECONDS: '1',
      // tests/e2e/admissions-privacy.spec.ts posts the webhook to a receiver on this machine.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The warm-up has its own test (tests/api/warm-up.api.test.ts).
      WARM_UP: '0',
      // The run's edge cache (tests/e2e/setup.ts), which the site purges on every change.
      EDGE_PURGE_URLS: `http://127.0.0.1:${process.env.E2E_EDGE_PORT}/_borde/purgar`,
    },
  },
})
