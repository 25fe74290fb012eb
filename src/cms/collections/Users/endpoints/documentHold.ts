import type { Endpoint, Where } from 'payload'
import { readAsAsker } from '@/cms/access/readAsAsker'

/*
 * «Quién está editando». The back office keeps one lock for each document or global someone is
 * editing (Payload's own `payload-locked-documents`). The editing page asks this endpoint
 * (src/cms/components/DocumentHold.client.tsx) every few seconds to:
 * - name the person who holds it to someone who may not read other staff accounts (the back office
 *   said «Usuario: 9»);
 * - keep the holder's lock while they are at work in that tab («seguir»), so the lock of a tab that
 *   was closed, crashed or went quiet ends `lockSeconds` later;
 * - let it go when the tab closes («soltar»);
 * - tell the holder at once that someone took it over.
 * It answers only about a document or global the asker can read, and only the holder keeps or frees it.
 */

/** How long a lock outlives the last sign of its holder (Payload's default is five minutes). */
export const lockSeconds = 60

type Holder = { yo: boolean; nombre: string; desde: string } | null

const refused = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number | string }).id : value)

export const documentHold: Endpoint = {
  path: '/quien-edita',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') return refused('Inicia sesión en la administración para usar esta dirección.', 401)
    const body = ((await req.json?.().catch(() => null)) ?? {}) as { coleccion?: unknown; id?: unknown; global?: unknown; accion?: unknown }
    const coleccion = typeof body.coleccion === 'string' ? body.coleccion : undefined
    const global = typeof body.global === 'string' ? body.global : undefined
    const accion = body.accion === 'seguir' || body.accion === 'soltar' ? body.accion : 'mirar'
    if (!(await readAsAsker(req, global ? { global } : { coleccion, id: body.id }))) return refused('No encontramos ese documento.', 404)

    const where: Where = global
      ? { globalSlug: { equals: global } }
      : { and: [{ 'document.relationTo': { equals: coleccion } }, { 'document.value': { equals: body.id as string | number } }] }
    const { docs } = await req.payload.find({
      collection: 'payload-locked-documents',
      where: { and: [where, { updatedAt: { greater_than: new Date(Date.now() - lockSeconds * 1000).toISOString() } }] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const lock = docs[0]
    let titular: Holder = null
    if (lock) {
      const holderId = idOf(lock.user?.value)
      const yo = holderId === req.user.id
      if (yo && accion === 'seguir') {
        await req.payload.db.updateOne({ id: lock.id, collection: 'payload-locked-documents', data: {}, returning: false, req })
      }
      if (yo && accion === 'soltar') {
        await req.payload.delete({ collection: 'payload-locked-documents', id: lock.id, overrideAccess: true, req })
      } else {
        const person = yo
          ? req.user
          : await req.payload
              .findByID({
                collection: 'users',
                id: holderId as number,
                depth: 0,
                overrideAccess: true,
                select: { nombre: true, email: true },
                req,
              })
              .catch(() => null)
        const nombre = person?.nombre?.trim() || person?.email || 'Otra persona del equipo'
        titular = { yo, nombre, desde: lock.updatedAt }
      }
    }
    return Response.json({ data: { titular } }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
