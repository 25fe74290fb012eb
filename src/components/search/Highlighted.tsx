import type { Segment } from '@/lib/searchExcerpt'

/** Text with the searched words in `<mark>`: React escapes every piece, nothing is parsed as HTML. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((s, i) =>
    s.mark ? (
      <mark key={i} className="rounded-sm bg-brand-50 px-0.5 font-semibold text-brand-darker">
        {s.text}
      </mark>
    ) : (
      s.text
    ),
  )
}
