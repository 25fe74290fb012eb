import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '@/env'

/** The date field of a request that notes one of its e-mails as sent. */
export type SentField = 'notificada_el' | 'acuse_enviado_el'

/**
 * An e-mail's Message-ID, the same on every try for one request and kind: if a try is repeated
 * after the server accepted it (a crash between its answer and our note), the copy carries the
 * same id and mail programs show it once.
 */
export function messageIdOf(
  request: { id: number; createdAt: string },
  kind: 'solicitud' | 'acuse' | 'reasignacion' = 'solicitud',
  detail = '',
): string {
  const host = new URL(env.siteUrl).hostname || 'ugc.edu.mx'
  const seed =
    kind === 'solicitud' ? `${request.id}:${request.createdAt}` : `${kind}:${request.id}:${request.createdAt}${detail ? `:${detail}` : ''}`
  const tag = createHmac('sha256', env.payloadSecret).update(seed).digest('hex').slice(0, 16)
  return `<${kind}-${request.id}.${tag}@${host}>`
}

/* E-mails this process saw accepted by the mail server but could not yet note as sent (the
   database was away): a retry notes them instead of sending again. */
const acceptedNotNoted = new Map<string, string>()

/* Noted at once, by one UPDATE of its own (no hooks, outside any transaction of the job): the time
   between the mail server's answer and the note, where a crash would send a copy, is one statement. */
const noteSent = (payload: Payload, id: number, field: SentField, at: string) =>
  payload.db.updateOne({ collection: 'solicitudes-contacto', id, data: { [field]: at }, returning: false })

/**
 * Sends one of a request's e-mails once: not again when `field` is already noted, and a send the
 * server accepted but this process could not note is noted on the retry, not sent twice.
 * Answers the time it was (or had been) sent.
 */
export async function sendNotedOnce(
  payload: Payload,
  request: { id: number } & Partial<Record<SentField, string | null>>,
  field: SentField,
  send: () => Promise<unknown>,
): Promise<string> {
  const noted = request[field]
  if (noted) return noted
  const key = `${field}:${request.id}`
  const accepted = acceptedNotNoted.get(key)
  if (accepted) {
    await noteSent(payload, request.id, field, accepted)
    acceptedNotNoted.delete(key)
    return accepted
  }
  await send()
  const sentAt = new Date().toISOString()
  acceptedNotNoted.set(key, sentAt)
  await noteSent(payload, request.id, field, sentAt)
  acceptedNotNoted.delete(key)
  return sentAt
}
