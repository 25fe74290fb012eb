'use client'

import { ChevronDown } from '@/components/ui/icons'
import Link from 'next/link'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

type Props = {
  label: string
  items: { id: string; title: string; href: string; current: boolean }[]
}

/**
 * The archive's tab choice on phones (spec §2.22: "mobile tab menu toggles and closes after a
 * choice"): a disclosure button naming the current list, opening the two choices, closing once
 * one is chosen, on Escape (focus back on the button) or on a click elsewhere.
 */
export function TabMenu({ label, items }: Props) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const current = items.find((i) => i.current) ?? items[0]

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div ref={root} onKeyDown={onKeyDown} className="relative">
      {/* The same words the button carries for screen readers, shown like the month filter's label. */}
      <p aria-hidden="true" className="mb-1.5 text-sm font-semibold text-ink">
        {label}
      </p>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border-2 border-brand bg-brand-50 px-4 py-2.5 font-semibold text-brand-darker"
      >
        <span>
          <span className="sr-only">{label}: </span>
          {current?.title}
        </span>
        <ChevronDown aria-hidden="true" className={`size-5 transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-lg bg-surface shadow-card-hover"
      >
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              scroll={false}
              aria-current={item.current ? 'true' : undefined}
              onClick={() => setOpen(false)}
              className={`flex min-h-11 items-center px-4 py-2.5 font-semibold focus-visible:-outline-offset-4 ${
                item.current ? 'bg-brand-50 text-brand-darker' : 'text-ink hover:bg-surface-warm'
              }`}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
