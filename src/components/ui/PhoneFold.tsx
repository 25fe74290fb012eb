import { ChevronDown } from '@/components/ui/icons'
import type { ReactNode } from 'react'

type Props = {
  /** What the folded list is, as the phone's toggle says it (a heading, or a short phrase). */
  summary: ReactNode
  children: ReactNode
  /** Classes of the toggle, which shows only on a phone. */
  summaryClassName?: string
  className?: string
}

/**
 * A long list that folds under a toggle on a phone and stands open from the `md` width up,
 * without script: a `<details>` whose toggle is hidden from `md` and whose content is shown there
 * whatever its state, so a thumb never has to scroll past fifty rows to reach what follows.
 */
export function PhoneFold({ summary, children, summaryClassName = '', className = '' }: Props) {
  return (
    <details className={`group md:details-content:[content-visibility:visible] ${className}`}>
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 md:hidden [&::-webkit-details-marker]:hidden ${summaryClassName}`}
      >
        {summary}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180" />
      </summary>
      {children}
    </details>
  )
}
