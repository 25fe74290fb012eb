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
