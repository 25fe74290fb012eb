import { offerPage } from './offer'
import { searchCopy } from './search'

/** The 404 page's texts and the ways on it offers (issue 26, item 7: search, pages, contact). */
export const notFoundCopy = {
  metaTitle: 'Página no encontrada · Universidad UGC',
  code: '404',
  title: 'Página no encontrada',
  text: 'La página que buscas no existe o cambió de dirección.',
  home: 'Volver al Inicio',
  searchPath: searchCopy.path,
  searchLabel: 'Busca en el sitio',
  searchPlaceholder: 'Ej. inscripciones, psicología, becas',
  searchButton: 'Buscar',
  pagesHeading: 'Lo que más se consulta',
  pages: [
    { title: 'Oferta académica', text: 'Todos los programas, con filtros', href: offerPage.path },
    { title: 'Licenciaturas', text: 'Planes de estudio y modalidades', href: '/licenciaturas' },
    { title: 'Prepa UGC', text: 'Bachillerato general y tecnológico', href: '/preparatoria' },
    { title: 'Vida Universitaria y Eventos', text: 'Noticias y eventos', href: '/vida-universitaria-y-eventos' },
  ],
  contactHeading: '¿No encuentras lo que buscas?',
  contactText: 'Escríbenos y una persona de admisiones te responde.',
  contactLink: 'Solicita información',
  contactHref: '/#contacto',
} as const
