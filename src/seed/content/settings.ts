import type { SeedImage, SeedPdf } from '../types'

/** The contact details, links and documents of the site-settings global. */
export const settings = {
  telefono: '624 143 3030',
  telefono_preparatoria: '(624) 143-3031',
  telefono_campus: '624 143 3030',
  whatsapp: '526241433030',
  whatsapp_preparatoria: '526241433131',
  mensaje_whatsapp:
    'Hola, me gustaría recibir más información. Mi nombre completo es: [nombre completo]. El asunto de mi consulta es: [asunto].',
  direccion: 'Calle Leona Vicario s/n, Col. Centro, C.P. 23410, Cabo San Lucas, B.C.S.',
  etiqueta_campus: 'Campus Cabo San Lucas',
  correo_admisiones: 'admisiones@ugc.edu.mx',
  correo_titulacion: 'titulacion@ugc.edu.mx',
  whatsapp_titulacion: '526241433232',
  correo_practicas: 'practicas@ugc.edu.mx',
  telefono_practicas: '624 143 3033',
  whatsapp_practicas: '526241433333',
  conocer_codigo_centro: 'CE0842-UGC',
  conocer_direccion: 'Calle Leona Vicario s/n, Col. Centro, Cabo San Lucas, B.C.S., edificio B, planta alta.',
  conocer_telefonos: '624 143 3030 ext. 120 y 624 143 3034',
  correo_conocer: 'conocer@ugc.edu.mx',
  correo_quejas_conocer: 'quejas.conocer@ugc.edu.mx',
  telefono_quejas_conocer: '624 143 3035',
  facebook: 'https://www.facebook.com/UGCLosCabos',
  instagram: 'https://www.instagram.com/ugcloscabos',
  youtube: 'https://www.youtube.com/@UGCLosCabos',
  url_doctorados: 'https://posgrados.ugc.edu.mx/doctorados',
  url_maestrias: 'https://posgrados.ugc.edu.mx/maestrias',
  url_especialidades: 'https://posgrados.ugc.edu.mx/especialidades',
  url_campus_virtual: 'https://campusvirtual.ugc.edu.mx',
  url_plataforma_virtual: 'https://plataforma.ugc.edu.mx',
  url_servoescolar: 'https://servoescolar.ugc.edu.mx',
  url_ugc_mas: 'https://mas.ugc.edu.mx',
  url_revista_cientifica: 'https://revista.ugc.edu.mx',
  url_nafin: 'https://www.nafin.com',
  url_ulades: 'https://www.ulades.org',
  url_bolsa_trabajo: 'https://bolsadetrabajo.ugc.edu.mx',
  url_bolsa_practicas: 'https://bolsadetrabajo.ugc.edu.mx/practicas',
  url_red_conocer: 'https://conocer.gob.mx',
  url_inscripcion_preparatoria: 'https://admisiones.ugc.edu.mx/preparatoria',
  url_queja: 'https://soporte.ugc.edu.mx/quejas',
  url_sugerencia: 'https://soporte.ugc.edu.mx/sugerencias',
  url_examen_ingles: 'https://idiomas.ugc.edu.mx/examen-ubicacion',
  video_inicio: 'Zk3bYQ1nLqM',
  video_comunicacion: 'p7TfV2xRk0A',
  video_casos_exito: 'h4WmQe8sJtU',
  radio_stream_url: 'https://radio.ugc.edu.mx/stream/1047fm',
}

export const campuses: { nombre: string; direccion: string; mapa_embed: string; mapa_enlace: string; galeria: SeedImage[] }[] = [
  {
    nombre: 'Centro',
    direccion: 'Calle Leona Vicario s/n, Col. Centro, C.P. 23410, Cabo San Lucas, B.C.S.',
    mapa_embed: 'https://www.google.com/maps/embed/v1/place?q=Leona+Vicario,+Centro,+Cabo+San+Lucas,+B.C.S.',
    mapa_enlace: 'https://www.google.com/maps/search/?api=1&query=Leona+Vicario+Centro+Cabo+San+Lucas',
    galeria: ['Fachada del campus', 'Biblioteca', 'Laboratorio de cómputo'].map((label, i) => ({
      file: `campus-centro-${i + 1}`,
      alt: `${label} del campus Centro en Cabo San Lucas`,
      label,
      caption: 'Campus Centro',
      motif: 'campus' as const,
    })),
  },
  {
    nombre: 'Hojazen',
    direccion: 'Carretera Transpeninsular km 4.5, Col. Hojazen, C.P. 23469, Cabo San Lucas, B.C.S.',
    mapa_embed: 'https://www.google.com/maps/embed/v1/place?q=Hojazen,+Cabo+San+Lucas,+B.C.S.',
    mapa_enlace: 'https://www.google.com/maps/search/?api=1&query=Hojazen+Cabo+San+Lucas',
    galeria: ['Cocina de gastronomía', 'Aulas', 'Áreas verdes'].map((label, i) => ({
      file: `campus-hojazen-${i + 1}`,
      alt: `${label} del campus Hojazen en Cabo San Lucas`,
      label,
      caption: 'Campus Hojazen',
      motif: 'campus' as const,
    })),
  },
  {
    nombre: 'Culiacán',
    direccion: 'Blvd. Francisco I. Madero 1250 Pte., Col. Centro, C.P. 80000, Culiacán, Sin.',
    mapa_embed: 'https://www.google.com/maps/embed/v1/place?q=Blvd.+Francisco+I.+Madero,+Culiacan,+Sinaloa',
    mapa_enlace: 'https://www.google.com/maps/search/?api=1&query=Blvd+Francisco+I+Madero+Culiacan',
    galeria: ['Edificio principal', 'Auditorio', 'Sala de estudio'].map((label, i) => ({
      file: `campus-culiacan-${i + 1}`,
      alt: `${label} del campus Culiacán, Sinaloa`,
      label,
      caption: 'Campus Culiacán',
      motif: 'campus' as const,
    })),
  },
]

