'use client'

import { ArrowDown, ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
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
 * than 100px. It sits above the WhatsApp button at the bottom right (bottom 6rem, right 1.5rem),
 * where a thumb reaches both. Scrolling is smooth, or instant when less motion is preferred.
 */
export function ScrollButton({ label, targetId, className = '' }: Props) {
  const [visible, setVisible] = useState(false)
  const [downwards, setDownwards] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

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
      className={`fixed bottom-24 right-6 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-card-hover transition-[opacity,transform,visibility,background-color] duration-200 ease-calm hover:bg-brand-dark ${
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  )
}
