import type { Payload } from 'payload'
import { rawRows, type SqlTag } from '@/cms/db/rawSql'
import { nonMailTasks, outsideNoticeHealth } from './taskKinds'

/*
 * The few statements on Payload's jobs table that must be atomic across instances. Payload's own
 * runner finds due jobs and then marks them one by one, so two instances can take the same job;
 * here a job is taken by one conditional UPDATE, and only the instance whose UPDATE changed the
 * row runs it. `updated_at` of a processing job is its lease: set when taken, and a job still
 * processing a lease later belongs to a process that died.
 */

/* `task_slug IN (…)` for a fixed list of task names. */
const slugList = (sql: SqlTag, slugs: readonly string[]) =>
  sql.join(
    slugs.map((s) => sql`${s}`),
    sql`, `,
  )

const time = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string))

/** Jobs left processing by a process that died (lease expired): released so that they run again. */
export async function releaseExpiredLeases(payload: Payload, leaseMs: number): Promise<number[]> {
  const cutoff = new Date(Date.now() - leaseMs)
  const rows = await rawRows(
    payload,
    (sql, t) =>
      sql`UPDATE payload_jobs SET processing = ${t.no}, updated_at = ${t.time(new Date())}
          WHERE processing = ${t.yes} AND completed_at IS NULL AND updated_at < ${t.time(cutoff)} RETURNING id`,
  )
  return rows.map((r) => Number(r.id))
}

/**
 * Ids of jobs due now (not done, not failed, not taken, their wait over): the tasks that send no
 * e-mail first (a scheduled publication never waits behind a backlog of notifications for a slow or
 * absent mail server), then oldest first; `withoutMail`: only tasks that send no e-mail.
 */
export async function dueJobIds(
  payload: Payload,
  limit: number,
  { withoutMail = false }: { withoutMail?: boolean } = {},
): Promise<number[]> {
  const now = new Date()
  const rows = await rawRows(
    payload,
    (sql, t) =>
      sql`SELECT id FROM payload_jobs
          WHERE completed_at IS NULL AND (has_error IS NULL OR has_error = ${t.no}) AND processing = ${t.no}
            AND (wait_until IS NULL OR wait_until <= ${t.time(now)})
            ${withoutMail ? sql`AND task_slug IN (${slugList(sql, nonMailTasks)})` : sql``}
          ORDER BY CASE WHEN task_slug IN (${slugList(sql, nonMailTasks)}) THEN 0 ELSE 1 END, created_at, id LIMIT ${limit}`,
  )
  return rows.map((r) => Number(r.id))
}

/** Takes one job for this instance; false when another instance (or a dead process) has it. */
export async function takeJob(payload: Payload, id: number): Promise<boolean> {
  const rows = await rawRows(
    payload,
    (sql, t) =>
      sql`UPDATE payload_jobs SET processing = ${t.yes}, updated_at = ${t.time(new Date())}
          WHERE id = ${id} AND processing = ${t.no} AND completed_at IS NULL RETURNING id`,
  )
  return rows.length === 1
}

/** Renews the lease of a job this process is still running, so that nobody takes it while it runs. */
export async function renewLease(payload: Payload, id: number): Promise<void> {
  await rawRows(
    payload,
    (sql, t) =>
      sql`UPDATE payload_jobs SET updated_at = ${t.time(new Date())} WHERE id = ${id} AND processing = ${t.yes} AND completed_at IS NULL RETURNING id`,
  )
}

export type JobState = {
  id: number
  taskSlug: string | null
  createdAt: Date
  completedAt: Date | null
  hasError: boolean
  processing: boolean
  totalTried: number
  waitUntil: Date | null
}

export async function readJob(payload: Payload, id: number): Promise<JobState | null> {
  const rows = await rawRows(
    payload,
    (sql) =>
      sql`SELECT id, task_slug, created_at, completed_at, has_error, processing, total_tried, wait_until FROM payload_jobs WHERE id = ${id}`,
  )
  const r = rows[0]
  if (!r) return null
  return {
    id: Number(r.id),
    taskSlug: typeof r.task_slug === 'string' ? r.task_slug : null,
    createdAt: time(r.created_at)!,
    completedAt: time(r.completed_at),
    hasError: Boolean(Number(r.has_error ?? 0)) || r.has_error === true,
    processing: Boolean(Number(r.processing ?? 0)) || r.processing === true,
    totalTried: Number(r.total_tried ?? 0),
    waitUntil: time(r.wait_until),
  }
}

