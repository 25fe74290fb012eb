'use client'

import { Eye } from '@/components/ui/icons'
import { useEffect, useRef, useState } from 'react'
import { visitsLabel } from '@/copy/visits'

type Props = { slug: string; initial: number }

/**
 * Opening a detail registers one visit (spec §2.12, §7) and shows the count the server stored.
 * The API ignores a repeat from this browser within 10 minutes, so a reload does not count.
 */
export function VisitCounter({ slug, initial }: Props) {
  const [count, setCount] = useState(initial)
  const sent = useRef<string | null>(null)

  useEffect(() => {
    if (sent.current === slug) return
    sent.current = slug
    const controller = new AbortController()
    fetch('/api/post-visitas/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slug, visitas: initial + 1 }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`La API respondió ${response.status}`)
        const body = (await response.json()) as { data?: { visitas?: unknown } }
        if (typeof body.data?.visitas === 'number') setCount(body.data.visitas)
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'AbortError') console.error('Error al registrar la visita:', error)
      })
    // The request is not aborted on unmount: once sent, the visit stands.
  }, [slug, initial])

  return (
    <span className="inline-flex items-center gap-1.5" data-testid="visitas">
      <Eye aria-hidden="true" className="size-4" />
      {visitsLabel(count)}
    </span>
  )
}
