import type {
  SeedBook,
  SeedInfoBlock,
  SeedLogo,
  SeedSitcaDocument,
  SeedSlide,
  SeedTeamMember,
} from '../types'

// ───────────────────────────── Servicio social y prácticas ─────────────────────────────

export const infoBlocks: SeedInfoBlock[] = [
  {
    titulo: 'Servicio Social',
    orden: 1,
    texto: {
      paragraphs: [
        'El servicio social es una actividad obligatoria para obtener el título de licenciatura, establecida en el artículo 5.º constitucional y en la Ley General de Educación Superior. Consiste en 480 horas de trabajo en beneficio de la sociedad, que el estudiante realiza en dependencias públicas, organizaciones de la sociedad civil o programas de la propia universidad.',
        'Puedes iniciar tu servicio social cuando hayas acreditado al menos el 70 % de los créditos de tu plan de estudios. La prestación debe durar un mínimo de seis meses y un máximo de dos años, y no puede realizarse en empresas con fines de lucro.',
        'Para registrarte, acude a la Coordinación de Servicio Social de tu campus con los siguientes documentos: solicitud de registro debidamente llenada, constancia de créditos emitida por Servicios Escolares, carta de aceptación de la institución receptora y dos fotografías tamaño infantil.',
        'Una vez aprobado tu registro, deberás entregar reportes bimestrales de actividades firmados por tu responsable en la institución receptora. Las horas de actividades organizadas por la universidad, como jornadas de limpieza de playa o campañas de salud, también pueden sumarse a tu servicio.',
      ],
    },
  },
  {
    titulo: 'Servicio Social: liberación',
    orden: 2,
    texto: {
      paragraphs: [
        'Al cubrir las 480 horas, solicita a la institución receptora la carta de terminación en hoja membretada, con firma y sello, en la que se indiquen el periodo, el total de horas y las actividades realizadas.',
        'Entrega en la Coordinación de Servicio Social la carta de terminación, el informe final de actividades y todos tus reportes bimestrales. La coordinación revisará que la documentación esté completa y que las fechas coincidan con tu registro.',
        'En un plazo de diez días hábiles recibirás tu constancia de liberación de servicio social, documento indispensable para iniciar tu trámite de titulación. Conserva una copia, ya que también se solicita en algunos procesos de contratación del sector público.',
      ],
    },
  },
  {
    titulo: 'Practicas Profesionales',
    orden: 3,
    texto: {
      paragraphs: [
        'Las prácticas profesionales permiten aplicar en un entorno laboral real los conocimientos adquiridos durante la carrera. En la Universidad UGC forman parte del plan de estudios de todas las licenciaturas y se cursan en el último periodo, con una duración mínima de 240 horas.',
        'Gracias a nuestros convenios con hoteles, restaurantes, despachos, empresas de tecnología y dependencias de gobierno de Los Cabos y Culiacán, el Departamento de Vinculación ofrece cada periodo una amplia cartera de plazas. También puedes proponer una empresa, siempre que se relacione con tu carrera y firme la carta de aceptación.',
        'Para iniciar, entrega en Vinculación la solicitud de prácticas, tu constancia de estudios vigente, la carta de aceptación de la empresa y una copia de tu número de seguridad social. La universidad te asignará un asesor académico que dará seguimiento a tu desempeño.',
        'Al concluir, la empresa emite una carta de terminación y una evaluación de tu desempeño, y tú entregas un informe final. Con estos documentos se asienta la calificación de la asignatura de Prácticas Profesionales en tu historial académico.',
      ],
    },
  },
]

// ───────────────────────────── Editorial UGC ─────────────────────────────

