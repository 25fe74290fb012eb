import type { Payload, PayloadRequest } from 'payload'
import { nextDailyRun } from '@/lib/dailyTime'

/** Tasks run once a day at a fixed time in Mazatlán (Los Cabos) time. */
export const dailyTasks = [
  { task: 'resumenMatutino', hour: 8, minute: 0 },
  { task: 'anonimizarVencidas', hour: 3, minute: 0 },
  { task: 'recordarEventos', hour: 10, minute: 0 },
  { task: 'revisarAccesibilidad', hour: 4, minute: 30 },
] as const
export type DailyTaskSlug = (typeof dailyTasks)[number]['task']

export const dailyKey = (task: string, day: string) => `${task}:${day}`

/* Per Payload instance, the runs already known to be queued: the database is asked again only when the next run moves on. */
const known = new WeakMap<Payload, Set<string>>()

async function runExists(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'corridas-diarias', where: { clave: { equals: key } }, overrideAccess: true })
  return totalDocs > 0
}

/**
 * Makes sure each daily task has its next run queued (at its time, `waitUntil`). The run's row and
 * its job are written in one transaction; the row's key is unique in the database, so when two
 * instances (or a restart) race, one insert fails, its transaction rolls back with its job, and
 * exactly one job per task and day remains. Returns the keys this call queued.
 */
export async function ensureDailyJobs(payload: Payload, now: Date = new Date()): Promise<string[]> {
  const seen = known.get(payload) ?? new Set<string>()
  known.set(payload, seen)
  const queued: string[] = []
  for (const { task, hour, minute } of dailyTasks) {
    const { day, at } = nextDailyRun(now, hour, minute)
    const key = dailyKey(task, day)
    if (seen.has(key)) continue
    if (await runExists(payload, key)) {
      seen.add(key)
      continue
    }
    const transactionID = await payload.db.beginTransaction()
    const req = { payload, transactionID: transactionID ?? undefined } as unknown as PayloadRequest
    try {
      await payload.create({
        collection: 'corridas-diarias',
        data: { clave: key, tarea: task, dia: day, programada_para: at.toISOString() },
        overrideAccess: true,
        req,
      })
      await payload.jobs.queue({ task, input: { dia: day }, waitUntil: at, req })
      if (transactionID) await payload.db.commitTransaction(transactionID)
      queued.push(key)
      seen.add(key)
    } catch (error) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID).catch(() => {})
      // Lost the race: another instance queued this run. Anything else is tried again next tick.
      if (await runExists(payload, key).catch(() => false)) seen.add(key)
      else payload.logger.warn(`[tareas diarias] no se pudo programar ${key}: ${(error as Error).message}`)
    }
  }
  return queued
}

/** Notes a daily run as done (a retried job then does nothing twice). */
export async function markDailyRunDone(payload: Payload, task: DailyTaskSlug, day: string, at = new Date()): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'corridas-diarias',
    where: { clave: { equals: dailyKey(task, day) } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  const run = docs[0]
  if (!run) return false
  await payload.db.updateOne({ collection: 'corridas-diarias', id: run.id, data: { completada_el: at.toISOString() }, returning: false })
  return true
}

export async function dailyRunDone(payload: Payload, task: DailyTaskSlug, day: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'corridas-diarias',
    where: { clave: { equals: dailyKey(task, day) } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return Boolean(docs[0]?.completada_el)
}
