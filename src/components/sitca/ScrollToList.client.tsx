'use client'

import { useEffect, useRef } from 'react'
import { usePrefersReducedMotion } from '@/components/ui/motion.client'

type Props = {
  /** The id of the list's top (its heading), which carries a scroll margin for the sticky header. */
  targetId: string
  /** The page shown and the list it belongs to; only a new page of the same list scrolls. */
  page: number
  list: string
  /** The name of the list's pager (its navigation landmark). */
  pager: string
}

type Shown = { page: number; list: string }

/**
 * The view a pager control was pressed on, and which control. Each view of the list may be served
 * from a cached twin (src/cache/cachedViews.ts), a page of its own: the next view mounts this
 * anew, and goes on from here. Module state, as it must outlive the view that was left.
 */
let pressed: (Shown & { at: number; control: string }) | null = null
/** A press this old belongs to a navigation that never came. */
const pressLastsMs = 30_000

function pressedOn(list: string): (Shown & { control: string }) | null {
  const last = pressed
  pressed = null
  return last && last.list === list && Date.now() - last.at < pressLastsMs ? last : null
}

/**
 * Spec §2.22: a page change scrolls smoothly to the top of the list (instantly under reduced
 * motion). The control that was pressed keeps the focus, in the new view's pager when the view is
 * a page of its own; when it is disabled there (the last page's Siguiente), focus moves to the
 * list's heading, so a keyboard user is not sent back to the start of the page.
 */
export function ScrollToList({ targetId, page, list, pager }: Props) {
  const reducedMotion = usePrefersReducedMotion()
  const shown = useRef<Shown | null>(null)

  useEffect(() => {
    const carried = pressedOn(list)
    const before: (Shown & { control?: string }) | null = shown.current ?? carried
    shown.current = { page, list }
    if (!before || before.page === page || before.list !== list) return
    const target = document.getElementById(targetId)
    if (!target) return
    target.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' })
    const active = document.activeElement
    if (active && active !== document.body && !(active as HTMLButtonElement).disabled) return
    const control = before.control !== undefined ? pagerButton(pager, before.control) : null
    ;(control && !control.disabled ? control : target).focus({ preventScroll: true })
  }, [page, list, targetId, pager, reducedMotion])

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const button = event.submitter
      if (!shown.current || !button || button.closest('nav')?.getAttribute('aria-label') !== pager) return
      pressed = { ...shown.current, at: Date.now(), control: button.textContent ?? '' }
    }
    document.addEventListener('submit', onSubmit, true)
    return () => document.removeEventListener('submit', onSubmit, true)
  }, [pager])

  return null
}

function pagerButton(pager: string, text: string): HTMLButtonElement | null {
  const buttons = document.querySelectorAll<HTMLButtonElement>(`nav[aria-label="${CSS.escape(pager)}"] button`)
  return [...buttons].find((button) => button.textContent === text) ?? null
}
