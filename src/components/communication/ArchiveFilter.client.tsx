'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'

type Props = {
  /** The list's route: the form's action, and where the empty choice leads. */
  action: string
  label: string
  allLabel: string
  submitLabel: string
  /** Month-years (mm/yyyy), newest first. */
  months: readonly string[]
  current: string
  /** Spec §2.12's 'Cargando Noticias...' / 'Cargando Eventos...', said while the chosen month loads. */
  loadingText: string
}

/**
 * A month chosen here leads to another view of the list, which may be a route of its own (the cached
 * views of src/cache/cachedViews.ts) and so a new filter: that one takes the focus back, so a keyboard
 * user goes on from the dropdown. Module state, as it must outlive the filter that was used.
 */
let chosenHere = false

/**
 * The Archivo month filter (spec §2.12): a GET form that works without JavaScript (choose, then
 * "Ver mes"); once JavaScript runs, choosing navigates at once and the button goes away.
 * A month starts again at page 1 (no page in the address); the empty choice is the plain route.
 */
export function ArchiveFilter({ action, label, allLabel, submitLabel, months, current, loadingText }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [enhanced, setEnhanced] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    if (!chosenHere) return
    chosenHere = false
    if (document.activeElement !== select.current) select.current?.focus()
  }, [current])

  return (
    <form method="get" action={action} className="flex flex-col gap-2">
      <label htmlFor="archivo-mes" className="text-lg font-bold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          ref={select}
          id="archivo-mes"
          name="month"
          defaultValue={current}
          onChange={(event) => {
            const month = event.currentTarget.value
            chosenHere = true
            startTransition(() => router.push(month ? `${action}?${new URLSearchParams({ month }).toString()}` : action))
          }}
          className="min-h-11 w-full rounded-lg border border-ink/25 bg-surface px-3 text-ink"
        >
          <option value="">{allLabel}</option>
          {months.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <button type="submit" hidden={enhanced} className="btn btn-primary shrink-0">
          {submitLabel}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm font-semibold text-muted">
        {pending ? loadingText : ''}
      </p>
    </form>
  )
}
