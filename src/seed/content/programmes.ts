import type { SeedProgramme, SeedSubject } from '../types'

/** Turns a list of periods (each a list of subject names) into numbered subjects. */
function plan(periodos: string[][]): SeedSubject[] {
  return periodos.flatMap((materias, i) =>
    materias.map((nombre_materia) => ({ numero_periodo: i + 1, nombre_materia })),
  )
}

export const programmes: SeedProgramme[] = [
  // ───────────────────────────── Bachillerato ─────────────────────────────
  {
    tipo: 'BAC',
    titulo: 'Preparatoria General',
    subtitulo:
      'Concluye tu bachillerato en dos años con un plan cuatrimestral reconocido por la SEP y preparación sólida para ingresar a la universidad.',
    tipo_periodo: 'CUA',
    rvoe: 'RVOE SEP 20180945',
    orden: 1,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'La Preparatoria General de la Universidad UGC ofrece una formación integral en ciencias, humanidades e idiomas, organizada en seis cuatrimestres. Nuestros estudiantes desarrollan hábitos de estudio, pensamiento crítico y valores, acompañados por tutores que dan seguimiento personal a su avance. Al concluir, obtienen un certificado con validez oficial para continuar sus estudios en cualquier universidad del país.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Dirigida a jóvenes que hayan concluido la secundaria y cuenten con su certificado. Buscamos estudiantes con interés por aprender, disposición para trabajar en equipo y compromiso con su propio proceso formativo. También recibimos a personas que desean retomar sus estudios en un esquema ágil.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado domina las competencias genéricas y disciplinares básicas del bachillerato: comunicación oral y escrita, razonamiento matemático, pensamiento científico y manejo de tecnologías. Se expresa en inglés a nivel intermedio y cuenta con una orientación vocacional clara para elegir su licenciatura.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'El programa dura dos años, divididos en seis cuatrimestres, en modalidad escolarizada. Se imparte en turno matutino en el campus Centro de Cabo San Lucas y en turno vespertino en el campus Hojazen. Los grupos son reducidos para asegurar una atención personalizada.',
      },
    ],
    plan_estudios: plan([
      ['Álgebra', 'Química I', 'Taller de Lectura y Redacción I', 'Informática I', 'Ética y Valores I', 'Inglés I'],
      ['Geometría y Trigonometría', 'Química II', 'Taller de Lectura y Redacción II', 'Informática II', 'Ética y Valores II', 'Inglés II'],
      ['Geometría Analítica', 'Biología I', 'Física I', 'Historia de México I', 'Literatura I', 'Inglés III'],
      ['Cálculo Diferencial', 'Biología II', 'Física II', 'Historia de México II', 'Literatura II', 'Inglés IV'],
      ['Cálculo Integral', 'Estructura Socioeconómica de México', 'Geografía', 'Probabilidad y Estadística', 'Metodología de la Investigación', 'Orientación Vocacional'],
      ['Filosofía', 'Ecología y Medio Ambiente', 'Historia Universal Contemporánea', 'Temas Selectos de Administración', 'Introducción al Derecho', 'Ciencias de la Salud'],
    ]),
    banner: {
      file: 'prog-bac-preparatoria-general-banner',
      alt: 'Estudiantes de preparatoria conversando en el patio del campus Centro de Cabo San Lucas',
      label: 'Preparatoria General',
      caption: 'Bachillerato en dos años',
      motif: 'campus',
    },
    image: {
      file: 'prog-bac-preparatoria-general',
      alt: 'Grupo de alumnos de preparatoria trabajando en un aula con sus cuadernos',
      label: 'Preparatoria General',
      motif: 'people',
    },
  },
  {
    tipo: 'BAC',
    titulo: 'Bachillerato Tecnológico (Hospedaje y Alimentos)',
    subtitulo:
      'Bachillerato tecnológico de tres años con reconocimiento de la DGETI: egresa como técnico en hospedaje o en alimentos y bebidas, listo para la industria turística de Los Cabos.',
    tipo_periodo: 'SEM',
    rvoe: 'RVOE DGETI 2019031',
    orden: 2,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'El Bachillerato Tecnológico combina la formación propedéutica para la universidad con una carrera técnica enfocada en la principal actividad económica de Los Cabos: el turismo. El estudiante elige entre dos especialidades, Técnico en Servicios de Hospedaje o Técnico en Preparación de Alimentos y Bebidas. Las prácticas se realizan en nuestros laboratorios y en hoteles y restaurantes con los que tenemos convenio.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Jóvenes egresados de secundaria con gusto por el servicio, la cocina o la hotelería. Se valoran la actitud de servicio, la puntualidad y el interés por aprender inglés. No se requiere experiencia previa en el sector.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado obtiene certificado de bachillerato y título de técnico con cédula profesional. En la especialidad de hospedaje domina la recepción, las reservaciones y la operación de ama de llaves; en la de alimentos y bebidas prepara platillos nacionales e internacionales bajo normas de higiene. En ambos casos se comunica en inglés con huéspedes y comensales.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Hoteles, resorts y clubes vacacionales del corredor turístico de Los Cabos, restaurantes, cruceros, empresas de banquetes y servicios de catering. Muchos de nuestros egresados combinan su primer empleo en la industria con la licenciatura.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años divididos en seis semestres, en modalidad escolarizada y turno matutino. A partir del segundo semestre se cursan los módulos profesionales de la especialidad elegida. El último semestre incluye una estancia de prácticas en empresa.',
      },
    ],
    plan_estudios: plan([
      ['Álgebra', 'Inglés I', 'Química I', 'Tecnologías de la Información y la Comunicación', 'Lógica', 'Lectura, Expresión Oral y Escrita I'],
      ['Geometría y Trigonometría', 'Inglés II', 'Química II', 'Lectura, Expresión Oral y Escrita II', 'Módulo I: Atención al huésped y al comensal'],
      ['Geometría Analítica', 'Inglés III', 'Biología', 'Ética', 'Módulo II: Recepción y reservaciones / Higiene y manejo de alimentos'],
      ['Cálculo Diferencial', 'Inglés IV', 'Física I', 'Ecología', 'Módulo III: Operación de ama de llaves / Cocina mexicana'],
      ['Cálculo Integral', 'Inglés V', 'Física II', 'Ciencia, Tecnología, Sociedad y Valores', 'Módulo IV: Servicios de alojamiento / Cocina internacional y bebidas'],
      ['Probabilidad y Estadística', 'Temas de Filosofía', 'Temas de Administración', 'Emprendimiento', 'Módulo V: Estancia de prácticas en empresa turística'],
    ]),
    banner: {
      file: 'prog-bac-tecnologico-hospedaje-alimentos-banner',
      alt: 'Estudiantes de bachillerato tecnológico con filipina en la cocina de prácticas del campus',
      label: 'Bachillerato Tecnológico',
      caption: 'Hospedaje y Alimentos',
      motif: 'star',
    },
    image: {
      file: 'prog-bac-tecnologico-hospedaje-alimentos',
      alt: 'Alumna practicando el tendido de una cama en el laboratorio de hospedaje',
      label: 'Bachillerato Tecnológico',
      motif: 'campus',
    },
  },

  // ───────────────────────────── Licenciaturas ─────────────────────────────
  {
    tipo: 'LIC',
    titulo: 'Licenciatura en Administración de Empresas Turísticas',
    subtitulo:
      'Aprende a dirigir hoteles, agencias y destinos turísticos en uno de los polos vacacionales más importantes de México.',
    tipo_periodo: 'CUA',
    rvoe: 'RVOE SEP 20110287',
    orden: 1,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Formamos profesionales capaces de planear, dirigir y evaluar empresas turísticas con una visión sustentable y de calidad en el servicio. El programa aprovecha la cercanía con los hoteles y operadoras de Los Cabos para que el estudiante aprenda en escenarios reales. Se estudian inglés y francés como parte del plan.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido en cualquier área. Es deseable contar con facilidad para relacionarse con las personas, interés por otras culturas y nivel básico de inglés. La actitud de servicio y el liderazgo son rasgos que fortalecemos durante la carrera.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado administra áreas operativas y directivas de hoteles, restaurantes y agencias de viajes, diseña productos turísticos y aplica herramientas de revenue management. Se comunica con fluidez en inglés y a nivel intermedio en francés. Actúa con ética y respeto por el patrimonio natural y cultural de la región.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Gerencias de hoteles y resorts, clubes vacacionales, agencias de viajes y operadoras de tours, empresas de eventos y convenciones, oficinas de turismo municipales y estatales, y emprendimientos propios. La demanda de profesionales en el corredor San José del Cabo–Cabo San Lucas es constante.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años divididos en nueve cuatrimestres. Modalidad escolarizada en los campus Centro y Hojazen, con horarios matutino y nocturno pensados para quienes ya trabajan en la industria.',
      },
    ],
    plan_estudios: plan([
      ['Introducción al Turismo', 'Fundamentos de Administración', 'Matemáticas Financieras', 'Inglés I', 'Comunicación Oral y Escrita'],
      ['Geografía Turística de México', 'Contabilidad General', 'Microeconomía', 'Inglés II', 'Metodología de la Investigación'],
      ['Patrimonio Cultural y Natural', 'Operación de Agencias de Viajes', 'Macroeconomía', 'Inglés III', 'Derecho Turístico'],
      ['Administración de Hoteles I', 'Alimentos y Bebidas I', 'Estadística Aplicada al Turismo', 'Inglés IV', 'Administración de Recursos Humanos'],
      ['Administración de Hoteles II', 'Alimentos y Bebidas II', 'Mercadotecnia Turística', 'Inglés V', 'Costos y Presupuestos'],
      ['Turismo Sustentable', 'Gestión de Eventos y Convenciones', 'Finanzas Corporativas', 'Francés I', 'Sistemas de Reservaciones'],
      ['Planeación Turística Regional', 'Revenue Management', 'Calidad en el Servicio', 'Francés II', 'Ética Profesional'],
      ['Desarrollo de Productos Turísticos', 'Comercio Electrónico Turístico', 'Formulación de Proyectos de Inversión', 'Francés III', 'Seminario de Tesis I'],
      ['Dirección Estratégica de Empresas Turísticas', 'Turismo Náutico y de Cruceros', 'Legislación Laboral', 'Seminario de Tesis II', 'Prácticas Profesionales'],
    ]),
    banner: {
      file: 'prog-lic-turismo-banner',
      alt: 'Vista del Arco de Cabo San Lucas con un hotel al fondo, imagen de la licenciatura en turismo',
      label: 'Empresas Turísticas',
      caption: 'Licenciatura',
      motif: 'globe',
    },
    image: {
      file: 'prog-lic-turismo',
      alt: 'Estudiante de turismo atendiendo la recepción de un hotel escuela',
      label: 'Empresas Turísticas',
      motif: 'globe',
    },
  },
  {
    tipo: 'LIC',
    titulo: 'Licenciatura en Gastronomía',
    subtitulo:
      'Cocina, administración y creatividad: conviértete en el chef o empresario gastronómico que Los Cabos necesita.',
    tipo_periodo: 'CUA',
    rvoe: 'RVOE SEP 20130512',
    orden: 2,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'La Licenciatura en Gastronomía une la técnica culinaria con la gestión de negocios de alimentos y bebidas. Nuestros talleres de cocina, panadería y coctelería están equipados con estándares profesionales, y el plan incluye un espacio especial para la cocina de Baja California Sur y del Mar de Cortés. Las prácticas se realizan en restaurantes y hoteles de la región.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido. Buscamos personas creativas, con gusto por la cocina, resistencia al trabajo bajo presión y disposición para trabajar en equipo. No es necesario tener experiencia previa en cocina profesional.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado domina técnicas de cocina mexicana e internacional, repostería y panadería, diseña menús rentables y administra cocinas con normas de higiene y calidad. Puede dirigir brigadas, calcular costos y emprender su propio negocio gastronómico.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Cocinas de hoteles y restaurantes, empresas de banquetes y catering, cruceros, panaderías y pastelerías, consultoría gastronómica, investigación culinaria y negocio propio. Los Cabos cuenta con una de las escenas gastronómicas más dinámicas del país.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años en nueve cuatrimestres, modalidad escolarizada en el campus Hojazen. El estudiante necesita uniforme completo y kit de cuchillos a partir del primer cuatrimestre; la universidad proporciona los insumos de las prácticas.',
      },
    ],
    plan_estudios: plan([
      ['Introducción a la Gastronomía', 'Higiene y Seguridad Alimentaria', 'Técnicas Culinarias Básicas', 'Inglés I', 'Matemáticas Aplicadas'],
      ['Cocina Mexicana I', 'Panadería Básica', 'Nutrición', 'Inglés II', 'Historia de la Gastronomía'],
      ['Cocina Mexicana II', 'Repostería', 'Química de los Alimentos', 'Inglés III', 'Costos de Alimentos y Bebidas'],
      ['Cocina Internacional I', 'Garde Manger', 'Enología', 'Inglés IV', 'Administración de Restaurantes'],
      ['Cocina Internacional II', 'Chocolatería y Confitería', 'Mixología y Coctelería', 'Francés I', 'Compras y Almacenes'],
      ['Cocina de Baja California Sur y del Mar de Cortés', 'Pastelería Francesa', 'Servicio de Restaurante y Sommelier', 'Francés II', 'Mercadotecnia Gastronómica'],
      ['Cocina Asiática', 'Banquetes y Catering', 'Diseño de Menús', 'Francés III', 'Legislación Sanitaria'],
      ['Cocina de Vanguardia', 'Gestión de la Calidad en Alimentos', 'Emprendimiento Gastronómico', 'Seminario de Titulación I'],
      ['Cocina de Autor', 'Dirección de Negocios Gastronómicos', 'Estancia Profesional en Cocina', 'Seminario de Titulación II'],
    ]),
    banner: {
      file: 'prog-lic-gastronomia-banner',
      alt: 'Estudiantes de gastronomía emplatando en la cocina de prácticas del campus Hojazen',
      label: 'Gastronomía',
      caption: 'Licenciatura',
      motif: 'star',
    },
    image: {
      file: 'prog-lic-gastronomia',
      alt: 'Chef instructor mostrando una técnica de corte a un grupo de alumnos',
      label: 'Gastronomía',
      motif: 'leaf',
    },
  },
  {
    tipo: 'LIC',
    titulo: 'Licenciatura en Derecho',
    subtitulo:
      'Fórmate como abogado con dominio del sistema acusatorio, el juicio de amparo y el derecho turístico y marítimo de Baja California Sur.',
    tipo_periodo: 'SEM',
    rvoe: 'RVOE SEP 20090734',
    orden: 3,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'La Licenciatura en Derecho prepara profesionales que defienden y asesoran con ética en todas las ramas del derecho. Ponemos énfasis en la oralidad, con una sala de juicios orales para prácticas, y en las materias que demanda la región, como el derecho turístico, marítimo, notarial y ambiental.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido, de preferencia en el área de ciencias sociales y humanidades. Es importante el gusto por la lectura, la argumentación y el interés por la justicia y los derechos humanos.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado interpreta y aplica la legislación nacional e internacional, litiga en juicios orales y escritos, redacta contratos y promueve medios alternos de solución de controversias. Conduce su ejercicio profesional con honestidad y compromiso social.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Despachos jurídicos, notarías públicas, poder judicial, fiscalías, dependencias de gobierno, áreas legales de desarrolladoras inmobiliarias y hoteles, así como el ejercicio libre de la profesión.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Cuatro años divididos en ocho semestres, en modalidad escolarizada. Se ofrece en los campus Centro de Cabo San Lucas y Culiacán, con turnos matutino y nocturno.',
      },
    ],
    plan_estudios: plan([
      ['Introducción al Estudio del Derecho', 'Derecho Romano I', 'Teoría Económica', 'Sociología Jurídica', 'Metodología Jurídica'],
      ['Derecho Civil I: Personas y Familia', 'Teoría del Estado', 'Historia del Derecho Mexicano', 'Derecho Romano II', 'Lógica Jurídica'],
      ['Derecho Civil II: Bienes y Sucesiones', 'Derecho Constitucional', 'Derecho Penal I', 'Teoría General del Proceso', 'Derecho Económico'],
      ['Derecho Civil III: Obligaciones', 'Derechos Humanos y sus Garantías', 'Derecho Penal II', 'Derecho Procesal Civil', 'Derecho Administrativo I'],
      ['Contratos Civiles', 'Derecho Mercantil I', 'Derecho Procesal Penal Acusatorio', 'Derecho del Trabajo I', 'Derecho Administrativo II'],
      ['Juicio de Amparo', 'Derecho Mercantil II', 'Derecho Fiscal', 'Derecho del Trabajo II', 'Medios Alternos de Solución de Controversias'],
      ['Derecho Internacional Público', 'Derecho Agrario y Ambiental', 'Derecho Notarial y Registral', 'Derecho Procesal Laboral', 'Clínica de Litigación Oral'],
      ['Derecho Internacional Privado', 'Derecho Turístico y Marítimo', 'Ética y Responsabilidad Profesional', 'Seminario de Tesis', 'Práctica Forense'],
    ]),
    banner: {
      file: 'prog-lic-derecho-banner',
      alt: 'Sala de juicios orales del campus Centro con estudiantes de derecho en una audiencia simulada',
      label: 'Derecho',
      caption: 'Licenciatura',
      motif: 'book',
    },
    image: {
      file: 'prog-lic-derecho',
      alt: 'Estudiante de derecho consultando códigos en la biblioteca',
      label: 'Derecho',
      motif: 'book',
    },
  },
  {
    tipo: 'LIC',
    titulo: 'Licenciatura en Psicología',
    subtitulo:
      'Comprende la conducta humana y acompaña a las personas desde el enfoque humanista Gestalt que distingue a nuestra universidad.',
    tipo_periodo: 'CUA',
    rvoe: 'RVOE SEP 20120398',
    orden: 4,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Nuestra Licenciatura en Psicología forma profesionales en las áreas clínica, educativa, organizacional y social, con el enfoque humanista Gestalt como eje. Los estudiantes realizan prácticas supervisadas en el Centro de Atención Psicológica de la universidad, que brinda servicio a la comunidad de Los Cabos a bajo costo.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido. Se requiere sensibilidad hacia los demás, capacidad de escucha, interés por la investigación y disposición para el autoconocimiento y el trabajo personal.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado evalúa, diagnostica e interviene en problemas psicológicos individuales, grupales y organizacionales. Aplica pruebas psicométricas, diseña programas de prevención y participa en equipos multidisciplinarios con un sólido compromiso ético.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Consultorio privado, clínicas y hospitales, escuelas de todos los niveles, departamentos de recursos humanos, dependencias de desarrollo social, organizaciones civiles y sistemas de procuración de justicia.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años en nueve cuatrimestres, modalidad escolarizada en el campus Centro de Cabo San Lucas y en Culiacán. Los últimos cuatrimestres incluyen práctica clínica supervisada.',
      },
    ],
    plan_estudios: plan([
      ['Introducción a la Psicología', 'Bases Biológicas de la Conducta', 'Historia de la Psicología', 'Estadística Descriptiva', 'Comunicación Oral y Escrita'],
      ['Procesos Psicológicos Básicos', 'Neuroanatomía', 'Psicología del Desarrollo I', 'Estadística Inferencial', 'Filosofía y Ética'],
      ['Teorías de la Personalidad', 'Psicología del Desarrollo II', 'Psicología Social', 'Metodología de la Investigación', 'Fundamentos del Enfoque Gestalt'],
      ['Psicopatología I', 'Psicometría', 'Psicología Educativa', 'Entrevista Psicológica', 'Dinámica de Grupos'],
      ['Psicopatología II', 'Evaluación Psicológica', 'Psicología Organizacional', 'Investigación Cualitativa', 'Neuropsicología'],
      ['Psicoterapia Gestalt', 'Reclutamiento y Selección de Personal', 'Orientación Educativa', 'Psicología de la Salud', 'Terapia Cognitivo-Conductual'],
      ['Intervención en Crisis', 'Desarrollo Organizacional', 'Educación Especial e Inclusión', 'Psicología Comunitaria', 'Ética Profesional del Psicólogo'],
      ['Terapia Familiar Sistémica', 'Psicología Clínica Infantil', 'Capacitación y Desarrollo', 'Seminario de Tesis I'],
      ['Práctica Clínica Supervisada', 'Psicología Forense', 'Seminario de Tesis II', 'Prácticas Profesionales'],
    ]),
    banner: {
      file: 'prog-lic-psicologia-banner',
      alt: 'Dinámica grupal de estudiantes de psicología sentados en círculo',
      label: 'Psicología',
      caption: 'Licenciatura',
      motif: 'people',
    },
    image: {
      file: 'prog-lic-psicologia',
      alt: 'Estudiante de psicología en una sesión de práctica en cámara de Gesell',
      label: 'Psicología',
      motif: 'people',
    },
  },
  {
    tipo: 'LIC',
    titulo: 'Licenciatura en Contaduría Pública',
    subtitulo:
      'Plan trimestral para titularte en tres años como contador público, con fortaleza en impuestos, auditoría y finanzas.',
    tipo_periodo: 'TRI',
    rvoe: 'RVOE ACUERDO No. 2019112',
    orden: 5,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'La Licenciatura en Contaduría Pública forma especialistas en información financiera, fiscal y de auditoría. El plan trimestral permite avanzar a un ritmo ágil y se actualiza de acuerdo con las reformas fiscales y las Normas de Información Financiera vigentes.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido. Se recomienda habilidad numérica, orden, atención al detalle y gusto por el análisis de información. Es un programa ideal para quienes ya laboran en áreas administrativas.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado registra y analiza operaciones contables, determina y planea contribuciones, realiza auditorías financieras y fiscales y asesora en la toma de decisiones. Maneja software contable y de nómina utilizado en las empresas de la región.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Despachos contables y de auditoría, áreas de contraloría y finanzas de hoteles y comercios, dependencias de gobierno, instituciones financieras y ejercicio independiente como asesor fiscal.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años divididos en doce trimestres, en modalidad mixta: clases presenciales los sábados y actividades en línea entre semana. Se imparte en los campus Centro y Culiacán.',
      },
    ],
    plan_estudios: plan([
      ['Contabilidad Básica', 'Matemáticas I', 'Fundamentos de Administración', 'Comunicación Oral y Escrita'],
      ['Contabilidad Intermedia', 'Matemáticas Financieras', 'Introducción al Derecho', 'Informática Contable'],
      ['Contabilidad de Sociedades', 'Estadística', 'Microeconomía', 'Derecho Mercantil'],
      ['Costos I', 'Macroeconomía', 'Derecho Laboral', 'Inglés Técnico I'],
      ['Costos II', 'Contabilidad Superior', 'Finanzas I', 'Inglés Técnico II'],
      ['Impuestos de Personas Morales', 'Finanzas II', 'Presupuestos', 'Derecho Fiscal'],
      ['Impuestos de Personas Físicas', 'Auditoría I', 'Seguridad Social y Nómina', 'Análisis de Estados Financieros'],
      ['Impuesto al Valor Agregado y Otras Contribuciones', 'Auditoría II', 'Contabilidad Gubernamental', 'Sistemas de Información Financiera'],
      ['Normas de Información Financiera', 'Auditoría Fiscal', 'Contraloría', 'Ética del Contador Público'],
      ['Planeación Fiscal', 'Comercio Exterior', 'Evaluación de Proyectos de Inversión', 'Contabilidad Internacional'],
      ['Dictamen Fiscal', 'Defensa Fiscal', 'Finanzas Corporativas', 'Seminario de Investigación'],
      ['Seminario de Titulación', 'Consultoría Contable', 'Emprendimiento', 'Prácticas Profesionales'],
    ]),
    banner: {
      file: 'prog-lic-contaduria-banner',
      alt: 'Estudiantes de contaduría revisando estados financieros en una computadora',
      label: 'Contaduría Pública',
      caption: 'Licenciatura',
      motif: 'chart',
    },
    image: {
      file: 'prog-lic-contaduria',
      alt: 'Calculadora, libro contable y gráfica de resultados sobre un escritorio',
      label: 'Contaduría Pública',
      motif: 'chart',
    },
  },
  {
    tipo: 'LIC',
    titulo: 'Licenciatura en Mercadotecnia Digital',
    subtitulo:
      'Diseña estrategias, campañas y contenidos digitales que conecten marcas con personas, con la industria turística como laboratorio.',
    tipo_periodo: 'CUA',
    rvoe: 'RVOE SEP 20200617',
    orden: 6,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'La Licenciatura en Mercadotecnia Digital prepara profesionales que investigan mercados, construyen marcas y gestionan campañas en buscadores, redes sociales y comercio electrónico. Los estudiantes trabajan con clientes reales de Los Cabos desde los primeros cuatrimestres y producen contenido en los estudios de Radio UGC.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido. Buscamos personas creativas, curiosas, con interés en la tecnología, las tendencias y la comunicación. Es deseable el manejo básico de herramientas de diseño y redes sociales.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado elabora planes de mercadotecnia digital, administra presupuestos de publicidad en línea, mide resultados con herramientas de analítica y optimiza la experiencia de usuario. Crea contenido audiovisual y dirige comunidades virtuales con responsabilidad y ética.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Agencias de publicidad y mercadotecnia digital, departamentos de ventas y marketing de hoteles y desarrollos inmobiliarios, medios de comunicación, comercio electrónico, consultoría independiente y emprendimientos digitales.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años en nueve cuatrimestres, modalidad escolarizada en el campus Hojazen con apoyo de plataforma en línea. Las clases prácticas se imparten en el laboratorio de medios digitales.',
      },
    ],
    plan_estudios: plan([
      ['Fundamentos de Mercadotecnia', 'Introducción a la Comunicación Digital', 'Matemáticas para Negocios', 'Inglés I', 'Diseño Gráfico Básico'],
      ['Comportamiento del Consumidor', 'Fotografía y Producción Visual', 'Estadística', 'Inglés II', 'Redacción Publicitaria'],
      ['Investigación de Mercados', 'Diseño Web', 'Economía', 'Inglés III', 'Publicidad'],
      ['Estrategias de Contenido', 'Mercadotecnia en Redes Sociales', 'Costos y Precios', 'Inglés IV', 'Producción Audiovisual'],
      ['Posicionamiento en Buscadores', 'Publicidad Digital', 'Analítica Web', 'Inglés V', 'Gestión de Marca'],
      ['Comercio Electrónico', 'Correo Electrónico y Automatización', 'Mercadotecnia de Servicios Turísticos', 'Relaciones Públicas', 'Derecho Digital y Protección de Datos'],
      ['Experiencia de Usuario', 'Mercadotecnia de Influencia', 'Planeación de Medios', 'Ciencia de Datos para Mercadotecnia', 'Ética Publicitaria'],
      ['Plan Estratégico de Mercadotecnia Digital', 'Gestión de Comunidades Virtuales', 'Emprendimiento Digital', 'Seminario de Titulación I'],
      ['Dirección de Agencias Digitales', 'Campañas Integrales', 'Seminario de Titulación II', 'Prácticas Profesionales'],
    ]),
    banner: {
      file: 'prog-lic-mercadotecnia-digital-banner',
      alt: 'Estudiantes grabando contenido para redes sociales con un teléfono y un aro de luz',
      label: 'Mercadotecnia Digital',
      caption: 'Licenciatura',
      motif: 'chart',
    },
    image: {
      file: 'prog-lic-mercadotecnia-digital',
      alt: 'Pantalla con un tablero de métricas de una campaña digital',
      label: 'Mercadotecnia Digital',
      motif: 'wave',
    },
  },
  {
    tipo: 'LIC',
    titulo: 'Ingeniería en Sistemas Computacionales',
    subtitulo:
      'Desarrolla software, administra redes y aplica la inteligencia artificial para resolver problemas reales de empresas y comunidades.',
    tipo_periodo: 'CUA',
    rvoe: 'RVOE SEP 20160823',
    orden: 7,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'La Ingeniería en Sistemas Computacionales forma profesionales capaces de analizar, diseñar, construir y mantener sistemas de información, aplicaciones y redes. El plan incorpora cómputo en la nube, seguridad informática, aprendizaje automático e internet de las cosas, y culmina con una residencia profesional en empresa.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido, de preferencia en el área físico-matemática. Se requiere razonamiento lógico, gusto por las matemáticas y la programación, y constancia para resolver problemas.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado desarrolla aplicaciones web y móviles, diseña y administra bases de datos, configura redes y servicios en la nube e implementa medidas de seguridad. Gestiona proyectos de software con metodologías ágiles y trabaja en equipos multidisciplinarios.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Empresas de desarrollo de software, áreas de tecnología de hoteles, bancos y comercios, proveedores de telecomunicaciones, dependencias de gobierno, consultoría y trabajo remoto para empresas nacionales y extranjeras.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años en nueve cuatrimestres, modalidad escolarizada en el campus Centro de Cabo San Lucas y en Culiacán. Los laboratorios de cómputo están disponibles para los estudiantes fuera del horario de clase.',
      },
    ],
    plan_estudios: plan([
      ['Cálculo Diferencial', 'Fundamentos de Programación', 'Matemáticas Discretas', 'Introducción a la Ingeniería en Sistemas', 'Inglés I'],
      ['Cálculo Integral', 'Programación Orientada a Objetos', 'Álgebra Lineal', 'Física General', 'Inglés II'],
      ['Cálculo Vectorial', 'Estructuras de Datos', 'Probabilidad y Estadística', 'Arquitectura de Computadoras', 'Inglés III'],
      ['Ecuaciones Diferenciales', 'Bases de Datos I', 'Sistemas Operativos', 'Métodos Numéricos', 'Contabilidad Financiera'],
      ['Bases de Datos II', 'Redes de Computadoras I', 'Ingeniería de Software I', 'Lenguajes y Autómatas', 'Desarrollo Web'],
      ['Redes de Computadoras II', 'Ingeniería de Software II', 'Desarrollo de Aplicaciones Móviles', 'Investigación de Operaciones', 'Graficación'],
      ['Inteligencia Artificial', 'Seguridad Informática', 'Cómputo en la Nube', 'Administración de Proyectos de Software', 'Taller de Investigación I'],
      ['Aprendizaje Automático', 'Sistemas Distribuidos', 'Internet de las Cosas', 'Taller de Investigación II'],
      ['Auditoría de Sistemas', 'Emprendimiento Tecnológico', 'Ética y Legislación Informática', 'Residencia Profesional'],
    ]),
    banner: {
      file: 'prog-lic-sistemas-banner',
      alt: 'Laboratorio de cómputo con estudiantes de ingeniería programando',
      label: 'Sistemas Computacionales',
      caption: 'Ingeniería',
      motif: 'globe',
    },
    image: {
      file: 'prog-lic-sistemas',
      alt: 'Estudiante conectando cables de red en un gabinete de servidores',
      label: 'Sistemas Computacionales',
      motif: 'chart',
    },
  },
  {
    tipo: 'LIC',
    titulo: 'Licenciatura en Ciencias de la Educación',
    subtitulo:
      'Conviértete en un profesional de la educación capaz de diseñar, enseñar, orientar y transformar instituciones educativas.',
    tipo_periodo: 'CUA',
    rvoe: 'RVOE SEP 20100456',
    orden: 8,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'La Licenciatura en Ciencias de la Educación forma especialistas en docencia, diseño curricular, orientación y gestión escolar. Con más de sesenta años de experiencia educativa, en UGC sabemos que un buen docente transforma comunidades, por eso el programa incluye práctica frente a grupo desde el séptimo cuatrimestre.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Bachillerato concluido. Se busca vocación de servicio, interés por la enseñanza, habilidades de comunicación y paciencia. El programa también es una opción para docentes en servicio que desean obtener su licenciatura.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El egresado planea y evalúa procesos de enseñanza-aprendizaje, diseña materiales didácticos y cursos en línea, orienta a estudiantes y participa en la gestión de instituciones educativas. Promueve la inclusión y el uso responsable de la tecnología en el aula.',
      },
      {
        titulo_caracteristica: 'Campo laboral',
        descripcion:
          'Escuelas públicas y privadas de todos los niveles, áreas de capacitación de empresas y hoteles, diseño de cursos en línea, centros de orientación educativa, dependencias del sector educativo y organizaciones de la sociedad civil.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Tres años en nueve cuatrimestres. Se ofrece en modalidad escolarizada y en modalidad ejecutiva de sábados, en los campus Centro, Hojazen y Culiacán.',
      },
    ],
    plan_estudios: plan([
      ['Introducción a las Ciencias de la Educación', 'Filosofía de la Educación', 'Psicología General', 'Comunicación Oral y Escrita', 'Tecnologías de la Información'],
      ['Historia de la Educación en México', 'Psicología del Desarrollo', 'Sociología de la Educación', 'Estadística Descriptiva', 'Inglés I'],
      ['Teorías del Aprendizaje', 'Didáctica General', 'Política Educativa', 'Metodología de la Investigación', 'Inglés II'],
      ['Diseño Curricular', 'Planeación Didáctica', 'Evaluación del Aprendizaje', 'Psicología Educativa', 'Inglés III'],
      ['Educación Inclusiva', 'Orientación Educativa', 'Tecnología Educativa', 'Investigación Cualitativa', 'Gestión Escolar'],
      ['Educación a Distancia', 'Diseño de Materiales Didácticos', 'Educación para Adultos', 'Legislación Educativa', 'Desarrollo Humano'],
      ['Evaluación Institucional', 'Formación de Capital Humano', 'Educación Ambiental', 'Práctica Docente I', 'Liderazgo Educativo'],
      ['Innovación Educativa', 'Neuroeducación', 'Práctica Docente II', 'Seminario de Tesis I'],
      ['Proyectos de Intervención Educativa', 'Supervisión Escolar', 'Seminario de Tesis II', 'Prácticas Profesionales'],
    ]),
    banner: {
      file: 'prog-lic-educacion-banner',
      alt: 'Estudiante de ciencias de la educación impartiendo una clase frente a un grupo de niños',
      label: 'Ciencias de la Educación',
      caption: 'Licenciatura',
      motif: 'book',
    },
    image: {
      file: 'prog-lic-educacion',
      alt: 'Pizarrón con un mapa conceptual sobre teorías del aprendizaje',
      label: 'Ciencias de la Educación',
      motif: 'people',
    },
  },

  // ───────────────────────────── Diplomados ─────────────────────────────
  {
    tipo: 'DIP',
    titulo: 'Diplomado en Gestión Hotelera',
    subtitulo:
      'Actualiza tus conocimientos en operación y dirección hotelera con especialistas de la industria de Los Cabos.',
    tipo_periodo: 'MOD',
    rvoe: 'RVOE ACUERDO No. 2021043',
    orden: 1,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Diplomado dirigido a profesionales de la hotelería que buscan crecer hacia puestos de supervisión y gerencia. Revisa las áreas clave de un hotel, desde la división cuartos hasta los indicadores financieros, con casos de resorts de la región.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Personal operativo y mandos medios de hoteles, clubes vacacionales y empresas de hospitalidad, así como egresados de turismo que desean especializarse. Se requiere bachillerato concluido.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'Al concluir, el participante interpreta indicadores como ocupación, tarifa promedio y RevPAR, coordina equipos de trabajo y propone mejoras en la experiencia del huésped. Recibe diploma con valor curricular y constancia de competencias laborales.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Seis módulos de 20 horas cada uno, con un total de 120 horas. Sesiones presenciales los sábados en el campus Hojazen y actividades en plataforma en línea.',
      },
    ],
    plan_estudios: plan([
      ['Panorama de la Industria Hotelera en Los Cabos'],
      ['Gestión de la División Cuartos'],
      ['Operación de Alimentos y Bebidas'],
      ['Revenue Management y Distribución'],
      ['Liderazgo y Gestión del Talento'],
      ['Finanzas para Hoteles'],
    ]),
    banner: {
      file: 'prog-dip-gestion-hotelera-banner',
      alt: 'Lobby de un resort de Los Cabos con vista al mar',
      label: 'Gestión Hotelera',
      caption: 'Diplomado',
      motif: 'campus',
    },
    image: {
      file: 'prog-dip-gestion-hotelera',
      alt: 'Gerente de hotel revisando reportes de ocupación en una tableta',
      label: 'Gestión Hotelera',
      motif: 'chart',
    },
  },
  {
    tipo: 'DIP',
    titulo: 'Diplomado en Habilidades Docentes',
    subtitulo:
      'Herramientas prácticas de planeación, didáctica y evaluación para docentes de cualquier nivel educativo.',
    tipo_periodo: 'MOD',
    rvoe: 'RVOE ACUERDO No. 2021044',
    orden: 2,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Este diplomado fortalece las competencias de quienes enseñan, ya sea en escuelas o en áreas de capacitación empresarial. Se trabaja con la planeación de clases reales de los participantes y con estrategias de aprendizaje activo que pueden aplicarse de inmediato en el aula.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Docentes en servicio, instructores y capacitadores de empresas, así como profesionistas de cualquier área que deseen iniciarse en la docencia.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El participante diseña secuencias didácticas, elabora instrumentos de evaluación, integra tecnología educativa y maneja grupos de manera asertiva. Queda preparado para certificarse en los estándares CONOCER de impartición y diseño de cursos.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Cinco módulos con un total de 100 horas, en modalidad híbrida: sesiones presenciales quincenales y trabajo en línea.',
      },
    ],
    plan_estudios: plan([
      ['Fundamentos del Aprendizaje en el Aula'],
      ['Planeación Didáctica por Competencias'],
      ['Estrategias de Aprendizaje Activo'],
      ['Evaluación del Aprendizaje'],
      ['Tecnología Educativa y Ambientes Virtuales'],
    ]),
    banner: {
      file: 'prog-dip-habilidades-docentes-banner',
      alt: 'Docente explicando frente a un grupo de adultos en un taller',
      label: 'Habilidades Docentes',
      caption: 'Diplomado',
      motif: 'book',
    },
    image: {
      file: 'prog-dip-habilidades-docentes',
      alt: 'Manos de docentes trabajando sobre una planeación didáctica impresa',
      label: 'Habilidades Docentes',
      motif: 'people',
    },
  },
  {
    tipo: 'DIP',
    titulo: 'Diplomado en Marketing en Redes Sociales',
    subtitulo:
      'Aprende a planear contenidos, hacer crecer comunidades y medir resultados en las principales redes sociales.',
    tipo_periodo: 'MOD',
    rvoe: 'RVOE ACUERDO No. 2022018',
    orden: 3,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Diplomado práctico para emprendedores, comerciantes y profesionales que necesitan promover su negocio en redes sociales. Cada participante desarrolla durante el curso la estrategia digital de un proyecto propio o de la empresa donde trabaja.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Emprendedores, dueños de negocios, personal de ventas y comunicación y cualquier persona interesada en la mercadotecnia digital. Solo se requiere manejo básico de computadora y teléfono inteligente.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El participante define objetivos y público meta, crea un calendario de contenidos, produce piezas gráficas y de video sencillas, configura campañas pagadas y lee métricas para tomar decisiones.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Cinco módulos con 80 horas en total, en modalidad en línea con sesiones en vivo dos noches por semana. Las sesiones quedan grabadas para consulta posterior.',
      },
    ],
    plan_estudios: plan([
      ['Estrategia Digital y Público Meta'],
      ['Creación de Contenido Visual'],
      ['Video Corto y Transmisiones en Vivo'],
      ['Publicidad Pagada en Redes Sociales'],
      ['Métricas, Reportes y Optimización'],
    ]),
    banner: {
      file: 'prog-dip-marketing-redes-banner',
      alt: 'Teléfono mostrando publicaciones de redes sociales de un restaurante local',
      label: 'Marketing en Redes Sociales',
      caption: 'Diplomado',
      motif: 'wave',
    },
    image: {
      file: 'prog-dip-marketing-redes',
      alt: 'Participante del diplomado diseñando una publicación en su computadora portátil',
      label: 'Marketing en Redes Sociales',
      motif: 'chart',
    },
  },
  {
    tipo: 'DIP',
    titulo: 'Diplomado en Desarrollo Humano',
    subtitulo:
      'Un espacio de crecimiento personal con enfoque humanista Gestalt para mejorar tus relaciones y tu bienestar.',
    tipo_periodo: 'MOD',
    rvoe: 'RVOE ACUERDO No. 2020087',
    orden: 4,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'El Diplomado en Desarrollo Humano invita a cada participante a conocerse, reconocer sus emociones y fortalecer su manera de relacionarse con los demás. Fiel a nuestra filosofía de evolucionar para trascender, combina sesiones vivenciales con fundamentos teóricos del enfoque Gestalt.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Abierto a cualquier persona mayor de 18 años interesada en su crecimiento personal. Es especialmente útil para docentes, personal de salud, líderes de equipo y profesionales de atención al público.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El participante identifica y expresa sus emociones de forma asertiva, mejora su comunicación, maneja el estrés y acompaña a otras personas desde la escucha empática. Recibe diploma con valor curricular.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Seis módulos con 120 horas en total. Sesiones presenciales vivenciales un sábado sí y otro no en el campus Centro de Cabo San Lucas.',
      },
    ],
    plan_estudios: plan([
      ['Autoconocimiento y Conciencia del Aquí y Ahora'],
      ['Inteligencia Emocional'],
      ['Comunicación Asertiva y Escucha Empática'],
      ['Duelo, Pérdidas y Resiliencia'],
      ['Relaciones Interpersonales y Familia'],
      ['Proyecto de Vida'],
    ]),
    banner: {
      file: 'prog-dip-desarrollo-humano-banner',
      alt: 'Participantes de un taller vivencial sentados en círculo al aire libre',
      label: 'Desarrollo Humano',
      caption: 'Diplomado',
      motif: 'leaf',
    },
    image: {
      file: 'prog-dip-desarrollo-humano',
      alt: 'Dos personas conversando con atención durante un ejercicio de escucha',
      label: 'Desarrollo Humano',
      motif: 'people',
    },
  },
  {
    tipo: 'DIP',
    titulo: 'Diplomado en Inglés para el Turismo',
    subtitulo:
      'Mejora tu inglés para atender con seguridad a huéspedes y visitantes en hoteles, restaurantes y tours.',
    tipo_periodo: 'TRI',
    rvoe: 'RVOE ACUERDO No. 2022019',
    orden: 5,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Diplomado impartido por UGC Idiomas y enfocado en las situaciones reales de la industria turística: registro de huéspedes, toma de órdenes, manejo de quejas y venta de experiencias. Se practica con simulaciones y grabaciones en los estudios de Radio UGC.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Trabajadores del sector turístico y estudiantes con nivel de inglés básico (A2). Antes de iniciar se aplica un examen de ubicación sin costo.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El participante se comunica con fluidez en situaciones de servicio, comprende diferentes acentos de visitantes y redacta correos y mensajes profesionales. Alcanza un nivel intermedio (B1) de acuerdo con el Marco Común Europeo de Referencia.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Un año dividido en cuatro trimestres, con clases presenciales tres veces por semana en horario vespertino y nocturno, compatible con los turnos de la industria.',
      },
    ],
    plan_estudios: plan([
      ['Inglés para Recepción y Reservaciones', 'Pronunciación y Comprensión Auditiva'],
      ['Inglés para Restaurantes y Bares', 'Vocabulario de Alimentos y Bebidas'],
      ['Inglés para Tours y Actividades Recreativas', 'Manejo de Quejas y Situaciones Difíciles'],
      ['Comunicación Escrita Profesional', 'Preparación para Certificación Internacional'],
    ]),
    banner: {
      file: 'prog-dip-ingles-turismo-banner',
      alt: 'Recepcionista conversando en inglés con una pareja de turistas',
      label: 'Inglés para el Turismo',
      caption: 'Diplomado',
      motif: 'globe',
    },
    image: {
      file: 'prog-dip-ingles-turismo',
      alt: 'Grupo de participantes practicando diálogos en inglés en el aula',
      label: 'Inglés para el Turismo',
      motif: 'mic',
    },
  },
  {
    tipo: 'DIP',
    titulo: 'Diplomado en Finanzas Personales',
    subtitulo:
      'Organiza tu presupuesto, sal de deudas y empieza a ahorrar e invertir con un plan claro y realista.',
    tipo_periodo: 'MOD',
    rvoe: 'RVOE ACUERDO No. 2023006',
    orden: 6,
    caracteristicas: [
      {
        titulo_caracteristica: 'Desc',
        descripcion:
          'Diplomado práctico que enseña a tomar el control del dinero personal y familiar. Con ejercicios sobre la situación real de cada participante, se construye un presupuesto, un plan para pagar deudas y una estrategia de ahorro e inversión.',
      },
      {
        titulo_caracteristica: 'Perfil de ingreso',
        descripcion:
          'Cualquier persona mayor de edad que quiera mejorar sus finanzas, sin importar su profesión. No se requieren conocimientos previos de contabilidad ni de finanzas.',
      },
      {
        titulo_caracteristica: 'Perfil de egreso',
        descripcion:
          'El participante elabora y da seguimiento a su presupuesto, usa el crédito de forma responsable, conoce los instrumentos de ahorro e inversión disponibles en México y planea su retiro.',
      },
      {
        titulo_caracteristica: 'Duración y modalidad',
        descripcion:
          'Cuatro módulos con 60 horas en total, en modalidad en línea con sesiones en vivo los martes y jueves por la noche.',
      },
    ],
    plan_estudios: plan([
      ['Presupuesto Personal y Familiar'],
      ['Crédito y Manejo de Deudas'],
      ['Ahorro e Inversión'],
      ['Seguros, Afore y Planeación para el Retiro'],
    ]),
    banner: {
      file: 'prog-dip-finanzas-personales-banner',
      alt: 'Alcancía, calculadora y libreta de presupuesto sobre una mesa',
      label: 'Finanzas Personales',
      caption: 'Diplomado',
      motif: 'chart',
    },
    image: {
      file: 'prog-dip-finanzas-personales',
      alt: 'Participante anotando sus gastos mensuales en una hoja de cálculo',
      label: 'Finanzas Personales',
      motif: 'chart',
    },
  },
]
