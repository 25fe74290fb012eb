'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/**
 * Marks its children's wrapper `data-reveal="pending"` once the browser runs, then `"shown"` when
 * it scrolls into view, so CSS can animate what is inside (the children use `group-data-…`
 * variants, gated by `motion-safe:`). Without JavaScript, or with less motion asked for, the
 * content is simply there.
 */
export function Reveal({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'div' | 'ul' | 'ol'
  className?: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<'static' | 'pending' | 'shown'>('static')

  useEffect(() => {
    const el = ref.current
    if (!el) return
    setState('pending')
    // The spec's in-view margin (-50px): the animation starts once the group is really on screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -50px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  return (
    <Tag ref={ref as React.Ref<never>} data-reveal={state} className={`group ${className ?? ''}`}>
      {children}
    </Tag>
  )
}
