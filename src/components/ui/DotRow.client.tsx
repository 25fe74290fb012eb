'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/** Beyond this many slides the row also says where the visitor is: «3 / 9». */
const dotsBeforeCounter = 5

type Props = {
  count: number
  /** The slide shown now. */
  index: number
  onGo: (i: number) => void
  /** Each dot's accessible name, e.g. 'Ir a la diapositiva 3'. */
  labelOf: (i: number) => string
  /** The look of one dot, current or not (a 44 × 44 px button holds it). */
  dot: (current: boolean) => ReactNode
  /** The id of the slides the dots move (aria-controls). */
  controls?: string
  className?: string
  buttonClassName?: string
  counterClassName?: string
}

/**
 * One dot per slide, each a 44 × 44 px button that jumps to its slide (spec §4), in one row that
 * never wraps: when the dots are wider than the room they scroll sideways and keep the current one
 * in view, and past a handful a counter «3 / 9» says where the visitor is.
 */
export function DotRow({ count, index, onGo, labelOf, dot, controls, className = '', buttonClassName = '', counterClassName = '' }: Props) {
  const row = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = row.current
    const current = box?.children[index] as HTMLElement | undefined
    if (!box || !current || box.scrollWidth <= box.clientWidth) return
    box.scrollTo({ left: current.offsetLeft - box.offsetLeft - (box.clientWidth - current.offsetWidth) / 2 })
  }, [index])
  return (
    <div className={`flex min-w-0 items-center ${className}`}>
      <div ref={row} className="flex min-w-0 flex-nowrap overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => onGo(i)}
            aria-controls={controls}
            aria-current={i === index ? 'true' : undefined}
            className={`group inline-flex size-11 shrink-0 items-center justify-center rounded-full ${buttonClassName}`}
          >
            {dot(i === index)}
            <span className="sr-only">{labelOf(i)}</span>
          </button>
        ))}
      </div>
      {count > dotsBeforeCounter && (
        <span aria-hidden="true" data-counter="" className={`shrink-0 px-2 text-sm font-semibold tabular-nums ${counterClassName}`}>
          {index + 1} / {count}
        </span>
      )}
    </div>
  )
}
