import 'server-only'
import { createHmac } from 'node:crypto'
import { env } from '@/env'
import { missingPathOf } from '@/lib/redirects'
import { payloadClient } from './payload'

/**
 * The 404 log (collection `direcciones-no-encontradas`). A 404 only adds one to a counter in the
 * process; every few seconds the counters go to the database in a few queries. A flood of made-up
 * addresses is bounded twice: the process holds at most `maxBuffered` distinct paths between
 * writes (the rest of that window is not counted), and the table keeps `env.missingPagesMax` paths,
 * the least visited and then the oldest leaving first. The proxy and the pages are bundled apart,
 * so the buffer lives on globalThis, one per process.
 *
 * Anyone can ask for any address, so one client alone cannot put a path in the log: a path counts
 * once `clientsToCount` different clients asked for it within one `sightingWindowMs`, and each
 * client counts at most once per path and window (`veces` is visitors, not requests). Clients are
 * known by a keyed hash of their address, never the address itself, and only in this process.
 */
const flushMs = 3000
/** Distinct paths a process holds between two writes; a flood past it is not counted in that window. */
export const maxBuffered = 200

/** Different clients that must ask for a path within one window before it is counted. */
export const clientsToCount = 3
const sightingWindowMs = 60 * 60 * 1000
/** New paths one client may start tracking per window: a flood from one address fills nothing. */
const pathsPerClient = 20
/** (path, client) pairs a process remembers per window; past it, new sightings wait for the next window. */
const maxSightings = 50_000

type Count = { veces: number; primera: string; ultima: string }
type Sightings = { since: number; size: number; byPath: Map<string, Set<string>>; started: Map<string, number> }
type Buffer = { counts: Map<string, Count>; sightings?: Sightings; timer?: ReturnType<typeof setTimeout>; flushing?: Promise<void> }
const key = Symbol.for('ugc.missingPages')

function buffer(): Buffer {
  const holder = globalThis as { [key]?: Buffer }
  return (holder[key] ??= { counts: new Map() })
}

/** A client as this process remembers it: keyed with the site's secret, so the address is not kept. */
const clientKey = (address: string) => createHmac('sha256', env.payloadSecret).update(`404:${address}`).digest('base64url').slice(0, 22)

/**
 * How many visits this sighting adds: 0 while fewer than `clientsToCount` clients asked (or the
 * client was seen already), `clientsToCount` when the last of them arrives, then 1 per new client.
 */
function sighted(state: Buffer, path: string, client: string, now: number): number {
  let seen = state.sightings
  if (!seen || now - seen.since >= sightingWindowMs) seen = state.sightings = { since: now, size: 0, byPath: new Map(), started: new Map() }
  const key = clientKey(client)
  const clients = seen.byPath.get(path)
  if (clients?.has(key) || seen.size >= maxSightings) return 0
  if (!clients) {
    const started = seen.started.get(key) ?? 0
    if (started >= pathsPerClient) return 0
    seen.started.set(key, started + 1)
    seen.byPath.set(path, new Set([key]))
  } else {
    clients.add(key)
  }
  seen.size += 1
  const distinct = clients?.size ?? 1
  return distinct < clientsToCount ? 0 : distinct === clientsToCount ? clientsToCount : 1
}

/**
 * Counts one 404 of a page at `pathname` asked by `client` (its address as src/guard/client.ts
 * reads it); assets and the site's machinery are not counted.
 */
export function recordMissingPath(pathname: string, client: string): void {
  const path = missingPathOf(pathname)
  if (path === null) return
  const state = buffer()
  const count = state.counts.get(path)
  if (!count && state.counts.size >= maxBuffered) return
  const visits = sighted(state, path, client, Date.now())
  if (visits === 0) return
  const now = new Date().toISOString()
  if (count) {
    count.veces += visits
    count.ultima = now
  } else {
    state.counts.set(path, { veces: visits, primera: now, ultima: now })
  }
  state.timer ??= setTimeout(() => void flushMissingPaths(), flushMs)
  state.timer.unref?.()
}

async function write(counts: Map<string, Count>): Promise<void> {
  const payload = await payloadClient()
  const paths = [...counts.keys()]
  const { docs } = await payload.find({
    collection: 'direcciones-no-encontradas',
    where: { path: { in: paths } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { path: true, veces: true },
  })
  const known = new Map(docs.map((d) => [d.path, d]))
  for (const [path, count] of counts) {
    const row = known.get(path)
    const update = (id: number | string, veces: number) =>
      payload.update({ collection: 'direcciones-no-encontradas', id, data: { veces: veces + count.veces, ultima_vez: count.ultima }, overrideAccess: true, depth: 0 })
    if (row) {
      await update(row.id, row.veces)
      continue
    }
    try {
      await payload.create({ collection: 'direcciones-no-encontradas', data: { path, veces: count.veces, primera_vez: count.primera, ultima_vez: count.ultima }, overrideAccess: true, depth: 0 })
    } catch {
      // Another instance created it meanwhile (the path is unique): add to its row.
      const again = await payload.find({ collection: 'direcciones-no-encontradas', where: { path: { equals: path } }, limit: 1, depth: 0, overrideAccess: true })
      if (again.docs[0]) await update(again.docs[0].id, again.docs[0].veces)
    }
  }
  const { totalDocs } = await payload.count({ collection: 'direcciones-no-encontradas', overrideAccess: true })
  const excess = totalDocs - env.missingPagesMax
  if (excess > 0) {
    const { docs: leaving } = await payload.find({
      collection: 'direcciones-no-encontradas',
      sort: ['veces', 'ultima_vez', 'id'],
      limit: excess,
      depth: 0,
      overrideAccess: true,
      select: { veces: true },
    })
    await payload.delete({ collection: 'direcciones-no-encontradas', where: { id: { in: leaving.map((d) => d.id) } }, overrideAccess: true })
  }
}

/** Writes what the process counted so far (also called by tests). A failed write is dropped: it is a tally, not a record. */
export async function flushMissingPaths(): Promise<void> {
  const state = buffer()
  if (state.timer) clearTimeout(state.timer)
  state.timer = undefined
  await state.flushing
  if (state.counts.size === 0) return
  const counts = state.counts
  state.counts = new Map()
  state.flushing = write(counts)
    .catch((error: unknown) => console.error('No se pudo guardar el registro de direcciones no encontradas:', error instanceof Error ? error.message : error))
    .finally(() => {
      state.flushing = undefined
    })
  await state.flushing
}
