import { ChevronLeft, ChevronRight } from 'lucide-react'
import Form from 'next/form'
import type { ReactNode } from 'react'

type Props = {
  /** The page's route; the buttons' GET goes there. */
  action: string
  /** The query parameter holding the 1-based page, e.g. 'page' or 'pagina'. */
  param: string
  page: number
  pageCount: number
  /** The rest of the view to keep (tab, month), only the values that are not defaults. */
  keep?: Record<string, string>
  label: string
  previous: string
  next: string
}

const buttonClass =
  'btn btn-outline min-w-32 disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-muted disabled:hover:bg-transparent'

/**
 * Anterior / 'Página N de M' / Siguiente. Each button is a tiny GET form (next/form does not send
 * the pressed button's value), so they are real buttons, disabled at the ends, working without
 * JavaScript, and with it a client-side navigation that keeps the scroll. The first page leaves
 * the parameter out, so its address stays the plain one. The indicator is a live region, so a
 * screen reader hears the new page.
 */
export function Pager({ action, param, page, pageCount, keep = {}, label, previous, next }: Props) {
  const step = (target: number, disabled: boolean, children: ReactNode) => (
    <Form action={action} scroll={false}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {target > 1 && <input type="hidden" name={param} value={target} />}
      <button type="submit" disabled={disabled} className={buttonClass}>
        {children}
      </button>
    </Form>
  )
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {step(
        page - 1,
        page <= 1,
        <>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {previous}
        </>,
      )}
      <p aria-live="polite" aria-atomic="true" className="order-first w-full text-center font-semibold text-ink sm:order-none sm:w-auto">
        Página {page} de {pageCount}
      </p>
      {step(
        page + 1,
        page >= pageCount,
        <>
          {next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </>,
      )}
    </nav>
  )
}
