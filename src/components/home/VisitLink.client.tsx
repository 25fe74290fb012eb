'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useRef, useState } from 'react'

type Props = { slug: string; href: string; className?: string; children: React.ReactNode }

/**
 * A link to a news or event detail that first registers the visit: the spec (§2.12, §7) has
 * "Ver más" and "MÁS INFORMACIÓN" navigate only once the count was stored. Opening in a new tab
 * (modifier keys, middle click) is left to the browser, and without JavaScript it is a plain link.
 */
export function VisitLink({ slug, href, className, children }: Props) {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  // A double click must not send two visits before the first answer arrives.
  const inFlight = useRef(false)

  async function registerThenGo(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    try {
      const response = await fetch('/api/post-visitas/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ slug, visitas: 0 }),
      })
      if (!response.ok) throw new Error(`La API respondió ${response.status}`)
      router.push(href)
    } catch (error) {
      console.error('Error al registrar la visita:', error)
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  return (
    <a href={href} onClick={registerThenGo} className={className} aria-busy={pending || undefined}>
      {children}
    </a>
  )
}
