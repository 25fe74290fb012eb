/**
 * Pure helpers of the programme pages (licenciaturas, diplomados, CONOCER): period labels,
 * the study plan grouped by period, titles and the RVOE line.
 */

/**
 * The study-plan period label of spec §2.6: CUA Cuatrimestre, SEM Semestre, TRI Trimestre and
 * any other code Modulo (written as the spec writes it).
 */
export function periodLabel(tipoPeriodo: string | null | undefined): string {
  switch (tipoPeriodo) {
    case 'CUA':
      return 'Cuatrimestre'
    case 'SEM':
      return 'Semestre'
    case 'TRI':
      return 'Trimestre'
    default:
      return 'Modulo'
  }
}

export type Subject = { numero_periodo: number; nombre_materia: string }
export type StudyPeriod = { numero: number; materias: string[] }

/** Subjects grouped by period number, periods in ascending order, subjects in their given order. */
export function groupStudyPlan(subjects: readonly Subject[]): StudyPeriod[] {
  const byPeriod = new Map<number, string[]>()
  for (const { numero_periodo, nombre_materia } of subjects) {
    const list = byPeriod.get(numero_periodo)
    if (list) list.push(nombre_materia)
    else byPeriod.set(numero_periodo, [nombre_materia])
  }
  return [...byPeriod.entries()].sort(([a], [b]) => a - b).map(([numero, materias]) => ({ numero, materias }))
}

/**
 * The diplomado banner title, 'Diplomado en {title}' (spec §2.7). Editors often already title a
 * diplomado 'Diplomado en …', which must not come out as 'Diplomado en Diplomado en …'.
 */
export function diplomaTitle(titulo: string): string {
  const title = titulo.trim()
  if (/^diplomado(\s|$)/i.test(title)) return title
  return `Diplomado en ${title}`
}

/**
 * 'RVOE: {number}' for a diplomado (spec §2.7). Editors may type the number with its own
 * 'RVOE' prefix ('RVOE ACUERDO No. 2021043'), which is kept out of the label's repetition.
 */
export function rvoeLabel(rvoe: string): string {
  const number = rvoe.trim().replace(/^RVOE\b[\s:.-]*/i, '')
  return `RVOE: ${number || rvoe.trim()}`
}

export type Characteristic = { titulo_caracteristica: string; descripcion: string; principal: boolean }

/** The tab title of the row marked as the programme's main description, whatever the editor titled it. */
const principalTabTitle = 'Descripción'

/**
 * A characteristic's tab title: the editor's title, except the main description's, which reads
 * «Descripción» (its stored title is what older clients of the API read, often 'Desc').
 */
export function characteristicTitle(c: Pick<Characteristic, 'titulo_caracteristica' | 'principal'>): string {
  return c.principal ? principalTabTitle : c.titulo_caracteristica
}

/** The row marked as the main description, if any. */
export function principalCharacteristic<T extends Pick<Characteristic, 'principal'>>(rows: readonly T[]): T | undefined {
  return rows.find((c) => c.principal)
}

/** Refusal of a second main description in one programme, shown at each marked row. */
export const onePrincipalMessage = 'Solo una característica puede ser la descripción principal: deja marcada una sola.'

/** True when more than one row is marked as the main description. */
export function hasSeveralPrincipals(rows: readonly { principal?: boolean | null }[] | null | undefined): boolean {
  return (rows ?? []).filter((c) => c.principal === true).length > 1
}

/** A short description of a programme for search engines and JSON-LD: its subtitle, else its main description, else its first tab. */
export function programmeSummary(p: { titulo: string; subtitulo?: string | null; caracteristicas: readonly Characteristic[] }): string {
  const subtitle = p.subtitulo?.trim()
  if (subtitle) return subtitle
  const desc = principalCharacteristic(p.caracteristicas) ?? p.caracteristicas[0]
  return desc?.descripcion.trim() || p.titulo
}

/**
 * The in-page anchor of a preparatoria programme (spec §2.5): its title with each run of spaces
 * turned into a hyphen and the parentheses removed, so 'Bachillerato Tecnológico (Hospedaje y
 * Alimentos)' becomes 'Bachillerato-Tecnológico-Hospedaje-y-Alimentos'.
 */
export function programmeAnchor(titulo: string): string {
  return titulo.trim().replace(/[()]/g, '').trim().replace(/\s+/g, '-')
}
