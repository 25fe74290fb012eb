import { noContent } from './shared'
import { visitsLabel } from './visits'

/** Fixed copy of the news and events pages (spec §2.12, §8). */

type CommunicationKind = 'NOT' | 'EVE'

/** The top bar shared by the communication pages (spec §2.12). */
export const communicationLinks = [
  { href: '/vida-universitaria-y-eventos', label: 'Vida Universitaria y Eventos' },
  { href: '/actividades-ugc', label: 'Actividades UGC' },
  { href: '/radiougc', label: 'Radio UGC' },
] as const

export const communicationCopy = {
  topBarLabel: 'Comunicación',
  menuButton: 'Secciones de Comunicación',
  breadcrumbLabel: 'Ruta de navegación',
  home: 'Inicio',
  socialHeading: 'Síguenos en redes sociales',
  videoTitle: 'Video de la Universidad UGC',
  readMore: 'Ver más →',
  visits: visitsLabel,
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  pagerLabel: 'Paginación',
  latestHeading: 'Últimas actualizaciones',
  archiveLabel: 'Archivo',
  archiveAll: 'Todas las noticias',
  archiveSubmit: 'Ver mes',
  empty: noContent,
  emptyMonth: 'No se encontró información.',
  back: 'Volver a la lista',
  /** A published item with a title and no text yet. */
  noBody: 'Pronto compartiremos más detalles de esta publicación. Mientras tanto, consulta las demás en la lista.',
  publishedOn: 'Publicado el',
} as const

export type CommunicationPageCopy = {
  kind: CommunicationKind
  path: string
  /** The breadcrumb's and top bar's name of this page. */
  name: string
  /** What one item is, in a sentence: 'Noticia', 'Actividad'. */
  itemLabel: string
  metaTitle: string
  metaDescription: string
  loading: string
  /** The page's feed: what the visible link says and its MIME type for `<link rel="alternate">`. */
  feed: { href: string; label: string; type: string; title: string }
  notFound: { title: string; text: string; back: string }
}

export const newsPage: CommunicationPageCopy = {
  kind: 'NOT',
  path: '/vida-universitaria-y-eventos',
  name: 'Vida Universitaria y Eventos',
  itemLabel: 'Noticia',
  metaTitle: 'Vida Universitaria y Eventos · Universidad UGC',
  metaDescription:
    'Noticias de la Universidad UGC en Los Cabos y Culiacán: logros de estudiantes, convenios, convocatorias, becas y la vida de nuestra comunidad.',
  loading: 'Cargando Noticias...',
  feed: {
    href: '/vida-universitaria-y-eventos/rss.xml',
    label: 'Suscríbete por RSS',
    type: 'application/rss+xml',
    title: 'Noticias de la Universidad UGC (RSS)',
  },
  notFound: {
    title: 'No encontramos esta noticia',
    text: 'Es posible que la dirección haya cambiado o que la noticia ya no esté publicada. Consulta las noticias más recientes.',
    back: 'Ver todas las noticias',
  },
}

export const eventsPage: CommunicationPageCopy = {
  kind: 'EVE',
  path: '/actividades-ugc',
  name: 'Actividades UGC',
  itemLabel: 'Actividad',
  metaTitle: 'Actividades UGC · Universidad UGC',
  metaDescription:
    'Actividades y eventos de la Universidad UGC: ferias, congresos, concursos, torneos y jornadas para estudiantes, egresados y la comunidad de Los Cabos.',
  loading: 'Cargando Eventos...',
  feed: {
    href: '/actividades-ugc/eventos.ics',
    label: 'Agrega las actividades a tu calendario',
    type: 'text/calendar',
    title: 'Actividades UGC (calendario iCalendar)',
  },
  notFound: {
    title: 'No encontramos esta actividad',
    text: 'Es posible que la dirección haya cambiado o que la actividad ya no esté publicada. Consulta todas las actividades.',
    back: 'Ver todas las actividades',
  },
}

/** Copy of the feeds themselves. */
export const feedsCopy = {
  rssTitle: 'Vida Universitaria y Eventos · Universidad UGC',
  rssDescription: 'Noticias de la Universidad UGC: logros, convenios, convocatorias y la vida de nuestra comunidad.',
  icsName: 'Actividades UGC',
  icsDescription: 'Actividades y eventos de la Universidad UGC.',
  icsProdId: '-//Universidad UGC//Actividades UGC//ES',
} as const
