import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { communicationCopy as copy } from '@/copy/communication'

type Props = { page: number; totalPages: number; hrefOf: (page: number) => string }

const look = 'btn min-w-32'

/** Anterior / Siguiente as links; at either end the button stays in place, disabled (spec §2.12). */
export function Pager({ page, totalPages, hrefOf }: Props) {
  const previous = page > 1 ? hrefOf(page - 1) : null
  const next = page < totalPages ? hrefOf(page + 1) : null
  return (
    <nav aria-label={copy.pagerLabel} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {previous ? (
        <Link href={previous} className={`${look} btn-outline`} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-5" />
          {copy.previous}
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={`${look} cursor-not-allowed border-2 border-ink/15 text-muted`}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {copy.previous}
        </span>
      )}
      <p className="text-sm text-muted" aria-live="polite">
        {copy.pageOf(page, totalPages)}
      </p>
      {next ? (
        <Link href={next} className={`${look} btn-primary`} rel="next">
          {copy.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={`${look} cursor-not-allowed border-2 border-ink/15 text-muted`}>
          {copy.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </span>
      )}
    </nav>
  )
}
