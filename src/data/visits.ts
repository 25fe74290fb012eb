import 'server-only'
import { env } from '@/env'
import { payloadClient } from './payload'

/** Tables whose published rows count visits by slug (news and events, SITCA documents). */
const tables = ['comunicaciones', 'sitca_documentos'] as const

type Row = { visitas: number | string }

async function sqlTag() {
  return env.databaseKind === 'postgres' ? (await import('@payloadcms/db-postgres')).sql : (await import('@payloadcms/db-sqlite')).sql
}

async function run(statement: unknown): Promise<Row[]> {
  const payload = await payloadClient()
  const db = (payload.db as unknown as { drizzle: { execute?: (s: unknown) => Promise<unknown>; all?: (s: unknown) => Promise<unknown> } }).drizzle
  if (env.databaseKind === 'postgres') {
    const result = (await db.execute!(statement)) as { rows: Row[] }
    return result.rows
  }
  return (await db.all!(statement)) as Row[]
}

/**
 * Adds exactly 1 to the visits of the published item with this slug, in one atomic statement,
 * and answers the stored count; null when no published item has the slug.
 */
export async function recordVisit(slug: string): Promise<number | null> {
  const sql = await sqlTag()
  for (const table of tables) {
    const rows = await run(
      sql`UPDATE ${sql.identifier(table)} SET visitas = COALESCE(visitas, 0) + 1 WHERE slug = ${slug} AND _status = 'published' RETURNING visitas`,
    )
    if (rows[0]) return Number(rows[0].visitas)
  }
  return null
}

/** The stored visits of the published item with this slug, without counting; null when unknown. */
export async function readVisits(slug: string): Promise<number | null> {
  const sql = await sqlTag()
  for (const table of tables) {
    const rows = await run(
      sql`SELECT COALESCE(visitas, 0) AS visitas FROM ${sql.identifier(table)} WHERE slug = ${slug} AND _status = 'published' LIMIT 1`,
    )
    if (rows[0]) return Number(rows[0].visitas)
  }
  return null
}
