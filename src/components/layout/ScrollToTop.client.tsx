'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { noteVisitOrigin } from '@/lib/visitOrigin'
import { markClearRegions } from '@/components/ui/floating.client'

/**
 * Spec §2.1: every route change starts at the top of the new page, at once (no smooth scroll,
 * so reduced motion is respected too). A link to an anchor (`/ruta#seccion`) keeps its target,
 * and the first load leaves the browser's own scroll restoration alone.
 *
 * On the first page of a visit it also notes where the visit came from (lib/visitOrigin) for the
 * contact form, and on every page it marks when the footer or a form is on screen, so the
 * WhatsApp button steps aside (ui/floating.client): every leaf of the layout weighs on every
 * page's first load, so this one does all three.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(noteVisitOrigin, [])
  useEffect(markClearRegions, [pathname])
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
