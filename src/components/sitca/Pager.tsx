import { ChevronLeft, ChevronRight } from 'lucide-react'
import Form from 'next/form'

type Props = {
  /** The page's route; the form's GET goes there. */
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

/**
 * Anterior / 'Página N de M' / Siguiente as a GET form: real buttons, disabled at the ends,
 * working without JavaScript, and with it a client-side navigation (next/form) that keeps the
 * scroll. Going back to the first page leaves the parameter out, so its address stays the plain one.
 * The indicator is a live region, so a screen reader hears the new page.
 */
export function Pager({ action, param, page, pageCount, keep = {}, label, previous, next }: Props) {
  const button =
    'btn btn-outline min-w-32 disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-muted disabled:hover:bg-transparent'
  return (
    <Form action={action} scroll={false} aria-label={label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name={page - 1 > 1 ? param : undefined} value={page - 1} disabled={page <= 1} className={button}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {previous}
      </button>
      <p aria-live="polite" aria-atomic="true" className="order-first w-full text-center font-semibold text-ink sm:order-none sm:w-auto">
        Página {page} de {pageCount}
      </p>
      <button type="submit" name={param} value={page + 1} disabled={page >= pageCount} className={button}>
        {next}
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </Form>
  )
}
