/** Fixed copy of the site search: the header box and /buscar. */
export const searchCopy = {
  path: '/buscar',
  metaTitle: 'Buscar · Universidad UGC',
  metaDescription: 'Busca programas, noticias, eventos, podcasts y documentos de la Universidad UGC.',
  title: 'Buscar',
  inputLabel: 'Buscar en el sitio',
  button: 'Buscar',
  placeholder: 'Programas, noticias, eventos…',
  openBox: 'Abrir búsqueda',
  closeBox: 'Cerrar búsqueda',
  resultsLabel: 'Resultados de la búsqueda',
  empty: 'Escribe una palabra para buscar.',
  none: (q: string) => `No encontramos resultados para «${q}». Prueba con otras palabras.`,
  count: (n: number, q: string) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'resultado' : 'resultados'} para «${q}»`,
  datePrefix: 'Fecha: ',
  /** The same words in the programme finder, with its filters (issue 38.8). */
  offerLink: 'Ver en el buscador de oferta',
  factsLabel: 'Modalidad, campus y duración',
} as const
