import type { SeedCommunication } from '../types'

/** Embed with hostile markup: the site must sanitise it before rendering. */
const galeriaHtml =
  `<p>Consulta la galería completa del evento.</p><img src="/media/com-concurso-estatal-cocina.jpg" alt="Galería" width="1200" height="675" onerror="alert('xss')"><script>alert('xss')</script><a href="javascript:alert('xss')">Ver galería</a>`

export const communications: SeedCommunication[] = [
  // ─────────────── Julio ───────────────
  {
    tipo: 'NOT',
    titulo: 'Celebramos la graduación de la generación 2023-2026 de licenciaturas',
    fecha: '2026-07-03',
    visitas: 812,
    contenido: {
      paragraphs: [
        'Con una emotiva ceremonia en el Pabellón Cultural de la República, en Cabo San Lucas, 184 estudiantes de nuestras licenciaturas recibieron su constancia de terminación de estudios. Familias, docentes y autoridades acompañaron a la generación 2023-2026, la más numerosa en los más de 22 años de historia de la Universidad UGC en Los Cabos.',
        'Durante su mensaje, la rectora del campus recordó a los graduados que el título es apenas el inicio de una vida de aprendizaje y los invitó a poner en práctica nuestro lema: Evolucionar para Trascender. También reconoció el esfuerzo de quienes estudiaron mientras trabajaban en la industria turística.',
        'Los mejores promedios de cada carrera recibieron un reconocimiento especial y una beca del 50 % para cursar una maestría en nuestro sistema de posgrados. El discurso de despedida estuvo a cargo de Mariana Castro, egresada de Gastronomía con promedio de 9.8.',
        'Felicitamos a cada uno de nuestros nuevos egresados y les recordamos que el área de Egresados los acompaña con bolsa de trabajo, beneficios y seguimiento a su titulación.',
      ],
    },
    image: {
      file: 'com-graduacion-generacion-2023-2026',
      alt: 'Graduados con toga y birrete lanzando sus birretes al aire al final de la ceremonia',
      label: 'Graduación 2023-2026',
      caption: 'Licenciaturas',
      motif: 'people',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Firmamos convenio de prácticas profesionales con hoteles del corredor turístico',
    fecha: '2026-07-10',
    visitas: 534,
    contenido: {
      paragraphs: [
        'La Universidad UGC firmó un convenio de colaboración con nueve hoteles y resorts del corredor turístico San José del Cabo–Cabo San Lucas, que abrirá más de 150 espacios de prácticas profesionales y servicio social cada año para estudiantes de Turismo, Gastronomía, Mercadotecnia Digital y Contaduría Pública.',
        'El acuerdo contempla rotaciones en áreas como recepción, ama de llaves, alimentos y bebidas, ventas y contraloría, con un tutor asignado por el hotel y otro por la universidad. Los estudiantes recibirán un apoyo económico y alimentos durante sus jornadas.',
        'Además, los hoteles participarán en la actualización de los planes de estudio y ofrecerán pláticas a nuestros alumnos sobre las tendencias de la industria. El personal de los hoteles podrá acceder a descuentos en nuestras licenciaturas y diplomados.',
      ],
    },
    image: {
      file: 'com-convenio-hoteles-corredor',
      alt: 'Representantes de la universidad y de los hoteles firmando el convenio en una mesa',
      label: 'Convenio con hoteles',
      caption: 'Prácticas profesionales',
      motif: 'globe',
    },
  },
  {
    tipo: 'EVE',
    titulo: 'Limpieza de playa en El Médano con estudiantes y colaboradores',
    fecha: '2026-07-18',
    visitas: 297,
    contenido: {
      paragraphs: [
        'Te invitamos a sumarte a la jornada de limpieza de playa que organizamos junto con el grupo ecologista local y la Dirección de Ecología municipal. Nos reuniremos el sábado 18 de julio a las 7:00 horas en el acceso público de playa El Médano, frente al hotel, para recorrer la zona durante tres horas.',
        'La universidad proporcionará guantes, bolsas, agua y protector solar biodegradable. Te pedimos llevar gorra, ropa cómoda y tu propio termo para reducir el uso de plástico.',
        'La actividad cuenta como horas de servicio social para los estudiantes de licenciatura inscritos. Al finalizar se hará el conteo y la clasificación de los residuos recolectados para compartir los resultados con la comunidad.',
      ],
    },
    image: {
      file: 'com-limpieza-playa-medano',
      alt: 'Voluntarios con bolsas y guantes recogiendo residuos en la arena de playa El Médano',
      label: 'Limpieza de playa',
      caption: 'El Médano, 18 de julio',
      motif: 'wave',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Abrimos la convocatoria de becas para el ciclo 2026-2027',
    fecha: '2026-07-24',
    visitas: 840,
    contenido: {
      paragraphs: [
        'Ya está abierta la convocatoria de becas académicas, deportivas, culturales y socioeconómicas para el ciclo escolar 2026-2027. Pueden participar estudiantes de nuevo ingreso y de reingreso de preparatoria, bachillerato tecnológico y licenciatura en los campus Centro, Hojazen y Culiacán.',
        'Los porcentajes van del 10 al 60 % sobre la colegiatura, según el tipo de beca, el promedio y el estudio socioeconómico. Las becas se renuevan cada periodo siempre que el estudiante mantenga el promedio mínimo y esté al corriente en sus pagos.',
        'La solicitud se entrega en el Departamento de Servicios Escolares a más tardar el 14 de agosto. Los resultados se publicarán en este sitio y se enviarán al correo institucional de cada solicitante.',
      ],
    },
    image: {
      file: 'com-convocatoria-becas-2026-2027',
      alt: 'Estudiante llenando una solicitud de beca en el área de servicios escolares',
      label: 'Convocatoria de becas',
      caption: 'Ciclo 2026-2027',
      motif: 'star',
    },
  },

  // ─────────────── Agosto ───────────────
  {
    tipo: 'EVE',
    titulo: 'Examen de ubicación de inglés para estudiantes de nuevo ingreso',
    fecha: '2026-08-08',
    visitas: 421,
    contenido: {
      paragraphs: [
        'Todos los estudiantes de nuevo ingreso de licenciatura deben presentar el examen de ubicación de inglés que aplica UGC Idiomas. El examen se llevará a cabo el sábado 8 de agosto en los laboratorios de cómputo del campus Centro, en dos horarios: 9:00 y 12:00 horas.',
        'La prueba evalúa comprensión auditiva, lectura, gramática y expresión oral, y dura aproximadamente 90 minutos. El resultado determina el nivel de inglés en el que iniciarás y puede exentarte de los primeros cursos.',
        'Presenta tu credencial o una identificación oficial y llega quince minutos antes. Si no puedes asistir, comunícate con UGC Idiomas para agendar una fecha extemporánea.',
      ],
    },
    image: {
      file: 'com-examen-ubicacion-ingles',
      alt: 'Estudiantes con audífonos presentando un examen en el laboratorio de cómputo',
      label: 'Examen de ubicación',
      caption: 'Inglés, 8 de agosto',
      motif: 'globe',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Auditoría de seguimiento ratifica nuestra certificación ISO 9001:2015',
    fecha: '2026-08-14',
    visitas: 356,
    contenido: {
      paragraphs: [
        'Tras dos días de revisión en los procesos académicos y administrativos, el organismo certificador concluyó con éxito la auditoría de seguimiento de nuestro Sistema de Gestión de la Calidad. Con ello, la Universidad UGC mantiene vigente el certificado número 42712 bajo la norma ISO 9001:2015, que ostentamos de manera ininterrumpida desde hace 14 años.',
        'Los auditores revisaron los procesos de admisión, control escolar, enseñanza, vinculación y atención a quejas, y no se detectaron no conformidades mayores. Se destacaron como fortalezas el seguimiento a egresados y la atención personalizada en Servicios Escolares.',
        'Agradecemos a todo el personal docente y administrativo su compromiso con la mejora continua. La certificación es una garantía para los estudiantes y sus familias de que nuestros servicios se ofrecen con calidad comprobable.',
      ],
    },
    image: {
      file: 'com-auditoria-iso-9001',
      alt: 'Equipo de calidad de la universidad reunido con los auditores en la sala de juntas',
      label: 'ISO 9001:2015',
      caption: 'Certificado 42712',
      motif: 'star',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Arranca el ciclo escolar en los campus Centro, Hojazen y Culiacán',
    fecha: '2026-08-31',
    visitas: 618,
    contenido: {
      paragraphs: [
        'Este lunes 31 de agosto más de dos mil estudiantes de preparatoria, bachillerato tecnológico y licenciatura iniciaron clases en nuestros tres campus. Las actividades comenzaron con una semana de inducción en la que los alumnos de nuevo ingreso conocieron las instalaciones, el reglamento y los servicios de apoyo que ofrece la universidad.',
        'En el campus Hojazen se estrenaron dos aulas equipadas con pantallas interactivas, y en el campus Centro se amplió el horario de la biblioteca hasta las 21:00 horas. En Culiacán, el primer grupo de Ingeniería en Sistemas Computacionales inauguró su generación.',
        'Damos la bienvenida a toda la comunidad estudiantil y les deseamos un ciclo lleno de aprendizaje. Recuerden consultar el calendario escolar 2026-2027 en la sección de Calendario de este sitio.',
      ],
    },
    image: {
      file: 'com-inicio-ciclo-escolar',
      alt: 'Estudiantes de nuevo ingreso recibiendo la bienvenida en la explanada del campus',
      label: 'Inicio de clases',
      caption: 'Ciclo 2026-2027',
      motif: 'campus',
    },
  },

  // ─────────────── Septiembre ───────────────
  {
    tipo: 'EVE',
    titulo: 'Feria del Empleo y Prácticas Profesionales UGC 2026',
    fecha: '2026-09-12',
    visitas: 688,
    contenido: {
      paragraphs: [
        'El sábado 12 de septiembre, de 10:00 a 15:00 horas, el campus Centro será sede de la Feria del Empleo y Prácticas Profesionales UGC 2026. Participarán más de 35 empresas de hotelería, restaurantes, despachos, inmobiliarias y tecnología de Los Cabos, con vacantes para estudiantes y egresados.',
        'Lleva varias copias de tu currículum y, de preferencia, tu código QR con tu perfil profesional. Durante la jornada habrá talleres breves de entrevista laboral y revisión de currículum a cargo del área de Vinculación.',
        'La entrada es libre para estudiantes, egresados y público en general. Las empresas interesadas en participar pueden solicitar su espacio en el Departamento de Vinculación.',
      ],
    },
    image: {
      file: 'com-feria-empleo-2026',
      alt: 'Estudiantes recorriendo los módulos de empresas en la feria del empleo',
      label: 'Feria del Empleo 2026',
      caption: '12 de septiembre',
      motif: 'people',
    },
  },
  {
    tipo: 'EVE',
    titulo: 'Noche Mexicana en el campus Hojazen',
    fecha: '2026-09-14',
    visitas: 245,
    contenido: {
      paragraphs: [
        'Celebra con nosotros las fiestas patrias en la tradicional Noche Mexicana del campus Hojazen, el lunes 14 de septiembre a partir de las 18:00 horas. Habrá antojitos preparados por los estudiantes de Gastronomía, lotería, música de mariachi y presentaciones del grupo de danza folclórica.',
        'A las 21:00 horas se realizará el tradicional grito a cargo de la dirección del campus. Las familias de los estudiantes son bienvenidas.',
        'Lo recaudado en la venta de alimentos se destinará al fondo de becas socioeconómicas de la universidad.',
      ],
    },
    image: {
      file: 'com-noche-mexicana-hojazen',
      alt: 'Patio del campus decorado con papel picado tricolor y mesas con antojitos',
      label: 'Noche Mexicana',
      caption: '14 de septiembre',
      motif: 'star',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Radio UGC 104.7 FM celebra su aniversario con una transmisión especial',
    fecha: '2026-09-21',
    visitas: 377,
    contenido: {
      paragraphs: [
        'Radio UGC 104.7 FM cumplió un año más al aire y lo celebró con una transmisión especial de doce horas desde la explanada del campus Centro. Locutores, estudiantes y exalumnos recordaron los programas que han marcado la historia de la estación universitaria de Los Cabos.',
        'Durante la transmisión se estrenaron dos nuevas series de pódcast, una dedicada al emprendimiento local y otra a la salud mental de los jóvenes. También participaron músicos de la región con presentaciones en vivo.',
        'Agradecemos a nuestra audiencia por acompañarnos cada día. Puedes escuchar Radio UGC en el 104.7 de FM y en la sección de radio de este sitio.',
      ],
    },
    image: {
      file: 'com-aniversario-radio-ugc',
      alt: 'Cabina de Radio UGC con locutores frente a los micrófonos durante la transmisión especial',
      label: 'Radio UGC 104.7 FM',
      caption: 'Aniversario',
      motif: 'mic',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Campus Culiacán inaugura su nuevo laboratorio de cómputo',
    fecha: '2026-09-25',
    visitas: 192,
    contenido: {
      paragraphs: [
        'El campus Culiacán, Sinaloa, inauguró un laboratorio de cómputo con 40 equipos de última generación, red inalámbrica de alta velocidad y software especializado para programación, diseño y contabilidad. La inversión responde al crecimiento de la matrícula en Ingeniería en Sistemas Computacionales y Contaduría Pública.',
        'El corte de listón estuvo a cargo de la dirección del campus, acompañada por estudiantes y representantes del sector empresarial de Culiacán. Durante la ceremonia se presentó también el programa de certificaciones tecnológicas que se ofrecerá en el laboratorio.',
        'El espacio estará abierto de lunes a sábado para que los estudiantes realicen sus prácticas y proyectos fuera del horario de clase.',
      ],
    },
    image: {
      file: 'com-laboratorio-computo-culiacan',
      alt: 'Nuevo laboratorio de cómputo del campus Culiacán con filas de computadoras',
      label: 'Nuevo laboratorio',
      caption: 'Campus Culiacán',
      motif: 'campus',
    },
  },

  // ─────────────── Octubre ───────────────
  {
    tipo: 'EVE',
    titulo: 'Semana de la Sustentabilidad 2026',
    fecha: '2026-10-05',
    visitas: 264,
    contenido: {
      paragraphs: [
        'Del 5 al 9 de octubre se celebrará la Semana de la Sustentabilidad 2026 en los campus Centro y Hojazen, con el tema «Agua y turismo en Los Cabos». Habrá conferencias, talleres de composta y reciclaje, un mercado de productores locales y la presentación de proyectos estudiantiles.',
        'La conferencia inaugural abordará la situación de los acuíferos de la región y el papel de los hoteles en el ahorro de agua. El jueves se realizará un recorrido por la planta desalinizadora con cupo limitado.',
        'Todas las actividades son gratuitas y abiertas a la comunidad. Los estudiantes que asistan a tres o más actividades recibirán constancia de participación.',
      ],
    },
    image: {
      file: 'com-semana-sustentabilidad-2026',
      alt: 'Estudiantes en un taller de composta en el huerto del campus',
      label: 'Semana de la Sustentabilidad',
      caption: '5 al 9 de octubre',
      motif: 'leaf',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Estudiantes de Gastronomía ganan el primer lugar en concurso estatal de cocina',
    fecha: '2026-10-16',
    visitas: 529,
    contenido: {
      paragraphs: [
        'Un equipo de tres estudiantes del séptimo cuatrimestre de la Licenciatura en Gastronomía obtuvo el primer lugar en el Concurso Estatal de Cocina Sudcaliforniana, celebrado en La Paz. El jurado, integrado por chefs reconocidos de la región, destacó el uso de productos locales y la técnica en la presentación de sus platillos.',
        'El menú ganador incluyó una entrada de almeja chocolata con cítricos de Todos Santos, un plato fuerte de pescado a la talla con mole de chiltepín y un postre de dátil de Mulegé con queso de rancho. Los estudiantes trabajaron durante dos meses bajo la asesoría de sus chefs instructores.',
        'Como premio, el equipo realizará una estancia de una semana en la cocina de un restaurante reconocido de la Ciudad de México. ¡Felicidades a nuestros futuros chefs!',
      ],
      html: galeriaHtml,
    },
    image: {
      file: 'com-concurso-estatal-cocina',
      alt: 'Estudiantes de gastronomía con filipina sosteniendo el trofeo del primer lugar',
      label: 'Primer lugar en cocina',
      caption: 'Concurso estatal',
      motif: 'star',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'SITCA presenta el boletín de ocupación hotelera del tercer trimestre',
    fecha: '2026-10-21',
    visitas: 143,
    contenido: {
      paragraphs: [
        'El Grupo de Investigación SITCA de la Universidad UGC presentó su boletín con los indicadores turísticos de Los Cabos para el tercer trimestre de 2026. El documento reúne cifras de ocupación hotelera, llegada de pasajeros aéreos y arribo de cruceros, y las compara con el mismo periodo del año anterior.',
        'Entre los resultados destaca una ocupación hotelera promedio de 74.6 % en el trimestre, ligeramente superior a la de 2025, impulsada por el mercado nacional durante el verano. El tráfico aéreo internacional mostró una recuperación gradual a partir de septiembre.',
        'El boletín puede descargarse sin costo en la sección SITCA de este sitio. Los investigadores invitan a empresas y dependencias a utilizar la información para la toma de decisiones.',
      ],
    },
    image: {
      file: 'com-sitca-boletin-tercer-trimestre',
      alt: 'Gráfica de barras con la ocupación hotelera mensual de Los Cabos',
      label: 'Boletín SITCA',
      caption: 'Tercer trimestre 2026',
      motif: 'chart',
    },
  },
  {
    tipo: 'EVE',
    titulo: 'Concurso de Altares de Día de Muertos 2026',
    fecha: '2026-10-28',
    visitas: 318,
    contenido: {
      paragraphs: [
        'Invitamos a todos los grupos de preparatoria, bachillerato y licenciatura a participar en el Concurso de Altares de Día de Muertos 2026. Los altares se montarán el miércoles 28 de octubre en los pasillos del campus Centro y podrán visitarse hasta el 2 de noviembre, de 8:00 a 20:00 horas.',
        'Este año el tema es «Personajes de Baja California Sur», por lo que cada altar deberá rendir homenaje a una figura de la historia, la cultura o el deporte sudcaliforniano. Se evaluarán los elementos tradicionales, la creatividad y la explicación que den los integrantes del grupo.',
        'Las inscripciones se reciben en la Coordinación de Cultura hasta el 23 de octubre. Habrá premios para los tres primeros lugares de cada nivel educativo.',
      ],
    },
    image: {
      file: 'com-concurso-altares-2026',
      alt: 'Altar de Día de Muertos con flores de cempasúchil, veladoras y papel picado',
      label: 'Altares de Día de Muertos',
      caption: '28 de octubre',
      motif: 'calendar',
    },
  },

  // ─────────────── Noviembre ───────────────
  {
    tipo: 'NOT',
    titulo: 'Conoce a los ganadores del Concurso de Altares de Día de Muertos',
    fecha: '2026-11-04',
    visitas: 207,
    contenido: {
      paragraphs: [
        'Más de 1,500 personas visitaron los 24 altares que montaron nuestros estudiantes en el campus Centro durante las celebraciones de Día de Muertos. Este año, dedicados a personajes de Baja California Sur, los altares mostraron la riqueza histórica y cultural del estado y la creatividad de nuestra comunidad.',
        'En el nivel licenciatura, el primer lugar fue para el grupo de tercer cuatrimestre de Ciencias de la Educación, con un altar dedicado al profesor Jesús Castro Agúndez. En preparatoria ganó el grupo de cuarto cuatrimestre, con un homenaje a los pescadores de Cabo San Lucas.',
        'Agradecemos a las familias y visitantes que nos acompañaron y al jurado por su valiosa participación. Los premios se entregarán en la ceremonia cívica del próximo lunes.',
      ],
    },
    image: {
      file: 'com-ganadores-altares-2026',
      alt: 'Estudiantes ganadores posando junto a su altar con el reconocimiento del primer lugar',
      label: 'Ganadores de altares',
      caption: 'Día de Muertos 2026',
      motif: 'people',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Estudiantes de Derecho llegan a la final nacional de litigación oral',
    fecha: '2026-11-10',
    visitas: 164,
    contenido: {
      paragraphs: [
        'Un equipo de cuatro estudiantes de séptimo semestre de la Licenciatura en Derecho avanzó a la final de la Competencia Nacional de Litigación Oral en Materia Penal, que se celebró en Querétaro. Es la primera vez que una universidad de Baja California Sur alcanza esta etapa del certamen.',
        'Los estudiantes se prepararon durante cuatro meses en la sala de juicios orales del campus Centro, con la asesoría de docentes que se desempeñan como jueces y defensores en activo. En la final enfrentaron a universidades con larga trayectoria en este tipo de competencias.',
        'Felicitamos al equipo por su esfuerzo y por poner en alto el nombre de la universidad y de Los Cabos.',
      ],
    },
    image: {
      file: 'com-final-litigacion-oral',
      alt: 'Estudiantes de derecho presentando alegatos en una audiencia simulada',
      label: 'Litigación oral',
      caption: 'Final nacional',
      motif: 'book',
    },
  },
  {
    tipo: 'EVE',
    titulo: 'Congreso de Psicología Humanista: Evolucionar para Trascender',
    fecha: '2026-11-13',
    visitas: 131,
    contenido: {
      paragraphs: [
        'Los días 13 y 14 de noviembre la Licenciatura en Psicología realizará su congreso anual en el auditorio del campus Centro, con el lema institucional Evolucionar para Trascender. El programa incluye conferencias magistrales, talleres vivenciales con enfoque Gestalt y la presentación de investigaciones de estudiantes.',
        'Entre los temas destacan la salud mental en trabajadores del turismo, la prevención del suicidio en adolescentes y el acompañamiento en procesos de duelo. Participarán ponentes de Baja California Sur, Sinaloa y Jalisco.',
        'La inscripción tiene un costo preferencial para estudiantes y egresados de UGC. Se entregará constancia con valor curricular a quienes asistan a ambos días.',
      ],
    },
    image: {
      file: 'com-congreso-psicologia-humanista',
      alt: 'Auditorio lleno durante una conferencia magistral del congreso de psicología',
      label: 'Congreso de Psicología',
      caption: '13 y 14 de noviembre',
      motif: 'people',
    },
  },
  {
    tipo: 'NOT',
    titulo: 'Abrimos el proceso de admisión para el ciclo enero 2027',
    fecha: '2026-11-18',
    visitas: 96,
    contenido: {
      paragraphs: [
        'La Universidad UGC abre su proceso de admisión para el ingreso de enero de 2027 en preparatoria, licenciaturas y diplomados. Los aspirantes pueden solicitar informes en los campus Centro y Hojazen de Cabo San Lucas, en el campus Culiacán o a través del formulario de contacto de este sitio.',
        'Quienes se inscriban antes del 15 de diciembre obtendrán un descuento del 50 % en la inscripción. Además, pueden participar en la convocatoria de becas académicas y socioeconómicas.',
        'El proceso incluye una entrevista con el coordinador de carrera y un examen diagnóstico. Te esperamos para conocer nuestras instalaciones.',
      ],
    },
    image: {
      file: 'com-admision-enero-2027',
      alt: 'Aspirantes recibiendo informes en el módulo de admisiones del campus Centro',
      label: 'Admisiones enero 2027',
      caption: 'Inscripciones abiertas',
      motif: 'calendar',
    },
  },
  {
    tipo: 'EVE',
    titulo: 'Torneo deportivo por el aniversario de la Revolución Mexicana',
    fecha: '2026-11-20',
    visitas: 58,
    contenido: {
      paragraphs: [
        'Para conmemorar el aniversario de la Revolución Mexicana, el viernes 20 de noviembre se realizará un torneo deportivo interno en la unidad deportiva de Cabo San Lucas. Competirán equipos de todos los campus de Los Cabos en fútbol rápido, voleibol de playa, básquetbol y carreras de relevos.',
        'La inauguración será a las 8:00 horas con un breve acto cívico y una tabla rítmica a cargo de los estudiantes de preparatoria. Al mediodía se entregarán medallas a los equipos ganadores.',
        'No olvides llevar agua, gorra y tu credencial de estudiante. ¡Ven a apoyar a tu equipo!',
      ],
    },
    image: {
      file: 'com-torneo-revolucion-mexicana',
      alt: 'Estudiantes jugando voleibol de playa durante el torneo deportivo',
      label: 'Torneo deportivo',
      caption: '20 de noviembre',
      motif: 'star',
    },
  },
]
