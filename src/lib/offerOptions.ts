/** The finder's filters and the values each one takes, with the labels people read (src/lib/offer.ts). */

/** Levels of the offer, in the order the finder lists them. POS: the external postgraduate site. */
export const levelLabels = {
  BAC: 'Preparatoria',
  LIC: 'Licenciatura',
  DIP: 'Diplomado',
  CONOCER: 'Certificación CONOCER',
  POS: 'Posgrado',
} as const
export type Level = keyof typeof levelLabels

/**
 * Areas of knowledge: the broad fields of INEGI's Clasificación Mexicana de Programas de Estudio
 * (CMPE), so a programme's area reads as Mexican statistics and SEP paperwork name it.
 */
export const areaLabels = {
  'programas-generales': 'Programas generales',
  educacion: 'Educación',
  'artes-humanidades': 'Artes y humanidades',
  'ciencias-sociales-derecho': 'Ciencias sociales y derecho',
  'administracion-negocios': 'Administración y negocios',
  'ciencias-naturales': 'Ciencias naturales, matemáticas y estadística',
  tic: 'Tecnologías de la información y la comunicación',
  ingenieria: 'Ingeniería, manufactura y construcción',
  'agronomia-veterinaria': 'Agronomía y veterinaria',
  salud: 'Ciencias de la salud',
  servicios: 'Servicios (turismo, gastronomía y otros)',
} as const
export type Area = keyof typeof areaLabels

export const modalityLabels = {
  escolarizada: 'Escolarizada',
  'ejecutiva-nocturna': 'Ejecutiva (nocturna)',
  'en-linea': 'En línea',
  mixta: 'Mixta',
} as const
export type Modality = keyof typeof modalityLabels

export const campusLabels = {
  'cabo-san-lucas': 'Cabo San Lucas',
  'los-cabos': 'Los Cabos',
  culiacan: 'Culiacán',
} as const
export type Campus = keyof typeof campusLabels

export const monthLabels = {
  enero: 'Enero',
  febrero: 'Febrero',
  marzo: 'Marzo',
  abril: 'Abril',
  mayo: 'Mayo',
  junio: 'Junio',
  julio: 'Julio',
  agosto: 'Agosto',
  septiembre: 'Septiembre',
  octubre: 'Octubre',
  noviembre: 'Noviembre',
  diciembre: 'Diciembre',
} as const
export type Month = keyof typeof monthLabels

/** Duration ranges, by the months a programme takes (its `duracion_meses`). */
export const durationRanges = {
  'hasta-6-meses': { label: 'Hasta 6 meses', min: 0, max: 6 },
  'de-7-a-24-meses': { label: 'De 7 meses a 2 años', min: 7, max: 24 },
  'mas-de-24-meses': { label: 'Más de 2 años', min: 25, max: Number.POSITIVE_INFINITY },
} as const
export type DurationRange = keyof typeof durationRanges

export const filterKeys = ['nivel', 'area', 'modalidad', 'campus', 'duracion', 'inicio'] as const
export type FilterKey = (typeof filterKeys)[number]

/** The allowed values and their labels of each filter. */
export const filterOptions: Record<FilterKey, Record<string, string>> = {
  nivel: levelLabels,
  area: areaLabels,
  modalidad: modalityLabels,
  campus: campusLabels,
  duracion: Object.fromEntries(Object.entries(durationRanges).map(([k, v]) => [k, v.label])),
  inicio: monthLabels,
}

/** The filters' names as the finder shows them. */
export const filterLabels: Record<FilterKey, string> = {
  nivel: 'Nivel',
  area: 'Área de conocimiento',
  modalidad: 'Modalidad',
  campus: 'Campus',
  duracion: 'Duración',
  inicio: 'Inicio de clases',
}
