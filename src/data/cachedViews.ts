import 'server-only'
import { cacheTags, remembered } from '@/cache'
import { viewIndex, type ViewIndex } from '@/cache/cachedViews'
import { formatDate } from '@/lib/dates'
import { findPublic } from './read'

/**
 * Which views of the news, activities, radio, SITCA and editorial pages exist (src/cache/cachedViews.ts), for the
 * proxy: the few fields of the published items that decide them, read at most every few seconds.
 */
function getViewIndex(): Promise<ViewIndex> {
  const tags = [cacheTags.communication, cacheTags.podcasts, cacheTags.sitcaDocuments, cacheTags.books]
  return remembered('cached-views', tags, async () => {
    const [communication, podcasts, sitca, books] = await Promise.all([
      findPublic('comunicaciones', { sort: ['-fecha', '-id'], depth: 0, select: { tipo: true, slug: true, fecha: true } }),
      findPublic('podcasts', { sort: ['-fecha_publicacion', '-id'], depth: 0, select: { fecha_publicacion: true } }),
      findPublic('sitca-documentos', { depth: 0, select: { tipo: true, fecha_publicacion: true } }),
      findPublic('libros', { depth: 0, select: { id: true } }),
    ])
    const ofKind = (tipo: 'NOT' | 'EVE') =>
      communication.filter((d) => d.tipo === tipo).map((d) => ({ slug: d.slug ?? '', fecha: formatDate(d.fecha) }))
    return viewIndex({
      news: ofKind('NOT'),
      events: ofKind('EVE'),
      podcasts: podcasts.map((d) => ({ fecha: formatDate(d.fecha_publicacion) })),
      sitca: sitca.map((d) => ({ tab: d.tipo === 'informe' ? ('informes' as const) : ('boletines' as const), fecha: formatDate(d.fecha_publicacion) })),
      books: books.length,
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
