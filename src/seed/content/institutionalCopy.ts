import type { InstitutionalContent } from '../../cms/payload-types'

type AgreementKind = NonNullable<NonNullable<InstitutionalContent['convenios_nacionales']>[number]['tipo']>

/**
 * The long institutional copy of the «Contenido institucional» global: who we are, the rector's
 * message, mission and vision, the incubator, the agreements and the scholarships. Seeded once;
 * from then on it belongs to the editors. Paragraphs are separated by a blank line.
 */
export const institutionalCopy = {
  quienes_somos: [
    'La Universidad UGC forma parte de un sistema educativo con más de 60 años de experiencia y más de 60 planteles en México. En Los Cabos abrimos nuestras puertas hace más de 22 años con una convicción sencilla: que los jóvenes de Baja California Sur pudieran formarse profesionalmente sin salir de su tierra, con programas pensados para la economía y la comunidad de la región.',
    'Hoy ofrecemos preparatoria, licenciaturas, posgrados, diplomados y certificación de competencias laborales en Cabo San Lucas, y contamos también con un campus en Culiacán, Sinaloa. Nuestros procesos están certificados bajo la norma ISO 9001-2015 desde hace 14 años, lo que nos obliga a revisar y mejorar cada día la forma en que atendemos a estudiantes y familias.',
    'Nuestro lema, «Evolucionar para Trascender», resume lo que buscamos: que cada estudiante crezca como persona y como profesional, y que ese crecimiento deje huella en su entorno.',
  ].join('\n\n'),
  en_la_empresa: [
    'Trabajamos de la mano con hoteles, despachos, comercios y dependencias de Los Cabos para que nuestros programas respondan a lo que el sector productivo necesita. Nuestros estudiantes realizan prácticas profesionales desde los primeros cuatrimestres y muchos de ellos se incorporan después a las mismas empresas que los recibieron.',
    'A través de la incubadora de empresas, la bolsa de trabajo y los diplomados de educación continua, acompañamos también a emprendedores y a trabajadores en activo que desean actualizarse.',
  ].join('\n\n'),
  en_la_sociedad: [
    'Creemos que una universidad debe servir a su comunidad. Por medio de Círculos UGC ofrecemos orientación psicológica, nutricional y jurídica a bajo costo; nuestros estudiantes cumplen su servicio social en escuelas, dependencias y organizaciones civiles del municipio, y participamos en campañas de salud, de limpieza de playas y de protección civil.',
    'Radio UGC 104.7 FM y nuestras publicaciones abren un espacio para la cultura, la divulgación y las voces de Los Cabos.',
  ].join('\n\n'),
  en_el_mundo: [
    'Los Cabos es uno de los destinos turísticos más importantes del país y recibe visitantes de todo el mundo; por eso formamos profesionales capaces de trabajar en un entorno internacional, con dominio de idiomas y conciencia intercultural.',
    'Mantenemos convenios con universidades de España, Argentina, Perú, Cuba y Puerto Rico que permiten la movilidad de estudiantes y docentes, la investigación conjunta y el intercambio de experiencias académicas.',
  ].join('\n\n'),
  rector_nombre: 'Mtro. Alejandro Ruiz Castañeda',
  rector_cargo: 'Rector de la Universidad UGC Los Cabos',
  rector_mensaje: [
    'Querida comunidad universitaria:',
    'Desde hace más de dos décadas, la Universidad UGC ha tenido el privilegio de acompañar a miles de familias de Los Cabos en uno de los momentos más importantes de su vida: la formación de sus hijos. Cada generación que egresa de nuestras aulas nos recuerda que la educación es el camino más firme para transformar a las personas y a su comunidad.',
    'Sabemos que elegir una universidad es una decisión seria. Por eso trabajamos para ofrecer programas actualizados, docentes con experiencia profesional y un acompañamiento cercano a cada estudiante. Nuestro sistema de gestión de la calidad, certificado bajo la norma ISO 9001-2015 desde hace 14 años, no es un trámite: es el compromiso de revisar lo que hacemos y de mejorarlo continuamente.',
    'Los invito a conocer nuestros campus, a platicar con nuestros profesores y egresados, y a formar parte de una comunidad que cree en el trabajo, en el respeto y en el servicio. Aquí encontrarán un lugar para Evolucionar para Trascender.',
    'Con afecto,',
  ].join('\n\n'),
  mision:
    'Formar personas íntegras y profesionales competentes, mediante programas educativos de calidad, pertinentes a las necesidades del sector productivo y de la sociedad, que contribuyan al desarrollo sostenible de Los Cabos, de Baja California Sur y de México.',
  vision:
    'Ser la institución educativa de referencia en el noroeste de México por la calidad de sus egresados, la mejora continua de sus procesos y su vinculación con las empresas y la comunidad, reconocida por formar líderes que evolucionan para trascender.',
  incubadora_que_es: [
    'La Incubadora de Empresas UGC es un programa de la universidad que acompaña a estudiantes, egresados y personas de la comunidad en el camino de convertir una idea en un negocio formal y viable.',
    'Ofrecemos asesoría, capacitación y vinculación para que los emprendedores de Los Cabos tomen decisiones informadas, reduzcan los riesgos de iniciar un negocio y aprovechen las oportunidades de una economía en crecimiento.',
  ].join('\n\n'),
  incubadora_como_opera: [
    'La incubadora trabaja por convocatorias cuatrimestrales. Cada proyecto aceptado recibe un asesor que lo acompaña durante todo el proceso, y participa en talleres grupales impartidos por docentes de las licenciaturas de Administración, Contaduría, Mercadotecnia y Derecho, así como por empresarios invitados.',
    'El proceso completo dura entre seis y nueve meses, según la madurez del proyecto. Los estudiantes que incuban su proyecto pueden acreditarlo como prácticas profesionales y, al concluir, como opción de titulación por emprendimiento.',
  ].join('\n\n'),
  incubadora_fases: [
    {
      titulo: 'Preincubación',
      descripcion: 'Validamos la idea: definición del producto o servicio, cliente y propuesta de valor, y un primer análisis del mercado de Los Cabos.',
    },
    {
      titulo: 'Plan de negocios',
      descripcion: 'Elaboramos juntos el plan de negocios: estudio de mercado, operación, costos, precios, proyecciones financieras y estrategia de comercialización.',
    },
    {
      titulo: 'Incubación',
      descripcion: 'Acompañamos la puesta en marcha: constitución legal, alta ante el SAT, trámites municipales, imagen comercial y primeras ventas.',
    },
    {
      titulo: 'Seguimiento',
      descripcion: 'Durante los primeros meses de operación revisamos resultados y te vinculamos con fuentes de financiamiento y programas de apoyo al emprendimiento.',
    },
  ],
  incubadora_servicios: [
    'Asesoría personalizada para el desarrollo del modelo y del plan de negocios',
    'Talleres de finanzas, mercadotecnia, aspectos legales y fiscales',
    'Orientación para la constitución legal de la empresa y el registro de marca',
    'Vinculación con programas de financiamiento de NAFIN y de los gobiernos estatal y municipal',
    'Uso de espacios de trabajo y salas de juntas en el campus',
    'Presentación de proyectos ante empresarios e inversionistas de la región',
  ].map((servicio) => ({ servicio })),
  incubadora_requisitos: [
    'Ser estudiante, egresado o docente de la Universidad UGC, o emprendedor de la comunidad mayor de 18 años',
    'Presentar una idea de negocio o un negocio con menos de dos años de operación',
    'Llenar la solicitud de ingreso y asistir a la entrevista de diagnóstico',
    'Comprometerse a asistir a los talleres y a las sesiones de asesoría',
  ].map((requisito) => ({ requisito })),
  convenios_intro: [
    'La Universidad UGC mantiene convenios de colaboración con dependencias de gobierno, hoteles, empresas, cámaras empresariales e instituciones educativas para que nuestros estudiantes realicen sus prácticas profesionales y su servicio social en escenarios reales de trabajo.',
    'Estos convenios acercan a los estudiantes a su futuro campo laboral desde los primeros periodos de su carrera, fortalecen su experiencia y abren oportunidades de empleo al egresar. En el ámbito internacional, los convenios con universidades de otros países permiten la movilidad académica y el intercambio de conocimiento.',
  ].join('\n\n'),
  convenios_internacionales: [
    { pais: 'España', institucion: 'Universidad de Salamanca', descripcion: 'Movilidad de estudiantes y profesores, y cursos de verano de lengua y cultura españolas.' },
    { pais: 'España', institucion: 'Universidad de Málaga', descripcion: 'Colaboración en turismo y gestión hotelera, estancias de investigación y doble titulación en proceso.' },
    { pais: 'Argentina', institucion: 'Universidad Nacional de Cuyo', descripcion: 'Intercambio académico y proyectos conjuntos de investigación en ciencias sociales.' },
    { pais: 'Perú', institucion: 'Universidad San Ignacio de Loyola', descripcion: 'Movilidad estudiantil en administración, negocios y gastronomía.' },
    { pais: 'Cuba', institucion: 'Universidad de La Habana', descripcion: 'Formación de profesores, posgrados y actividades culturales conjuntas.' },
    { pais: 'Puerto Rico', institucion: 'Universidad Interamericana de Puerto Rico', descripcion: 'Intercambio de estudiantes y colaboración en educación a distancia.' },
  ],
  convenios_nacionales: [
    ['H. XV Ayuntamiento de Los Cabos', 'gobierno'],
    ['Gobierno del Estado de Baja California Sur', 'gobierno'],
    ['Secretaría de Educación Pública de Baja California Sur', 'gobierno'],
    ['Secretaría de Turismo, Economía y Sustentabilidad de B.C.S.', 'gobierno'],
    ['Sistema DIF Municipal de Los Cabos', 'gobierno'],
    ['Instituto Municipal de la Juventud de Los Cabos', 'gobierno'],
    ['Instituto Municipal de las Mujeres de Los Cabos', 'gobierno'],
    ['Dirección Municipal de Protección Civil de Los Cabos', 'gobierno'],
    ['Organismo Operador Municipal del Sistema de Agua Potable de Los Cabos', 'gobierno'],
    ['Fideicomiso de Turismo de Los Cabos', 'gobierno'],
    ['Instituto Mexicano del Seguro Social, Delegación B.C.S.', 'gobierno'],
    ['Hospital General de Cabo San Lucas', 'gobierno'],
    ['Tribunal Superior de Justicia del Estado de B.C.S.', 'gobierno'],
    ['Procuraduría Federal del Consumidor, oficina Los Cabos', 'gobierno'],
    ['Administración Portuaria Integral de Cabo San Lucas', 'gobierno'],
    ['Instituto Nacional Electoral, Junta Distrital 02 de B.C.S.', 'gobierno'],
    ['Hotel Playa Grande Resort & Spa', 'hotel'],
    ['Hotel Marina Fiesta Resort', 'hotel'],
    ['Hotel Solmar Cabo San Lucas', 'hotel'],
    ['Hotel Pueblo Bonito Los Cabos', 'hotel'],
    ['Hotel Riu Palace Cabo San Lucas', 'hotel'],
    ['Hotel Hacienda Encantada', 'hotel'],
    ['Hotel Casa Dorada Los Cabos', 'hotel'],
    ['Hotel Barceló Gran Faro Los Cabos', 'hotel'],
    ['Hotel Hyatt Ziva Los Cabos', 'hotel'],
    ['Hotel Secrets Puerto Los Cabos', 'hotel'],
    ['Hotel El Ganzo', 'hotel'],
    ['Hotel Grand Fiesta Americana Los Cabos', 'hotel'],
    ['Hotel Sheraton Grand Los Cabos Hacienda del Mar', 'hotel'],
    ['Hotel Hilton Los Cabos', 'hotel'],
    ['Hotel Dreams Los Cabos', 'hotel'],
    ['Hotel Tesoro Los Cabos', 'hotel'],
    ['Hotel Sandos Finisterra', 'hotel'],
    ['Hotel Cabo Villas Beach Resort', 'hotel'],
    ['Hotel Mar del Cabo', 'hotel'],
    ['Universidad Autónoma de Baja California Sur', 'universidad'],
    ['Universidad Tecnológica de La Paz', 'universidad'],
    ['Instituto Tecnológico de La Paz', 'universidad'],
    ['Instituto Tecnológico de Estudios Superiores de Los Cabos', 'universidad'],
    ['Universidad Mundial, campus Los Cabos', 'universidad'],
    ['Colegio de Bachilleres del Estado de B.C.S.', 'universidad'],
    ['CONALEP Plantel Los Cabos', 'universidad'],
    ['Cámara Nacional de Comercio, Servicios y Turismo de Los Cabos', 'camara'],
    ['Cámara Mexicana de la Industria de la Construcción, Delegación B.C.S.', 'camara'],
    ['Asociación de Hoteles de Los Cabos', 'camara'],
    ['Consejo Coordinador Empresarial de Los Cabos', 'camara'],
    ['Colegio de Contadores Públicos de Los Cabos', 'camara'],
    ['Barra de Abogados de Los Cabos', 'camara'],
    ['Asociación de Restaurantes de Los Cabos', 'camara'],
    ['Confederación Patronal de la República Mexicana, Centro Empresarial Los Cabos', 'camara'],
    ['Marina Cabo San Lucas', 'empresa'],
    ['Aeropuerto Internacional de San José del Cabo', 'empresa'],
    ['Grupo Comercial del Pacífico Sur', 'empresa'],
    ['Cruz Roja Mexicana, Delegación Cabo San Lucas', 'organizacion'],
    ['Fundación Comunitaria de Los Cabos', 'organizacion'],
  ].map(([institucion, tipo]) => ({ institucion, tipo: tipo as AgreementKind })),
  becas: [
    {
      nombre: 'Beca de Excelencia Académica',
      descripcion: 'Para estudiantes con promedio general de 9.0 o superior y sin materias reprobadas; se renueva cada periodo si se mantiene el promedio.',
    },
    {
      nombre: 'Beca Fidelidad',
      descripcion: 'Para egresados de la Preparatoria UGC que continúan su licenciatura en la universidad, y para hijos de egresados.',
    },
    {
      nombre: 'Beca Socioeconómica',
      descripcion: 'Apoyo a familias que lo necesitan, asignado según el estudio socioeconómico que realiza el departamento de becas.',
    },
    {
      nombre: 'Beca por Fallecimiento',
      descripcion: 'Para el estudiante que pierde al padre, la madre o el tutor que sostenía sus estudios, para que pueda concluir su carrera.',
    },
    {
      nombre: 'Beca al Desarrollo Artístico',
      descripcion: 'Para quienes representan a la universidad en grupos de música, danza, teatro o artes visuales.',
    },
    {
      nombre: 'Beca Deportiva',
      descripcion: 'Para integrantes de los equipos representativos de la universidad que participan en torneos y ligas.',
    },
    {
      nombre: 'Beca de Trabajo',
      descripcion: 'El estudiante colabora algunas horas a la semana en áreas de la universidad a cambio de un descuento en su colegiatura.',
    },
    {
      nombre: 'Descuento Financiero',
      descripcion: 'Descuento por pago anticipado de la colegiatura y por inscripción de dos o más hermanos.',
    },
  ],
} satisfies Omit<InstitutionalContent, 'id'>
