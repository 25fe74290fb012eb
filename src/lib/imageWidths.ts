/**
 * Which of the image optimiser's widths a picture's `srcset` needs. Next.js lists every width it
 * knows for any slot measured in `vw` (8 to 10 addresses per picture, sent twice: in the HTML and in
 * the page's data), while a slot needs only the widths the screens that show it can ask for. The
 * slot's width is read from its `sizes` attribute at the screens this site is read on: phones at
 * 360 and 390 px (pixel ratios 2 and 3), a tablet at 768 px and a desktop at 1440 px (1× and 2×).
 */
const screens: ReadonlyArray<readonly [viewport: number, pixelRatio: number]> = [
  [360, 2],
  [390, 2],
  [390, 3],
  [768, 2],
  [1440, 1],
  [1440, 2],
]

const remPx = 16

/** A CSS length of `sizes` (px, rem, vw, or calc() of two of them added or taken away) at a viewport width. */
function lengthAt(length: string, viewport: number): number | null {
  const calc = /^calc\((.+?)\s+([-+])\s+(.+)\)$/.exec(length)
  if (calc) {
    const [a, b] = [lengthAt(calc[1], viewport), lengthAt(calc[3], viewport)]
    return a === null || b === null ? null : calc[2] === '-' ? a - b : a + b
  }
  const unit = /^(\d+(?:\.\d+)?)(px|rem|vw)$/.exec(length)
  if (!unit) return null
  const value = Number(unit[1])
  return unit[2] === 'px' ? value : unit[2] === 'rem' ? value * remPx : (value * viewport) / 100
}

/** The slot's CSS width at a viewport: the first `(min-width: …)` entry that holds, else the last one. */
export function slotWidthAt(sizes: string, viewport: number): number | null {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const media = /^\(min-width:\s*(\d+(?:\.\d+)?)(px|rem)\)\s+(.+)$/.exec(entry)
    if (!media) return lengthAt(entry, viewport)
    const from = Number(media[1]) * (media[2] === 'rem' ? remPx : 1)
    if (viewport >= from) return lengthAt(media[3], viewport)
  }
  return null
}

/**
 * The widths out of `available` (ascending) that the slot needs: for each screen, the smallest one
 * at least as wide as the slot in device pixels (or the widest there is). Null when `sizes` is not
 * a form read here, and the full list is kept.
 */
export function neededWidths(sizes: string, available: readonly number[]): number[] | null {
  const needed = new Set<number>()
  for (const [viewport, ratio] of screens) {
    const css = slotWidthAt(sizes, viewport)
    if (css === null) return null
    const pixels = Math.ceil(css * ratio)
    needed.add(available.find((width) => width >= pixels) ?? available[available.length - 1])
  }
  return available.filter((width) => needed.has(width))
}

/** `srcset` ("url 640w, url 750w, …") kept to the widths the slot needs. */
export function trimSrcSet(srcSet: string, sizes: string): string {
  const candidates = srcSet.split(', ').map((candidate) => {
    const match = /^(\S+) (\d+)w$/.exec(candidate)
    return match ? { candidate, width: Number(match[2]) } : null
  })
  if (candidates.some((c) => c === null)) return srcSet
  const listed = candidates as { candidate: string; width: number }[]
  const keep = neededWidths(
    sizes,
    listed.map((c) => c.width),
  )
  return keep
    ? listed
        .filter((c) => keep.includes(c.width))
        .map((c) => c.candidate)
        .join(', ')
    : srcSet
}
