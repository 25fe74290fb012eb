/**
 * Words as the site search compares them: without accents or case, and a word of three letters or
 * more also matching the words it starts. Shared by ranking (search.ts) and marking (searchExcerpt.ts).
 */

/** Prefix matching starts at three letters: shorter ones would find almost everything. */
export const minPrefixLength = 3

const combiningMarks = /\p{M}/gu
const wordChar = /^[\p{L}\p{N}]+$/u

/** Lowercase without accents (NFD, combining marks dropped); ñ becomes n, as people type it without the tilde too. */
function fold(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase()
}

/** Text as search compares it: no accents, lowercase, any run of punctuation or spaces as one space. */
export function normalize(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The comparable words of a text. */
export function tokenize(text: string): string[] {
  const normal = normalize(text)
  return normal === '' ? [] : normal.split(' ')
}

export type Span = { token: string; start: number; end: number }

const asciiWordChar = /^[a-z0-9]$/

/** One character as search compares it; plain ASCII, most of any Spanish text, skips Unicode normalisation. */
function foldChar(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char.toLowerCase()
  return fold(char)
}

/** The words of a text with where each one is in the original text, for marking them there. */
export function spans(text: string): Span[] {
  const found: Span[] = []
  let token = ''
  let start = 0
  let at = 0
  for (const char of text) {
    const folded = foldChar(char)
    if (folded === '') {
      // A combining mark left over from decomposed input belongs to the word it follows.
    } else if (asciiWordChar.test(folded) || wordChar.test(folded)) {
      if (token === '') start = at
      token += folded
    } else if (token !== '') {
      found.push({ token, start, end: at })
      token = ''
    }
    at += char.length
  }
  if (token !== '') found.push({ token, start, end: at })
  return found
}

export type Match = 'exact' | 'prefix' | null

function matchOf(token: string, term: string): Match {
  if (token === term) return 'exact'
  if (term.length >= minPrefixLength && token.startsWith(term)) return 'prefix'
  return null
}

export function matchesAny(token: string, terms: readonly string[]): boolean {
  return terms.some((term) => matchOf(token, term) !== null)
}
