import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { testSiteUrl } from './tests/support/site.mjs'
import { slotName, slotPort, slotRedisDb } from './tests/support/slot.mjs'

const root = path.dirname(new URL(import.meta.url).pathname)
const alias = {
  // Route handlers and src/data run here outside Next.js, which is what 'server-only' guards against.
  'server-only': path.join(root, 'tests/support/empty.ts'),
  '@payload-config': path.join(root, 'src/cms/payload.config.ts'),
  '@': path.join(root, 'src'),
}

export const postgresTestUrl = `postgres://postgres@127.0.0.1:5432/${slotName('ugc_int_test')}`

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

/**
 * With PostgreSQL here, the API suite on SQLite runs the files whose outcome over HTTP depends on the
 * engine: writes at the same time (one writer against row locks: contact, sign-ups, the first
 * account, retried submissions), the queries the two engines read differently (filters, counts,
 * visits), the 404 log's cap, a second server on the same database file, and SQLite's own files
 * (their modes). The others (caches, headers, previews, access, e-mails, drafts and reviews) read
 * and write no differently on either engine and run once over HTTP, on PostgreSQL, the engine of
 * several servers; on SQLite, the engine `npm start` runs, the browser tests and the integration
 * tests go through the same drafts, reviews, queue and access (the warm-up once too, on SQLite:
 * below). Without PostgreSQL, SQLite runs them all.
 */
const engineFiles = ['contact', 'contract', 'first-account', 'fuzz', 'oferta', 'redirects', 'registro-evento', 'second-server', 'uploads']

/**
 * Files that run once, on SQLite, when PostgreSQL is here too: the warm-up reads no database itself
 * (it asks the server for its pages and their pictures), and its cold pass is minutes of CPU, which
 * the two lanes of `npm test` share better on this side (scripts/test.mjs).
 */
const sqliteOnlyApiFiles = ['warm-up']

/**
 * The integration files PostgreSQL runs too: those whose outcome depends on the engine or on what
 * only the PostgreSQL run has (Redis): the schema of every collection, migrations, versions, raw SQL
 * (assignment in turn, anonymising, the queue), writes at the same time, counts and percentiles,
 * text search, deletes that leave rows behind, and the shared stores of limits and captchas. The
 * demo content is seeded on PostgreSQL by the API suite's server at its start (SEED_ON_START). The
 * others check rules (who may do what, on which path; what is refused, in which words; which e-mail
 * is sent) that Payload applies above the database, the same on either engine: they run once, on
 * SQLite, the engine `npm start` runs. Without PostgreSQL nothing changes: SQLite runs them all.
 */
const postgresIntFiles = [
  'admissions-dashboard',
  'admissions-follow-up',
  'admissions-own-data',
  'admissions-pipeline',
  'admissions-privacy',
  'captcha',
  'collections',
  'editor-dashboard',
  'estado-migration',
  'event-door',
  'event-reminders',
  'file-usage',
  'history',
  'limits',
  'offer',
  'people',
  'pipeline-deletes',
  'raw-sql',
  'schedule',
  'search',
  'sections-migration',
  'slugs',
  'staff-auth',
]

