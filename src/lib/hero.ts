/** Default hero titles of spec §2.10, by route. Routes are case-sensitive, as the spec writes them. */
const titlesByPath: Record<string, string> = {
  '/diplomados': 'Diplomados',
  '/CONOCER': 'CONOCER',
}

/** The hero banner's title when a page gives none: 'Diplomados', 'CONOCER' or 'Bienvenido'. */
export function heroTitle(path: string): string {
  // A pathname may arrive with a query, a hash or a trailing slash (/diplomados/ redirects to
  // /diplomados, but a caller could pass either); only the route itself decides the title.
  const route = path.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/'
  return titlesByPath[route] ?? 'Bienvenido'
}

/**
 * A banner title too long for the h1 size (a CONOCER standard's full name runs 130 characters: seven
 * lines at 48 px). Such a title takes the long-title size, which keeps it to about three lines
 * (issue 38.10; `type-h1-long` in site.css).
 */
export const isLongTitle = (title: string) => title.length > 60
