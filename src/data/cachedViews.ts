import 'server-only'
import { cacheTags, remembered } from '@/cache'
import { viewIndex, type ViewIndex } from '@/cache/cachedViews'
import { formatDate } from '@/lib/dates'
import { findPublic, published } from './read'

/**
 * Which views of the news, activities and radio pages exist (src/cache/cachedViews.ts), for the
 * proxy: the few fields of the published items that decide them, read at most every few seconds.
 */
function getViewIndex(): Promise<ViewIndex> {
  return remembered('cached-views', [cacheTags.communication, cacheTags.podcasts], async () => {
    const [communication, podcasts] = await Promise.all([
      findPublic('comunicaciones', { where: published, sort: ['-fecha', '-id'], depth: 0, select: { tipo: true, slug: true, fecha: true } }),
      findPublic('podcasts', { where: published, sort: ['-fecha_publicacion', '-id'], depth: 0, select: { fecha_publicacion: true } }),
    ])
    const ofKind = (tipo: 'NOT' | 'EVE') =>
      communication.filter((d) => d.tipo === tipo).map((d) => ({ slug: d.slug ?? '', fecha: formatDate(d.fecha) }))
    return viewIndex({
      news: ofKind('NOT'),
      events: ofKind('EVE'),
      podcasts: podcasts.map((d) => ({ fecha: formatDate(d.fecha_publicacion) })),
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