export default defineConfig(async () => {
  const withPostgres = process.env.SKIP_POSTGRES !== '1' && (await reachable('127.0.0.1', 5432))
  const integration = (name: string, env: Record<string, string>, include = ['tests/int/**/*.int.test.ts']) => ({
    resolve: { alias },
    test: {
      name,
      include,
      environment: 'node',
      // The route handlers run here without an HTTP server, so without a connection address:
      // the tests speak as a balancer in front would, through X-Forwarded-For.
      // The webhook tests post to a receiver on this machine, which only an operator's opt-in allows.
      env: { TRUSTED_PROXY_HOPS: '1', WEBHOOK_ALLOW_PRIVATE: 'true', ...env },
      globalSetup: ['tests/int/global-setup.ts'],
      fileParallelism: false,
      // The files share the project's database already; sharing one module graph too spares each
      // file loading Payload and its config again (on this machine 357 s became 152 s in SQLite).
      isolate: false,
      // Beside the browser tests and the API suites: a test of many REST, GraphQL and Local API calls
      // took 32 s with one lane beside it and 63 s with two.
      testTimeout: 180_000,
      hookTimeout: 300_000,
    },
  })
  const api = (
    name: string,
    port: number,
    env: Record<string, string>,
    include = ['tests/api/**/*.api.test.ts'],
    exclude: string[] = [],
  ) => ({
    resolve: { alias },
    test: {
      name,
      include,
      exclude,
      environment: 'node',
      // Limits off and an easy captcha, so the tests can send hundreds of requests from one address.
      // The same SITE_URL as the browser tests, so both run on one build (tests/support/site.mjs).
      env: {
        PORT: String(port),
        SITE_URL: testSiteUrl,
        // Its own copy of the build: the suites run side by side (scripts/test.mjs).
        NEXT_DIST_DIR: slotName(`.next-${name}`),
        VISITS_RATE_LIMIT: '0',
        CONTACT_RATE_LIMIT: '0',
        ALTCHA_MAX_NUMBER: '2000',
        SEED_ON_START: 'true',
        // The warm-up is measured by its own test (tests/api/warm-up.api.test.ts); the other
        // servers run without it (after the first change it would make every picture's sizes).
        WARM_UP: '0',
        // Hundreds of requests at once wait for one of the pool's connections, and for the row lock
        // of the assignment counter; on a machine running two other suites those waits passed the
        // 3 s and 8 s a production server gives them, and the requests answered 503 as they should.
        // The faults suite tests those limits with its own.
        DB_CONNECT_TIMEOUT_MS: '20000',
        DB_STATEMENT_TIMEOUT_MS: '30000',
        ...env,
      },
      globalSetup: ['tests/api/server-setup.ts'],
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 300_000,
    },
  })
  return {
    test: {
      // One file at a time: integration files share their project's database.
      fileParallelism: false,
      projects: [
        // Image and hashing tests take seconds of CPU; beside the browser tests, several times that.
        {
          resolve: { alias },
          test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
        },
        {
          resolve: { alias },
          test: {
            name: 'recaptcha',
            include: ['tests/recaptcha/**/*.test.ts'],
            environment: 'node',
            env: {
              DATA_DIR: path.join(os.tmpdir(), slotName('ugc-recaptcha')),
              TRUSTED_PROXY_HOPS: '1',
              RECAPTCHA_SITE_KEY: 'clave-del-sitio-de-prueba',
              RECAPTCHA_SECRET_KEY: 'clave-secreta-de-prueba',
              RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${slotPort(3999)}/recaptcha/api/siteverify`,
            },
          },
        },
        integration('int-sqlite', {
          DATA_DIR: path.join(os.tmpdir(), slotName('ugc-int-sqlite')),
          DATABASE_URL: '',
          PAYLOAD_SECRET: 'integration-tests-secret-0123456789',
          // The account e-mails go to a mail server the test itself runs (tests/int/accounts.int.test.ts).
          SMTP_URL: `smtp://127.0.0.1:${slotPort(2528)}`,
          SMTP_ALLOW_PLAINTEXT: 'true',
          QUEUE_POLL_SECONDS: '1',
        }),
        ...(withPostgres
          ? [
              integration(
                'int-postgres',
                {
                  DATA_DIR: path.join(os.tmpdir(), slotName('ugc-int-postgres')),
                  DATABASE_URL: postgresTestUrl,
                  PAYLOAD_SECRET: 'integration-tests-secret-0123456789',
                  // The PostgreSQL run also proves the shared (Redis) rate limiter.
                  REDIS_URL: `redis://127.0.0.1:6379/${slotRedisDb(5)}`,
                  SMTP_URL: `smtp://127.0.0.1:${slotPort(2529)}`,
                  SMTP_ALLOW_PLAINTEXT: 'true',
                  QUEUE_POLL_SECONDS: '1',
                },
                postgresIntFiles.map((file) => `tests/int/${file}.int.test.ts`),
              ),
              {
                // `npm run test:faults`: a production server on PostgreSQL broken on purpose (tests/faults); needs PostgreSQL.
                resolve: { alias },
                test: {
                  name: 'faults',
                  include: ['tests/faults/**/*.test.ts'],
                  environment: 'node',
                  env: { NEXT_DIST_DIR: slotName('.next-faults') },
                  fileParallelism: false,
                  testTimeout: 240_000,
                  // The first start may build the site: slow on a busy machine.
                  hookTimeout: 1_800_000,
                },
              },
              api(
                'api-postgres',
                slotPort(3302),
                {
                  DATA_DIR: path.join(os.tmpdir(), slotName('ugc-api-postgres')),
                  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${slotName('ugc_api_test')}`,
                  SMTP_URL: `smtp://127.0.0.1:${slotPort(2527)}`,
                  // The suite's mail server is a local sink without TLS.
                  SMTP_ALLOW_PLAINTEXT: 'true',
                },
                undefined,
                sqliteOnlyApiFiles.map((file) => `tests/api/${file}.api.test.ts`),
              ),
            ]
          : []),
        {
          resolve: { alias },
          test: {
            name: 'backup',
            include: ['tests/backup/**/*.test.ts'],
            environment: 'node',
            env: { NEXT_DIST_DIR: slotName('.next-backup') },
            testTimeout: 120_000,
            hookTimeout: 600_000,
          },
        },
        api(
          'api-sqlite',
          slotPort(3301),
          {
            DATA_DIR: path.join(os.tmpdir(), slotName('ugc-api-sqlite')),
            DATABASE_URL: '',
            SMTP_URL: `smtp://127.0.0.1:${slotPort(2526)}`,
            SMTP_ALLOW_PLAINTEXT: 'true',
          },
          withPostgres ? [...engineFiles, ...sqliteOnlyApiFiles].map((file) => `tests/api/${file}.api.test.ts`) : undefined,
        ),
      ],
    },
  }
})
