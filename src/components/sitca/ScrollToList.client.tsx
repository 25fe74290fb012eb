'use client'

import { useEffect, useRef } from 'react'
import { usePrefersReducedMotion } from '@/components/ui/motion.client'

type Props = {
  /** The id of the list's top (its heading), which carries a scroll margin for the sticky header. */
  targetId: string
  /** The page shown and the list it belongs to; only a new page of the same list scrolls. */
  page: number
  list: string
}

/**
 * Spec §2.22: a page change scrolls smoothly to the top of the list (instantly under reduced
 * motion). When the control that was pressed is gone or disabled (the last page's Siguiente), focus
 * moves to the list's heading, so a keyboard user is not sent back to the start of the page.
 */
export function ScrollToList({ targetId, page, list }: Props) {
  const reducedMotion = usePrefersReducedMotion()
  const shown = useRef({ page, list })

  useEffect(() => {
    const before = shown.current
    shown.current = { page, list }
    if (before.page === page || before.list !== list) return
    const target = document.getElementById(targetId)
    if (!target) return
    target.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' })
    const active = document.activeElement
    if (!active || active === document.body || (active as HTMLButtonElement).disabled) target.focus({ preventScroll: true })
  }, [page, list, targetId, reducedMotion])

  return null
}
