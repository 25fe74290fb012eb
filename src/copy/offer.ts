/** The fixed texts of the programme finder (/oferta-academica) and its comparison. */
export const offerPage = {
  path: '/oferta-academica',
  title: 'Toda la oferta académica',
  /** The menu entry and the home page's link to the finder. */
  menuTitle: 'Toda la oferta',
  homeLink: 'Explora toda la oferta académica',
  metaTitle: 'Oferta académica: encuentra tu programa · Universidad UGC',
  filteredTitle: (chosen: string) => `Oferta académica: ${chosen}`,
  metaDescription:
    'Preparatoria, licenciaturas, diplomados, CONOCER y posgrados de la Universidad UGC: filtra por área, modalidad, campus, duración e inicio de clases.',
  intro:
    'Todos nuestros programas en una sola lista. Filtra por nivel, área, modalidad, campus, duración o mes de inicio, o busca por nombre.',
  filtersHeading: 'Filtra la oferta',
  /** The phone's button that opens the filters, with how many are chosen. */
  filtersButton: (n: number) => `Filtros (${n})`,
  closeFilters: 'Cerrar filtros',
  searchLabel: 'Buscar por nombre',
  searchPlaceholder: 'Ej. derecho, turismo, inglés',
  apply: 'Aplicar filtros',
  /** The same button once the choices apply as they are made: it closes the sheet onto what it says. */
  showResults: (n: number) => (n === 0 ? 'Ver sugerencias' : n === 1 ? 'Ver 1 programa' : `Ver ${n} programas`),
  clear: 'Quitar filtros',
  resultsHeading: 'Programas',
  count: (n: number) => (n === 1 ? '1 programa' : `${n} programas`),
  none: 'Ningún programa cumple con todos tus filtros.',
  nearest: (without: string, n: number) => `Sin «${without}» hay ${n === 1 ? '1 programa' : `${n} programas`}:`,
  showNearest: 'Ver estos programas',
  contactPrompt: '¿No encuentras lo que buscas? Cuéntanos qué quieres estudiar y te orientamos.',
  contactLink: 'Escríbenos en el formulario de contacto',
  contactHref: '/#contacto',
  /** The link of a finder's card to the programme's form (its accessible name is `askAbout`). */
  cardAsk: 'Solicita información',
  askAbout: (titulo: string) => `Solicita información: ${titulo}`,
  externalCta: 'Visita el sitio de posgrados',
  compareLabel: (titulo: string) => `Comparar ${titulo}`,
  compareShort: 'Comparar',
  compareBar: 'Comparar',
  compareHint: 'Marca hasta 3 programas para verlos lado a lado.',
  listLabel: 'Programas de la oferta académica',
} as const

export const comparePage = {
  path: '/oferta-academica/comparar',
  title: 'Compara programas',
  metaTitle: 'Compara programas · Universidad UGC',
  metaDescription:
    'Compara lado a lado la duración, modalidad, campus, inicio de clases, RVOE y plan de estudios de los programas de la Universidad UGC.',
  intro: 'Duración, modalidad, campus, inicio de clases, RVOE y plan de estudios, lado a lado.',
  tooFew: 'Elige al menos dos programas en la oferta académica para compararlos.',
  back: 'Volver a la oferta académica',
  remove: (titulo: string) => `Quitar ${titulo} de la comparación`,
  removeShort: 'Quitar',
  ask: offerPage.cardAsk,
  askAbout: offerPage.askAbout,
  tableCaption: 'Comparación de programas',
  rowsHeading: 'Característica',
  rows: {
    nivel: 'Nivel',
    duracion: 'Duración',
    modalidad: 'Modalidad',
    campus: 'Campus',
    inicio: 'Inicio de clases',
    rvoe: 'RVOE',
    periodos: 'Periodos',
    materias: 'Materias del plan de estudios',
    area: 'Área de conocimiento',
  },
  none: '—',
  goTo: 'Ver programa',
} as const

/** A programme's facts-and-action card (components/programmes/ProgrammeCard, issue 38 item 4). */
export const programmeCardCopy = {
  label: (titulo: string) => `${titulo} de un vistazo`,
  ask: 'Solicita información',
  whatsapp: 'Pregunta por WhatsApp',
} as const
