/** Fixed copy of /quejasysugerencias (spec §2.23). */
export const quejasPage = {
  path: '/quejasysugerencias',
  metaTitle: 'Quejas y Sugerencias · Universidad UGC',
  metaDescription:
    'Buzón de quejas y sugerencias de la Universidad UGC: envía tu queja o tu sugerencia en línea. Tu información se trata con confidencialidad.',
  title: 'Quejas y Sugerencias',
  heroSubtitle: 'Tu opinión nos ayuda a mejorar.',
  heading: 'Buzón de quejas y sugerencias',
  paragraphs: [
    'En la Universidad UGC trabajamos cada día para ofrecer un servicio educativo de calidad, respaldado por nuestro sistema de gestión certificado en ISO 9001-2015. Para lograrlo necesitamos escucharte.',
    'Este buzón está abierto a estudiantes, madres y padres de familia, egresados, docentes, colaboradores y público en general. Cada mensaje llega al área responsable, que lo analiza y, cuando dejas tus datos de contacto, te da respuesta en un plazo máximo de diez días hábiles.',
  ],
  options: [
    {
      key: 'url_queja',
      title: 'Queja',
      text: 'Cuéntanos sobre un servicio, trámite o situación que no cumplió tus expectativas. Describe qué ocurrió, cuándo y en qué área, para que podamos atenderlo.',
      cta: 'Enviar una Queja',
    },
    {
      key: 'url_sugerencia',
      title: 'Sugerencia',
      text: 'Comparte una idea para mejorar nuestras instalaciones, servicios, programas o la vida universitaria. Todas las propuestas se revisan.',
      cta: 'Enviar una Sugerencia',
    },
  ],
  confidentiality: {
    heading: 'Tu información es confidencial',
    text: 'Los datos que compartas se usan únicamente para dar seguimiento a tu queja o sugerencia y solo los conocen las personas encargadas de atenderla. Si lo prefieres, puedes enviarla de forma anónima. Ninguna queja tendrá represalias para quien la presenta.',
  },
} as const
