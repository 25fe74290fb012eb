import type { PayloadRequest } from 'payload'
import { rawRows } from '@/cms/db/rawSql'
import { pickInTurn } from '@/lib/pipeline'
import { requestCampusesOf, type RequestCampus } from '@/lib/requestCampus'

/**
 * Takes the next number of a counter, atomically (INSERT … ON CONFLICT DO UPDATE … RETURNING in both
 * engines). In PostgreSQL the row stays locked until the request's transaction ends, so requests
 * taking the same counter go one after another; SQLite has a single writer anyway.
 */
export async function takeTurn(req: PayloadRequest, key: string): Promise<number> {
  const now = new Date()
  const rows = await rawRows(
    req.payload,
    (
      sql,
      t,
    ) => sql`INSERT INTO turnos_asignacion (clave, siguiente, updated_at, created_at) VALUES (${key}, 1, ${t.time(now)}, ${t.time(now)})
    ON CONFLICT (clave) DO UPDATE SET siguiente = turnos_asignacion.siguiente + 1, updated_at = ${t.time(now)} RETURNING siguiente`,
    req,
  )
  return Number(rows[0]!.siguiente)
}

type Adviser = {
  id: number
  programas_admisiones?: ({ relationTo: string; value: number | { id: number } } | null)[] | null
  campus_admisiones?: string[] | null
}

/** Advisers who can sign in now: admisiones accounts whose invitation was accepted. */
async function activeAdvisers(req: PayloadRequest): Promise<Adviser[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admisiones' } }, { invitacion_vence: { exists: false } }] },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as unknown as Adviser[]
}

/**
 * The programmes and CONOCER standards whose title is the one a request names, with the offer's
 * campuses and the campuses a request for them can name (src/lib/requestCampus.ts).
 */
export async function programmesTitled(
  req: PayloadRequest,
  titulo: string,
): Promise<{ ref: string; campus: string[]; sedes: RequestCampus[] }[]> {
  const found: { ref: string; campus: string[]; sedes: RequestCampus[] }[] = []
  for (const collection of ['programas', 'conocer'] as const) {
    const { docs } = await req.payload.find({
      collection,
      where: { titulo: { equals: titulo } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: { campus: true, modalidades: true },
    })
    for (const d of docs) {
      const { campus, modalidades } = d as { campus?: string[] | null; modalidades?: string[] | null }
      found.push({ ref: `${collection}:${d.id}`, campus: campus ?? [], sedes: requestCampusesOf(campus, modalidades) })
    }
  }
  return found
}

/**
 * The pool whose turn a request takes, most particular first: the advisers who take both its campus
 * and its programme, then those who take its campus, then those who take its programme, then
 * everyone. Each pool keeps its own counter (its key), so one pool's turns do not skip another's.
 */
function poolFor(
  advisers: Adviser[],
  { campus, programa, refs }: { campus?: string | null; programa?: string | null; refs: ReadonlySet<string> },
): { pool: Adviser[]; key: string } {
  const takesCampus = (a: Adviser) => Boolean(campus) && (a.campus_admisiones ?? []).includes(campus!)
  const takesProgramme = (a: Adviser) =>
    (a.programas_admisiones ?? []).some((p) => p && refs.has(`${p.relationTo}:${typeof p.value === 'object' ? p.value.id : p.value}`))
  const tiers: [(a: Adviser) => boolean, string][] = [
    [(a) => takesCampus(a) && takesProgramme(a), `campus:${campus}|programa:${programa}`],
    [takesCampus, `campus:${campus}`],
    [takesProgramme, `programa:${programa}`],
  ]
  for (const [takes, key] of tiers) {
    const pool = advisers.filter(takes)
    if (pool.length > 0) return { pool, key }
  }
  return { pool: advisers, key: 'todos' }
}

/**
 * The adviser whose turn it is for a new request (poolFor above). Null when there is no active
 * adviser (left unassigned).
 */
export async function assignInTurn(
  req: PayloadRequest,
  { programa, campus }: { programa?: string | null; campus?: string | null },
): Promise<number | null> {
  const advisers = await activeAdvisers(req)
  if (advisers.length === 0) return null
  const refs = new Set(programa ? (await programmesTitled(req, programa)).map((p) => p.ref) : [])
  const { pool, key } = poolFor(advisers, { campus, programa, refs })
  return pickInTurn(pool, await takeTurn(req, key))?.id ?? null
}
