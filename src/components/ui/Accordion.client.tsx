'use client'

import { ChevronDown } from '@/components/ui/icons'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/** `marker` is drawn before the title, hidden from assistive technology (a study plan's numbered disc). */
type Item = { id: string; title: string; marker?: ReactNode; content: ReactNode }

/** The type scale's size for each heading level (site.css). */
const headingSize = { 2: 'type-h2', 3: 'type-h3', 4: 'type-h4' } as const

type Props = {
  items: Item[]
  /** The heading level that wraps each button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4
  /** The item open at first; none by default. */
  defaultOpenId?: string
}

/**
 * An accordion (WAI-ARIA APG) with at most one item open: opening one closes the other, and
 * activating the open one closes it (spec §2.6, §4). Arrow Up/Down, Home and End move between
 * the headers. A long panel scrolls inside a 500px box (spec §9).
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId }: Props) {
  const baseId = useId()
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const Heading = `h${headingLevel}` as const

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowDown: i === last ? 0 : i + 1,
      ArrowUp: i === 0 ? last : i - 1,
      Home: 0,
      End: last,
    }
    if (!(e.key in moves)) return
    e.preventDefault()
    buttons.current[moves[e.key]]?.focus()
  }

  return (
    <div className="divide-y divide-brand-50 overflow-hidden rounded-xl border border-brand-50 bg-surface shadow-card">
      {items.map((item, i) => {
        const open = item.id === openId
        const buttonId = `${baseId}-button-${i}`
        const panelId = `${baseId}-panel-${i}`
        return (
          <div key={item.id}>
            <Heading className={`m-0 font-semibold ${headingSize[headingLevel]}`}>
              <button
                ref={(node) => {
                  buttons.current[i] = node
                }}
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(e) => onKeyDown(e, i)}
                // The box clips outside rings, so the ring is drawn inside the button.
                className={`flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left transition-colors duration-150 focus-visible:-outline-offset-4 ${
                  open ? 'bg-brand text-white focus-visible:outline-white' : 'text-ink hover:bg-brand-50'
                }`}
              >
                <span className="flex items-center gap-3">
                  {item.marker}
                  <span>{item.title}</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              // Its own scroll box must be reachable by keyboard (axe: scrollable-region-focusable).
              tabIndex={0}
              className="max-h-[500px] overflow-y-auto px-5 py-4 leading-relaxed focus-visible:-outline-offset-4"
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
