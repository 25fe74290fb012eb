import type { Payload } from 'payload'
import { env } from '@/env'
import { ensureDailyJobs } from './daily'
import { probeMailServer } from './notifyContactRequest'
import { isMailTask } from './taskKinds'
import { expireAgainAfterCommit } from '@/cache'
import {
  dueJobIds,
  failJob,
  readJob,
  readQueueHealth,
  releaseExpiredLeases,
  renewLease,
  runWaitingNow,
  scheduleJob,
  takeJob,
} from './queueStore'

/*
 * The notification queue's runner, started once per server process (src/instrumentation.ts),
 * whatever the shape of the deployment: one instance or many on one database, each runs it; a
 * job is taken by exactly one of them (queueStore.takeJob). Payload's own timer is not used: it
 * starts only with the first staff request and can give one job to two instances.
 */

const firstRetryMs = 5_000
const healthEveryMs = 60_000
const probeEveryMs = 60_000
const batch = 20
const parallel = 4

type RunnerState = { timer?: NodeJS.Timeout; busy: boolean; lastHealth: number; lastProbe: number; mailDown: boolean }
const globalState = globalThis as typeof globalThis & { __ugcQueueRunner?: QueueRunner }

/** Wait before try n+1 after n failures: 5 s, 10 s, 20 s… never more than the configured cap. */
export function backoffMs(failures: number): number {
  const capMs = env.queueMaxBackoffSeconds * 1000
  return Math.min(capMs, firstRetryMs * 2 ** Math.max(0, failures - 1))
}

export function describeAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`
  if (minutes < 120) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} días`
}

/** "Cola de avisos: N pendientes, el más antiguo hace X" (and the failed ones), for logs and staff. */
export function healthLine(health: { pending: number; oldestPending: string | null; failed: unknown[] }, now = Date.now()): string {
  const pending = health.pending === 1 ? '1 pendiente' : `${health.pending} pendientes`
  const oldest = health.oldestPending ? `, el más antiguo hace ${describeAge(now - Date.parse(health.oldestPending))}` : ''
  const failed = health.failed.length > 0 ? `; ${health.failed.length === 1 ? '1 fallido' : `${health.failed.length} fallidos`}` : ''
  return `Cola de avisos: ${pending}${oldest}${failed}`
}

/** Tasks running in this process now (several at once: `parallel`). */
let runningHere = 0

async function runOne(payload: Payload, id: number, state: RunnerState): Promise<void> {
  if (!(await takeJob(payload, id))) return
  // While it runs, the lease is renewed: only a process that died lets it expire.
  const heartbeat = setInterval(() => void renewLease(payload, id).catch(() => {}), (env.queueLeaseSeconds * 1000) / 3)
  runningHere++
  try {
    await payload.jobs.runByID({ id, silent: true })
  } catch (error) {
    payload.logger.error({ err: error, msg: `[cola de avisos] el trabajo ${id} falló al ejecutarse` })
  } finally {
    clearInterval(heartbeat)
    // What the tasks changed is committed once none runs here: their cache tags are expired once more.
    if (--runningHere === 0) await expireAgainAfterCommit(payload)
  }
  const job = await readJob(payload, id)
  if (!job || job.completedAt || job.hasError) return
  if (job.processing) return // still marked by a run that broke off: its lease brings it back
  if (Date.now() - job.createdAt.getTime() > env.queueGiveUpHours * 3600_000) {
    if (
      await failJob(
        payload,
        id,
        `No se pudo enviar el aviso en ${describeAge(env.queueGiveUpHours * 3600_000)}; revisa el servidor de correo y usa «Reintentar».`,
      )
    ) {
      payload.logger.error(`[cola de avisos] el trabajo ${id} se marcó como fallido tras ${job.totalTried} intentos`)
    }
    return
  }
  if (isMailTask(job.taskSlug)) state.mailDown = true
  await scheduleJob(payload, id, new Date(Date.now() + backoffMs(job.totalTried)))
}

async function tick(payload: Payload, state: RunnerState, clock?: Date): Promise<void> {
  const now = Date.now()
  // Each daily task's next run is queued once, by whichever instance gets there first (./daily.ts).
  try {
    await ensureDailyJobs(payload, clock ?? new Date(now))
  } catch (error) {
    payload.logger.warn(`[tareas diarias] no se pudieron programar: ${(error as Error).message}`)
  }
  for (const id of await releaseExpiredLeases(payload, env.queueLeaseSeconds * 1000)) {
    payload.logger.warn(`[cola de avisos] el trabajo ${id} quedó en proceso por un servidor que se detuvo; se reintenta`)
  }
  // While sends fail, ask the mail server each minute whether it is back; when it is, waiting
  // notifications go now instead of at the end of their back-off.
  if (state.mailDown && now - state.lastProbe >= probeEveryMs) {
    state.lastProbe = now
    if (await probeMailServer()) {
      state.mailDown = false
      const moved = await runWaitingNow(payload)
      if (moved > 0) payload.logger.info(`[cola de avisos] el servidor de correo responde: ${moved} avisos salen ahora`)
    }
  }
  {
    // Without a mail server, e-mails wait in the queue; the other tasks run all the same.
    for (;;) {
      const ids = await dueJobIds(payload, batch, { withoutMail: !env.smtpUrl })
      if (ids.length === 0) break
      for (let i = 0; i < ids.length; i += parallel) await Promise.all(ids.slice(i, i + parallel).map((id) => runOne(payload, id, state)))
      if (ids.length < batch) break
    }
  }
  if (now - state.lastHealth >= healthEveryMs) {
    state.lastHealth = now
    const health = await readQueueHealth(payload)
    const line = `[cola de avisos] ${healthLine(health)}`
    if (health.failed.length > 0) payload.logger.error(line)
    else payload.logger.info(line)
  }
}

export type QueueRunner = {
  /** One pass: queue the daily runs (as of `clock`, by default now), run what is due, log health. */
  tick: (clock?: Date) => Promise<void>
  stop: () => void
}

/**
 * A runner over one Payload instance, ticking each QUEUE_POLL_SECONDS when `poll` is set. A server
 * has one (startQueueRunner); tests start several on one database to prove a job runs once.
 */
export function createQueueRunner(payload: Payload, { poll = true }: { poll?: boolean } = {}): QueueRunner {
  const state: RunnerState = { busy: false, lastHealth: 0, lastProbe: 0, mailDown: false }
  const loop = async (clock?: Date) => {
    if (state.busy) return
    state.busy = true
    try {
      await tick(payload, state, clock)
    } catch (error) {
      // The database away: the next tick tries again.
      payload.logger.warn(`[cola de avisos] la cola no pudo revisarse: ${(error as Error).message}`)
    } finally {
      state.busy = false
    }
  }
  if (poll) {
    state.timer = setInterval(() => void loop(), env.queuePollSeconds * 1000)
    state.timer.unref()
    void loop()
  }
  return { tick: loop, stop: () => state.timer && clearInterval(state.timer) }
}

/** Starts this process's runner (once; later calls do nothing). */
export function startQueueRunner(payload: Payload): void {
  if (globalState.__ugcQueueRunner) return
  globalState.__ugcQueueRunner = createQueueRunner(payload)
  payload.logger.info(`[cola de avisos] en marcha: revisa cada ${env.queuePollSeconds} s`)
}

/** Stops this process's runner (tests that started it end it; a server never does). */
export function stopQueueRunner(): void {
  globalState.__ugcQueueRunner?.stop()
  delete globalState.__ugcQueueRunner
}
