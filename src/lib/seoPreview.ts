/**
 * What the back office's «Buscadores y redes» preview needs, as pure functions: where an item's
 * page is, the lengths search engines show, and the text cut the way a results page cuts it.
 */

/** Google shows about 60 characters of a title and about 160 of a description. */
export const seoLimits = { title: 60, description: 160 } as const

/** Longest values accepted at all (past the recommendation the preview warns; past these the save is refused). */
export const seoMax = { title: 120, description: 320 } as const

/** The collections whose items have a page of their own, and so their own search and share fields. */
export const pageBearingCollections = ['programas', 'conocer', 'comunicaciones'] as const

/** An item's public address (root-relative) from its collection, kind and slug; null without a slug. */
export function itemPath(collection: string, tipo: unknown, slug: unknown): string | null {
  if (typeof slug !== 'string' || slug === '') return null
  const s = encodeURIComponent(slug)
  if (collection === 'conocer') return `/CONOCER/${s}`
  if (collection === 'programas') return tipo === 'BAC' ? '/preparatoria' : tipo === 'DIP' ? `/diplomados/${s}` : `/licenciaturas/${s}`
  if (collection === 'comunicaciones') return `${tipo === 'EVE' ? '/actividades-ugc' : '/vida-universitaria-y-eventos'}?slug=${s}`
  return null
}

/** A text cut at a word to `max` characters with an ellipsis, as a results page shows it. */
export function cutForPreview(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(clean)
  if (chars.length <= max) return clean
  const cut = chars.slice(0, max - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s.,;:]+$/, '')}…`
}

/** «45 de 60 caracteres recomendados», or how many over. */
export function lengthNote(text: string, recommended: number): { text: string; over: boolean } {
  const n = Array.from(text.trim()).length
  const over = n > recommended
  const unit = n === 1 ? 'carácter' : 'caracteres'
  return {
    text: over
      ? `${n} ${unit}: pasa por ${n - recommended} de los ${recommended} recomendados; los buscadores lo cortarán.`
      : `${n} de ${recommended} caracteres recomendados.`,
    over,
  }
}
