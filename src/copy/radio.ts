/** Fixed copy of /radiougc and its podcast feed (spec §2.13). */
export const radioPage = {
  path: '/radiougc',
  metaTitle: 'Radio UGC 104.7 FM y podcast · Universidad UGC',
  metaDescription:
    'Escucha Radio UGC 104.7 FM en vivo desde Cabo San Lucas y el podcast de la Universidad UGC: entrevistas, cultura, salud y vida universitaria.',
  eyebrow: 'Comunicación',
  title: 'Radio UGC',
  intro:
    'La voz de la comunidad universitaria en Los Cabos: programas en vivo, entrevistas con especialistas y las historias de nuestros estudiantes y egresados.',
  programsHeading: 'Programas',
  programsLabel: 'Programas de Radio UGC',
  live: {
    heading: 'Radio 104.7 FM',
    text: 'Transmisión en vivo desde Cabo San Lucas. Presiona reproducir para escucharnos; la señal se conecta solo cuando tú lo pides.',
    socialHeading: 'Síguenos en redes sociales',
  },
  player: {
    play: 'Escuchar en vivo',
    pause: 'Pausar la transmisión',
    idle: 'Listo para escuchar',
    connecting: 'Conectando…',
    live: 'En vivo',
    paused: 'En pausa',
    error: 'No se pudo cargar la transmisión en vivo. Revisa tu conexión e inténtalo de nuevo.',
  },
  episodesHeading: 'Últimas Transmisiones',
  monthHeading: (label: string) => `Mes: ${label}`,
  empty: 'No hay transmisiones para este mes.',
  showAll: 'Ver todas las transmisiones',
  audioFallback: 'Tu navegador no soporta el elemento de audio.',
  presenter: 'Conduce:',
  guests: 'Invitados:',
  archive: { heading: 'Archivo', label: 'Archivo', allOption: 'Todas los Podcast', submit: 'Ver mes' },
  subscribe: {
    heading: 'Podcast Radio UGC',
    text: 'Recibe cada episodio nuevo en tu aplicación de podcast favorita.',
    link: 'Suscríbete al podcast',
  },
  feed: {
    path: '/radiougc/podcast.xml',
    title: 'Radio UGC · Podcast de la Universidad UGC',
    description:
      'Conversaciones de Radio UGC 104.7 FM, la radio de la Universidad UGC en Cabo San Lucas: turismo, salud, cultura, derecho, tecnología y vida universitaria en Los Cabos.',
    author: 'Universidad UGC',
    owner: { name: 'Radio UGC · Universidad UGC', email: 'radio@ugc.edu.mx' },
    image: '/images/radio/podcast-portada.jpg',
    category: 'Education',
    copyright: 'Universidad UGC',
    language: 'es-mx',
  },
} as const
