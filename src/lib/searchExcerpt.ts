import { matchesAny, spans, type Span } from './searchWords'

/** A piece of a title or excerpt; `mark` when it is one of the words searched for. */
export type Segment = { text: string; mark: boolean }

/** Characters of text around the first match shown under a result's title. */
const excerptLength = 220

/** A text cut into plain and marked pieces: every word that matches one of the terms is marked. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return segmentsOf(text, 0, text.length, spans(text), terms)
}

function segmentsOf(text: string, from: number, to: number, words: readonly Span[], terms: readonly string[]): Segment[] {
  const segments: Segment[] = []
  let at = from
  const push = (piece: string, mark: boolean) => {
    if (piece === '') return
    const last = segments[segments.length - 1]
    if (last && last.mark === mark) last.text += piece
    else segments.push({ text: piece, mark })
  }
  for (const word of words) {
    if (word.start < from || word.end > to || !matchesAny(word.token, terms)) continue
    push(text.slice(at, word.start), false)
    push(text.slice(word.start, word.end), true)
    at = word.end
  }
  push(text.slice(at, to), false)
  return segments
}

/**
 * About `max` characters of the text around its first matching word (from the start when only
 * the title matched), cut at spaces, with '…' where text was left out and the matches marked.
 */
export function excerptAround(text: string, terms: readonly string[], max = excerptLength): Segment[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean === '') return []
  const words = spans(clean)
  const first = words.find((w) => matchesAny(w.token, terms))
  let from = 0
  let to = clean.length
  if (clean.length > max) {
    // The match sits about a quarter in, so the reader sees what leads to it and what follows.
    const anchor = first ? first.start : 0
    from = Math.max(0, anchor - Math.floor(max / 4))
    to = Math.min(clean.length, from + max)
    from = Math.max(0, to - max)
    if (from > 0 && clean[from - 1] !== ' ') {
      const space = clean.indexOf(' ', from)
      if (space !== -1 && space < anchor) from = space + 1
    }
    if (to < clean.length) {
      const space = clean.lastIndexOf(' ', to)
      to = space > from && (!first || space >= first.end) ? space : to
    }
  }
  const segments = segmentsOf(clean, from, to, words, terms)
  if (from > 0) segments.unshift({ text: '…', mark: false })
  if (to < clean.length) segments.push({ text: '…', mark: false })
  return mergeSegments(segments)
}

function mergeSegments(segments: Segment[]): Segment[] {
  const merged: Segment[] = []
  for (const s of segments) {
    const last = merged[merged.length - 1]
    if (last && last.mark === s.mark) last.text += s.text
    else merged.push({ ...s })
  }
  return merged
}
