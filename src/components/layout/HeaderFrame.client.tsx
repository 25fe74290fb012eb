'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

/** Spec §9: the header changes once the page is scrolled more than 1px. */
const scrollThreshold = 1

/**
 * The sticky header element: 112px tall at the top of the page, and translucent once the page is
 * scrolled: 80px from md, 52px on a phone, so with a page's own sticky bar below it (44px) a
 * phone keeps at most 96px covered (issue 38.11). Its contents are rendered on the server and passed in.
 */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > scrollThreshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    // When it shrinks, a bottom margin takes up the height it gave back, so the page below never
    // moves: no layout shift, and no flicker on pages barely taller than the window.
    <header
      data-scrolled={scrolled}
      className="group/header sticky top-0 z-40 h-28 border-b border-transparent bg-surface transition-[height,margin,background-color,box-shadow] duration-200 ease-calm data-[scrolled=true]:mb-15 data-[scrolled=true]:h-13 md:data-[scrolled=true]:mb-8 md:data-[scrolled=true]:h-20 data-[scrolled=true]:border-ink/5 data-[scrolled=true]:bg-surface/85 data-[scrolled=true]:shadow-card data-[scrolled=true]:backdrop-blur-md"
    >
      {children}
    </header>
  )
}
