'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { noContent } from '@/copy/shared'

type Tab = { id: string; title: string; content: ReactNode }

type Props = {
  /** The tab list's accessible name, e.g. 'Características de la licenciatura'. */
  label: string
  tabs: Tab[]
  /** Shown instead of the tabs when there are none (spec §8). */
  emptyText?: string
}

/**
 * Tabs with automatic activation (WAI-ARIA APG): the first tab is selected (spec §4); arrow
 * keys move and select, wrapping at both ends, Home and End jump to the first and last, and
 * only the selected tab is in the tab order. On phones the tab row scrolls sideways.
 */
export function Tabs({ label, tabs, emptyText = noContent }: Props) {
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  if (tabs.length === 0) return <p className="text-muted">{emptyText}</p>

  // A list that shrank (new data for the same page) must not leave nothing selected.
  const current = Math.min(selected, tabs.length - 1)
  const tabId = (i: number) => `${baseId}-tab-${i}`
  const panelId = (i: number) => `${baseId}-panel-${i}`

  const select = (i: number) => {
    setSelected(i)
    tabRefs.current[i]?.focus()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    if (!(e.key in moves)) return
    e.preventDefault()
    select(moves[e.key])
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-4 flex snap-x scroll-px-4 gap-1 overflow-x-auto border-b-2 border-brand-50 px-4 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        {tabs.map((tab, i) => {
          const isSelected = i === current
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[i] = node
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={isSelected}
              aria-controls={panelId(i)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(i)}
              // The scrolling row clips outside rings, so the ring is drawn inside the tab.
              className={`-mb-0.5 min-h-11 focus-visible:-outline-offset-4 shrink-0 snap-start whitespace-nowrap rounded-t-lg border-b-2 px-4 py-2.5 font-semibold transition-colors duration-150 ${
                isSelected
                  ? 'border-brand bg-brand-50 text-brand-darker'
                  : 'border-transparent text-muted hover:border-brand/40 hover:text-ink'
              }`}
            >
              {tab.title}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={i !== current}
          // The APG makes the panel focusable so Tab reaches its text even when it holds no link.
          tabIndex={0}
          className="pt-6 leading-relaxed"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
