import type { SeedConocer } from '../types'

export const conocerStandards: SeedConocer[] = [
  {
    titulo: 'EC0217.01 Impartición de cursos de formación del capital humano de manera presencial grupal',
    subtitulo:
      'Certifica tu competencia como instructor y demuestra que sabes conducir cursos presenciales con calidad.',
    orden: 1,
    caracteristica: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Este estándar describe el desempeño de una persona que imparte cursos de capacitación de forma presencial y grupal. Evalúa cómo prepara la sesión, conduce el curso con técnicas instruccionales y grupales, y valora el aprendizaje de los participantes. Es uno de los certificados más solicitados por las áreas de capacitación de hoteles y empresas de Los Cabos.',
      },
      {
        titulo_caracteristica: '¿A quién va dirigido?',
        descripcion:
          'Instructores, capacitadores internos, docentes, coordinadores de recursos humanos y cualquier profesional que imparta cursos. También es útil para quienes desean registrarse como agentes capacitadores externos ante la STPS.',
      },
      {
        titulo_caracteristica: 'Proceso de evaluación',
        descripcion:
          'El candidato recibe un diagnóstico inicial y, si lo requiere, una alineación al estándar. Después presenta una sesión de instrucción frente a un grupo real, que observa un evaluador certificado, y entrega los productos solicitados. Los resultados se dictaminan y, si es competente, la SEP emite el certificado a través de CONOCER.',
      },
      {
        titulo_caracteristica: 'Requisitos',
        descripcion:
          'Identificación oficial, CURP, una fotografía reciente y el pago de la cuota de evaluación y certificación. Es necesario contar con un curso propio con su carta descriptiva para presentarlo durante la evaluación.',
      },
    ],
    banner: {
      file: 'conocer-ec0217-banner',
      alt: 'Instructor impartiendo un curso de capacitación a un grupo de adultos',
      label: 'EC0217.01',
      caption: 'Impartición de cursos presenciales',
      motif: 'people',
    },
    image: {
      file: 'conocer-ec0217',
      alt: 'Capacitadora frente a un rotafolio durante una sesión grupal',
      label: 'EC0217.01',
      motif: 'star',
    },
    documento: {
      file: 'conocer-ec0217-estandar',
      alt: 'Documento del estándar de competencia EC0217.01 en formato PDF',
      title: 'EC0217.01 Impartición de cursos de formación del capital humano de manera presencial grupal',
      paragraphs: [
        'Propósito del estándar: servir como referente para la evaluación y certificación de las personas que imparten cursos de formación del capital humano de manera presencial y grupal. Describe las funciones de preparar, conducir y evaluar una sesión de capacitación.',
        'Elemento 1 de 3. Preparar la sesión de formación. La persona verifica las condiciones del lugar, el mobiliario, el equipo y los materiales didácticos, y presenta la planeación de la sesión con objetivos, temas, técnicas y tiempos.',
        'Elemento 2 de 3. Conducir la sesión de formación. La persona realiza el encuadre del curso, aplica técnicas instruccionales y grupales, utiliza los apoyos didácticos, maneja la participación del grupo y realiza el cierre con conclusiones y compromisos.',
        'Elemento 3 de 3. Verificar el logro del aprendizaje. La persona aplica evaluaciones diagnóstica, formativa y sumativa, retroalimenta a los participantes, y elabora un informe final del curso con resultados y áreas de mejora.',
        'Nivel de competencia: 3. La Universidad UGC es entidad de certificación y evaluación acreditada; el proceso se realiza en sus instalaciones de Cabo San Lucas y Culiacán.',
      ],
    },
  },
  {
    titulo:
      'EC0301 Diseño de cursos de formación del capital humano de manera presencial grupal, sus instrumentos de evaluación y manuales del curso',
    subtitulo:
      'Demuestra que sabes diseñar cursos completos: carta descriptiva, instrumentos de evaluación y manuales.',
    orden: 2,
    caracteristica: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'El EC0301 certifica la capacidad de diseñar un curso de capacitación presencial desde cero. Incluye la elaboración de la carta descriptiva, los instrumentos para evaluar el aprendizaje y los manuales del instructor y del participante. Es el complemento natural del EC0217.01 para quienes se dedican a la formación.',
      },
      {
        titulo_caracteristica: '¿A quién va dirigido?',
        descripcion:
          'Diseñadores instruccionales, responsables de capacitación, docentes y consultores que desarrollan programas de formación para empresas o instituciones.',
      },
      {
        titulo_caracteristica: 'Proceso de evaluación',
        descripcion:
          'Se trata de una evaluación basada principalmente en productos. El candidato entrega su carta descriptiva, los instrumentos de evaluación y los dos manuales, que el evaluador revisa contra los criterios del estándar. Se agenda una sesión de retroalimentación antes del dictamen.',
      },
      {
        titulo_caracteristica: 'Requisitos',
        descripcion:
          'Identificación oficial, CURP, fotografía y pago de la cuota. Se recomienda haber tomado el taller de alineación que ofrece UGC, aunque no es obligatorio.',
      },
    ],
    banner: {
      file: 'conocer-ec0301-banner',
      alt: 'Escritorio con manuales de curso y una carta descriptiva impresa',
      label: 'EC0301',
      caption: 'Diseño de cursos presenciales',
      motif: 'book',
    },
    image: {
      file: 'conocer-ec0301',
      alt: 'Diseñadora instruccional trabajando en la estructura de un curso',
      label: 'EC0301',
      motif: 'book',
    },
    documento: {
      file: 'conocer-ec0301-estandar',
      alt: 'Documento del estándar de competencia EC0301 en formato PDF',
      title:
        'EC0301 Diseño de cursos de formación del capital humano de manera presencial grupal, sus instrumentos de evaluación y manuales del curso',
      paragraphs: [
        'Propósito del estándar: servir como referente para evaluar y certificar a las personas que diseñan cursos de formación presenciales y grupales, así como sus instrumentos de evaluación y manuales.',
        'Elemento 1 de 3. Elaborar la carta descriptiva. Incluye el nombre del curso, el objetivo general y los particulares redactados con el modelo de sujeto, verbo, condición y criterio, el perfil de los participantes, el contenido temático, las técnicas y los tiempos de cada sesión.',
        'Elemento 2 de 3. Diseñar los instrumentos de evaluación. Comprende los instrumentos para las evaluaciones diagnóstica, formativa y final, con sus reactivos, criterios de calificación y la evaluación de satisfacción del curso.',
        'Elemento 3 de 3. Desarrollar los manuales del curso. El manual del instructor detalla el desarrollo de cada sesión y los recursos necesarios; el manual del participante presenta los contenidos, ejercicios y bibliografía.',
      ],
    },
  },
  {
    titulo: 'EC0076 Evaluación de la competencia de candidatos con base en Estándares de Competencia',
    subtitulo:
      'Conviértete en evaluador certificado y participa en los procesos de certificación de tu organización.',
    orden: 3,
    caracteristica: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Este estándar certifica a las personas que evalúan a candidatos con base en Estándares de Competencia. Abarca la planeación de la evaluación, la recopilación de evidencias de desempeño, producto y conocimiento, y la emisión del juicio de competencia. Es requisito para integrarse como evaluador en una entidad de certificación.',
      },
      {
        titulo_caracteristica: '¿A quién va dirigido?',
        descripcion:
          'Profesionales con experiencia en un área técnica que deseen evaluar a otras personas en esa función, así como instructores y responsables de calidad que participan en procesos de certificación.',
      },
      {
        titulo_caracteristica: 'Proceso de evaluación',
        descripcion:
          'El candidato planea y desarrolla un proceso de evaluación completo con un candidato real, bajo la observación de un evaluador de la universidad. Después presenta el portafolio de evidencias, el plan de evaluación y la cédula con el juicio de competencia.',
      },
      {
        titulo_caracteristica: 'Requisitos',
        descripcion:
          'Identificación oficial, CURP, fotografía, pago de la cuota y, de preferencia, contar con un certificado en el estándar que se desea evaluar.',
      },
    ],
    banner: {
      file: 'conocer-ec0076-banner',
      alt: 'Evaluador revisando un portafolio de evidencias con un candidato',
      label: 'EC0076',
      caption: 'Evaluación de la competencia',
      motif: 'chart',
    },
    image: {
      file: 'conocer-ec0076',
      alt: 'Lista de cotejo y bolígrafo sobre una carpeta de evaluación',
      label: 'EC0076',
      motif: 'chart',
    },
    documento: {
      file: 'conocer-ec0076-estandar',
      alt: 'Documento del estándar de competencia EC0076 en formato PDF',
      title: 'EC0076 Evaluación de la competencia de candidatos con base en Estándares de Competencia',
      paragraphs: [
        'Propósito del estándar: servir como referente para la evaluación y certificación de las personas que evalúan la competencia de candidatos con base en Estándares de Competencia inscritos en el Registro Nacional.',
        'Elemento 1 de 4. Desarrollar la planeación de la evaluación. La persona presenta al candidato el proceso, resuelve sus dudas y acuerda con él las fechas, los lugares y los recursos necesarios en un plan de evaluación.',
        'Elemento 2 de 4. Valorar las evidencias de la competencia. La persona observa el desempeño del candidato, revisa los productos y aplica el cuestionario de conocimientos utilizando los instrumentos de evaluación autorizados.',
        'Elemento 3 de 4. Presentar los resultados de la evaluación. La persona emite el juicio de competencia, lo comunica al candidato con retroalimentación respetuosa y registra los resultados en la cédula correspondiente.',
        'Elemento 4 de 4. Integrar el portafolio de evidencias y entregarlo a la entidad de certificación en los plazos establecidos, cuidando la confidencialidad de la información.',
      ],
    },
  },
  {
    titulo: 'EC0038 Atención a comensales',
    subtitulo:
      'Certifica tu experiencia como mesero y da valor oficial a lo que ya sabes hacer en el restaurante.',
    orden: 4,
    caracteristica: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'El EC0038 reconoce la competencia de las personas que atienden a comensales en establecimientos de alimentos y bebidas. Evalúa el montaje de mesas, la toma de la orden, el servicio de alimentos y bebidas y la atención al cliente durante toda su estancia. Es un certificado muy valorado por restaurantes y hoteles de la región.',
      },
      {
        titulo_caracteristica: '¿A quién va dirigido?',
        descripcion:
          'Meseros, capitanes, garroteros con experiencia y estudiantes de gastronomía y turismo que deseen respaldar sus habilidades de servicio con un certificado oficial.',
      },
      {
        titulo_caracteristica: 'Proceso de evaluación',
        descripcion:
          'La evaluación se realiza en el restaurante escuela del campus Hojazen o en el lugar de trabajo del candidato. El evaluador observa un servicio completo y aplica un breve cuestionario sobre higiene, menú y manejo de situaciones con clientes.',
      },
      {
        titulo_caracteristica: 'Requisitos',
        descripcion:
          'Identificación oficial, CURP, fotografía, uniforme de servicio y pago de la cuota. Las empresas con convenio con UGC obtienen tarifas preferenciales para grupos.',
      },
    ],
    banner: {
      file: 'conocer-ec0038-banner',
      alt: 'Mesero sirviendo platillos a una pareja en una terraza frente al mar',
      label: 'EC0038',
      caption: 'Atención a comensales',
      motif: 'star',
    },
    image: {
      file: 'conocer-ec0038',
      alt: 'Mesa montada con cubiertos, copas y servilletas en el restaurante escuela',
      label: 'EC0038',
      motif: 'people',
    },
    documento: {
      file: 'conocer-ec0038-estandar',
      alt: 'Documento del estándar de competencia EC0038 en formato PDF',
      title: 'EC0038 Atención a comensales',
      paragraphs: [
        'Propósito del estándar: servir como referente para la evaluación y certificación de las personas que atienden a comensales en establecimientos de alimentos y bebidas, desde su recepción hasta su despedida.',
        'Elemento 1 de 3. Preparar el área de servicio. La persona realiza el montaje de mesas y estaciones de servicio conforme al tipo de establecimiento y verifica la limpieza y el abasto de insumos.',
        'Elemento 2 de 3. Atender al comensal durante su estancia. La persona da la bienvenida, presenta la carta, sugiere platillos y bebidas, toma la orden, sirve los alimentos y bebidas por el lado correcto y atiende las solicitudes adicionales con cortesía.',
        'Elemento 3 de 3. Concluir el servicio. La persona presenta la cuenta, procesa el pago, despide al comensal y deja la mesa lista para el siguiente servicio, siguiendo las normas de higiene aplicables.',
      ],
    },
  },
  {
    titulo: 'EC0127 Preparación de habitaciones para alojamiento temporal',
    subtitulo:
      'Certificación para camaristas y personal de ama de llaves que garantizan habitaciones impecables.',
    orden: 5,
    caracteristica: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Este estándar certifica a quienes preparan habitaciones en hoteles, moteles, hostales y clubes vacacionales. Evalúa la limpieza, el tendido de camas, el abasto de amenidades y la revisión final de la habitación, siempre con respeto a la privacidad del huésped.',
      },
      {
        titulo_caracteristica: '¿A quién va dirigido?',
        descripcion:
          'Camaristas, supervisores de ama de llaves y estudiantes del Bachillerato Tecnológico en la especialidad de hospedaje que deseen acreditar su competencia.',
      },
      {
        titulo_caracteristica: 'Proceso de evaluación',
        descripcion:
          'El evaluador observa la preparación completa de una habitación de salida y de una habitación ocupada, en el laboratorio de hospedaje de la universidad o en el hotel del candidato. Se complementa con un cuestionario sobre productos de limpieza y seguridad.',
      },
    ],
    banner: {
      file: 'conocer-ec0127-banner',
      alt: 'Camarista tendiendo una cama en una habitación de hotel con vista al mar',
      label: 'EC0127',
      caption: 'Preparación de habitaciones',
      motif: 'campus',
    },
    image: {
      file: 'conocer-ec0127',
      alt: 'Carrito de ama de llaves con blancos y amenidades en un pasillo de hotel',
      label: 'EC0127',
      motif: 'leaf',
    },
  },
]
