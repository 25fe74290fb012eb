import type { Payload } from 'payload'
import { cache } from 'react'

/**
 * The request a back-office view shows, read once per render however many of its own parts ask
 * (the repeat notice, the contact box). Null for a new document or one that no longer exists.
 */
export const requestOfView = cache(async (payload: Payload, id: number | string | undefined) =>
  id === undefined
    ? null
    : payload.findByID({ collection: 'solicitudes-contacto', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true }),
)
