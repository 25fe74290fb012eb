import 'server-only'
import { viewIndex, type ViewIndex } from '@/cache/cachedViews'
import { formatDate } from '@/lib/dates'
import { memoNames, remembered } from '@/cache/processMemo'
import { payloadClient } from './payload'

/**
 * Which views of the news, activities and radio pages exist (src/cache/cachedViews.ts), for the
 * proxy: the few fields of the published items that decide them, read at most every few seconds.
 */
export function getViewIndex(): Promise<ViewIndex> {
  return remembered(memoNames.views, async () => {
    const payload = await payloadClient()
    const published = { _status: { equals: 'published' } } as const
    const [communication, podcasts] = await Promise.all([
      payload.find({
        collection: 'comunicaciones',
        where: published,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { tipo: true, slug: true, fecha: true },
      }),
      payload.find({ collection: 'podcasts', where: published, pagination: false, depth: 0, overrideAccess: false, select: { fecha_publicacion: true } }),
    ])
    const ofKind = (tipo: 'NOT' | 'EVE') =>
      communication.docs.filter((d) => d.tipo === tipo).map((d) => ({ slug: d.slug ?? '', fecha: formatDate(d.fecha) }))
    return viewIndex({
      news: ofKind('NOT'),
      events: ofKind('EVE'),
      podcasts: podcasts.docs.map((d) => ({ fecha: formatDate(d.fecha_publicacion) })),
    })
  })
}

/** For the proxy: no index (the database has not answered yet) means every view goes to its page. */
export async function viewIndexOrEmpty(): Promise<ViewIndex> {
  try {
    return await getViewIndex()
  } catch {
    return new Map()
  }
}
