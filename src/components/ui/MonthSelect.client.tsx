'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition } from 'react'

type Props = {
  id: string
  labelledBy?: string
  value: string
  /** The options; each carries the address of its view (data-href), written on the server. */
  children: React.ReactNode
  /** Said while the chosen month loads (spec: 'Cargando...'); nothing is said without it. */
  loadingText?: string
  className: string
}

/**
 * A month chosen here may lead to another route (a cached view, src/cache/cachedViews.ts) and so to
 * a new dropdown: that one takes the focus back, so a keyboard user goes on from where they were.
 * Module state, as it must outlive the dropdown that was used.
 */
let chosenHere = false

/**
 * The dropdown of ui/MonthFilter: choosing an option goes to its view at once, keeping the
 * scroll. Uncontrolled, so the choice shows at once; the filter remounts it when the month changes.
 */
export function MonthSelect({ id, labelledBy, value, children, loadingText, className }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (!chosenHere) return
    chosenHere = false
    if (document.activeElement !== select.current) select.current?.focus()
  }, [value])

  return (
    <div className="flex w-full flex-col gap-1">
      <select
        ref={select}
        id={id}
        name="month"
        aria-labelledby={labelledBy}
        aria-busy={pending || undefined}
        defaultValue={value}
        onChange={(event) => {
          const href = event.currentTarget.selectedOptions[0]?.dataset.href
          if (!href) return
          chosenHere = true
          startTransition(() => router.push(href, { scroll: false }))
        }}
        className={className}
      >
        {children}
      </select>
      {loadingText !== undefined && (
        <p role="status" className="min-h-6 text-sm font-semibold text-muted">
          {pending ? loadingText : ''}
        </p>
      )}
    </div>
  )
}