export const settingsDocuments: Record<'reglamento_escolar' | 'certificado_iso' | 'folleto_conocer' | 'programa_becas', SeedPdf> = {
  reglamento_escolar: {
    file: 'reglamento-escolar-ugc',
    alt: 'Reglamento escolar de la Universidad UGC',
    title: 'Reglamento Escolar',
    paragraphs: [
      'Capítulo I. Disposiciones generales. El presente reglamento rige la vida académica de los estudiantes de preparatoria, licenciatura, posgrado y educación continua de la Universidad UGC en sus campus de Baja California Sur y Sinaloa.',
      'Capítulo II. De la inscripción y la reinscripción. Son alumnos quienes, habiendo cubierto los requisitos de admisión, se inscriban en los plazos que fije el calendario escolar y cubran las cuotas correspondientes.',
      'Capítulo III. De la evaluación. La calificación mínima aprobatoria es de 7 (siete) en escala de 0 a 10. Para tener derecho a examen ordinario el alumno deberá acreditar al menos el 80 % de asistencia.',
      'Capítulo IV. De la titulación. El alumno podrá titularse por cualquiera de las diez opciones aprobadas, una vez acreditado el plan de estudios, liberado el servicio social y las prácticas profesionales.',
      'Capítulo V. De la convivencia. La comunidad universitaria se conduce con respeto, honestidad y responsabilidad, conforme a los valores institucionales.',
    ],
  },
  certificado_iso: {
    file: 'certificado-iso-9001-2015',
    alt: 'Certificado ISO 9001-2015 número 42712 de la Universidad UGC',
    title: 'Certificado ISO 9001-2015 No. 42712',
    paragraphs: [
      'Se certifica que el sistema de gestión de la calidad de la Universidad UGC, campus Cabo San Lucas, cumple con los requisitos de la norma ISO 9001:2015.',
      'Alcance: diseño e impartición de programas educativos de nivel medio superior, superior y educación continua, y los procesos de admisión, control escolar y titulación.',
      'Número de certificado: 42712. La universidad mantiene su certificación de manera ininterrumpida desde hace 14 años.',
    ],
  },
  folleto_conocer: {
    file: 'folleto-conocer-ugc',
    alt: 'Folleto del centro de evaluación CONOCER de la Universidad UGC',
    title: 'Certifica tus competencias con CONOCER',
    paragraphs: [
      'La Universidad UGC es centro de evaluación acreditado ante el Consejo Nacional de Normalización y Certificación de Competencias Laborales (CONOCER).',
      'Un certificado de competencia reconoce oficialmente, con validez en todo el país, lo que una persona sabe hacer en su trabajo, sin importar cómo lo aprendió.',
      'Proceso: diagnóstico, alineación opcional, evaluación con evidencias de desempeño y de conocimiento, dictamen y emisión del certificado por la SEP y el CONOCER.',
    ],
  },
  programa_becas: {
    file: 'programa-de-becas-ugc',
    alt: 'Programa de becas y descuentos de la Universidad UGC',
    title: 'Programa de Becas',
    paragraphs: [
      'Beca de Excelencia Académica: para alumnos con promedio mínimo de 9.5 en el periodo anterior.',
      'Beca Fidelidad: para egresados de la preparatoria UGC que continúan su licenciatura en la universidad.',
      'Beca Socioeconómica: según el estudio socioeconómico aplicado por el departamento de becas.',
      'Beca por Fallecimiento, Beca al Desarrollo Artístico, Beca Deportiva, Beca de Trabajo y Descuento Financiero: consulta requisitos, porcentajes y fechas de la convocatoria vigente en Servicios Escolares.',
    ],
  },
}

export const privacyNotice: string[] = [
  'La Universidad UGC, con domicilio en Calle Leona Vicario s/n, Col. Centro, Cabo San Lucas, Baja California Sur, es responsable del tratamiento de los datos personales que nos proporcione, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
  'Los datos que recabamos mediante el formulario de contacto (nombre, apellido, teléfono, correo electrónico, programa de interés y comentario) se utilizan únicamente para atender su solicitud de información, darle seguimiento a su proceso de admisión y, en su caso, enviarle información sobre nuestra oferta educativa.',
  'Sus datos no se transfieren a terceros sin su consentimiento, salvo las excepciones previstas por la ley. Se conservan durante el tiempo necesario para cumplir las finalidades descritas.',
  'Usted puede ejercer sus derechos de acceso, rectificación, cancelación y oposición (ARCO), o revocar su consentimiento, enviando una solicitud al correo privacidad@ugc.edu.mx con su nombre, el derecho que desea ejercer y una copia de su identificación.',
  'Cualquier cambio a este aviso de privacidad se publicará en este sitio web.',
]
