import { ChevronLeft, ChevronRight } from 'lucide-react'
import Form from 'next/form'
import Link from 'next/link'
import type { ReactNode } from 'react'

type Props = {
  /** 1-based, within 1…pageCount (src/lib/listView.ts clamps it). */
  page: number
  pageCount: number
  /** The address of a page of this list (a src/lib/listView.ts `listHref`), so the pager and the page agree. */
  hrefOf: (page: number) => string
  /** The navigation landmark's name; one per pager on a page. */
  label?: string
  /**
   * 'links' (the default): Anterior and Siguiente are links. 'buttons': each is a tiny GET form
   * with a real button, disabled at the ends, for lists whose spec asks for buttons (SITCA); with
   * JavaScript it navigates without scrolling, and the list brings its heading into view itself.
   */
  as?: 'links' | 'buttons'
}

const look = 'btn min-w-32'
const disabledLook = `${look} cursor-not-allowed border-2 border-ink/15 text-muted`

/**
 * Anterior / 'Página N de M' / Siguiente (spec §2.12, §2.21, §2.22): works without JavaScript, the
 * first page's address is the plain one, at either end the control stays in place, disabled, and
 * the indicator is a live region so a screen reader hears the new page.
 */
export function Pager({ page, pageCount, hrefOf, label = 'Paginación', as = 'links' }: Props) {
  const step = (target: number, rel: 'prev' | 'next', children: ReactNode) => {
    const disabled = target < 1 || target > pageCount
    const enabledLook = `${look} ${rel === 'prev' ? 'btn-outline' : 'btn-primary'}`
    if (as === 'buttons') {
      const url = new URL(hrefOf(target), 'http://sitio')
      return (
        <Form action={url.pathname} scroll={false}>
          {[...url.searchParams].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" disabled={disabled} className={disabled ? disabledLook : enabledLook}>
            {children}
          </button>
        </Form>
      )
    }
    return disabled ? (
      <span role="link" aria-disabled="true" className={disabledLook}>
        {children}
      </span>
    ) : (
      <Link href={hrefOf(target)} rel={rel} className={enabledLook}>
        {children}
      </Link>
    )
  }
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {step(
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
      {step(
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
