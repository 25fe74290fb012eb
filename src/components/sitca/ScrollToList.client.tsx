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

/** How long after a view mounts its focus and scroll are kept from what the page does around them. */
const settleMs = 2_000

/**
 * For a moment after a view mounts, the page around it still moves: the view left is taken out
 * (its focused control with it, so the focus falls to the page's start) and what sits above the
 * list finishes its layout (the scroll then ends short of the list). Until the visitor does
 * anything themselves, a lost focus goes back to `focusable()`, and a finished scroll that left
 * `target` away from the top (its scroll margin under the sticky header) is set right.
 */
function settle(focusable: (() => HTMLElement | null) | null, target: HTMLElement | null): () => void {
  let lastY = window.scrollY
  let still = 0
  const refocus = () => {
    const now = document.activeElement
    if (focusable && (!now || now === document.body)) focusable()?.focus({ preventScroll: true })
  }
  const tick = () => {
    refocus()
    // A smooth scroll still under way is let finish: only a scroll still for two ticks is checked.
    still = window.scrollY === lastY ? still + 1 : 0
    lastY = window.scrollY
    if (!target || still < 2) return
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0
    const off = target.getBoundingClientRect().top - margin
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1
    if (Math.abs(off) > 8 && !(off > 0 && atBottom)) target.scrollIntoView({ behavior: 'instant', block: 'start' })
  }
  const timer = setInterval(tick, 150)
  const end = setTimeout(stop, settleMs)
  const inputs = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const
  function stop() {
    clearInterval(timer)
    clearTimeout(end)
    for (const input of inputs) window.removeEventListener(input, stop, true)
  }
  for (const input of inputs) window.addEventListener(input, stop, true)
  requestAnimationFrame(refocus)
  return stop
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
      // with it: the focus then falls to the page's start, and is brought back here.
      return carried ? settle(() => controlOf(carried), null) : undefined
    }
    target.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' })
    if (!focusLost && !(active as HTMLButtonElement).disabled) return settle(null, target)
    const focused = control && !(control as HTMLButtonElement).disabled ? control : target
    focused.focus({ preventScroll: true })
    return settle(() => (focused.isConnected ? focused : carried ? controlOf(carried) : null), target)
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
