/** Paragraphs of a plain long text as editors type it: split at blank lines, trimmed, empties dropped. */
export function paragraphsOf(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0)
}

/**
 * Paragraphs of a programme's characteristic as editors type it there: every line is one, blank
 * or not, since those texts are short lists of sentences rather than prose.
 */
export function paragraphsPerLine(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
}

/** Groups items by a key, keeping the first-seen order of keys and of items within each group. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): { key: string; items: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return [...groups].map(([k, list]) => ({ key: k, items: list }))
}
