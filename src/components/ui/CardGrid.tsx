import type { ReactElement, ReactNode } from 'react'
import { EmptyState } from './EmptyState'

type Props<T> = {
  items: readonly T[]
  /** Said in place of the grid when there are no items. */
  empty?: ReactNode
  /** The grid's columns and gaps, e.g. 'gap-6 sm:grid-cols-2 lg:grid-cols-3'. */
  className?: string
  /** 'ol' where the order means something (steps, ranked results). */
  as?: 'ul' | 'ol'
  label?: string
  /** One card, as an <li> with its key. */
  children: (item: T, index: number) => ReactElement
}

/** A grid of cards, or the empty state when there is nothing to show. */
export function CardGrid<T>({
  items,
  empty,
  className = 'gap-6 sm:grid-cols-2 lg:grid-cols-3',
  as: List = 'ul',
  label,
  children,
}: Props<T>) {
  if (items.length === 0) return empty ? <EmptyState>{empty}</EmptyState> : null
  return (
    <List aria-label={label} className={`grid ${className}`}>
      {items.map(children)}
    </List>
  )
}
