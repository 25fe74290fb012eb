import { CalendarDays, Eye } from '@/components/ui/icons'
import type { ReactNode } from 'react'
import { communicationCopy as copy } from '@/copy/communication'
import { isoOf } from '@/lib/dates'

/** The date and visit count under an item's title; `visits` may be a live counter. */
export function ItemMeta({ fecha, visitas, visits }: { fecha: string; visitas?: number; visits?: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={isoOf(fecha) || undefined}>{fecha}</time>
      </span>
      {visits ??
        (visitas !== undefined && (
          <span className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4" />
            {copy.visits(visitas)}
          </span>
        ))}
    </p>
  )
}
