'use client'

import { useRouter } from 'next/navigation'
import { useTransition, type ChangeEvent } from 'react'

type Props = {
  id: string
  /** The id of the visible text that names the dropdown (the 'Archivo' heading). */
  labelledBy: string
  /** The query parameter, as the GET form without JavaScript sends it. */
  name: string
  /** The list route: the empty option returns here, a month goes to `{basePath}?{name}={value}`. */
  basePath: string
  value: string
  options: readonly { value: string; label: string }[]
  className?: string
}

/**
 * The 'Archivo' month dropdown (spec §2.12, §2.13): inside a GET form that works without
 * JavaScript; with it, choosing an option navigates at once.
 */
export function MonthSelect({ id, labelledBy, name, basePath, value, options, className = '' }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    const month = e.target.value
    // The month keeps its slash, as the spec writes the address (/radiougc?month=11/2026).
    const target = month ? `${basePath}?${name}=${encodeURIComponent(month).replace(/%2F/gi, '/')}` : basePath
    startTransition(() => router.push(target, { scroll: false }))
  }

  return (
    <select id={id} aria-labelledby={labelledBy} name={name} defaultValue={value} onChange={onChange} aria-busy={pending || undefined} className={className}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
