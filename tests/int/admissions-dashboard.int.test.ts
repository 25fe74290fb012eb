import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAdmissionsDashboard } from '@/cms/collections/ContactRequests/dashboard'
import { windowStart } from '@/lib/admissionsStats'
import { createStaff, unique } from './fixtures'
import { testPayload } from './payload'

/*
 * The admissions dashboard's figures against the database's own answer to the same question:
 * counts with COUNT(*), and in PostgreSQL the median and 90th percentile with percentile_cont.
 * Other files of this project write requests at the same time, so the comparison is made on this
 * file's own programme and its own adviser.
 */
const isPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'))
const engine = isPostgres ? 'PostgreSQL' : 'SQLite'

type Query = ReturnType<typeof import('@payloadcms/db-sqlite').sql>
let payload: Payload
let sql: typeof import('@payloadcms/db-sqlite').sql
const db = () =>
  payload.db.drizzle as unknown as {
    all?: (q: Query) => Promise<Record<string, unknown>[]>
    run?: (q: Query) => Promise<unknown>
    execute?: (q: Query) => Promise<{ rows: Record<string, unknown>[] }>
  }
const select = async (q: Query) => (isPostgres ? (await db().execute!(q)).rows : db().all!(q))
const exec = async (q: Query) => (isPostgres ? void (await db().execute!(q)) : void (await db().run!(q)))

type Staff = Awaited<ReturnType<typeof createStaff>>
let admin: Staff
let adviser: Staff
let editor: Staff
const programa = `Licenciatura de prueba ${unique()}`
const now = new Date()
const day = 86_400_000

// Ages in days, states and minutes to the first response (null: still waiting) of this file's requests.
// The 12 weeks start on a Monday, so on a Monday they reach back only 77 days: every row counted is
// younger than that, whatever the day the test runs.
const rows: [number, string, number | null, boolean][] = [
  [1, 'contactada', 12, false],
  [3, 'en-seguimiento', 45, false],
  [8, 'nueva', null, false],
  [15, 'descartada', 300, true],
  [22, 'contactada', 95, false],
  [40, 'cita-agendada', 1500, false],
  [60, 'inscrita', 20, false],
  [68, 'nueva', null, true],
  [74, 'contactada', 600, false],
  [120, 'contactada', 5, false], // before the 12 weeks: not counted
]

beforeAll(async () => {
  payload = await testPayload()
  sql = (isPostgres ? (await import('@payloadcms/db-postgres')).sql : (await import('@payloadcms/db-sqlite')).sql) as typeof sql
  admin = await createStaff(payload, 'admin')
  adviser = await createStaff(payload, 'admisiones')
  // A name of its own (the dashboard's row for this adviser is found by it), and an invitation not
  // yet accepted: the requests other files create at the same time take their turn among active
  // advisers, so none of them lands on this one.
  adviser = await payload.update({
    collection: 'users',
    id: adviser.id,
    data: { nombre: `Asesora del tablero ${unique()}`, invitacion_vence: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    overrideAccess: true,
  })
  editor = await createStaff(payload, 'editor')
  for (const [age, estado, minutes, duplicate] of rows) {
    const created = await payload.create({
      collection: 'solicitudes-contacto',
      data: {
        nombre: 'Prueba',
        apellido: 'Tablero',
        telefono: '6241234567',
        email: `tablero-${unique()}@example.mx`,
        programa,
        comentario: 'Fila del tablero.',
      },
    })
    // What the pipeline writes over weeks (the time, the state, the first response), set directly.
    const createdAt = new Date(now.getTime() - age * day).toISOString()
    await exec(
      sql`UPDATE solicitudes_contacto SET created_at = ${createdAt}, estado = ${estado}, minutos_a_primera_respuesta = ${minutes}, es_duplicada = ${isPostgres ? duplicate : duplicate ? 1 : 0}, asesor_id = ${adviser.id} WHERE id = ${created.id}`,
    )
  }
})

describe(`admissions dashboard (${engine})`, () => {
  it('counts what COUNT(*) counts for the same weeks, and its percentiles are the database’s', async () => {
    const data = await loadAdmissionsDashboard(payload, admin, now)
    const since = windowStart(now, 12).toISOString()
    const [{ n }] = await select(
      sql`SELECT COUNT(*) AS n FROM solicitudes_contacto WHERE programa = ${programa} AND created_at >= ${since}`,
    )
    expect(Number(n)).toBe(9)
    expect(data.figures.porPrograma.find((p) => p.nombre === programa)?.solicitudes).toBe(Number(n))

    const mine = data.figures.porAsesor.find((a) => a.asesor === adviser.nombre)!
    const [{ waiting }] = await select(
      sql`SELECT COUNT(*) AS waiting FROM solicitudes_contacto WHERE asesor_id = ${adviser.id} AND estado = 'nueva' AND created_at >= ${since}`,
    )
    expect(mine).toMatchObject({ solicitudes: 9, respondidas: 7, sinRespuesta: Number(waiting) })
    expect(Number(waiting)).toBe(2)
    if (isPostgres) {
      const [p] = await select(
        sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY minutos_a_primera_respuesta) AS median, percentile_cont(0.9) WITHIN GROUP (ORDER BY minutos_a_primera_respuesta) AS p90
            FROM solicitudes_contacto WHERE asesor_id = ${adviser.id} AND created_at >= ${since} AND minutos_a_primera_respuesta IS NOT NULL`,
      )
      expect(mine.medianaMinutos).toBeCloseTo(Number(p.median), 6)
      expect(mine.p90Minutos).toBeCloseTo(Number(p.p90), 6)
    } else {
      // Seven answered: the median is the fourth by time.
      const [m] = await select(
        sql`SELECT minutos_a_primera_respuesta AS median FROM solicitudes_contacto WHERE asesor_id = ${adviser.id} AND created_at >= ${since} AND minutos_a_primera_respuesta IS NOT NULL ORDER BY minutos_a_primera_respuesta LIMIT 1 OFFSET 3`,
      )
      expect(mine.medianaMinutos).toBe(Number(m.median))
    }
    expect(mine.medianaMinutos).toBe(95)
    expect(mine.p90Minutos).toBeCloseTo(960, 6)

    // The waiting list is the oldest first, and its total is every request still new.
    const [{ nuevas }] = await select(sql`SELECT COUNT(*) AS nuevas FROM solicitudes_contacto WHERE estado = 'nueva'`)
    expect(data.waitingTotal).toBe(Number(nuevas))
    const times = data.waiting.map((w) => Date.parse(w.createdAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('gives an editor nothing: the rows are read with their access', async () => {
    await expect(loadAdmissionsDashboard(payload, editor, now)).rejects.toThrow()
  })

  it('gives an adviser the same figures as an admin', async () => {
    const asAdviser = await loadAdmissionsDashboard(payload, adviser, now)
    expect(asAdviser.figures.porPrograma.find((p) => p.nombre === programa)?.solicitudes).toBe(9)
  })
})
