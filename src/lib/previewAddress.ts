/**
 * Which public address shows a document (issue 21, «Vista previa»): one map for every collection
 * and global the public site shows, keyed by its slug. The back office's live preview and its
 * «Vista previa» button both open this address; a collection or global not listed here has no
 * preview (it shows on no public page). `doc` is the document as the editor has it (unsaved
 * changes included), so each function reads its fields defensively.
 */
type Doc = Record<string, unknown>
type AddressOf = (doc: Doc) => string

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const withSlug = (base: string, slug: string) => (slug ? `${base}/${encodeURIComponent(slug)}` : base)
const withQuery = (base: string, slug: string) => (slug ? `${base}?${new URLSearchParams({ slug }).toString()}` : base)

const slideHome: Record<string, string> = { CAR: '/', RAD: '/radiougc', CAL: '/estudiantes' }
const programmeHome: Record<string, string> = { LIC: '/licenciaturas', DIP: '/diplomados', BAC: '/preparatoria' }

export const collectionAddresses: Record<string, AddressOf> = {
  comunicaciones: (d) => withQuery(text(d.tipo) === 'EVE' ? '/actividades-ugc' : '/vida-universitaria-y-eventos', text(d.slug)),
  programas: (d) => {
    const home = programmeHome[text(d.tipo)] ?? '/oferta-academica'
    return text(d.tipo) === 'BAC' ? home : withSlug(home, text(d.slug))
  },
  conocer: (d) => withSlug('/CONOCER', text(d.slug)),
  carrusel: (d) => slideHome[text(d.tipo)] ?? '/',
  'programas-academicos': () => '/',
  podcasts: () => '/radiougc',
  'casos-exito': () => '/casosdeexito',
  'beneficios-exa': () => '/egresados',
  'tramites-texto': () => '/estudiantes',
  libros: () => '/stica/editoriales',
  'sitca-equipo': () => '/stica',
  'sitca-documentos': () => '/stica',
}

export const globalAddresses: Record<string, AddressOf> = {
  aviso: () => '/',
  'configuracion-sitio': () => '/',
  'contenido-institucional': () => '/quienes-somos',
}

/** The public address of a document, or null when its collection or global has no page. */
export function publicAddressOf(kind: 'collection' | 'global', slug: string, doc: Doc): string | null {
  const table = kind === 'collection' ? collectionAddresses : globalAddresses
  return Object.hasOwn(table, slug) ? table[slug]!(doc) : null
}

/**
 * Whether `path` is an address of this site's own pages, safe to send a browser to: one leading
 * slash (not `//host`, not `/\host`), no scheme, no control characters, and not the back office or
 * the API. Anything else is refused rather than followed (no open redirect).
 */
export function isOwnPagePath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path)) return false

  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false
  let url: URL
  try {
    url = new URL(path, 'http://sitio.invalid')
  } catch {
    return false
  }
  if (url.origin !== 'http://sitio.invalid') return false
  return !/^\/(admin|cms-api|api|vista-previa)(\/|$)/.test(url.pathname)
}
