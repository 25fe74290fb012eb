import 'server-only'
import { cacheTags, remembered } from '@/cache'
import type { SlugIndex } from '@/lib/slugRoutes'
import { payloadClient } from './payload'

/** The published slugs of programmes, CONOCER standards, news and events, for the proxy (src/lib/slugRoutes.ts), read at most every few seconds. */
export function getSlugIndex(): Promise<SlugIndex> {
  return remembered('slugs', [cacheTags.programmes, cacheTags.conocer, cacheTags.communication], async () => {
    const payload = await payloadClient()
    const published = { _status: { equals: 'published' } } as const
    const read = { where: published, pagination: false, depth: 0, overrideAccess: false } as const
    const [programmes, standards, communication] = await Promise.all([
      payload.find({ collection: 'programas', ...read, select: { tipo: true, slug: true } }),
      payload.find({ collection: 'conocer', ...read, select: { slug: true } }),
      payload.find({ collection: 'comunicaciones', ...read, select: { tipo: true, slug: true } }),
    ])
    const index: SlugIndex = { LIC: new Set(), DIP: new Set(), CONOCER: new Set(), NOT: new Set(), EVE: new Set() }
    for (const d of programmes.docs) if (d.slug && (d.tipo === 'LIC' || d.tipo === 'DIP')) index[d.tipo].add(d.slug)
    for (const d of standards.docs) if (d.slug) index.CONOCER.add(d.slug)
    for (const d of communication.docs) if (d.slug) index[d.tipo].add(d.slug)
    return index
  })
}
