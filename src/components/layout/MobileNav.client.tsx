'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { ChevronDown, Menu, X } from '@/components/ui/icons'
import { askCopy, type MenuItem } from '@/copy/menu'
import { AskLink } from './AskLink.client'
import { NavLink } from './NavLink.client'

/** The panel's id: the hamburger and «Cerrar menú» name it (popovertarget). */
const panelId = 'menu-telefono'

/** Everything inside `root` that can take focus by Tab, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary')).filter((el) => el.checkVisibility())
}

/**
 * What the panel does once the script runs: as a modal dialog, focus moves to «Cerrar menú» and
 * stays inside, the page behind does not scroll, and following a link or a change of page closes
 * it. (The browser itself tells a screen reader whether the hamburger's panel is open: a popover's
 * button carries no aria-expanded.)
 */
function usePanelBehaviour() {
  const pathname = usePathname()

  // Any route change (a link, or the browser's back button) closes the panel.
  useEffect(() => {
    document.getElementById(panelId)?.hidePopover()
  }, [pathname])

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
  }, [])
}

/**
 * The menu below xl (issue 38.9, issue 40.1). Its HTML is drawn on the server and opens without
 * JavaScript: the hamburger and «Cerrar menú» are the browser's own popover buttons, Escape and a
 * tap beside the panel close it, and each section is a `<details>` of one group, so one stays open
 * per level. It is a client component so that the page's data carries only the menu's entries,
 * which the desktop menu already sends (the same array, which React writes once), not the panel's
 * markup again; its script adds what only a script can (usePanelBehaviour).
 */
export function MobileNav({ items }: { items: MenuItem[] }) {
  usePanelBehaviour()
  const leaf = (item: MenuItem, className: string) => (
    <li key={item.title}>
      <NavLink href={item.href ?? '/'} className={className}>
        {item.title}
      </NavLink>
    </li>
  )
  const section = (title: string, group: string, className: string, children: React.ReactNode) => (
    <li key={title}>
      <details name={group}>
        <summary className={className}>
          {title}
          <ChevronDown aria-hidden="true" className="phone-menu-chevron size-5 shrink-0 transition-[rotate] duration-200" />
        </summary>
        <ul className="mt-1 ml-3 space-y-0.5 border-l-2 border-brand-50 pl-2">{children}</ul>
      </details>
    </li>
  )
  return (
    <>
      <button type="button" popoverTarget={panelId} aria-label="Abrir menú" className="phone-menu-toggle xl:hidden">
        <Menu aria-hidden="true" className="size-7" />
      </button>
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        className="phone-menu motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full xl:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-20 shrink-0 items-center justify-between border-b border-ink/10 px-4">
            <span className="text-lg font-bold text-brand">Menú</span>
            <button type="button" popoverTarget={panelId} popoverTargetAction="hide" aria-label="Cerrar menú" className="phone-menu-toggle">
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Menú principal" className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
            <AskLink className="btn btn-primary mb-4 w-full">{askCopy.label}</AskLink>
            <ul className="space-y-1">
              {items.map((item, i) =>
                item.subItems
                  ? section(
                      item.title,
                      'menu-seccion',
                      'phone-menu-row',
                      item.subItems.map((sub) =>
                        sub.subItems
                          ? section(
                              sub.title,
                              `menu-seccion-${i}`,
                              'phone-menu-subrow',
                              sub.subItems.map((l) => leaf(l, 'phone-menu-subrow')),
                            )
                          : leaf(sub, 'phone-menu-subrow'),
                      ),
                    )
                  : leaf(item, 'phone-menu-row'),
              )}
            </ul>
          </nav>
        </div>
      </div>
    </>
  )
}
