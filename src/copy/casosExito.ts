/** Fixed copy of /casosdeexito (spec §2.19). */
export const casosExitoPage = {
  path: '/casosdeexito',
  metaTitle: 'Casos de Éxito · Egresados de la Universidad UGC',
  metaDescription:
    'Conoce a egresados de la Universidad UGC que hoy dirigen cocinas, hoteles, despachos y empresas en Los Cabos y en todo México.',
  title: 'Casos de Éxito',
  subtitle: 'Egresados que evolucionaron para trascender.',
  banner: '/images/casos-exito/portada.webp',
  social: {
    heading: 'Historias que inspiran',
    text: 'Nuestros egresados cuentan cómo su formación en la UGC les abrió camino. Mira el video y síguenos en redes sociales para conocer más historias.',
    follow: 'Síguenos',
    videoTitle: 'Casos de éxito de egresados de la Universidad UGC',
    poster: { src: '/images/casos-exito/video.webp', alt: 'Casos de éxito: egresados de la Universidad UGC' },
  },
  gridHeading: 'Nuestros egresados',
  graduateOf: 'Egresado de la',
  empty: 'No se encontró información.',
} as const
