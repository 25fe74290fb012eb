/**
 * The addresses that name one item by slug: the detail pages of programmes and CONOCER standards,
 * and the share cards under /og/. Next.js keeps what they answer, a "not found" included, so each
 * made-up slug would add a cache entry (a file pair, or a Redis key with REDIS_URL). src/proxy.ts
 * answers an unknown slug itself, from this index of the slugs that exist, before Next.js renders.
 */
type SlugKind = 'LIC' | 'DIP' | 'CONOCER' | 'NOT' | 'EVE'

/** The published slugs of each kind. */
export type SlugIndex = Record<SlugKind, Set<string>>

const pages: Record<string, SlugKind> = { licenciaturas: 'LIC', diplomados: 'DIP', CONOCER: 'CONOCER' }
const cards: Record<string, SlugKind> = { ...pages, 'vida-universitaria-y-eventos': 'NOT', 'actividades-ugc': 'EVE' }

/**
 * The slug a path segment names, if written the one way the site writes it: another spelling of
 * the same slug (`%2D` for `-`) would be another address, and another entry in the cache.
 */
function decoded(segment: string): string | null {
  try {
    const slug = decodeURIComponent(segment)
    return encodeURIComponent(slug) === segment ? slug : null
  } catch {
    return null
  }
}

/**
 * 'page' for a detail page whose slug does not exist, 'card' for such a share card, null for any
 * other address (existing slugs included).
 */
export function unknownSlug(index: SlugIndex, pathname: string): 'page' | 'card' | null {
  const page = /^\/([^/]+)\/([^/]+)$/.exec(pathname)
  if (page && Object.hasOwn(pages, page[1]!)) {
    const slug = decoded(page[2]!)
    return slug !== null && index[pages[page[1]!]!].has(slug) ? null : 'page'
  }
  const card = /^\/og\/([^/]+)\/([^/]+)$/.exec(pathname)
  if (card) {
    const kind = Object.hasOwn(cards, card[1]!) ? cards[card[1]!] : undefined
    const slug = /^(.+)\.png$/.exec(card[2]!)?.[1]
    const known = slug !== undefined ? decoded(slug) : null
    return kind && known !== null && index[kind].has(known) ? null : 'card'
  }
  return null
}

const noSlugs: SlugIndex = { LIC: new Set(), DIP: new Set(), CONOCER: new Set(), NOT: new Set(), EVE: new Set() }

/** Whether `pathname` names an item by slug at all (so the proxy needs the index). */
export const namesSlug = (pathname: string) => unknownSlug(noSlugs, pathname) !== null
