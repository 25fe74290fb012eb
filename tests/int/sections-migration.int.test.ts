import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unique } from './fixtures'
import { testPayload } from './payload'

// The migration that turned two title rules into fields (info blocks' «Sección», characteristics'
// «Descripción principal»), run on this project's real database: SQLite or PostgreSQL.
const isPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'))
const engine = isPostgres ? 'PostgreSQL' : 'SQLite'

type Query = ReturnType<typeof import('@payloadcms/db-sqlite').sql>
type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

let payload: Payload
let sql: typeof import('@payloadcms/db-sqlite').sql
let migrations: Migration[]

beforeAll(async () => {
  payload = await testPayload()
  // Each engine's own query builder and migrations, as `npm run migrate` would use them.
  sql = (isPostgres ? (await import('@payloadcms/db-postgres')).sql : (await import('@payloadcms/db-sqlite')).sql) as typeof sql
  // Loaded by a computed path: the type checker leaves the migrations folder out, as tsconfig does.
  const folder = isPostgres ? 'postgres' : 'sqlite'
  migrations = ((await import(`../../src/migrations/${folder}/index.ts`)) as { migrations: Migration[] }).migrations
})

const db = () =>
  payload.db.drizzle as unknown as {
    all?: (q: Query) => Promise<Record<string, unknown>[]>
    run?: (q: Query) => Promise<unknown>
    execute?: (q: Query) => Promise<{ rows: Record<string, unknown>[] }>
  }
async function select(q: Query): Promise<Record<string, unknown>[]> {
  return isPostgres ? (await db().execute!(q)).rows : db().all!(q)
}
async function exec(q: Query): Promise<void> {
  if (isPostgres) await db().execute!(q)
  else await db().run!(q)
}
async function columnsOf(table: string): Promise<string[]> {
  const rows = isPostgres
    ? await select(sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table}`)
    : await select(sql`SELECT name FROM pragma_table_info(${table})`)
  return rows.map((r) => String(r.name))
}
const tables = [
  'tramites_texto',
  'programas_caracteristicas',
  '_programas_v_version_caracteristicas',
  'conocer_caracteristica',
  '_conocer_v_version_caracteristica',
]
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) counts[table] = Number((await select(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`))[0]!.n)
  return counts
}

const created: { programas: number[]; conocer: number[]; blocks: number[] } = { programas: [], conocer: [], blocks: [] }

afterAll(async () => {
  for (const id of created.programas) await payload.delete({ collection: 'programas', id })
  for (const id of created.conocer) await payload.delete({ collection: 'conocer', id })
  for (const id of created.blocks) await payload.delete({ collection: 'tramites-texto', id })
})

const rows = (...titles: string[]) =>
  titles.map((titulo_caracteristica) => ({ titulo_caracteristica, descripcion: `Texto de ${titulo_caracteristica.trim()}.` }))

