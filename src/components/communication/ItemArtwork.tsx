import { CalendarDays, Newspaper } from '@/components/ui/icons'
import type { CommunicationType } from '@/data/communication'

/**
 * What a news item or event without a picture shows in the picture's place: the section's own
 * artwork (the brand's gradient and the section's icon), drawn without a request, never a pale
 * empty block. Decorative: the title beside it says what the item is.
 */
export function ItemArtwork({ kind }: { kind: CommunicationType }) {
  const Icon = kind === 'EVE' ? CalendarDays : Newspaper
  return (
    <div
      aria-hidden="true"
      data-artwork={kind}
      className="absolute inset-0 flex items-center justify-center overflow-hidden bg-linear-to-br from-brand to-brand-darker"
    >
      <div className="absolute -top-1/3 -right-1/4 size-3/4 rounded-full bg-white/10" />
      <div className="absolute -bottom-1/2 -left-1/4 size-3/4 rounded-full bg-brand-darker/40" />
      <Icon strokeWidth={1.5} className="relative size-16 text-white/80" />
    </div>
  )
}
