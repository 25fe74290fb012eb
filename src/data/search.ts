import 'server-only'
import { eventsPage, newsPage } from '@/copy/communication'
import { conocerPage } from '@/copy/conocer'
import { diplomadosPage } from '@/copy/diplomados'
import { licenciaturasPage } from '@/copy/licenciaturas'
import { preparatoriaPage } from '@/copy/preparatoria'
import { radioPage } from '@/copy/radio'
import { detailHref } from '@/lib/communication'
import { factLines, type FactLine } from '@/lib/offer'
import { formatDate, monthOf } from '@/lib/dates'
import { htmlToText, richTextToHtml } from '@/lib/html'
import { programmeAnchor } from '@/lib/programmes'
import { indexDocument, type IndexedDocument, type SearchDocument } from '@/lib/search'
import { booksHref, booksPerPage, documentsPerPage, sitcaHref } from '@/lib/sitca'
import { offerFactsOf } from './offer'
import { cachedRead, findPublic, published } from './read'
import { cacheTags } from '@/cache'

/** A programme's facts a result shows under its title: how, where and how long. */
const decidingFacts: FactLine['key'][] = ['modalidad', 'campus', 'duracion']
const offerFactFields = { area: true, modalidades: true, campus: true, duracion: true, duracion_meses: true, inicio: true } as const

/** Plain text of rich text as Payload stores it. */
const plain = (richText: unknown) => htmlToText(richTextToHtml(richText))

