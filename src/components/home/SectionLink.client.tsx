'use client'

import type React from 'react'

type Props = { targetId: string; className?: string; children: React.ReactNode }

/**
 * An in-page link that scrolls smoothly to its section (instantly under reduced motion) and
 * moves focus there, so a keyboard user continues from the section they asked for. A plain
 * `#id` link without JavaScript, or when the section is not on the page.
 */
export function SectionLink({ targetId, className, children }: Props) {
  function go(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' })
    window.history.pushState(null, '', `#${targetId}`)
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }

  return (
    <a href={`#${targetId}`} onClick={go} className={className}>
      {children}
    </a>
  )
}
