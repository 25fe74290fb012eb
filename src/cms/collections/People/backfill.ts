import type { Payload, PayloadRequest } from 'payload'
import { personFor } from './link'

/**
 * Links every request and event registration stored before people existed to its person, oldest
 * first (the migration that adds them runs it in its own transaction). Straight to the rows: no
 * hook of the pipeline sees it as a change.
 */
export async function linkEveryone(payload: Payload, migrationReq: Partial<PayloadRequest>): Promise<number> {
  const req = { ...migrationReq, payload } as PayloadRequest
  let linked = 0
  for (const collection of ['solicitudes-contacto', 'registros-evento'] as const) {
    const { docs } = await payload.find({
      collection,
      where: { ficha: { exists: false } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { nombre: true, apellido: true, email: true, telefono: true },
    })
    for (const doc of docs) {
      const ficha = await personFor(req, doc)
      if (ficha === null) continue
      await payload.db.updateOne({ collection, id: doc.id, data: { ficha }, req, returning: false })
      linked++
    }
  }
  return linked
}
