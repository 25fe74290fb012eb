import 'server-only'
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
 */
const flushMs = 3000
/** Distinct paths a process holds between two writes; a flood past it is not counted in that window. */
export const maxBuffered = 200

type Count = { veces: number; primera: string; ultima: string }
type Buffer = { counts: Map<string, Count>; timer?: ReturnType<typeof setTimeout>; flushing?: Promise<void> }
const key = Symbol.for('ugc.missingPages')

function buffer(): Buffer {
  const holder = globalThis as { [key]?: Buffer }
  return (holder[key] ??= { counts: new Map() })
}

/** Counts one 404 of a page at `pathname` (assets and the site's machinery are not counted). */
export function recordMissingPath(pathname: string): void {
  const path = missingPathOf(pathname)
  if (path === null) return
  const state = buffer()
  const now = new Date().toISOString()
  const count = state.counts.get(path)
  if (count) {
    count.veces += 1
    count.ultima = now
  } else if (state.counts.size < maxBuffered) {
    state.counts.set(path, { veces: 1, primera: now, ultima: now })
  } else {
    return
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