export const books: SeedBook[] = [
  {
    titulo: 'Los Cabos: del pueblo pesquero al destino internacional',
    nombre_autor: 'Dra. Beatriz Cosío Aguilar',
    edicion: 'Segunda edición',
    anio_edicion: 2024,
    descripcion:
      'Recorrido histórico por la transformación de Cabo San Lucas y San José del Cabo desde mediados del siglo XX. Reúne testimonios de pescadores, empresarios y familias fundadoras, así como fotografías inéditas de archivo.',
    orden: 1,
    image: {
      file: 'libro-los-cabos-pueblo-pesquero',
      alt: 'Portada del libro Los Cabos: del pueblo pesquero al destino internacional',
      label: 'Los Cabos: del pueblo pesquero',
      caption: 'Segunda edición, 2024',
      motif: 'book',
    },
  },
  {
    titulo: 'Cocina sudcaliforniana: tradición y técnica',
    nombre_autor: 'Chef Héctor Manríquez Cota',
    edicion: 'Primera edición',
    anio_edicion: 2022,
    descripcion:
      'Manual de cocina que documenta recetas tradicionales de los ranchos y las comunidades costeras de Baja California Sur. Cada receta se acompaña de su explicación técnica y de propuestas contemporáneas elaboradas por estudiantes de Gastronomía.',
    orden: 2,
    image: {
      file: 'libro-cocina-sudcaliforniana',
      alt: 'Portada del libro Cocina sudcaliforniana: tradición y técnica con un platillo de pescado',
      label: 'Cocina sudcaliforniana',
      caption: 'Primera edición, 2022',
      motif: 'book',
    },
  },
  {
    titulo: 'Derecho turístico y ambiental en Baja California Sur',
    nombre_autor: 'Mtro. Fernando Amador Lucero',
    edicion: 'Primera edición',
    anio_edicion: 2023,
    descripcion:
      'Análisis del marco jurídico que regula la actividad turística, la zona federal marítimo terrestre y las áreas naturales protegidas en el estado. Incluye casos prácticos y legislación comentada para estudiantes y profesionales del derecho.',
    orden: 3,
    image: {
      file: 'libro-derecho-turistico-ambiental-bcs',
      alt: 'Portada del libro Derecho turístico y ambiental en Baja California Sur',
      label: 'Derecho turístico y ambiental',
      caption: 'Primera edición, 2023',
      motif: 'book',
    },
  },
  {
    titulo: 'Educar desde el enfoque Gestalt',
    nombre_autor: 'Mtra. Claudia Espinoza Romero',
    edicion: 'Tercera edición',
    anio_edicion: 2025,
    descripcion:
      'Propuesta pedagógica que traslada los principios de la terapia Gestalt al salón de clases: el aquí y ahora, la responsabilidad y el contacto. Ofrece actividades para docentes de educación básica, media superior y superior.',
    orden: 4,
    image: {
      file: 'libro-educar-enfoque-gestalt',
      alt: 'Portada del libro Educar desde el enfoque Gestalt',
      label: 'Educar desde el enfoque Gestalt',
      caption: 'Tercera edición, 2025',
      motif: 'book',
    },
  },
  {
    titulo: 'Hospitalidad sustentable: guía para hoteles de playa',
    nombre_autor: 'Dr. Manuel Fiol Verdugo y Mtra. Ana López Castro',
    edicion: 'Primera edición',
    anio_edicion: 2026,
    descripcion:
      'Guía práctica para reducir el consumo de agua y energía, gestionar residuos y vincularse con las comunidades locales en hoteles de sol y playa. Se basa en experiencias documentadas en resorts de Los Cabos.',
    orden: 5,
    image: {
      file: 'libro-hospitalidad-sustentable',
      alt: 'Portada del libro Hospitalidad sustentable con la ilustración de una palmera',
      label: 'Hospitalidad sustentable',
      caption: 'Primera edición, 2026',
      motif: 'book',
    },
  },
  {
    titulo: 'Misiones y ranchos del sur de la península',
    nombre_autor: 'Lic. Daniela Arce Geraldo',
    edicion: 'Primera edición',
    anio_edicion: 2019,
    descripcion:
      'Crónica de las misiones jesuitas de San José del Cabo y Santiago y de la vida en los ranchos de la sierra de la Laguna. La obra rescata tradiciones orales, oficios y costumbres que aún perviven en la región.',
    orden: 6,
    image: {
      file: 'libro-misiones-ranchos-sur-peninsula',
      alt: 'Portada del libro Misiones y ranchos del sur de la península con la fachada de una misión',
      label: 'Misiones y ranchos del sur',
      caption: 'Primera edición, 2019',
      motif: 'book',
    },
  },
  {
    titulo: 'Estadística aplicada al turismo',
    nombre_autor: 'Dr. Manuel Fiol Verdugo',
    edicion: 'Segunda edición',
    anio_edicion: 2018,
    descripcion:
      'Libro de texto para estudiantes de turismo y administración que explica, con datos reales de destinos mexicanos, cómo medir la ocupación, la estadía promedio y la derrama económica. Incluye ejercicios resueltos en hoja de cálculo.',
    orden: 7,
    image: {
      file: 'libro-estadistica-aplicada-turismo',
      alt: 'Portada del libro Estadística aplicada al turismo con gráficas de barras',
      label: 'Estadística aplicada al turismo',
      caption: 'Segunda edición, 2018',
      motif: 'book',
    },
  },
]

