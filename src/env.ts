import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * Every setting of the application, read once from the environment and validated.
 * With no settings at all the site runs: SQLite under ./data and a session secret
 * generated on first start and kept under ./data.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .refine(
        (v) => v === undefined || v === '' || /^(postgres|postgresql):\/\//.test(v) || v.startsWith('file:'),
        'DATABASE_URL debe empezar con postgres:// o file:',
      ),
    PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET debe tener al menos 16 caracteres').optional(),
    SITE_URL: z.url().optional(),
    REDIS_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^rediss?:\/\//.test(v), 'REDIS_URL debe empezar con redis:// o rediss://'),
    EDGE_PURGE_URLS: z
      .string()
      .default('')
      .refine(
        (v) =>
          v
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean)
            .every((url) => /^https?:\/\/[^/\s]+/.test(url)),
        'EDGE_PURGE_URLS debe ser una lista de direcciones http:// o https:// separadas por comas',
      ),
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .refine(
        (v) =>
          v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
            .every((o) => URL.canParse(o) && /^https?:$/.test(new URL(o).protocol) && new URL(o).origin === o.replace(/\/$/, '')),
        'TRUSTED_ORIGINS debe ser una lista separada por comas de orígenes como https://admin.ugc.edu.mx (sin ruta)',
      ),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    VISITS_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    MISSING_PAGES_MAX: z.coerce
      .number({ error: 'MISSING_PAGES_MAX debe ser un número entero de 10 a 100000' })
      .int()
      .min(10)
      .max(100000)
      .default(5000),
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: 'TRUSTED_PROXY_HOPS debe ser un número entero de 0 a 10' })
      .int('TRUSTED_PROXY_HOPS debe ser un número entero de 0 a 10')
      .min(0, 'TRUSTED_PROXY_HOPS debe ser un número entero de 0 a 10')
      .max(10, 'TRUSTED_PROXY_HOPS debe ser un número entero de 0 a 10')
      .default(0),
    ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY debe tener al menos 32 caracteres').optional(),
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    SMTP_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^smtps?:\/\//.test(v), 'SMTP_URL debe empezar con smtp:// o smtps://'),
    SMTP_ALLOW_PLAINTEXT: z
      .enum(['true', 'false', '1', '0'], { error: 'SMTP_ALLOW_PLAINTEXT debe ser true o false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    WEBHOOK_ALLOW_PRIVATE: z
      .enum(['true', 'false', '1', '0'], { error: 'WEBHOOK_ALLOW_PRIVATE debe ser true o false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    MAIL_FROM: z.string().default('Universidad UGC <no-responder@ugc.edu.mx>'),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8000),
    QUEUE_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    QUEUE_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
    QUEUE_MAX_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
    QUEUE_GIVE_UP_HOURS: z.coerce
      .number()
      .min(0.001)
      .max(24 * 30)
      .default(72),
    CSP_MODE: z.enum(['hash', 'nonce', 'static'], { error: 'CSP_MODE debe ser hash, nonce o static' }).default('hash'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z
      .string()
      .optional()
      .refine(
        (v) => !v || /^https?:\/\/[^/\s]+/.test(v),
        'S3_ENDPOINT debe ser una URL http:// o https://, como https://minio.interno:9000',
      ),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE debe ser true o false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    S3_PREFIX: z
      .string()
      .default('')
      .refine((v) => v === '' || /^[\w.-]+(\/[\w.-]+)*\/$/.test(v), 'S3_PREFIX debe ser una carpeta terminada en /, como medios/'),
    SEED_ON_START: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  })
  .refine((v) => !v.S3_BUCKET || Boolean(v.S3_ACCESS_KEY_ID) === Boolean(v.S3_SECRET_ACCESS_KEY), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas (o ninguna, para las credenciales del entorno de AWS)',
  })

/** An S3-compatible bucket for uploaded files, shared by every instance. */
export type S3Settings = {
  bucket: string
  region: string
  endpoint: string | undefined
  forcePathStyle: boolean
  /** Folder inside the bucket, '' or ending in '/'. */
  prefix: string
  /** undefined: the AWS SDK's own chain (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  throw new Error(`Configuración inválida:\n${lines.join('\n')}`)
}
const raw = parsed.data

const dataDir = path.resolve(raw.DATA_DIR)
// The database, the uploads and the secrets are this server's alone: folders it creates are 0700,
// files 0600 (an existing folder keeps the modes its operator gave it).
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })

/** Secrets generated once and kept under DATA_DIR, so restarts keep sessions and challenges valid. */
function readOrCreateSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // not created yet
  }
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

const databaseUrl = raw.DATABASE_URL && raw.DATABASE_URL !== '' ? raw.DATABASE_URL : `file:${path.join(dataDir, 'ugc.db')}`

const siteUrl = (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '')

/**
 * The origins whose pages may use a staff session (CSRF) and read the back office's API from a
 * browser (CORS): the site's own, those listed in TRUSTED_ORIGINS and, with no SITE_URL (a
 * laptop), both local names of the port.
 */
const trustedOrigins = [
  ...new Set([
    new URL(siteUrl).origin,
    ...(raw.SITE_URL ? [] : [`http://127.0.0.1:${raw.PORT}`]),
    ...raw.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  ]),
]

/**
 * Creates the uploads folder 0700 and the SQLite file 0600 before Payload and the driver open them,
 * and narrows a database file created world-readable before: SQLite gives its -wal and -shm files
 * the database file's mode. Called where Payload is configured (payload.config.ts), not on import:
 * `npm run restore` must find no database there.
 */
export function prepareDataFiles(): void {
  if (!raw.S3_BUCKET) fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true, mode: 0o700 })
  if (!databaseUrl.startsWith('file:')) return
  const rest = databaseUrl.slice('file:'.length).split('?')[0]!
  if (rest === '' || rest === ':memory:') return
  const file = path.resolve(rest.startsWith('//') ? rest.slice(2) : rest)
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(companion, 0o600)
    } catch {
      // not there yet, or not ours to change
    }
  }
}

