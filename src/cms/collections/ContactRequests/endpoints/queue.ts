import type { Endpoint } from 'payload'
import { hasRole } from '@/cms/access/roles'
import { healthLine } from '@/cms/jobs/runner'
import { readQueueHealth } from '@/cms/jobs/queueStore'

const forbidden = () => Response.json({ errors: [{ message: 'No tienes permiso para realizar esta acción.' }] }, { status: 403 })

/** GET /cms-api/solicitudes-contacto/cola: the notification queue's health, for admisiones and admin. */
export const queueHealth: Endpoint = {
  path: '/cola',
  method: 'get',
  handler: async (req) => {
    if (!hasRole('admin', 'admisiones')(req)) return forbidden()
    const health = await readQueueHealth(req.payload)
    return Response.json({ ...health, resumen: healthLine(health) }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/**
 * POST /cms-api/solicitudes-contacto/cola/reintentar `{ "trabajo": id }`: an e-mail that gave up
 * (the notice to admissions, the acknowledgment to the person, an account's e-mail) is queued
 * again as the same task with the same input (a fresh job with the full retry time) and the failed
 * one is removed.
 */
export const retryNotification: Endpoint = {
  path: '/cola/reintentar',
  method: 'post',
  handler: async (req) => {
    if (!hasRole('admin', 'admisiones')(req)) return forbidden()
    const body = (await req.json?.().catch(() => null)) as { trabajo?: unknown } | null
    const id = Number(body?.trabajo)
    const failed = (await readQueueHealth(req.payload)).failed.find((f) => f.job === id)
    if (!Number.isInteger(id) || !failed || failed.task === null) {
      return Response.json({ errors: [{ message: 'Ese correo no está entre los fallidos.' }] }, { status: 404 })
    }
    await req.payload.jobs.queue({ task: failed.task as never, input: failed.input as never })
    await req.payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
    req.payload.logger.info(
      `[cola de avisos] ${(req.user as { email?: string } | null)?.email ?? 'alguien'} reintentó el trabajo ${id} (${failed.task})`,
    )
    return Response.json({ message: 'El aviso volvió a la cola.', solicitud: failed.solicitud })
  },
}
