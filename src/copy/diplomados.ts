/** Fixed copy of /diplomados (spec §2.7). */
export const diplomadosPage = {
  path: '/diplomados',
  metaTitle: 'Diplomados · Universidad UGC',
  metaDescription:
    'Diplomados presenciales, en línea o mixtos en Los Cabos: de 4 a 8 módulos, de 120 a 180 horas y de 4 a 6 meses, con dos sesiones de 4 horas a la semana.',
  heroSubtitle: 'Actualízate y especialízate en pocos meses, sin dejar de trabajar.',
  eyebrow: 'Educación continua',
  heading: 'Aprende, actualízate y crece',
  intro: [
    'Nuestros diplomados están diseñados para profesionistas, emprendedores y personas que desean adquirir o actualizar conocimientos en un área específica. Los imparten especialistas con experiencia en su campo y se enfocan en herramientas que puedes aplicar de inmediato en tu trabajo.',
    'Puedes cursarlos en modalidad presencial, en línea o mixta, y abrimos nuevos grupos en cada ciclo trimestral. Al concluir recibes un diploma con valor curricular que respalda tu preparación.',
  ],
  /** The facts of spec §2.7, each with its icon name (see DiplomadoFacts in the page). */
  facts: [
    { icon: 'modality', title: 'Modalidad', text: 'Presencial, en línea o mixta' },
    { icon: 'cycle', title: 'Ciclo', text: 'Trimestral: nuevos grupos cada trimestre' },
    { icon: 'modules', title: 'Módulos', text: 'Generalmente de 4 a 8 módulos' },
    { icon: 'hours', title: 'Horas', text: 'De 120 a 180 horas en total' },
    { icon: 'duration', title: 'Duración', text: 'De 4 a 6 meses' },
    { icon: 'sessions', title: 'Sesiones', text: 'Dos sesiones de 4 horas a la semana' },
  ],
  gridHeading: 'Elige tu Diplomado',
  cardCta: 'Conoce el diplomado',
  back: { href: '/diplomados', label: 'Volver a Diplomados' },
  characteristicsHeading: 'Conoce el diplomado',
  notFound: {
    title: 'No encontramos este diplomado',
    text: 'Es posible que la dirección haya cambiado o que el diplomado ya no esté disponible. Consulta los diplomados vigentes.',
  },
} as const

export type DiplomadoFactIcon = (typeof diplomadosPage.facts)[number]['icon']
