import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './payload'

// The data migration that renames the old state «atendida» to «contactada», run on this project's
// real database (SQLite or PostgreSQL) against rows as the migrations before it left them.
const isPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'))
const engine = isPostgres ? 'PostgreSQL' : 'SQLite'

type Query = ReturnType<typeof import('@payloadcms/db-sqlite').sql>
type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

let payload: Payload
let sql: typeof import('@payloadcms/db-sqlite').sql
let migrations: Migration[]

beforeAll(async () => {
  payload = await testPayload()
  sql = (isPostgres ? (await import('@payloadcms/db-postgres')).sql : (await import('@payloadcms/db-sqlite')).sql) as typeof sql
  const folder = isPostgres ? 'postgres' : 'sqlite'
  migrations = ((await import(`../../src/migrations/${folder}/index.ts`)) as { migrations: Migration[] }).migrations
})

const db = () =>
  payload.db.drizzle as unknown as {
    all?: (q: Query) => Promise<Record<string, unknown>[]>
    run?: (q: Query) => Promise<unknown>
    execute?: (q: Query) => Promise<{ rows: Record<string, unknown>[] }>
  }
const select = async (q: Query) => (isPostgres ? (await db().execute!(q)).rows : db().all!(q))
const exec = async (q: Query) => (isPostgres ? void (await db().execute!(q)) : void (await db().run!(q)))
const statesOf = async (ids: number[]) => {
  const rows = await select(
    sql`SELECT id, estado FROM solicitudes_contacto WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id`,
  )
  return rows.map((r) => String(r.estado))
}

describe(`the «atendida» → «contactada» migration (${engine})`, () => {
  const names = () => migrations.map((m) => m.name.replace(/^\d+_\d+_/, ''))

  it('runs before the pipeline schema migration, which narrows the states in PostgreSQL', () => {
    const at = names().indexOf('atendida_a_contactada')
    expect(at).toBeGreaterThan(0)
    expect(names().indexOf('embudo_de_admisiones')).toBeGreaterThan(at)
  })

  it('turns every «atendida» into «contactada», leaves the other states, and the new state type takes the rows', async () => {
    const mine = migrations[names().indexOf('atendida_a_contactada')]!
    const args = { db: payload.db.drizzle, payload, req: {} } as never
    const make = async (comentario: string) =>
      (
        await payload.create({
          collection: 'solicitudes-contacto',
          data: { nombre: 'A', apellido: 'B', telefono: '6240000000', email: 'm@example.mx', programa: 'P', comentario },
        })
      ).id
    const ids = [await make('uno'), await make('dos'), await make('tres')]

    if (isPostgres) {
      // The column as the migrations before the pipeline left it: the old enum of three states.
      await exec(sql`ALTER TYPE "enum_solicitudes_contacto_estado" RENAME TO "enum_solicitudes_contacto_estado_nuevo"`)
      await exec(sql`CREATE TYPE "enum_solicitudes_contacto_estado" AS ENUM('nueva', 'en-seguimiento', 'atendida')`)
      await exec(sql`ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" DROP DEFAULT`)
      await exec(
        sql`ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE "enum_solicitudes_contacto_estado" USING (CASE WHEN "estado"::text IN ('nueva', 'en-seguimiento') THEN "estado"::text ELSE 'atendida' END)::"enum_solicitudes_contacto_estado"`,
      )
    }
    await exec(sql`UPDATE solicitudes_contacto SET estado = 'atendida' WHERE id = ${ids[0]!}`)
    await exec(sql`UPDATE solicitudes_contacto SET estado = 'en-seguimiento' WHERE id = ${ids[1]!}`)
    expect(await statesOf(ids)).toEqual(['atendida', 'en-seguimiento', 'nueva'])

    await mine.up(args)
    expect(await statesOf(ids)).toEqual(['contactada', 'en-seguimiento', 'nueva'])
    const left = await select(sql`SELECT count(*) AS n FROM solicitudes_contacto WHERE estado = 'atendida'`)
    expect(Number(left[0]!.n)).toBe(0)

    if (isPostgres) {
      // What the schema migration does next: the new type, which would refuse a row left «atendida».
      await exec(sql`DROP TYPE "enum_solicitudes_contacto_estado"`)
      await exec(sql`ALTER TYPE "enum_solicitudes_contacto_estado_nuevo" RENAME TO "enum_solicitudes_contacto_estado"`)
      await exec(sql`ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DEFAULT 'nueva'::"enum_solicitudes_contacto_estado"`)
      await exec(
        sql`ALTER TABLE "solicitudes_contacto" ALTER COLUMN "estado" SET DATA TYPE "enum_solicitudes_contacto_estado" USING "estado"::"enum_solicitudes_contacto_estado"`,
      )
    } else {
      // Undone and done again: the rename goes both ways.
      await mine.down(args)
      expect((await statesOf(ids))[0]).toBe('atendida')
      await mine.up(args)
    }
    // Staff read and follow the request up as usual afterwards.
    const doc = await payload.findByID({ collection: 'solicitudes-contacto', id: ids[0]!, depth: 0 })
    expect(doc.estado).toBe('contactada')
    await payload.update({ collection: 'solicitudes-contacto', id: ids[0]!, data: { estado: 'en-seguimiento' } })
    expect(
      (await payload.findByID({ collection: 'solicitudes-contacto', id: ids[0]!, depth: 0 })).historial!.map((h) => [h.de, h.a]),
    ).toEqual([['contactada', 'en-seguimiento']])
    for (const id of ids) await payload.delete({ collection: 'solicitudes-contacto', id })
  })
})
