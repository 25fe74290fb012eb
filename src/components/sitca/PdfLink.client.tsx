'use client'

import type { MouseEvent, ReactNode } from 'react'

type Props = { href: string; slug: string; className?: string; children: ReactNode }

/**
 * A document's PDF, opened in a new tab, counting the visit (spec §7: POST /api/post-visitas/).
 * The count is sent without waiting: the browser opens the file at once, and `keepalive` lets
 * the request finish even if this page is left.
 */
export function PdfLink({ href, slug, className, children }: Props) {
  const count = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button > 1 || !slug) return
    fetch('/api/post-visitas/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slug, visitas: 0 }),
      keepalive: true,
    }).catch((error: unknown) => console.error('Error al registrar la visita:', error))
  }
  return (
    <a href={href} target="_blank" rel="noopener" onClick={count} onAuxClick={count} className={className}>
      {children}
    </a>
  )
}
