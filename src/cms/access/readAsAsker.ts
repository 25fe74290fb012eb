import type { PayloadRequest, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'

/** A document ({coleccion, id}) or a global ({global}) as a staff request names it. */
export type Asked = { coleccion?: unknown; id?: unknown; global?: unknown }

type AskedDocument =
  | { kind: 'collection'; config: SanitizedCollectionConfig; doc: Record<string, unknown> & { id: number | string } }
  | { kind: 'global'; config: SanitizedGlobalConfig; doc: Record<string, unknown> }

/**
 * The latest draft of a document or global, read as the person asking (their own access, never
 * the server's): null when it does not exist or they may not read it. What the review, the
 * «who is editing» notice and «Compartir vista previa» each start from.
 */
export async function readAsAsker(req: PayloadRequest, asked: Asked): Promise<AskedDocument | null> {
  const common = { draft: true, depth: 0, overrideAccess: false, user: req.user, req } as const
  try {
    if (typeof asked.global === 'string') {
      const config = req.payload.config.globals.find((g) => g.slug === asked.global)
      if (!config) return null
      const doc = await req.payload.findGlobal({ slug: config.slug as 'aviso', ...common })
      return { kind: 'global', config, doc: doc as unknown as Record<string, unknown> }
    }
    const config = req.payload.config.collections.find((c) => c.slug === asked.coleccion)
    const id = asked.id
    if (!config || (typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return null
    const { docs } = await req.payload.find({
      collection: config.slug as 'comunicaciones',
      where: { id: { equals: /^\d+$/.test(String(id)) ? Number(id) : id } },
      limit: 1,
      ...common,
    })
    const doc = docs[0] as unknown as (Record<string, unknown> & { id: number | string }) | undefined
    return doc ? { kind: 'collection', config, doc } : null
  } catch {
    return null
  }
}