// ───────────────────────────── SITCA ─────────────────────────────

export const sitcaTeam: SeedTeamMember[] = [
  {
    titulo: 'Beatriz Cosío Aguilar',
    titulos_academicos: 'Doctora en Ciencias Sociales',
    puesto_trabajo: 'Coordinadora de SITCA',
    orden: 1,
    image: {
      file: 'sitca-equipo-beatriz-cosio',
      alt: 'Retrato de la doctora Beatriz Cosío Aguilar',
      label: 'Dra. Beatriz Cosío Aguilar',
      caption: 'Coordinadora',
      motif: 'people',
    },
  },
  {
    titulo: 'Manuel Fiol Verdugo',
    titulos_academicos: 'Doctor en Economía Regional',
    puesto_trabajo: 'Investigador titular',
    orden: 2,
    image: {
      file: 'sitca-equipo-manuel-fiol',
      alt: 'Retrato del doctor Manuel Fiol Verdugo',
      label: 'Dr. Manuel Fiol Verdugo',
      caption: 'Investigador titular',
      motif: 'people',
    },
  },
  {
    titulo: 'Ana López Castro',
    titulos_academicos: 'Maestra en Gestión Turística Sustentable',
    puesto_trabajo: 'Investigadora asociada',
    orden: 3,
    image: {
      file: 'sitca-equipo-ana-lopez',
      alt: 'Retrato de la maestra Ana López Castro',
      label: 'Mtra. Ana López Castro',
      caption: 'Investigadora asociada',
      motif: 'people',
    },
  },
  {
    titulo: 'Luis Alberto Beltrán Ojeda',
    titulos_academicos: 'Ingeniero en Sistemas Computacionales',
    puesto_trabajo: 'Analista de datos',
    orden: 4,
    image: {
      file: 'sitca-equipo-luis-beltran',
      alt: 'Retrato del ingeniero Luis Alberto Beltrán Ojeda',
      label: 'Ing. Luis A. Beltrán Ojeda',
      caption: 'Analista de datos',
      motif: 'people',
    },
  },
]

