'use client'

import { ArrowDown, ArrowUp } from '@/components/ui/icons'
import { useEffect, useState } from 'react'
import { floatingLook, useClearRegionMarked, useNarrowLayout } from './floating.client'
import { usePrefersReducedMotion } from './motion.client'

type Props = {
  /** The button's accessible name and tooltip, e.g. 'Volver al Inicio'. */
  label: string
  /** The id of the element to scroll to; without it, the top of the page. */
  targetId?: string
  className?: string
}

/** How far the page must be scrolled before the button shows (spec §9). */
const threshold = 100

/**
 * A floating round button (spec §2.4 item 9, §2.5) that shows once the page is scrolled more
 * than 100px. On a wide screen it sits above the WhatsApp button at the bottom right (bottom 6rem,
 * right 1.5rem). A phone shows one floating control at a time: there it appears only where the
 * WhatsApp button steps aside (the footer or a form on screen), in its place, under the thumb.
 * Scrolling is smooth, or instant when less motion is preferred.
 */
export function ScrollButton({ label, targetId, className = '' }: Props) {
  const [visible, setVisible] = useState(false)
  const [downwards, setDownwards] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const narrow = useNarrowLayout()
  const clearRegionInView = useClearRegionMarked()
  const shown = visible && (!narrow || clearRegionInView)

  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > threshold)
      // The arrow points where the page will go: a target section may be above or below.
      const target = targetId ? document.getElementById(targetId) : null
      setDownwards(target !== null && target.getBoundingClientRect().top > 1)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [targetId])

  const onClick = () => {
    const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth'
    const target = targetId ? document.getElementById(targetId) : null
    if (!target) {
      window.scrollTo({ top: 0, behavior })
      return
    }
    target.scrollIntoView({ behavior, block: 'start' })
    // Keyboard and screen-reader users continue from the section they were taken to.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }

  const Icon = downwards ? ArrowDown : ArrowUp

  return (
    <button
      type="button"
      onClick={onClick}
      title={label}
      // Hidden with visibility, so the invisible button is out of the tab order and the accessibility tree.
      data-floating=""
      className={`fixed right-4 bottom-4 z-40 mb-[env(safe-area-inset-bottom)] inline-flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-card-hover hover:bg-brand-dark sm:right-6 sm:bottom-6 lg:bottom-24 ${floatingLook(shown)} ${className}`}
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  )
}
