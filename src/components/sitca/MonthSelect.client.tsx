'use client'

import { useRouter } from 'next/navigation'
import { useTransition, type ChangeEvent } from 'react'
import { sitcaHref, type SitcaTab } from '@/lib/sitca'

type Props = {
  id: string
  tab: SitcaTab
  value: string
  allLabel: string
  /** Spec §2.22's 'Cargando...', said while the chosen month's documents load. */
  loadingText: string
  options: { value: string; label: string }[]
}

/**
 * The archive's month dropdown (spec §2.22): choosing a month goes to /stica?month=mm/yyyy at
 * once, the blank option back to /stica, keeping the tab and starting at the first page. It sits
 * in a GET form whose button does the same without JavaScript.
 */
export function MonthSelect({ id, tab, value, allLabel, loadingText, options }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const month = event.target.value
    startTransition(() => router.push(sitcaHref({ tab, month }), { scroll: false }))
  }
  return (
    <div className="flex w-full flex-col gap-1 sm:w-72">
      <select
        id={id}
        name="month"
        // Uncontrolled, so the choice shows at once; the page remounts it (key) when the month changes.
        defaultValue={value}
        onChange={onChange}
        className="min-h-11 w-full rounded-lg border-2 border-ink/20 bg-surface px-3 py-2 font-semibold text-ink hover:border-brand/60"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p role="status" className="min-h-6 text-sm font-semibold text-muted">
        {pending ? loadingText : ''}
      </p>
    </div>
  )
}
