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

type Shown = { page: number; list: string }
/** A control of a navigation landmark (the pager, the tabs, the phone's tab menu) in the list's section, by the landmark's name and its text. */
type Control = { nav: string; text: string }

/**
 * The view a control of the list's section was pressed on, and which control. Each view of the
 * list may be served from a cached twin (src/cache/cachedViews.ts), a page of its own: the next
 * view mounts this anew, and goes on from here. Module state, as it must outlive the view left.
 */
let pressed: (Shown & Control & { at: number }) | null = null
/** A press this old belongs to a navigation that never came. */
const pressLastsMs = 30_000

function takePressed(): (Shown & Control) | null {
  const last = pressed
  pressed = null
  return last && Date.now() - last.at < pressLastsMs ? last : null
}

function controlOf({ nav, text }: Control): HTMLAnchorElement | HTMLButtonElement | null {
  const landmark = `nav[aria-label="${CSS.escape(nav)}"]`
  // Only what is shown can take the focus: a closed menu's choices cannot, its own button can (the phone's tab menu).
  const shown = [...document.querySelectorAll<HTMLAnchorElement | HTMLButtonElement>(`${landmark} a, ${landmark} button`)].filter(
    (control) => control.getClientRects().length > 0,
  )
  return shown.find((control) => control.textContent === text) ?? shown.find((control) => control instanceof HTMLButtonElement) ?? null
}

/**
 * Spec §2.22: a page change scrolls smoothly to the top of the list (instantly under reduced
 * motion). The control that was pressed keeps the focus, in the new view's own pager or tabs when
 * the view is a page of its own; when it is disabled there (the last page's Siguiente), focus
 * moves to the list's heading, so a keyboard user is not sent back to the start of the page.
 */
export function ScrollToList({ targetId, page, list }: Props) {
  const reducedMotion = usePrefersReducedMotion()
  const shown = useRef<Shown | null>(null)

  useEffect(() => {
    const carried = takePressed()
    const before = shown.current ?? carried
    shown.current = { page, list }
    const active = document.activeElement
    const focusLost = !active || active === document.body
    const control = carried && focusLost ? controlOf(carried) : null
    const target = document.getElementById(targetId)
    if (!before || !target || before.list !== list || before.page === page) {
      // Another view chosen in the section (a tab): the same control, in this view, keeps the focus.
      control?.focus({ preventScroll: true })
      // The view left may be taken out of the page only after this one mounts, its focused control
      // with it: the focus then falls to the page's start, and is brought back here once.
      if (!carried) return
      const again = () => {
        const now = document.activeElement
        if (now && now !== document.body) return
        controlOf(carried)?.focus({ preventScroll: true })
      }
      const frame = requestAnimationFrame(again)
      const later = setTimeout(again, 300)
      return () => {
        cancelAnimationFrame(frame)
        clearTimeout(later)
      }
    }
    target.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' })
    if (!focusLost && !(active as HTMLButtonElement).disabled) return
    ;(control && !(control as HTMLButtonElement).disabled ? control : target).focus({ preventScroll: true })
  }, [page, list, targetId, reducedMotion])

  useEffect(() => {
    // A link followed or a pager's button pressed in a navigation landmark of the list's section.
    const onPress = (event: Event) => {
      const element = event instanceof SubmitEvent ? event.submitter : (event.target as Element | null)?.closest('a')
      const nav = element?.closest('nav[aria-label]')
      const section = document.getElementById(targetId)?.closest('section')
      if (!shown.current || !element || !nav || !section?.contains(nav)) return
      pressed = { ...shown.current, at: Date.now(), nav: nav.getAttribute('aria-label')!, text: element.textContent ?? '' }
    }
    document.addEventListener('submit', onPress, true)
    document.addEventListener('click', onPress, true)
    return () => {
      document.removeEventListener('submit', onPress, true)
      document.removeEventListener('click', onPress, true)
    }
  }, [targetId])

  return null
}
