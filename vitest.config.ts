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

export default defineConfig(async () => {
  const withPostgres = process.env.SKIP_POSTGRES !== '1' && (await reachable('127.0.0.1', 5432))
  const integration = (name: string, env: Record<string, string>) => ({
    resolve: { alias },
    test: {
      name,
      include: ['tests/int/**/*.int.test.ts'],
      environment: 'node',
      // The route handlers run here without an HTTP server, so without a connection address:
      // the tests speak as a balancer in front would, through X-Forwarded-For.
      env: { TRUSTED_PROXY_HOPS: '1', ...env },
      globalSetup: ['tests/int/global-setup.ts'],
      fileParallelism: false,
      // The files share the project's database already; sharing one module graph too spares each
      // file loading Payload and its config again (on this machine 357 s became 152 s in SQLite).
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  })
  const api = (name: string, port: number, env: Record<string, string>) => ({
    resolve: { alias },
    test: {
      name,
      include: ['tests/api/**/*.api.test.ts'],
      environment: 'node',
      // Limits off and an easy captcha, so the tests can send hundreds of requests from one address.
      // The same SITE_URL as the browser tests, so both run on one build (tests/support/site.mjs).
      env: {
        PORT: String(port),
        SITE_URL: testSiteUrl,
        VISITS_RATE_LIMIT: '0',
        CONTACT_RATE_LIMIT: '0',
        ALTCHA_MAX_NUMBER: '2000',
        SEED_ON_START: 'true',
        // The warm-up is measured by its own test (tests/api/warm-up.api.test.ts); the other
        // servers run without it (after the first change it would make every picture's sizes).
        WARM_UP: '0',
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
        { resolve: { alias }, test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
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
              integration('int-postgres', {
                DATA_DIR: path.join(os.tmpdir(), slotName('ugc-int-postgres')),
                DATABASE_URL: postgresTestUrl,
                PAYLOAD_SECRET: 'integration-tests-secret-0123456789',
                // The PostgreSQL run also proves the shared (Redis) rate limiter.
                REDIS_URL: `redis://127.0.0.1:6379/${slotRedisDb(5)}`,
                SMTP_URL: `smtp://127.0.0.1:${slotPort(2529)}`,
                SMTP_ALLOW_PLAINTEXT: 'true',
                QUEUE_POLL_SECONDS: '1',
              }),
              {
                // `npm run test:faults`: a production server on PostgreSQL broken on purpose (tests/faults); needs PostgreSQL.
                resolve: { alias },
                test: {
                  name: 'faults',
                  include: ['tests/faults/**/*.test.ts'],
                  environment: 'node',
                  fileParallelism: false,
                  testTimeout: 240_000,
                  // The first start may build the site: slow on a busy machine.
                  hookTimeout: 1_800_000,
                },
              },
              api('api-postgres', slotPort(3302), {
                DATA_DIR: path.join(os.tmpdir(), slotName('ugc-api-postgres')),
                DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${slotName('ugc_api_test')}`,
                SMTP_URL: `smtp://127.0.0.1:${slotPort(2527)}`,
                // The suite's mail server is a local sink without TLS.
                SMTP_ALLOW_PLAINTEXT: 'true',
              }),
            ]
          : []),
        {
          resolve: { alias },
          test: {
            name: 'backup',
            include: ['tests/backup/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
            hookTimeout: 600_000,
          },
        },
        api('api-sqlite', slotPort(3301), { DATA_DIR: path.join(os.tmpdir(), slotName('ugc-api-sqlite')), DATABASE_URL: '', SMTP_URL: `smtp://127.0.0.1:${slotPort(2526)}`, SMTP_ALLOW_PLAINTEXT: 'true' }),
      ],
    },
  }
})
