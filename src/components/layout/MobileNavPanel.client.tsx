'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Everything inside `root` that can take focus by Tab, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary')).filter((el) => el.checkVisibility())
}

/**
 * What the phone menu's panel (a popover, src/components/layout/MobileNav.tsx) does once the
 * script runs: as a modal dialog, focus moves to «Cerrar menú» and stays inside, the page behind
 * does not scroll, and following a link or a change of page closes it. (The browser itself tells
 * a screen reader whether the hamburger's panel is open: a popover's button carries no aria-expanded.) Renders nothing.
 */
export function MobileNavPanel({ panelId }: { panelId: string }) {
  const pathname = usePathname()

  // Any route change (a link, or the browser's back button) closes the panel.
  useEffect(() => {
    document.getElementById(panelId)?.hidePopover()
  }, [pathname, panelId])

  useEffect(() => {
    const panel = document.getElementById(panelId)
    if (!panel) return
    const toggle = document.querySelector<HTMLElement>(`[popovertarget="${panelId}"]:not([popovertargetaction])`)
    const root = document.documentElement
    let previousOverflow = ''

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusables = tabbables(panel)
      const first = focusables[0]
      const last = focusables[focusables.length - 1]
      if (!panel.contains(document.activeElement)) {
        event.preventDefault()
        first?.focus()
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open'
      if (open) {
        previousOverflow = root.style.overflow
        root.style.overflow = 'hidden'
        panel.querySelector<HTMLElement>('[popovertargetaction="hide"]')?.focus()
        document.addEventListener('keydown', onKeyDown)
      } else {
        root.style.overflow = previousOverflow
        document.removeEventListener('keydown', onKeyDown)
        // Escape and a tap beside the panel hand focus back to the hamburger.
        if (!document.activeElement || document.activeElement === document.body || panel.contains(document.activeElement)) toggle?.focus()
      }
    }
    // A followed link closes the panel (the same page's #contacto too, which changes no route).
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) panel.hidePopover()
    }
    panel.addEventListener('toggle', onToggle)
    panel.addEventListener('click', onClick)

    // A browser without popovers (before 2024): the panel is hidden by the style sheet, and its two
    // buttons open and close it through an attribute (docs/decisions/0043).
    const withoutPopover = !('showPopover' in HTMLElement.prototype)
    const onButton = (event: MouseEvent) => {
      const button = (event.target as Element).closest(`[popovertarget="${panelId}"]`)
      if (!button) return
      const open = !button.hasAttribute('popovertargetaction')
      panel.toggleAttribute('data-abierto', open)
      onToggle({ newState: open ? 'open' : 'closed' } as unknown as Event)
    }
    if (withoutPopover) {
      panel.hidePopover = () =>
        panel.hasAttribute('data-abierto') && onButton({ target: panel.querySelector('[popovertargetaction]') } as unknown as MouseEvent)
      document.addEventListener('click', onButton)
    }
    return () => {
      panel.removeEventListener('toggle', onToggle)
      panel.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
      if (withoutPopover) document.removeEventListener('click', onButton)
    }
  }, [panelId])

  return null
}
