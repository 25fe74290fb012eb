/**
 * The start of a text, at most `max` characters (ellipsis not counted), cut at the last word
 * boundary so no word is broken, with '…' only when something was left out.
 */
export function excerpt(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  if (chars.length <= max) return chars.join('')
  if (max <= 0) return '…'
  // One character past the limit tells whether the limit falls right before a space.
  const window = chars.slice(0, max + 1).join('')
  const boundary = window.lastIndexOf(' ')
  // A single word longer than the limit is cut where the limit falls: better than nothing.
  const head = boundary > 0 ? window.slice(0, boundary) : chars.slice(0, max).join('')
  // "…fin.…" or "palabra,…" reads badly: the ellipsis replaces trailing punctuation.
  return `${head.replace(/[\s.,;:·–—-]+$/u, '')}…`
}

/**
 * The list preview of spec §2.12 and §9: the first `max` characters of a text, then '...'
 * (three dots, as the spec writes it) when something was left out. Unlike `excerpt` it cuts
 * where the count falls, as the original did; only spaces at the cut are dropped.
 */
export function preview(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  if (chars.length <= max) return chars.join('')
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}...`
}