/** Pieces of text as one, each ending like a sentence so excerpts read across them. */
function joined(...pieces: (string | null | undefined)[]): string {
  return pieces
    .map((p) => p?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((p) => p !== '')
    .map((p) => (/[.!?:…]$/.test(p) ? p : `${p}.`))
    .join(' ')
}

/**
 * Everything /buscar can find, as plain text with the address of the page that shows it: the
 * published programmes (preparatoria, licenciaturas, diplomados), CONOCER standards, news,
 * events, podcast episodes, SITCA documents and the editorial's books. One cached list, expired
 * by the hooks of any of those collections, so what editors publish is found at once.
 *
 * Matching and ranking happen in TypeScript on this list (src/lib/search.ts), not in SQL: the
 * content is tens to hundreds of items, and the search then works, and ranks, exactly alike on
 * SQLite and PostgreSQL, accents and case included, with no full-text index to keep. Each item
 * carries its compared (accent-free, lowercase) form, worked out here once per change.
 */
export const getSearchDocuments = cachedRead(
  'search-documents',
  [cacheTags.programmes, cacheTags.conocer, cacheTags.communication, cacheTags.podcasts, cacheTags.sitcaDocuments, cacheTags.books],
  () => readSearchDocuments(),
)

/** The uncached read behind `getSearchDocuments` (the integration tests call it on SQLite and PostgreSQL). */
export async function readSearchDocuments(): Promise<IndexedDocument[]> {
  const [programmes, standards, communication, podcasts, documents, books] = await Promise.all([
    findPublic('programas', { where: published, select: { tipo: true, titulo: true, slug: true, subtitulo: true, rvoe: true, caracteristicas: true, plan_estudios: true, ...offerFactFields }, depth: 0 }),
    findPublic('conocer', { where: published, select: { titulo: true, slug: true, subtitulo: true, caracteristica: true }, depth: 0 }),
    findPublic('comunicaciones', { where: published, sort: ['-fecha', '-id'], select: { tipo: true, titulo: true, slug: true, fecha: true, contenido: true }, depth: 0 }),
    findPublic('podcasts', { where: published, sort: ['-fecha_publicacion', '-id'], select: { titulo: true, presentador: true, inivtados: true, fecha_publicacion: true }, depth: 0 }),
    findPublic('sitca-documentos', { where: published, sort: ['-fecha_publicacion', '-id'], select: { tipo: true, titulo: true, fecha_publicacion: true, descripcion: true }, depth: 0 }),
    findPublic('libros', { select: { titulo: true, nombre_autor: true, edicion: true, anio_edicion: true, descripcion: true }, depth: 0 }),
  ])

  // Preparatoria first, then licenciaturas and diplomados: results of equal score keep this order.
  const kindOrder = { BAC: 0, LIC: 1, DIP: 2 } as const
  const programmeDocs = [...programmes]
    .sort((a, b) => kindOrder[a.tipo] - kindOrder[b.tipo])
    .map((p): SearchDocument => {
      const text = joined(
        p.subtitulo,
        ...(p.caracteristicas ?? []).map((c) => c.descripcion),
        (p.plan_estudios ?? []).map((s) => s.nombre_materia).join(', '),
        p.rvoe,
      )
      const slug = encodeURIComponent(p.slug ?? '')
      const facts = factLines(offerFactsOf(p))
        .filter((l) => decidingFacts.includes(l.key))
        .map((l) => l.value)
      if (p.tipo === 'BAC') return { kind: 'preparatoria', title: p.titulo, text, url: `${preparatoriaPage.path}#${programmeAnchor(p.titulo)}`, date: null, facts }
      if (p.tipo === 'LIC') return { kind: 'licenciatura', title: p.titulo, text, url: `${licenciaturasPage.path}/${slug}`, date: null, facts }
      return { kind: 'diplomado', title: p.titulo, text, url: `${diplomadosPage.path}/${slug}`, date: null, facts }
    })

  const standardDocs = standards.map(
    (s): SearchDocument => ({
      kind: 'conocer',
      title: s.titulo,
      text: joined(s.subtitulo, ...(s.caracteristica ?? []).map((c) => c.descripcion)),
      url: `${conocerPage.path}/${encodeURIComponent(s.slug ?? '')}`,
      date: null,
    }),
  )

  const communicationDocs = communication.map((c): SearchDocument => {
    const page = c.tipo === 'EVE' ? eventsPage : newsPage
    return {
      kind: c.tipo === 'EVE' ? 'evento' : 'noticia',
      title: c.titulo,
      text: plain(c.contenido),
      url: detailHref(page.path, c.slug ?? ''),
      date: formatDate(c.fecha) || null,
    }
  })

  const podcastDocs = podcasts.map((p): SearchDocument => {
    const date = formatDate(p.fecha_publicacion)
    const guests = p.inivtados?.trim() ? `${radioPage.guests} ${p.inivtados}` : null
    return {
      kind: 'podcast',
      title: p.titulo,
      text: joined(`${radioPage.presenter} ${p.presentador}`, guests),
      // The radio page lists the episodes of a month, each under its own anchor.
      url: `${date ? `${radioPage.path}?month=${monthOf(date)}` : radioPage.path}#episodio-${p.id}`,
      date: date || null,
    }
  })

  // The SITCA archive shows one tab and month at a time, five a page: the address of a
  // document is the view that lists it, on the page where it falls.
  const seen = new Map<string, number>()
  const documentDocs = documents.map((d): SearchDocument => {
    const date = formatDate(d.fecha_publicacion)
    const tab = d.tipo === 'informe' ? 'informes' : 'boletines'
    const month = date ? monthOf(date) : ''
    const view = `${tab}|${month}`
    const position = seen.get(view) ?? 0
    seen.set(view, position + 1)
    return {
      kind: 'documento',
      title: d.titulo,
      text: plain(d.descripcion),
      url: `${sitcaHref({ tab, month, page: Math.floor(position / documentsPerPage) + 1 })}#documento-${d.id}`,
      date: date || null,
    }
  })

  const bookDocs = books.map(
    (b, index): SearchDocument => ({
      kind: 'libro',
      title: b.titulo,
      text: joined(b.nombre_autor, [b.edicion, b.anio_edicion].filter(Boolean).join(', '), b.descripcion),
      url: `${booksHref(Math.floor(index / booksPerPage) + 1)}#libro-${b.id}`,
      date: null,
    }),
  )

  return [...programmeDocs, ...standardDocs, ...communicationDocs, ...podcastDocs, ...documentDocs, ...bookDocs].map(indexDocument)
}
