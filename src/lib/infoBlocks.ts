/** Text folded for comparison: accents removed, lowercase ('Prácticas' and 'PRACTICAS' both give 'practicas'). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/**
 * True when `titulo` contains `word`, ignoring accents and case. The spec (§2.17) files the
 * information blocks under 'Servicio' and 'Practicas' by their titles; editors will write
 * 'Prácticas' with its accent, and that block belongs to the same section.
 */
export function titleContains(titulo: string, word: string): boolean {
  return fold(titulo).includes(fold(word))
}

/** The blocks whose title contains `word` (accent- and case-insensitive), in their order. */
export function blocksTitled<T extends { titulo: string }>(blocks: readonly T[], word: string): T[] {
  return blocks.filter((b) => titleContains(b.titulo, word))
}
