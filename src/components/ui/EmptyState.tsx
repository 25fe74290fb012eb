import type { ReactNode } from 'react'
import { noContent } from '@/copy/shared'

/**
 * What a list shows when it has nothing (spec: 'No hay contenido disponible.' and the like).
 * 'quiet' is a line of grey text in place of a grid; 'panel' a boxed message in place of a main list.
 */
export function EmptyState({
  children = noContent,
  look = 'quiet',
  className = '',
}: {
  children?: ReactNode
  look?: 'quiet' | 'panel'
  className?: string
}) {
  return (
    <p className={`text-muted ${look === 'panel' ? 'rounded-xl bg-surface-warm p-6 text-center text-lg' : ''} ${className}`}>{children}</p>
  )
}