describe(`the «Sección» and «Descripción principal» migration (${engine})`, () => {
  // Later migrations touch other tables, so this one can be taken down and up again on its own.
  const names = () => migrations.map((m) => m.name.replace(/^\d+_\d+_/, ''))
  it('comes right after the invitations one', () => {
    const at = names().indexOf('secciones_y_descripcion')
    expect(names()[at - 1]).toBe('invitaciones')
  })

  it('takes a database from the migration before it to the new fields, every row kept and filled from its title', async () => {
    const mine = migrations[names().indexOf('secciones_y_descripcion')]!
    const args = { db: payload.db.drizzle, payload, req: {} } as never

    // Programmes and a CONOCER standard as editors titled them before the fields existed.
    const programme = async (titulo: string, titles: string[]) => {
      const doc = await payload.create({
        collection: 'programas',
        data: { tipo: 'LIC', titulo: `${titulo} ${unique()}`, tipo_periodo: 'CUA', caracteristicas: rows(...titles), _status: 'published' },
      })
      created.programas.push(doc.id)
      return doc.id
    }
    const withDesc = await programme('Derecho', ['Desc', 'Perfil de ingreso'])
    const twoDescs = await programme('Turismo', ['Perfil de egreso', ' Desc ', 'Desc'])
    const withoutDesc = await programme('Gastronomía', ['Descripción', 'desc', 'Campo laboral'])
    const standard = await payload.create({
      collection: 'conocer',
      data: { titulo: `EC0301 ${unique()}`, caracteristica: rows('Requisitos', 'Desc'), _status: 'published' },
    })
    created.conocer.push(standard.id)

    // Back to the schema of the migration before this one.
    await mine.down(args)
    expect(await columnsOf('tramites_texto')).not.toContain('seccion')
    for (const table of tables.slice(1)) expect(await columnsOf(table), table).not.toContain('principal')

    // Info blocks written in that schema, titled the ways /estudiantes used to recognise.
    const blockTitles = {
      'Servicio Social': 'servicio_social',
      'Liberación del SERVICIO social': 'servicio_social',
      'Practicas Profesionales': 'practicas_profesionales',
      'Prácticas: evaluación': 'practicas_profesionales',
      'PRÁCTICAS en empresas': 'practicas_profesionales',
      // Both words: the page listed it under Servicio social first.
      'Servicio social y prácticas': 'servicio_social',
      'Becas y descuentos': 'general',
      'Práctica de campo': 'general',
    } as const
    const marker = unique()
    const now = new Date().toISOString()
    for (const [i, titulo] of Object.keys(blockTitles).entries()) {
      await exec(
        sql`INSERT INTO tramites_texto (titulo, texto, orden, updated_at, created_at) VALUES (${`${titulo} ${marker}`}, ${'{"root":{}}'}, ${i}, ${now}, ${now})`,
      )
    }
    // And a characteristic added in the old schema: the programme without a «Desc» gets one.
    await exec(
      sql`INSERT INTO programas_caracteristicas (_order, _parent_id, id, titulo_caracteristica, descripcion) VALUES (${99}, ${withoutDesc}, ${`fila-${marker}`}, ${'Desc'}, ${'Texto de Desc.'})`,
    )
    const before = await rowCounts()

    await mine.up(args)

    expect(await rowCounts()).toEqual(before)
    expect(await columnsOf('tramites_texto')).toContain('seccion')

    const blocks = await payload.find({
      collection: 'tramites-texto',
      where: { titulo: { like: marker } },
      pagination: false,
      sort: 'orden',
    })
    created.blocks.push(...blocks.docs.map((b) => b.id))
    expect(blocks.docs.map((b) => [b.titulo.replace(` ${marker}`, ''), b.seccion])).toEqual(Object.entries(blockTitles))

    const principals = async (collection: 'programas' | 'conocer', id: number) => {
      const doc = await payload.findByID({ collection, id, depth: 0 })
      const list: { titulo_caracteristica: string; principal?: boolean | null }[] =
        ('caracteristicas' in doc ? doc.caracteristicas : (doc as { caracteristica?: [] }).caracteristica) ?? []
      return list.map((c) => [c.titulo_caracteristica, c.principal])
    }
    expect(await principals('programas', withDesc)).toEqual([
      ['Desc', true],
      ['Perfil de ingreso', false],
    ])
    // Only the first «Desc» was the description (the page took the first); the second stays a tab.
    expect(await principals('programas', twoDescs)).toEqual([
      ['Perfil de egreso', false],
      [' Desc ', true],
      ['Desc', false],
    ])
    expect(await principals('programas', withoutDesc)).toEqual([
      ['Descripción', false],
      ['desc', false],
      ['Campo laboral', false],
      ['Desc', true],
    ])
    expect(await principals('conocer', standard.id)).toEqual([
      ['Requisitos', false],
      ['Desc', true],
    ])

    // The saved versions (what «Restaurar» brings back) are filled the same way.
    const latestVersion = async (collection: 'programas' | 'conocer', id: number) => {
      const { docs } = await payload.findVersions({ collection, where: { parent: { equals: id } }, sort: '-updatedAt', limit: 1 })
      const version = docs[0]!.version as {
        caracteristicas?: { titulo_caracteristica: string; principal?: boolean | null }[]
        caracteristica?: typeof version.caracteristicas
      }
      return (version.caracteristicas ?? version.caracteristica ?? []).map((c) => [c.titulo_caracteristica, c.principal])
    }
    expect(await latestVersion('programas', twoDescs)).toEqual([
      ['Perfil de egreso', false],
      [' Desc ', true],
      ['Desc', false],
    ])
    expect(await latestVersion('conocer', standard.id)).toEqual([
      ['Requisitos', false],
      ['Desc', true],
    ])
  })

  it('leaves every new block needing a section: saving one without it is refused', async () => {
    const error = await payload
      .create({
        collection: 'tramites-texto',
        data: {
          titulo: 'Sin sección',
          texto: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
        } as never,
      })
      .catch((e: { data?: { errors?: { path: string; message: string }[] } }) => e)
    expect((error as { data: { errors: { path: string }[] } }).data.errors.map((e) => e.path)).toContain('seccion')
  })
})
