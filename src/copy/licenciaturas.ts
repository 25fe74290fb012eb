/** Fixed copy of /licenciaturas (spec §2.6). */
export const licenciaturasPage = {
  path: '/licenciaturas',
  metaTitle: 'Licenciaturas · Universidad UGC',
  metaDescription:
    'Licenciaturas con validez oficial en Los Cabos y Culiacán: turismo, gastronomía, derecho, psicología, contaduría, mercadotecnia, sistemas y educación.',
  heroSubtitle: 'Estudia una licenciatura con validez oficial, cerca de casa y con la experiencia de la Universidad UGC.',
  eyebrow: 'Oferta académica',
  heading: 'Licenciaturas',
  intro: [
    'En la Universidad UGC formamos profesionales preparados para crecer en Los Cabos, en Baja California Sur y en todo México. Nuestros planes de estudio se actualizan de forma constante, combinan la teoría con prácticas en empresas e instituciones de la región y cuentan con reconocimiento de validez oficial de estudios.',
    'Contamos con horarios pensados para quienes estudian y trabajan, grupos reducidos y acompañamiento personal de tutores durante toda la carrera. Elige la licenciatura que va contigo y da el primer paso hacia tu futuro profesional.',
  ],
  highlights: ['Validez oficial (RVOE)', 'Prácticas profesionales en empresas de la región', 'Horarios para estudiar y trabajar'],
  gridHeading: 'Elige tu Licenciatura',
  cardCta: 'Conoce la licenciatura',
  back: { href: '/licenciaturas', label: 'Volver a Licenciaturas' },
  characteristicsHeading: 'Conoce la licenciatura',
  notFound: {
    title: 'No encontramos esta licenciatura',
    text: 'Es posible que la dirección haya cambiado o que el programa ya no se ofrezca. Consulta todas nuestras licenciaturas vigentes.',
  },
} as const
