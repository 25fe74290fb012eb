import type { CollectionAfterChangeHook } from 'payload'
import { queueWebhook } from '@/cms/jobs/deliverWebhook'

/** Each new request and each change of status goes to the other system, when an admin set one up. */
export const sendToOtherSystem: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') {
    await queueWebhook(req, 'solicitud.creada', doc)
  } else if (operation === 'update' && previousDoc?.estado !== doc.estado) {
    await queueWebhook(req, 'solicitud.estado_cambiado', doc, { estado_anterior: previousDoc?.estado ?? null })
  }
  return doc
}