export const sitcaDocuments: SeedSitcaDocument[] = [
  // Informes anuales
  {
    tipo: 'informe',
    titulo: 'Informe anual de indicadores turísticos de Los Cabos 2023',
    fecha_publicacion: '2026-01-22',
    visitas: 387,
    descripcion: {
      paragraphs: [
        'Edición revisada del informe anual 2023, con las cifras definitivas de ocupación hotelera, tráfico aéreo y cruceros publicadas por las fuentes oficiales.',
        'Se incluye un capítulo sobre la recuperación posterior a la pandemia y la consolidación del mercado estadounidense.',
      ],
    },
    image: {
      file: 'sitca-informe-anual-2023',
      alt: 'Portada del informe anual 2023 de SITCA con una gráfica de crecimiento',
      label: 'Informe anual 2023',
      caption: 'SITCA',
      motif: 'chart',
    },
    archivo: {
      file: 'sitca-informe-anual-2023-pdf',
      alt: 'Informe anual de indicadores turísticos de Los Cabos 2023 en PDF',
      title: 'Informe anual de indicadores turísticos de Los Cabos 2023',
      paragraphs: [
        'Durante 2023, Los Cabos registró una ocupación hotelera promedio anual de 76.8 %, con un inventario cercano a 21,500 cuartos en operación. Los meses con mayor ocupación fueron marzo y diciembre, ambos por encima del 84 %.',
        'El Aeropuerto Internacional de Los Cabos atendió alrededor de 6.9 millones de pasajeros, de los cuales el 58 % correspondió a vuelos internacionales. Estados Unidos se mantuvo como el principal mercado emisor, seguido de Canadá y el mercado nacional.',
        'El puerto de Cabo San Lucas recibió 261 arribos de cruceros con cerca de 780 mil pasajeros. La temporada alta de cruceros se concentró entre octubre y abril.',
        'La derrama económica estimada por turismo hotelero superó los 2,900 millones de dólares. SITCA estima que por cada cuarto de hotel se generan en promedio 1.6 empleos directos.',
      ],
    },
  },
  {
    tipo: 'informe',
    titulo: 'Informe anual de indicadores turísticos de Los Cabos 2024',
    fecha_publicacion: '2026-02-12',
    visitas: 342,
    descripcion: {
      paragraphs: [
        'Análisis del comportamiento turístico de Los Cabos durante 2024, con series mensuales de ocupación, tarifa promedio, pasajeros aéreos y arribo de cruceros.',
        'El informe incorpora por primera vez un indicador de presión hídrica del sector hotelero elaborado por el grupo de investigación.',
      ],
    },
    image: {
      file: 'sitca-informe-anual-2024',
      alt: 'Portada del informe anual 2024 de SITCA con el Arco de Cabo San Lucas',
      label: 'Informe anual 2024',
      caption: 'SITCA',
      motif: 'chart',
    },
    archivo: {
      file: 'sitca-informe-anual-2024-pdf',
      alt: 'Informe anual de indicadores turísticos de Los Cabos 2024 en PDF',
      title: 'Informe anual de indicadores turísticos de Los Cabos 2024',
      paragraphs: [
        'La ocupación hotelera promedio de 2024 fue de 77.5 %, con una tarifa promedio diaria que creció 6 % respecto al año anterior. El inventario hotelero aumentó a cerca de 22,300 cuartos por la apertura de cuatro nuevos desarrollos.',
        'El aeropuerto registró aproximadamente 7.2 millones de pasajeros, un incremento de 4.3 % frente a 2023. Se sumaron nuevas rutas directas desde ciudades del medio oeste de Estados Unidos.',
        'Los arribos de cruceros a Cabo San Lucas sumaron 274, con alrededor de 820 mil pasajeros. El gasto promedio por crucerista en tierra se estimó en 96 dólares.',
        'El nuevo indicador de presión hídrica estima que el sector hotelero utiliza en promedio 1,100 litros de agua por cuarto ocupado al día, con amplias diferencias entre establecimientos que cuentan con plantas de tratamiento y los que no.',
        'SITCA recomienda fortalecer la medición de la oferta de vivienda para renta vacacional, que ya representa una parte relevante del alojamiento del destino.',
      ],
    },
  },
  {
    tipo: 'informe',
    titulo: 'Informe anual de indicadores turísticos de Los Cabos 2025',
    fecha_publicacion: '2026-03-19',
    visitas: 298,
    descripcion: {
      paragraphs: [
        'Balance completo del año turístico 2025 en Los Cabos, con comparativos contra los dos años anteriores y perspectivas para 2026.',
        'Incluye resultados de la encuesta de satisfacción aplicada por estudiantes de la universidad a 2,400 visitantes en el aeropuerto y la marina.',
        'El documento fue presentado ante autoridades municipales y representantes de la asociación de hoteles.',
      ],
    },
    image: {
      file: 'sitca-informe-anual-2025',
      alt: 'Portada del informe anual 2025 de SITCA con un mapa de la península',
      label: 'Informe anual 2025',
      caption: 'SITCA',
      motif: 'chart',
    },
    archivo: {
      file: 'sitca-informe-anual-2025-pdf',
      alt: 'Informe anual de indicadores turísticos de Los Cabos 2025 en PDF',
      title: 'Informe anual de indicadores turísticos de Los Cabos 2025',
      paragraphs: [
        'En 2025 la ocupación hotelera promedio se ubicó en 75.9 %, ligeramente por debajo de 2024 debido al crecimiento del inventario, que alcanzó cerca de 23,000 cuartos. La tarifa promedio diaria mantuvo su tendencia al alza.',
        'El tráfico aéreo sumó alrededor de 7.4 millones de pasajeros. La participación del mercado nacional creció a 31 %, impulsada por nuevas rutas desde Monterrey, Guadalajara y la Ciudad de México.',
        'Se registraron 268 arribos de cruceros con aproximadamente 805 mil pasajeros, cifra similar a la del año anterior.',
        'La encuesta de satisfacción arrojó una calificación promedio de 8.9 sobre 10. Los aspectos mejor valorados fueron la hospitalidad y la gastronomía; los peor valorados, el transporte terrestre y los precios.',
        'Para 2026 SITCA prevé una ocupación de entre 75 y 78 %, sujeta al comportamiento de la economía estadounidense y a la conectividad aérea.',
      ],
    },
  },

  // Boletines mensuales
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, enero 2026: ocupación hotelera',
    fecha_publicacion: '2026-02-20',
    visitas: 214,
    descripcion: {
      paragraphs: [
        'Indicadores de enero de 2026 con énfasis en la ocupación hotelera por zona: Cabo San Lucas, corredor turístico y San José del Cabo.',
        'Se presentan comparativos con enero de 2025 y la tarifa promedio por categoría de hotel.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-01',
      alt: 'Gráfica de ocupación hotelera por zona de Los Cabos en enero de 2026',
      label: 'Boletín enero 2026',
      caption: 'Ocupación hotelera',
      motif: 'chart',
    },
    archivo: {
      file: 'sitca-boletin-2026-01-pdf',
      alt: 'Boletín turístico de Los Cabos de enero de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, enero 2026',
      paragraphs: [
        'La ocupación hotelera de enero de 2026 fue de 78.2 %, 1.4 puntos porcentuales más que en el mismo mes de 2025.',
        'Por zona, el corredor turístico alcanzó 81.5 %, Cabo San Lucas 77.9 % y San José del Cabo 72.6 %.',
        'La tarifa promedio diaria en hoteles de gran turismo superó los 610 dólares, mientras que en hoteles de cuatro estrellas fue de 215 dólares.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, febrero 2026: tráfico aéreo',
    fecha_publicacion: '2026-03-20',
    visitas: 176,
    descripcion: {
      paragraphs: [
        'Boletín de febrero de 2026 dedicado al movimiento de pasajeros en el Aeropuerto Internacional de Los Cabos.',
        'Incluye el desglose por mercado de origen y las rutas con mayor crecimiento.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-02',
      alt: 'Avión aterrizando en el aeropuerto de Los Cabos junto a una gráfica de pasajeros',
      label: 'Boletín febrero 2026',
      caption: 'Tráfico aéreo',
      motif: 'globe',
    },
    archivo: {
      file: 'sitca-boletin-2026-02-pdf',
      alt: 'Boletín turístico de Los Cabos de febrero de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, febrero 2026',
      paragraphs: [
        'En febrero de 2026 el aeropuerto atendió 652 mil pasajeros, 3.8 % más que en febrero de 2025.',
        'Los pasajeros internacionales representaron el 67 % del total, con Los Ángeles, Dallas y Houston como principales orígenes.',
        'La ocupación hotelera del mes fue de 82.4 %, una de las más altas del año por la temporada invernal.',
        'El número de operaciones aéreas diarias promedió 210 entre llegadas y salidas.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, marzo 2026: temporada de primavera',
    fecha_publicacion: '2026-04-17',
    visitas: 163,
    descripcion: {
      paragraphs: [
        'Resultados de marzo de 2026, mes de vacaciones de primavera en Estados Unidos y Canadá.',
        'Se analiza el comportamiento de la ocupación por semana y el gasto promedio del visitante.',
        'También se incluye el seguimiento a los arribos de cruceros de la temporada.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-03',
      alt: 'Turistas en la playa durante las vacaciones de primavera',
      label: 'Boletín marzo 2026',
      caption: 'Temporada de primavera',
      motif: 'wave',
    },
    archivo: {
      file: 'sitca-boletin-2026-03-pdf',
      alt: 'Boletín turístico de Los Cabos de marzo de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, marzo 2026',
      paragraphs: [
        'La ocupación hotelera de marzo de 2026 alcanzó 85.1 %, con picos superiores a 92 % en la tercera semana del mes.',
        'El gasto promedio diario por visitante hospedado se estimó en 428 dólares, sin incluir el costo de la habitación.',
        'Llegaron 31 cruceros al puerto de Cabo San Lucas, con cerca de 94 mil pasajeros.',
        'El aeropuerto superó los 740 mil pasajeros en el mes, cifra récord para un mes de marzo.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, abril 2026: Semana Santa',
    fecha_publicacion: '2026-05-22',
    visitas: 139,
    descripcion: {
      paragraphs: [
        'Boletín de abril de 2026 con el efecto de Semana Santa y Pascua en el turismo nacional.',
        'Se comparan los niveles de ocupación entre visitantes nacionales y extranjeros.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-04',
      alt: 'Familias mexicanas disfrutando la playa durante Semana Santa',
      label: 'Boletín abril 2026',
      caption: 'Semana Santa',
      motif: 'calendar',
    },
    archivo: {
      file: 'sitca-boletin-2026-04-pdf',
      alt: 'Boletín turístico de Los Cabos de abril de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, abril 2026',
      paragraphs: [
        'La ocupación hotelera de abril de 2026 fue de 79.6 %, con 88.3 % durante la Semana Santa.',
        'El turismo nacional representó el 38 % de las llegadas en la quincena de vacaciones, frente al 27 % en el resto del mes.',
        'El tráfico aéreo nacional creció 9.1 % respecto a abril de 2025, impulsado por vuelos desde Guadalajara y Monterrey.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, mayo 2026: cruceros',
    fecha_publicacion: '2026-06-19',
    visitas: 118,
    descripcion: {
      paragraphs: [
        'Boletín de mayo de 2026 centrado en el cierre de la temporada de cruceros 2025-2026 en Cabo San Lucas.',
        'Se presenta el acumulado de la temporada y el gasto estimado de los cruceristas en tierra.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-05',
      alt: 'Crucero fondeado frente a la bahía de Cabo San Lucas',
      label: 'Boletín mayo 2026',
      caption: 'Cruceros',
      motif: 'wave',
    },
    archivo: {
      file: 'sitca-boletin-2026-05-pdf',
      alt: 'Boletín turístico de Los Cabos de mayo de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, mayo 2026',
      paragraphs: [
        'En mayo de 2026 arribaron 14 cruceros a Cabo San Lucas, con alrededor de 41 mil pasajeros.',
        'La temporada 2025-2026, de octubre a mayo, acumuló 233 arribos y cerca de 712 mil pasajeros.',
        'El gasto promedio por crucerista en tierra se estimó en 102 dólares, concentrado en tours en lancha, alimentos y artesanías.',
        'La ocupación hotelera del mes se ubicó en 74.8 %.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, junio 2026: empleo turístico',
    fecha_publicacion: '2026-07-17',
    visitas: 97,
    descripcion: {
      paragraphs: [
        'Boletín de junio de 2026 que incorpora datos de empleo formal en el sector de alojamiento y preparación de alimentos.',
        'Se analiza la relación entre la ocupación hotelera y la contratación de personal en la temporada baja.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-06',
      alt: 'Trabajadores de hotel con uniforme en el área de recepción',
      label: 'Boletín junio 2026',
      caption: 'Empleo turístico',
      motif: 'people',
    },
    archivo: {
      file: 'sitca-boletin-2026-06-pdf',
      alt: 'Boletín turístico de Los Cabos de junio de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, junio 2026',
      paragraphs: [
        'La ocupación hotelera de junio de 2026 fue de 71.2 %, 0.9 puntos menos que en junio de 2025.',
        'El empleo formal en servicios de alojamiento y preparación de alimentos en Los Cabos sumó cerca de 58 mil trabajadores asegurados.',
        'A pesar de la temporada baja, el número de empleos se mantuvo estable, lo que refleja la estrategia de los hoteles de conservar a su personal capacitado.',
        'El aeropuerto atendió 598 mil pasajeros en el mes.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, julio 2026: turismo nacional de verano',
    fecha_publicacion: '2026-08-21',
    visitas: 84,
    descripcion: {
      paragraphs: [
        'Indicadores de julio de 2026, con el arranque de las vacaciones de verano del mercado nacional.',
        'Se incluye el análisis de la estadía promedio por tipo de visitante.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-07',
      alt: 'Gráfica de llegadas de turistas nacionales durante el verano',
      label: 'Boletín julio 2026',
      caption: 'Turismo nacional de verano',
      motif: 'chart',
    },
    archivo: {
      file: 'sitca-boletin-2026-07-pdf',
      alt: 'Boletín turístico de Los Cabos de julio de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, julio 2026',
      paragraphs: [
        'La ocupación hotelera de julio de 2026 alcanzó 76.4 %, impulsada por las vacaciones escolares en México.',
        'El mercado nacional representó el 41 % de las llegadas a hoteles, el porcentaje más alto del año.',
        'La estadía promedio fue de 4.1 noches para visitantes nacionales y de 5.3 noches para visitantes extranjeros.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, agosto 2026: temporada de huracanes',
    fecha_publicacion: '2026-09-18',
    visitas: 52,
    descripcion: {
      paragraphs: [
        'Boletín de agosto de 2026 con los indicadores del destino durante el inicio de la temporada de huracanes.',
        'Se documentan las cancelaciones asociadas a los avisos por fenómenos meteorológicos y la recuperación posterior.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-08',
      alt: 'Cielo nublado sobre la bahía de Cabo San Lucas durante la temporada de lluvias',
      label: 'Boletín agosto 2026',
      caption: 'Temporada de huracanes',
      motif: 'wave',
    },
    archivo: {
      file: 'sitca-boletin-2026-08-pdf',
      alt: 'Boletín turístico de Los Cabos de agosto de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, agosto 2026',
      paragraphs: [
        'La ocupación hotelera de agosto de 2026 fue de 66.7 %, la más baja del año, en línea con el comportamiento estacional.',
        'Durante los cuatro días de alerta por la tormenta tropical que pasó frente a las costas del estado, se estimaron cancelaciones equivalentes al 6 % de las reservaciones del mes.',
        'El aeropuerto atendió 561 mil pasajeros, 2.1 % menos que en agosto de 2025.',
        'La operación del destino se normalizó en menos de 48 horas tras el levantamiento de la alerta.',
      ],
    },
  },
  {
    tipo: 'boletin',
    titulo: 'Boletín turístico de Los Cabos, septiembre 2026: tercer trimestre',
    fecha_publicacion: '2026-10-16',
    visitas: 31,
    descripcion: {
      paragraphs: [
        'Boletín de septiembre de 2026 que incluye el cierre del tercer trimestre y el arranque de la temporada de cruceros 2026-2027.',
        'Se presenta el promedio trimestral de ocupación hotelera y su comparación con 2025.',
      ],
    },
    image: {
      file: 'sitca-boletin-2026-09',
      alt: 'Tablero de indicadores del tercer trimestre con gráficas de barras y líneas',
      label: 'Boletín septiembre 2026',
      caption: 'Tercer trimestre',
      motif: 'chart',
    },
    archivo: {
      file: 'sitca-boletin-2026-09-pdf',
      alt: 'Boletín turístico de Los Cabos de septiembre de 2026 en PDF',
      title: 'Boletín turístico de Los Cabos, septiembre 2026',
      paragraphs: [
        'La ocupación hotelera de septiembre de 2026 fue de 64.9 %, mientras que el promedio del tercer trimestre se ubicó en 69.3 %.',
        'El tráfico aéreo internacional creció 5.2 % en septiembre respecto al mismo mes de 2025, señal de la recuperación rumbo a la temporada alta.',
        'Se registraron los primeros 6 arribos de cruceros de la temporada 2026-2027, con unos 17 mil pasajeros.',
        'Las reservaciones anticipadas para diciembre superan en 4 % a las del año anterior, según la muestra de hoteles participantes.',
      ],
    },
  },
]

// ───────────────────────────── Carruseles ─────────────────────────────

export const slides: SeedSlide[] = [
  {
    titulo: 'Admisiones abiertas 2027',
    tipo: 'CAR',
    orden: 1,
    link: '/licenciaturas',
    image: {
      file: 'slide-car-admisiones-2027',
      alt: 'Estudiantes sonrientes en el campus con el texto Admisiones abiertas 2027',
      label: 'Admisiones abiertas 2027',
      caption: 'Evolucionar para Trascender',
      motif: 'campus',
    },
  },
  {
    titulo: 'Licenciaturas con validez oficial',
    tipo: 'CAR',
    orden: 2,
    link: '/licenciaturas',
    image: {
      file: 'slide-car-licenciaturas',
      alt: 'Collage de estudiantes de turismo, gastronomía, derecho y sistemas',
      label: 'Licenciaturas',
      caption: 'Ocho carreras con RVOE',
      motif: 'people',
    },
  },
  {
    titulo: 'Preparatoria en dos años',
    tipo: 'CAR',
    orden: 3,
    link: '/preparatoria',
    image: {
      file: 'slide-car-preparatoria',
      alt: 'Alumnos de preparatoria con uniforme caminando por el campus Centro',
      label: 'Preparatoria UGC',
      caption: 'General y tecnológica',
      motif: 'book',
    },
  },
  {
    titulo: 'Becas y convenios',
    tipo: 'CAR',
    orden: 4,
    link: '/convenios',
    image: {
      file: 'slide-car-becas-convenios',
      alt: 'Estudiante recibiendo su carta de beca de manos de una coordinadora',
      label: 'Becas de hasta 60 %',
      caption: 'Conoce nuestros convenios',
      motif: 'star',
    },
  },
  {
    titulo: 'Despierta con UGC',
    tipo: 'RAD',
    orden: 1,
    image: {
      file: 'slide-rad-despierta-con-ugc',
      alt: 'Locutores de Radio UGC en cabina durante el programa matutino',
      label: 'Despierta con UGC',
      caption: 'Lunes a viernes, 7:00 h',
      motif: 'mic',
    },
  },
  {
    titulo: 'Voces del Cabo',
    tipo: 'RAD',
    orden: 2,
    image: {
      file: 'slide-rad-voces-del-cabo',
      alt: 'Micrófono de radio frente a una ventana con vista a la bahía',
      label: 'Voces del Cabo',
      caption: 'Martes y jueves, 13:00 h',
      motif: 'wave',
    },
  },
  {
    titulo: 'Ritmo Universitario',
    tipo: 'RAD',
    orden: 3,
    image: {
      file: 'slide-rad-ritmo-universitario',
      alt: 'Estudiantes musicalizando en la consola de Radio UGC',
      label: 'Ritmo Universitario',
      caption: 'Viernes, 18:00 h',
      motif: 'mic',
    },
  },
  {
    titulo: 'Calendario escolar 2026-2027 (agosto–diciembre)',
    tipo: 'CAL',
    orden: 1,
    image: {
      file: 'slide-cal-2026-2027-agosto-diciembre',
      alt: 'Calendario escolar de agosto a diciembre de 2026 con días de inicio de clases, exámenes y vacaciones',
      label: 'Calendario 2026-2027',
      caption: 'Agosto–diciembre 2026',
      motif: 'calendar',
    },
  },
  {
    titulo: 'Calendario escolar 2026-2027 (enero–julio)',
    tipo: 'CAL',
    orden: 2,
    image: {
      file: 'slide-cal-2026-2027-enero-julio',
      alt: 'Calendario escolar de enero a julio de 2027 con periodos de evaluación, días festivos y fin de cursos',
      label: 'Calendario 2026-2027',
      caption: 'Enero–julio 2027',
      motif: 'calendar',
    },
  },
]

// ───────────────────────────── Logos de oferta educativa ─────────────────────────────

export const programmeLogos: SeedLogo[] = [
  {
    titulo: 'Prepa UGC',
    link: '/preparatoria',
    orden: 1,
    image: { file: 'logo-prepa-ugc', alt: 'Logotipo de Prepa UGC', label: 'Prepa UGC', motif: 'book' },
  },
  {
    titulo: 'Licenciaturas',
    link: '/licenciaturas',
    orden: 2,
    image: { file: 'logo-licenciaturas', alt: 'Logotipo de Licenciaturas UGC', label: 'Licenciaturas', motif: 'campus' },
  },
  {
    titulo: 'Posgrados',
    link: 'https://posgrados.ugc.edu.mx',
    orden: 3,
    image: { file: 'logo-posgrados', alt: 'Logotipo de Posgrados UGC', label: 'Posgrados', motif: 'star' },
  },
  {
    titulo: 'Diplomados',
    link: '/diplomados',
    orden: 4,
    image: { file: 'logo-diplomados', alt: 'Logotipo de Diplomados UGC', label: 'Diplomados', motif: 'chart' },
  },
  {
    titulo: 'CONOCER',
    link: '/CONOCER',
    orden: 5,
    image: {
      file: 'logo-conocer',
      alt: 'Logotipo de certificaciones CONOCER en la Universidad UGC',
      label: 'CONOCER',
      motif: 'people',
    },
  },
  {
    titulo: 'UGC Idiomas',
    link: '/ugcidiomas',
    orden: 6,
    image: { file: 'logo-ugc-idiomas', alt: 'Logotipo de UGC Idiomas', label: 'UGC Idiomas', motif: 'globe' },
  },
]
