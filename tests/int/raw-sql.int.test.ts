import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '@/cms/db/rawSql'
import { testPayload } from './payload'

// The queue store (src/cms/jobs/queueStore.ts) writes its own SQL on Payload's jobs table, and the
// adviser rotation on its counters. Payload owns the jobs table: an upgrade that renames, drops or
// retypes a column they use fails here, before the queue stops in production.
const engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** The columns of a table and their types, as the engine reports them. */
async function columnsOf(table: string): Promise<Record<string, string>> {
  const rows =
    engine === 'PostgreSQL'
      ? await rawRows(
          payload,
          (sql) => sql`SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = ${table}`,
        )
      : await rawRows(payload, (sql) => sql`SELECT name, type FROM pragma_table_info(${table})`)
  return Object.fromEntries(rows.map((r) => [String(r.name), String(r.type).toLowerCase()]))
}

describe(`the tables our own SQL writes on (${engine})`, () => {
  it("Payload's jobs table still has every column the queue store reads and writes, with the type it expects", async () => {
    const columns = await columnsOf('payload_jobs')
    const kind = (postgres: string, sqlite: string) => (engine === 'PostgreSQL' ? postgres : sqlite)
    expect(columns).toMatchObject({
      id: kind('integer', 'integer'),
      task_slug: expect.any(String),
      input: expect.any(String),
      error: expect.any(String),
      processing: kind('boolean', 'integer'),
      has_error: kind('boolean', 'integer'),
      total_tried: kind('numeric', 'numeric'),
      wait_until: kind('timestamp with time zone', 'text'),
      completed_at: kind('timestamp with time zone', 'text'),
      created_at: kind('timestamp with time zone', 'text'),
      updated_at: kind('timestamp with time zone', 'text'),
    })
  })

  it('a statement written once runs on this engine, with its booleans and times', async () => {
    const [row] = await rawRows(
      payload,
      (sql, t) => sql`SELECT ${t.yes} AS yes, ${t.no} AS no, ${t.time(new Date('2026-11-29T12:00:00Z'))} AS at`,
    )
    expect(Boolean(row!.yes)).toBe(true)
    expect(Boolean(row!.no)).toBe(false)
    expect(new Date(row!.at as string).toISOString()).toBe('2026-11-29T12:00:00.000Z')
  })
})
