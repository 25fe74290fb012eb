import type { InfoBlockSection } from '@/lib/infoBlocks'
import type { Area, Campus, Modality, Month } from '@/lib/offer'

/**
 * Shapes of the demo content. Images are described, not stored: the seeder renders each
 * one (brand-coloured composition with the item's title) when it seeds.
 */

/** An image the seeder renders: a short title drawn on it and its alt text. */
export type SeedImage = {
  /** File name without extension, unique across the whole seed (kebab-case ASCII). */
  file: string
  /** Alt text for people who cannot see the image (Spanish, descriptive). */
  alt: string
  /** Words drawn large on the image (keep under ~40 characters). */
  label: string
  /** Optional smaller second line. */
  caption?: string
  /** Visual motif drawn behind the text. */
  motif?: 'campus' | 'book' | 'people' | 'chart' | 'wave' | 'star' | 'globe' | 'mic' | 'calendar' | 'leaf'
}

/** A PDF the seeder writes: a title and some paragraphs. */
export type SeedPdf = { file: string; alt: string; title: string; paragraphs: string[] }

/** `texto` and `boton`: the line and the button a home slide (CAR) shows over its picture. */
export type SeedSlide = {
  titulo: string
  tipo: 'CAR' | 'RAD' | 'CAL'
  orden: number
  texto?: string
  link?: string
  boton?: string
  image: SeedImage
}

/** `principal`: the programme's main description (at most one per programme). */
type SeedCharacteristic = { titulo_caracteristica: string; principal: boolean; descripcion: string }
export type SeedSubject = { numero_periodo: number; nombre_materia: string }

/** What the programme finder filters by (src/cms/fields/offer.ts). */
export type SeedOfferFacts = {
  area: Area
  modalidades: Modality[]
  campus: Campus[]
  duracion: string
  duracion_meses: number
  inicio: Month[]
}

export type SeedProgramme = {
  tipo: 'BAC' | 'LIC' | 'DIP'
  titulo: string
  subtitulo: string
  tipo_periodo: 'CUA' | 'SEM' | 'TRI' | 'MOD'
  rvoe: string
  orden: number
  caracteristicas: SeedCharacteristic[]
  plan_estudios: SeedSubject[]
  banner: SeedImage
  image: SeedImage
}

export type SeedConocer = {
  titulo: string
  subtitulo: string
  orden: number
  caracteristica: SeedCharacteristic[]
  banner: SeedImage
  image: SeedImage
  /** The competency standard document; omit for one standard to show the page without it. */
  documento?: SeedPdf
}

export type SeedLogo = { titulo: string; link: string; orden: number; image: SeedImage }

/** Rich text as plain paragraphs; `html` adds a raw HTML embed block after them. */
export type SeedRichText = { paragraphs: string[]; html?: string }

export type SeedCommunication = {
  tipo: 'NOT' | 'EVE'
  titulo: string
  /** ISO date, yyyy-mm-dd. */
  fecha: string
  visitas: number
  contenido: SeedRichText
  image: SeedImage
  /**
   * An event that takes registrations: it starts `inDays` days after the site is seeded, at
   * `hour` (campus time, 24 h), lasts `days` days and closes registration the evening before.
   */
  registro?: { lugar: string; cupo: number; inDays: number; hour: number; days: number }
  /** When and where an event without registrations happens: its first day (yyyy-mm-dd), from and to (campus hours, 24 h), and its last day when it lasts several. */
  cuando?: { dia: string; desde: number; hasta: number; ultimoDia?: string; lugar: string }
}

export type SeedPodcast = {
  titulo: string
  presentador: string
  inivtados?: string
  /** ISO date, yyyy-mm-dd. */
  fecha_publicacion: string
  /** Tone of the generated audio (Hz), so episodes sound different. */
  tono: number
}

export type SeedSuccessStory = { titulo: string; subtitulo: string; orden: number; image: SeedImage }
export type SeedBenefit = {
  descuento: number
  titulo: string
  descripcion: string
  ubicacion: string
  orden: number
  image: SeedImage
}
export type SeedInfoBlock = { titulo: string; seccion: InfoBlockSection; orden: number; texto: SeedRichText }
export type SeedBook = {
  titulo: string
  nombre_autor: string
  edicion: string
  anio_edicion: number
  descripcion: string
  orden: number
  image: SeedImage
}
export type SeedTeamMember = {
  titulo: string
  titulos_academicos: string
  puesto_trabajo: string
  orden: number
  image: SeedImage
}
export type SeedSitcaDocument = {
  tipo: 'boletin' | 'informe'
  titulo: string
  /** ISO date, yyyy-mm-dd. */
  fecha_publicacion: string
  visitas: number
  descripcion: SeedRichText
  image: SeedImage
  archivo: SeedPdf
}