/** Sets when a waiting job runs next (only while it waits: never touches a job another instance took). */
export async function scheduleJob(payload: Payload, id: number, at: Date): Promise<void> {
  await rawRows(
    payload,
    (sql, t) =>
      sql`UPDATE payload_jobs SET wait_until = ${t.time(at)}
          WHERE id = ${id} AND processing = ${t.no} AND completed_at IS NULL RETURNING id`,
  )
}

/** Brings every e-mail waiting after a failed try forward to now: the mail server is back. (A daily job waiting for its hour stays.) */
export async function runWaitingNow(payload: Payload): Promise<number> {
  const now = new Date()
  const rows = await rawRows(
    payload,
    (sql, t) =>
      sql`UPDATE payload_jobs SET wait_until = ${t.time(now)}
          WHERE completed_at IS NULL AND (has_error IS NULL OR has_error = ${t.no}) AND processing = ${t.no}
            AND wait_until > ${t.time(now)} AND total_tried > 0 AND (task_slug IS NULL OR task_slug NOT IN (${slugList(sql, nonMailTasks)})) RETURNING id`,
  )
  return rows.length
}

/** Marks a job that kept failing past the give-up time as failed, with a message staff read. */
export async function failJob(payload: Payload, id: number, message: string): Promise<boolean> {
  const error = JSON.stringify({ message })
  const rows = await rawRows(
    payload,
    (sql, t) =>
      sql`UPDATE payload_jobs SET has_error = ${t.yes}, processing = ${t.no}, error = ${error}
          WHERE id = ${id} AND completed_at IS NULL AND processing = ${t.no} RETURNING id`,
  )
  return rows.length === 1
}

export type QueueHealth = {
  pending: number
  /** Creation time of the oldest job not sent yet; null when none waits. */
  oldestPending: string | null
  /**
   * Jobs that gave up: their task and input (so «Reintentar» queues the same work again) and the
   * contact request they are about, when they are about one (the notice to admissions, the
   * acknowledgment to the person).
   */
  failed: { job: number; task: string | null; input: Record<string, unknown>; solicitud: number | null; createdAt: string; error: string }[]
}

/** The contact request a job's input names: `solicitud` for the notice, `acuse` for the acknowledgment. */
function requestOfJob(input: Record<string, unknown>): number | null {
  const id = input.solicitud ?? input.acuse
  return typeof id === 'number' ? id : null
}

/** What the queue holds now: pending count, the oldest pending, and the jobs that gave up. */
export async function readQueueHealth(payload: Payload): Promise<QueueHealth> {
  const pending = await rawRows(
    payload,
    (sql, t) =>
      sql`SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM payload_jobs
          WHERE completed_at IS NULL AND (has_error IS NULL OR has_error = ${t.no}) AND (task_slug IS NULL OR task_slug NOT IN (${slugList(sql, outsideNoticeHealth)}))`,
  )
  const failed = await rawRows(
    payload,
    (sql, t) =>
      sql`SELECT id, task_slug, input, created_at, error FROM payload_jobs
          WHERE completed_at IS NULL AND has_error = ${t.yes} AND (task_slug IS NULL OR task_slug NOT IN (${slugList(sql, outsideNoticeHealth)})) ORDER BY created_at LIMIT 100`,
  )
  const parse = (v: unknown) =>
    typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : ((v ?? {}) as Record<string, unknown>)
  return {
    pending: Number(pending[0]?.n ?? 0),
    oldestPending: pending[0]?.oldest ? time(pending[0].oldest)!.toISOString() : null,
    failed: failed.map((r) => ({
      job: Number(r.id),
      task: typeof r.task_slug === 'string' ? r.task_slug : null,
      input: parse(r.input),
      solicitud: requestOfJob(parse(r.input)),
      createdAt: time(r.created_at)!.toISOString(),
      error: String(parse(r.error).message ?? ''),
    })),
  }
}
