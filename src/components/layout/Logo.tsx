type Props = {
  /** The accessible name; without it the logo is decorative. */
  label?: string
  /** `brand` on light backgrounds (header), `light` on the red footers. */
  tone?: 'brand' | 'light'
  className?: string
}

/**
 * The UGC wordmark, inline so it costs no request and draws its words in the page's own
 * Montserrat. Named as an image, so the link around it takes that name and the drawn words
 * are not read out as well.
 */
export function Logo({ label, tone = 'brand', className }: Props) {
  const light = tone === 'light'
  return (
    <svg
      viewBox="0 0 232 64"
      // Drawn from the left: a box as tall as it is wide shows the mark alone.
      preserveAspectRatio="xMinYMid slice"
      focusable="false"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <LogoMark tone={tone} />
      {/* The two words stretch to fixed widths, so the mark keeps its shape whatever font loads. */}
      {[
        { word: 'UGC', x: 68, y: 38, width: 102, size: 38, weight: 800, fill: light ? 'fill-white' : 'fill-brand' },
        { word: 'Universidad · Los Cabos', x: 69, y: 57, width: 160, size: 12.5, weight: 600, fill: light ? 'fill-white' : 'fill-ink' },
      ].map((t) => (
        <text
          key={t.word}
          x={t.x}
          y={t.y}
          textLength={t.width}
          lengthAdjust="spacingAndGlyphs"
          fontSize={t.size}
          fontWeight={t.weight}
          className={t.fill}
        >
          {t.word}
        </text>
      ))}
    </svg>
  )
}

/**
 * The mark alone (the square with the U), in the logo's own coordinates: it sits in the box
 * x 0–56, y 4–60, so a `viewBox="0 4 56 56"` shows it by itself (the back office's icon).
 */
export function LogoMark({ tone = 'brand' }: { tone?: 'brand' | 'light' }) {
  const light = tone === 'light'
  return (
    <>
      <rect width="56" height="56" y="4" rx="12" className={light ? 'fill-white' : 'fill-brand'} />
      <path
        d="M17 13v21a11 11 0 0 0 22 0V13"
        fill="none"
        strokeWidth="7.5"
        strokeLinecap="square"
        className={light ? 'stroke-brand' : 'stroke-white'}
      />
      <rect x="14" y="50" width="28" height="3.5" rx="1" className={light ? 'fill-brand' : 'fill-white'} />
    </>
  )
}
