'use client'

import { ChevronDown, ChevronRight } from '@/components/ui/icons'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { MenuItem } from '@/copy/menu'
import { holdsCurrent, NavLink } from './NavLink.client'

// Written out once in site.css (menu-top, menu-sub, menu-panel): every page's HTML carries about
// seventy of these controls, so a long list of utilities here was kilobytes on every page.
const topControl = 'menu-top'
const subControl = 'menu-sub'
const panel = 'menu-panel'

/** The links and buttons of one menu level, in order, for arrow-key movement. */
function controlsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button')) : []
}

/** Moves focus inside a list of controls by Arrow/Home/End; true when the key was one of them. */
function moveFocus(event: React.KeyboardEvent, controls: HTMLElement[], prev: string, next: string): boolean {
  const index = controls.indexOf(event.target as HTMLElement)
  const target =
    event.key === next
      ? controls[(index + 1) % controls.length]
      : event.key === prev
        ? controls[(index - 1 + controls.length) % controls.length]
        : event.key === 'Home'
          ? controls[0]
          : event.key === 'End'
            ? controls[controls.length - 1]
            : undefined
  if (!target) return false
  event.preventDefault()
  target.focus()
  return true
}

/**
 * The desktop main menu (from xl): the WAI-ARIA disclosure navigation pattern. Entries with
 * sub-items are buttons that open on hover, click, Enter, Space or ArrowDown; Escape closes and
 * returns focus to the button; focus leaving closes; the third level opens to the side.
 */
export function DesktopNav({ items }: { items: MenuItem[] }) {
  const pathname = usePathname()
  const baseId = useId()
  const [open, setOpen] = useState<string | null>(null)
  const [openSub, setOpenSub] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const topListRef = useRef<HTMLUListElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  // A click right after hovering must not close what the hover just opened.
  const openedByHover = useRef(false)

  const close = () => {
    setOpen(null)
    setOpenSub(null)
  }

  // A click anywhere else closes an open submenu.
  useEffect(() => {
    if (open === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    close()
  }

  const onTopKeyDown = (event: React.KeyboardEvent) => {
    moveFocus(event, controlsOf(topListRef.current), 'ArrowLeft', 'ArrowRight')
  }

  return (
    <nav ref={navRef} aria-label="Menú principal" className="hidden xl:block">
      <ul ref={topListRef} className="flex items-center">
        {items.map((item, index) => {
          if (item.href) {
            return (
              <li key={item.title}>
                <NavLink href={item.href} className={topControl} onKeyDown={onTopKeyDown}>
                  {item.title}
                </NavLink>
              </li>
            )
          }
          const id = `${baseId}-${index}`
          const expanded = open === item.title
          const focusInside = (which: 'first' | 'last') => {
            const controls = controlsOf(document.getElementById(id))
            controls[which === 'first' ? 0 : controls.length - 1]?.focus()
          }
          // Menus near the right edge open leftwards so they stay on screen.
          const alignEnd = index >= items.length - 2
          return (
            <li
              key={item.title}
              className="relative"
              onMouseEnter={() => {
                window.clearTimeout(closeTimer.current)
                if (!expanded) {
                  openedByHover.current = true
                  setOpen(item.title)
                  setOpenSub(null)
                }
              }}
              onMouseLeave={() => {
                // Only what the pointer opened closes with it: a menu opened by keyboard or
                // click stays until focus or a click goes elsewhere.
                if (openedByHover.current) closeTimer.current = window.setTimeout(close, 150)
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  if (open === item.title) close()
                }
              }}
            >
              <button
                type="button"
                className={topControl}
                aria-expanded={expanded}
                aria-controls={id}
                data-current={holdsCurrent(item, pathname)}
                onClick={() => {
                  if (expanded && openedByHover.current) {
                    openedByHover.current = false
                    return
                  }
                  openedByHover.current = false
                  setOpenSub(null)
                  setOpen(expanded ? null : item.title)
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                    event.preventDefault()
                    openedByHover.current = false
                    flushSync(() => setOpen(item.title))
                    focusInside(event.key === 'ArrowDown' ? 'first' : 'last')
                  } else if (event.key === 'Escape' && expanded) {
                    event.preventDefault()
                    close()
                  } else {
                    onTopKeyDown(event)
                  }
                }}
              >
                {item.title}
                <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`} />
              </button>
              <ul
                id={id}
                hidden={!expanded}
                className={`${panel} top-full ${alignEnd ? 'right-0' : 'left-0'}`}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    event.preventDefault()
                    close()
                    ;(event.currentTarget.previousElementSibling as HTMLElement | null)?.focus()
                    return
                  }
                  moveFocus(event, controlsOf(event.currentTarget), 'ArrowUp', 'ArrowDown')
                }}
              >
                {(item.subItems ?? []).map((sub, subIndex) =>
                  sub.subItems ? (
                    <SideMenu
                      key={sub.title}
                      item={sub}
                      id={`${id}-${subIndex}`}
                      expanded={expanded && openSub === sub.title}
                      onOpen={() => setOpenSub(sub.title)}
                      onClose={() => setOpenSub((current) => (current === sub.title ? null : current))}
                      onNavigate={close}
                    />
                  ) : (
                    <li key={sub.title}>
                      <NavLink href={sub.href ?? '/'} className={subControl} onNavigate={close}>
                        {sub.title}
                      </NavLink>
                    </li>
                  ),
                )}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

type SideMenuProps = {
  item: MenuItem
  id: string
  expanded: boolean
  onOpen: () => void
  onClose: () => void
  onNavigate: () => void
}

/** A second-level entry whose third level (Posgrados, Educación Continua) opens to the side. */
function SideMenu({ item, id, expanded, onOpen, onClose, onNavigate }: SideMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const pathname = usePathname()

  return (
    <li
      className="relative"
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${subControl} ${holdsCurrent(item, pathname) ? 'text-brand' : ''}`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => (expanded ? onClose() : onOpen())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') {
            event.preventDefault()
            event.stopPropagation()
            flushSync(onOpen)
            controlsOf(listRef.current)[0]?.focus()
          }
        }}
      >
        {item.title}
        <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <ul
        id={id}
        ref={listRef}
        hidden={!expanded}
        className={`${panel} top-0 left-full -mt-2`}
        onKeyDown={(event) => {
          // Handled here so the second level's Escape (close everything) does not fire as well.
          if (event.key === 'Escape' || event.key === 'ArrowLeft') {
            event.preventDefault()
            event.stopPropagation()
            onClose()
            buttonRef.current?.focus()
            return
          }
          if (moveFocus(event, controlsOf(event.currentTarget), 'ArrowUp', 'ArrowDown')) event.stopPropagation()
        }}
      >
        {(item.subItems ?? []).map((leaf) => (
          <li key={leaf.title}>
            <NavLink href={leaf.href ?? '/'} className={subControl} onNavigate={onNavigate}>
              {leaf.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
