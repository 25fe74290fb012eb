'use client'

import { ChevronLeft, ChevronRight } from '@/components/ui/icons'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
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
 * only the selected tab is in the tab order. On phones the tab row scrolls sideways, and shows
 * it: a fade and an arrow on each side that has more tabs (the arrows are for fingers and mice;
 * the keyboard already reaches every tab with the arrow keys).
 */
export function Tabs({ label, tabs, emptyText = noContent }: Props) {
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const rowRef = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState({ before: false, after: false })

  useEffect(() => {
    const row = rowRef.current
    if (!row) return
    const update = () => setMore({ before: row.scrollLeft > 1, after: row.scrollLeft + row.clientWidth < row.scrollWidth - 1 })
    update()
    row.addEventListener('scroll', update, { passive: true })
    const resized = new ResizeObserver(update)
    resized.observe(row)
    return () => {
      row.removeEventListener('scroll', update)
      resized.disconnect()
    }
  }, [tabs.length])

  if (tabs.length === 0) return <p className="text-muted">{emptyText}</p>

  // A list that shrank (new data for the same page) must not leave nothing selected.
  const current = Math.min(selected, tabs.length - 1)
  const tabId = (i: number) => `${baseId}-tab-${i}`
  const panelId = (i: number) => `${baseId}-panel-${i}`

  const select = (i: number) => {
    setSelected(i)
    tabRefs.current[i]?.focus()
    // Focus alone may leave a tab at the row's edge partly hidden: the row shows it whole.
    tabRefs.current[i]?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
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

  const scrollRow = (direction: 1 | -1) => {
    const row = rowRef.current
    row?.scrollBy({ left: direction * row.clientWidth * 0.7, behavior: 'smooth' })
  }
  const edge = (side: 'before' | 'after') => {
    const Icon = side === 'before' ? ChevronLeft : ChevronRight
    return (
      <div
        aria-hidden="true"
        data-more={side}
        className={`pointer-events-none absolute inset-y-0 z-10 flex w-16 items-center ${
          side === 'before' ? '-left-4 justify-start bg-linear-to-r sm:left-0' : '-right-4 justify-end bg-linear-to-l sm:right-0'
        } from-surface via-surface/90 to-transparent ${more[side] ? '' : 'hidden'}`}
      >
        <button
          type="button"
          tabIndex={-1}
          onClick={() => scrollRow(side === 'before' ? -1 : 1)}
          className="pointer-events-auto flex size-11 items-center justify-center rounded-full text-brand-dark hover:bg-brand-50"
        >
          <Icon className="size-6" />
        </button>
      </div>
    )
  }

  return (
    <div>
      <div className="relative">
        {edge('before')}
        {edge('after')}
        <div
          ref={rowRef}
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
                className="tab snap-start focus-visible:-outline-offset-4"
              >
                {tab.title}
              </button>
            )
          })}
        </div>
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
