import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { signDelivery, signatureHeader, timestampHeader } from '@/lib/webhook'
import { env } from '@/env'
import { admissionsSettingsSlug } from '@/cms/globals/AdmissionsSettings'
import { postToTarget, resolveWebhookTarget } from './webhookTarget'

/** Tries before a delivery is marked failed: with the runner's back-off (5 s, 10 s, 20 s… up to 10 min) about 40 minutes. */
const webhookMaxAttempts = 10
const webhookTimeoutMs = 10_000
/** What the deliveries list shows of any failed try; the cause is in the server's log. */
const webhookFailed = 'No se pudo entregar.'

type Settings = { webhook_activo?: boolean | null; webhook_url?: string | null; webhook_secreto?: string | null }

/** The settings with the secret (the server only: no API returns it). */
async function readWebhookSettings(payload: Payload, req?: PayloadRequest): Promise<Settings> {
  return (await payload.findGlobal({
    slug: admissionsSettingsSlug,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    req,
  })) as Settings
}

export type WebhookEvent = 'solicitud.creada' | 'solicitud.estado_cambiado'

/**
 * Logs a delivery and queues its job, in the caller's transaction (the request's save): if the
 * save rolls back, nothing is sent. Does nothing while the notice is off or unconfigured.
 */
export async function queueWebhook(
  req: PayloadRequest,
  evento: WebhookEvent,
  solicitud: Record<string, unknown> & { id: number },
  extra: Record<string, unknown> = {},
): Promise<number | null> {
  const settings = await readWebhookSettings(req.payload, req)
  if (!settings.webhook_activo || !settings.webhook_url || !settings.webhook_secreto) return null
  const { updatedAt: _updatedAt, ...fields } = solicitud
  const cuerpo = { evento, fecha: new Date().toISOString(), solicitud: fields, ...extra }
  const delivery = await req.payload.create({
    collection: 'entregas-webhook',
    data: { evento, solicitud: solicitud.id, estado: 'pendiente', intentos: 0, cuerpo },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await req.payload.jobs.queue({ task: 'entregarWebhook', input: { entrega: delivery.id }, req })
  return delivery.id
}

/* Each try is noted at once, outside the job's own transaction, which a failed try rolls back. */
const note = (payload: Payload, id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'entregas-webhook', id, data, overrideAccess: true, depth: 0 })

/**
 * Posts one delivery, signed. A non-2xx answer or no answer within 10 s is a failed try: the job
 * fails and the runner retries it with back-off; after the last try the delivery is marked failed.
 */
export const deliverWebhook: TaskConfig<{ input: { entrega: number }; output: { estado: string } }> = {
  slug: 'entregarWebhook',
  label: 'Enviar una solicitud a otro sistema',
  inputSchema: [{ name: 'entrega', type: 'number', required: true }],
  outputSchema: [{ name: 'estado', type: 'text', required: true }],
  retries: { attempts: 1_000_000, backoff: { type: 'fixed', delay: 60 * 60 * 1000 } },
  handler: async ({ input, req }) => {
    const payload = req.payload
    const delivery = await payload.findByID({
      collection: 'entregas-webhook',
      id: input.entrega,
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
    })
    if (delivery.estado !== 'pendiente') return { output: { estado: delivery.estado ?? '' } }
    const settings = await readWebhookSettings(payload)
    const attempt = (delivery.intentos ?? 0) + 1
    if (!settings.webhook_activo || !settings.webhook_url || !settings.webhook_secreto || !delivery.cuerpo) {
      await note(payload, delivery.id, {
        estado: 'fallida',
        ultimo_error: 'El envío a otro sistema está apagado o le falta la dirección o el secreto.',
      })
      return { output: { estado: 'fallida' } }
    }
    const body = JSON.stringify(delivery.cuerpo)
    const timestamp = Math.floor(Date.now() / 1000)
    let status: number | null = null
    let reason: string
    // The address is checked again on every try: what a name points to may have changed since it was saved.
    const target = await resolveWebhookTarget(settings.webhook_url, env.webhookAllowPrivate)
    if ('problem' in target) reason = target.problem
    else {
      try {
        status = await postToTarget(
          target,
          {
            'Content-Type': 'application/json',
            'User-Agent': 'UGC-Admisiones/1',
            [signatureHeader]: signDelivery(settings.webhook_secreto, timestamp, body),
            [timestampHeader]: String(timestamp),
          },
          body,
          webhookTimeoutMs,
        )
        if (status >= 200 && status < 300) {
          await note(payload, delivery.id, {
            estado: 'entregada',
            intentos: attempt,
            ultimo_codigo: status,
            ultimo_error: null,
            entregada_el: new Date().toISOString(),
          })
          return { output: { estado: 'entregada' } }
        }
        reason = `respondió ${status}`
      } catch (error) {
        reason = (error as Error).name === 'AbortError' ? `sin respuesta en ${webhookTimeoutMs / 1000} s` : (error as Error).message
      }
    }
    // Staff see one sentence whatever went wrong: a list of «connection refused» and «timed out» per
    // address would map which ports answer. The cause goes to the server's log, for the operator.
    const problem = webhookFailed
    payload.logger.warn(`[aviso a otro sistema] intento ${attempt} del envío ${delivery.id}: ${reason}`)
    const last = attempt >= webhookMaxAttempts
    await note(payload, delivery.id, {
      intentos: attempt,
      ultimo_codigo: status,
      ultimo_error: problem,
      ...(last ? { estado: 'fallida' } : {}),
    })
    if (last) {
      payload.logger.error(`[aviso a otro sistema] el envío ${delivery.id} falló ${attempt} veces; se deja de intentar: ${reason}`)
      return { output: { estado: 'fallida' } }
    }
    throw new Error(problem)
  },
}
