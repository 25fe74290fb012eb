/*
 * Whether the database has just failed to answer a read. A page that needed a read the data cache
 * never made cannot be drawn while the database is away; Next.js would answer its 500 page, and
 * src/guard/outage.ts turns that into a 503 with Retry-After when this says the database is the
 * cause. Reads (src/cache/index.ts) note each failure here. The pages and the server's
 * response layer are bundled apart, so the time lives on globalThis, shared by the process.
 */
const key = Symbol.for('ugc.databaseOutage')
type Holder = { [key]?: { failedAt: number } }

/** A failure noted this recently still explains a 500 (reads fail within the connect or statement timeout). */
export const outageWindowMs = 30_000

// What drivers and PostgreSQL say when the database cannot be reached, hangs or is going away.
const codes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'SQLITE_BUSY',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])
const messages =
  /connection terminated|connection timeout|timeout exceeded|query read timeout|statement timeout|terminating connection|connection error|connect ECONN|the database system is|database is locked|Cannot use a pool after calling end/i

/** True when the error (or one of its causes) says the database could not be reached or timed out. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (codes.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && messages.test(message)) return true
    current = cause
  }
  return false
}

/** Notes a read's failure when the database is its cause. */
export function noteReadFailure(error: unknown, now = Date.now()): void {
  if (!isDatabaseUnreachable(error)) return
  const holder = globalThis as Holder
  holder[key] = { failedAt: now }
}

/** True while a read failed for want of the database within the last `outageWindowMs`. */
export function databaseFailedRecently(now = Date.now()): boolean {
  const failedAt = (globalThis as Holder)[key]?.failedAt
  return failedAt !== undefined && now - failedAt < outageWindowMs
}
