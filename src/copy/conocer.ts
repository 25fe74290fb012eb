/** Fixed copy of /CONOCER (spec §2.8). The evaluation centre's data comes from the site settings. */

export const conocerPage = {
  path: '/CONOCER',
  metaTitle: 'CONOCER · Universidad UGC',
  metaDescription:
    'Certifica tus competencias laborales con validez oficial en el Centro de Evaluación CONOCER de la Universidad UGC en Cabo San Lucas.',
  heroSubtitle: 'Certifica oficialmente lo que sabes hacer en tu trabajo, en el Centro de Evaluación de la Universidad UGC.',
  about: [
    {
      id: 'que-es-conocer',
      icon: 'landmark',
      title: '¿Qué es el CONOCER?',
      text: 'El Consejo Nacional de Normalización y Certificación de Competencias Laborales (CONOCER) es una entidad del Gobierno Federal, sectorizada en la Secretaría de Educación Pública, que coordina el Sistema Nacional de Competencias. Junto con empresas, trabajadores e instituciones educativas define los Estándares de Competencia: la descripción de lo que una persona debe saber y saber hacer para desempeñar una función laboral con calidad.',
    },
    {
      id: 'certificado',
      icon: 'badge',
      title: '¿Qué es un certificado de competencia?',
      text: 'Es un documento oficial, con validez en todo el país, que reconoce lo que una persona sabe hacer en su trabajo, sin importar cómo o dónde lo aprendió. Lo emite la SEP a través del CONOCER cuando la persona demuestra, en una evaluación, que cumple con un Estándar de Competencia.',
    },
    {
      id: 'objetivo',
      icon: 'target',
      title: 'Objetivo',
      text: 'Reconocer de manera oficial los conocimientos, habilidades y actitudes de las personas, adquiridos en la escuela o en la experiencia laboral, para impulsar su desarrollo profesional, su empleabilidad y la competitividad de las empresas de Los Cabos y de Baja California Sur.',
    },
  ],
  centre: {
    heading: 'Centro de Evaluación',
    intro:
      'La Universidad UGC es Centro de Evaluación acreditado ante el CONOCER. Te acompañamos en todo el proceso, desde el diagnóstico hasta la entrega de tu certificado.',
    codeLabel: 'Código del centro',
    addressLabel: 'Dirección',
    phonesLabel: 'Teléfonos',
    emailLabel: 'Correo de contacto',
    complaintsHeading: 'Quejas sobre el proceso de evaluación',
    complaintsEmailLabel: 'Correo para quejas',
    complaintsPhoneLabel: 'Teléfono para quejas',
  },
  standardsHeading: 'Estándares de competencia que evaluamos',
  standardsIntro: 'Elige un estándar para conocer a quién va dirigido, cómo es la evaluación y qué necesitas para presentarla.',
  cardCta: 'Conoce el estándar',
  process: {
    heading: '¿Cómo obtengo mi certificado?',
    intro: 'El proceso de certificación consta de cinco pasos. Te orientamos en cada uno de ellos.',
    // The infographic is HTML (ui/StepPath): down the page on a phone, across on a wide screen.
    pathLabel: 'Proceso de certificación CONOCER en cinco pasos',
    steps: [
      {
        title: 'Diagnóstico',
        text: 'Revisamos contigo el Estándar de Competencia y aplicamos un diagnóstico para saber si estás listo para evaluarte.',
      },
      {
        title: 'Alineación',
        text: 'Si lo necesitas, te preparamos con una capacitación alineada a los criterios del estándar. Este paso es opcional.',
      },
      {
        title: 'Evaluación',
        text: 'Un evaluador certificado observa tu desempeño y revisa tus productos y conocimientos con base en el estándar.',
      },
      {
        title: 'Dictamen',
        text: 'Con las evidencias reunidas se emite el juicio de competencia y te damos retroalimentación sobre tus resultados.',
      },
      {
        title: 'Certificación',
        text: 'Si eres competente, la SEP y el CONOCER emiten tu certificado, con validez oficial en todo el país.',
      },
    ],
  },
  leaflet: {
    title: 'Folleto informativo CONOCER',
    label: 'Descarga el folleto informativo',
    note: 'PDF con el proceso, los requisitos y los datos de contacto del centro.',
    fileName: 'Folleto_CONOCER_UGC.pdf',
  },
  back: { href: '/CONOCER', label: 'Volver a CONOCER' },
  characteristicsHeading: 'Conoce el estándar',
  emptyText: 'No se encontró información.',
  documentLabel: 'Descarga el Estándar de Competencia',
  documentNote: 'Documento oficial del estándar en PDF.',
  notFound: {
    title: 'No encontramos este estándar de competencia',
    text: 'Es posible que la dirección haya cambiado o que el estándar ya no se evalúe en nuestro centro. Consulta los estándares vigentes.',
  },
} as const
