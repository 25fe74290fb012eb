import config from '@payload-config'
import { getPayload } from 'payload'
import { siteTag } from '@/cache/edge-tags.mjs'
import { purgeEdgesOrQueue } from '@/cache/edge'
import { startQueueRunner } from './runner'

/** Network errors of a database connection that dropped: logged, never the end of the process. */
const droppedConnection =
  /ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded|Query read timeout|57P01|08006|08003/i

function isDroppedConnection(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  return droppedConnection.test(`${e?.code ?? ''} ${e?.message ?? String(error)}`)
}

type PgClientClass = new (options: Record<string, unknown>) => unknown
type TimedPool = {
  on: (event: string, listener: (e: Error) => void) => void
  Client: PgClientClass
  options: { connectionTimeoutMillis?: number }
}

/**
 * The pool's one timeout covers both opening a connection and waiting for a free one. Once the
 * server runs, a burst of requests waiting for a free connection is not a hung database: they
 * queue as before, while opening a connection still gives up after DB_CONNECT_TIMEOUT_MS and a
 * statement after DB_STATEMENT_TIMEOUT_MS (so a frozen database still answers 503 in seconds).
 */
function separateConnectTimeout(pool: TimedPool) {
  const connectTimeout = pool.options.connectionTimeoutMillis
  if (!connectTimeout) return
  const Base = pool.Client
  pool.Client = class extends (Base as new (options: Record<string, unknown>) => object) {
    constructor(options: Record<string, unknown>) {
      super({ ...options, connectionTimeoutMillis: connectTimeout })
    }
  }
  pool.options.connectionTimeoutMillis = 0
}

const started = globalThis as typeof globalThis & { __ugcServerSide?: boolean }

/**
 * Starts what a server process runs besides answering requests: the notification queue (retried
 * until the database answers), a purge of the edge caches in front, and a listener so that a pooled database connection dropping in
 * the background (a restart, a network cut) is logged instead of ending the process.
 */
export function startServerSide(): void {
  if (started.__ugcServerSide) return
  started.__ugcServerSide = true

  // Next.js logs any other uncaught error and carries on; a dropped database connection gets a
  // clear line of its own instead of a stack trace.
  process.on('uncaughtException', (error) => {
    if (isDroppedConnection(error))
      console.error('[servidor] se cayó una conexión con la base de datos; se sigue atendiendo:', error.message)
  })

  const attempt = async () => {
    try {
      const payload = await getPayload({ config })
      const pool = (payload.db as unknown as { pool?: TimedPool }).pool
      if (pool) {
        // An idle pooled connection that drops reports on the pool: without a listener, Node ends the process.
        pool.on('error', (error) => console.error('[servidor] conexión con la base de datos perdida:', error.message))
        separateConnectTimeout(pool)
      }
      startQueueRunner(payload)
      // A server starts with empty caches (scripts/start.mjs): the database may have changed while it
      // was down, or the build (a deploy). The edges drop what they kept of the site too.
      await purgeEdgesOrQueue(payload, [siteTag])
    } catch (error) {
      console.error('[cola de avisos] la base de datos no responde; se intenta de nuevo en 5 s:', (error as Error).message)
      setTimeout(attempt, 5000).unref()
    }
  }
  void attempt()
}
