import type { Payload, PayloadRequest } from 'payload'
import { env } from '@/env'

/*
 * The one way the code writes SQL of its own, for the few statements Payload's API cannot make
 * atomic (taking a job, taking an adviser's turn). Each statement is written once for both
 * engines with drizzle's `sql` tag; the values that differ between them (booleans, timestamps)
 * come from `t`.
 */

export type SqlTag = typeof import('@payloadcms/db-sqlite').sql
/** What differs between the engines: SQLite keeps booleans as 0/1 and dates as ISO text, which compare in time order. */
export type EngineValues = { yes: unknown; no: unknown; time: (d: Date) => unknown }

type Db = {
  execute?: (s: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (s: unknown) => Promise<Record<string, unknown>[]>
}

let sqlTag: SqlTag | undefined
async function sqlOf(): Promise<SqlTag> {
  sqlTag ??=
    env.databaseKind === 'postgres'
      ? ((await import('@payloadcms/db-postgres')).sql as unknown as SqlTag)
      : (await import('@payloadcms/db-sqlite')).sql
  return sqlTag
}

/** The request's own transaction when it has one (what it takes is kept only with the request), else the adapter's connection. */
async function dbOf(payload: Payload, req?: PayloadRequest): Promise<Db> {
  const adapter = payload.db as unknown as { drizzle: Db; sessions?: Record<string, { db: Db }> }
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}

/** Runs one statement built for this engine and returns its rows. */
export async function rawRows(
  payload: Payload,
  build: (sql: SqlTag, t: EngineValues) => unknown,
  req?: PayloadRequest,
): Promise<Record<string, unknown>[]> {
  const sql = await sqlOf()
  const postgres = env.databaseKind === 'postgres'
  const t = postgres
    ? { yes: sql`true`, no: sql`false`, time: (d: Date) => sql`${d.toISOString()}::timestamptz` }
    : { yes: sql`1`, no: sql`0`, time: (d: Date) => sql`${d.toISOString()}` }
  const db = await dbOf(payload, req)
  const statement = build(sql, t)
  return postgres ? (await db.execute!(statement)).rows : db.all!(statement)
}
