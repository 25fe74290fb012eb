import { MonthSelect } from './MonthSelect.client'

type Props = {
  /** The dropdown's id. */
  id: string
  /** The visible label; or `labelledBy`, the id of a heading that names the dropdown. */
  label?: string
  labelledBy?: string
  labelClassName?: string
  /** The months offered (mm/yyyy), newest first; the one chosen is added when no item has it. */
  months: readonly string[]
  /** The month shown, '' for all. */
  value: string
  /** The first option, every month (spec: 'Todas las noticias', 'Todas los Podcast'…). */
  allLabel: string
  /** How an option reads: the month as it is, or its name ('Noviembre de 2026'). */
  optionLabel?: (month: string) => string
  /** The address of the list showing a month ('' for all): src/lib/listView.ts `listHref`. */
  hrefOf: (month: string) => string
  /** The button of the form when JavaScript is off. */
  submitLabel: string
  loadingText?: string
  className?: string
}

const selectLook = 'min-h-11 w-full rounded-lg border-2 border-ink/20 bg-surface px-3 py-2 font-semibold text-ink hover:border-brand/60'

/**
 * The month filter of every list (spec §5): a GET form to the list's own address that works
 * without JavaScript (choose, then the button), and with it navigates as soon as a month is chosen
 * (the button is not there then). The list's other state (a tab) travels in the form, read from
 * the address of 'all months'; a month starts again at the first page.
 */
export function MonthFilter({
  id,
  label,
  labelledBy,
  labelClassName = 'text-sm font-semibold text-ink',
  months,
  value,
  allLabel,
  optionLabel = (m) => m,
  hrefOf,
  submitLabel,
  loadingText,
  className = '',
}: Props) {
  const all = new URL(hrefOf(''), 'http://sitio')
  const offered = value && !months.includes(value) ? [value, ...months] : months
  return (
    <form action={all.pathname} method="get" className={`flex flex-col gap-1.5 ${className}`}>
      {label && (
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
      )}
      {[...all.searchParams].map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <div className="flex gap-2">
        <MonthSelect key={value} id={id} labelledBy={labelledBy} value={value} loadingText={loadingText} className={selectLook}>
          <option value="" data-href={hrefOf('')}>
            {allLabel}
          </option>
          {offered.map((m) => (
            <option key={m} value={m} data-href={hrefOf(m)}>
              {optionLabel(m)}
            </option>
          ))}
        </MonthSelect>
        <noscript>
          <button type="submit" className="btn btn-primary shrink-0">
            {submitLabel}
          </button>
        </noscript>
      </div>
    </form>
  )
}
