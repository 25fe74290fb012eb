/**
 * Where an information block shows on the public site, chosen by the editor in its «Sección»
 * field (it used to be guessed from words in its title, which nobody could know).
 */
export const infoBlockSections = {
  servicio_social: 'Servicio social',
  practicas_profesionales: 'Prácticas profesionales',
  general: 'General',
} as const

export type InfoBlockSection = keyof typeof infoBlockSections

/** The blocks filed under `seccion`, in their order. */
export function blocksInSection<T extends { seccion: string }>(blocks: readonly T[], seccion: InfoBlockSection): T[] {
  return blocks.filter((b) => b.seccion === seccion)
}