// Created on first use, not on import: `npm run restore` reads the settings of a data directory
// it is about to fill, and must not leave freshly generated secrets where the backup's belong.
let payloadSecret: string | undefined
let altchaHmacKey: string | undefined

export const env = {
  nodeEnv: raw.NODE_ENV,
  port: raw.PORT,
  dataDir,
  databaseUrl,
  databaseKind: databaseUrl.startsWith('file:') ? ('sqlite' as const) : ('postgres' as const),
  get payloadSecret(): string {
    return (payloadSecret ??= raw.PAYLOAD_SECRET ?? readOrCreateSecret(path.join(dataDir, 'payload-secret')))
  },
  siteUrl,
  trustedOrigins,
  mediaDir: path.join(dataDir, 'media'),
  seedOnStart: raw.SEED_ON_START,
  redisUrl: raw.REDIS_URL && raw.REDIS_URL !== '' ? raw.REDIS_URL : undefined,
  /** Where each edge cache in front takes its purges (edge/sitio.vcl): a secret, as it may carry a token. */
  edgePurgeUrls: raw.EDGE_PURGE_URLS.split(',')
    .map((url) => url.trim())
    .filter(Boolean),
  /** Failed staff sign-ins per client IP per minute, whatever the account; 0 turns the limit off. */
  loginRateLimit: raw.LOGIN_RATE_LIMIT,
  /** Counted visits per client IP per minute; 0 turns the limit off. */
  visitsRateLimit: raw.VISITS_RATE_LIMIT,
  /** Contact submissions per client IP per minute; 0 turns the limit off. */
  contactRateLimit: raw.CONTACT_RATE_LIMIT,
  /** How many distinct missing addresses the 404 log keeps; past it, the least visited (then the oldest) go. */
  missingPagesMax: raw.MISSING_PAGES_MAX,
  /**
   * How many proxies in front of this server add to X-Forwarded-For (a balancer: 1; a CDN and a
   * balancer: 2). 0: the connection's own address is the client's, and X-Forwarded-* are ignored.
   */
  trustedProxyHops: raw.TRUSTED_PROXY_HOPS,
  get altchaHmacKey(): string {
    return (altchaHmacKey ??= raw.ALTCHA_HMAC_KEY ?? readOrCreateSecret(path.join(dataDir, 'altcha-hmac-key')))
  },
  /** Proof-of-work difficulty: the widget tries on average half this many hashes. */
  altchaMaxNumber: raw.ALTCHA_MAX_NUMBER,
  /** Google reCAPTCHA replaces ALTCHA only when both keys are set. */
  recaptcha:
    raw.RECAPTCHA_SITE_KEY && raw.RECAPTCHA_SECRET_KEY
      ? { siteKey: raw.RECAPTCHA_SITE_KEY, secretKey: raw.RECAPTCHA_SECRET_KEY, verifyUrl: raw.RECAPTCHA_VERIFY_URL }
      : undefined,
  /**
   * How the Content-Security-Policy lets pages' scripts run: 'nonce' (every page rendered per
   * request) or 'static' (prerendered pages, inline scripts allowed). Fixed at build time too:
   * `npm start` rebuilds when it changes. See docs/decisions/0008-content-security-policy.md.
   */
  cspMode: raw.CSP_MODE,
  smtpUrl: raw.SMTP_URL && raw.SMTP_URL !== '' ? raw.SMTP_URL : undefined,
  /** smtp:// may send without STARTTLS (a local mail sink); otherwise the server must offer it. */
  smtpAllowPlaintext: raw.SMTP_ALLOW_PLAINTEXT,
  mailFrom: raw.MAIL_FROM,
  /**
   * The webhook may go to this machine or a private network (a local test receiver). Off: only
   * addresses on the public internet, checked when saved and again on every delivery.
   */
  webhookAllowPrivate: raw.WEBHOOK_ALLOW_PRIVATE,
  /** How long opening a PostgreSQL connection may take (once the server runs, waiting for a free pooled one is not limited: startServerSide). */
  dbConnectTimeoutMs: raw.DB_CONNECT_TIMEOUT_MS,
  /** How long one statement may run (PostgreSQL cancels it, the client stops waiting): a hung database answers 503. */
  dbStatementTimeoutMs: raw.DB_STATEMENT_TIMEOUT_MS,
  /** The notification queue: how often each instance looks for due jobs. */
  queuePollSeconds: raw.QUEUE_POLL_SECONDS,
  /** A job marked as processing longer than this belongs to a dead process and is taken back. */
  queueLeaseSeconds: raw.QUEUE_LEASE_SECONDS,
  /** Longest wait between two tries of one notification. */
  queueMaxBackoffSeconds: raw.QUEUE_MAX_BACKOFF_SECONDS,
  /** A notification still failing this long after its request is marked failed and shown to staff. */
  queueGiveUpHours: raw.QUEUE_GIVE_UP_HOURS,
  /** Uploaded files go to this bucket instead of `mediaDir` when S3_BUCKET is set. */
  s3: raw.S3_BUCKET
    ? ({
        bucket: raw.S3_BUCKET,
        region: raw.S3_REGION,
        endpoint: raw.S3_ENDPOINT || undefined,
        forcePathStyle: raw.S3_FORCE_PATH_STYLE,
        prefix: raw.S3_PREFIX,
        credentials:
          raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
            : undefined,
      } satisfies S3Settings)
    : undefined,
}
