import { ChevronLeft, ChevronRight } from '@/components/ui/icons'
import Link from 'next/link'
import type { ComponentType, ReactNode } from 'react'

/** What one of the pager's two controls is given. */
export type StepProps = { href: string; disabled: boolean; rel: 'prev' | 'next'; className: string; children: ReactNode }

type Props = {
  /** 1-based, within 1…pageCount (src/lib/listView.ts clamps it). */
  page: number
  pageCount: number
  /** The address of a page of this list (a src/lib/listView.ts `listHref`), so the pager and the page agree. */
  hrefOf: (page: number) => string
  /** The navigation landmark's name; one per pager on a page. */
  label?: string
  /** How Anterior and Siguiente are drawn: links (the default) or ui/FormStep's buttons. */
  step?: ComponentType<StepProps>
}

const look = 'btn min-w-32'
const disabledLook = `${look} cursor-not-allowed border-2 border-ink/15 text-muted`

/** A step as a link; at either end it stays in place as a link that is disabled. */
function LinkStep({ href, disabled, rel, className, children }: StepProps) {
  return disabled ? (
    <span role="link" aria-disabled="true" className={className}>
      {children}
    </span>
  ) : (
    <Link href={href} rel={rel} className={className}>
      {children}
    </Link>
  )
}

/**
 * Anterior / 'Página N de M' / Siguiente (spec §2.12, §2.21, §2.22) for every paged list: works
 * without JavaScript, the first page's address is the plain one, at either end the control stays
 * in place, disabled, and the indicator is a live region so a screen reader hears the new page.
 */
export function Pager({ page, pageCount, hrefOf, label = 'Paginación', step: Step = LinkStep }: Props) {
  const control = (target: number, rel: 'prev' | 'next', children: ReactNode) => {
    const disabled = target < 1 || target > pageCount
    const className = disabled ? disabledLook : `${look} ${rel === 'prev' ? 'btn-outline' : 'btn-primary'}`
    return (
      <Step href={hrefOf(target)} disabled={disabled} rel={rel} className={className}>
        {children}
      </Step>
    )
  }
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {control(
        page - 1,
        'prev',
        <>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Anterior
        </>,
      )}
      <p aria-live="polite" aria-atomic="true" className="order-first w-full text-center font-semibold text-ink sm:order-none sm:w-auto">
        Página {page} de {pageCount}
      </p>
      {control(
        page + 1,
        'next',
        <>
          Siguiente
          <ChevronRight aria-hidden="true" className="size-5" />
        </>,
      )}
    </nav>
  )
}
