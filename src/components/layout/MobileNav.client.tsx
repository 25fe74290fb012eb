'use client'

import { ChevronDown, Menu, X } from '@/components/ui/icons'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { askCopy, type MenuItem } from '@/copy/menu'
import { AskLink } from './AskLink.client'
import { holdsCurrent, NavLink } from './NavLink.client'

const row =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left font-semibold text-ink transition-colors duration-150 hover:bg-brand-50 hover:text-brand-dark aria-expanded:text-brand-dark aria-[current=page]:text-brand'
const subRow =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left font-medium text-ink transition-colors duration-150 hover:bg-brand-50 hover:text-brand-dark aria-expanded:text-brand-dark aria-[current=page]:font-semibold aria-[current=page]:text-brand'

/** Everything inside `root` that can take focus by Tab, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  )
}

/**
 * The menu below xl: a hamburger opening a full-height modal panel (focus moves in and stays,
 * Escape or "Cerrar menú" closes and returns focus) with accordion sections, one open per level;
 * following an internal link closes it.
 */
export function MobileNav({ items }: { items: MenuItem[] }) {
  const pathname = usePathname()
  const baseId = useId()
  const [open, setOpen] = useState(false)
  const [openTop, setOpenTop] = useState<string | null>(null)
  const [openSub, setOpenSub] = useState<string | null>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const panelId = `${baseId}-panel`

  // Any route change (a link, or the browser's back button) closes the panel.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  const closeAndReturn = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    // The page behind a modal panel must not scroll under the person's finger.
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current
      if (!panel) return
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpen(false)
        toggleRef.current?.focus()
      } else if (event.key === 'Tab') {
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
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      root.style.overflow = previousOverflow
    }
  }, [open])

  const toggleTop = (title: string) => {
    setOpenTop((current) => (current === title ? null : title))
    setOpenSub(null)
  }
  const toggleSub = (title: string) => setOpenSub((current) => (current === title ? null : title))
  const onNavigate = () => setOpen(false)

  const renderLeaf = (item: MenuItem, className: string) => (
    <li key={item.title}>
      <NavLink href={item.href ?? '/'} className={className} onNavigate={onNavigate}>
        {item.title}
      </NavLink>
    </li>
  )

  const panel = (
    <div className="fixed inset-0 z-50 xl:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50" onClick={closeAndReturn} />
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-surface shadow-card-hover motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full"
      >
        <div className="flex h-20 shrink-0 items-center justify-between border-b border-ink/10 px-4">
          <span className="text-lg font-bold text-brand">Menú</span>
          <button
            ref={closeRef}
            type="button"
            aria-label="Cerrar menú"
            onClick={closeAndReturn}
            className="inline-flex size-12 items-center justify-center rounded-md text-ink hover:bg-brand-50 hover:text-brand-dark"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Menú principal" className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          <AskLink className="btn btn-primary mb-4 w-full" onNavigate={onNavigate}>
            {askCopy.label}
          </AskLink>
          <ul className="space-y-1">
            {items.map((item, index) => {
              if (!item.subItems) return renderLeaf(item, row)
              const id = `${baseId}-${index}`
              const expanded = openTop === item.title
              return (
                <li key={item.title}>
                  <AccordionButton
                    className={`${row} ${holdsCurrent(item, pathname) ? 'text-brand' : ''}`}
                    expanded={expanded}
                    controls={id}
                    onClick={() => toggleTop(item.title)}
                  >
                    {item.title}
                  </AccordionButton>
                  <ul id={id} hidden={!expanded} className="mt-1 ml-3 space-y-0.5 border-l-2 border-brand-50 pl-2">
                    {item.subItems.map((sub, subIndex) => {
                      if (!sub.subItems) return renderLeaf(sub, subRow)
                      const subId = `${id}-${subIndex}`
                      const subExpanded = expanded && openSub === sub.title
                      return (
                        <li key={sub.title}>
                          <AccordionButton className={subRow} expanded={subExpanded} controls={subId} onClick={() => toggleSub(sub.title)}>
                            {sub.title}
                          </AccordionButton>
                          <ul id={subId} hidden={!subExpanded} className="ml-3 space-y-0.5 border-l-2 border-brand-50 pl-2">
                            {sub.subItems.map((leaf) => renderLeaf(leaf, subRow))}
                          </ul>
                        </li>
                      )
                    })}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </div>
  )

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="inline-flex size-12 items-center justify-center rounded-md text-ink hover:bg-brand-50 hover:text-brand-dark xl:hidden"
      >
        <Menu aria-hidden="true" className="size-7" />
      </button>
      {open ? createPortal(panel, document.body) : null}
    </>
  )
}

type AccordionButtonProps = {
  expanded: boolean
  controls: string
  onClick: () => void
  className: string
  children: React.ReactNode
}

function AccordionButton({ expanded, controls, onClick, className, children }: AccordionButtonProps) {
  return (
    <button type="button" aria-expanded={expanded} aria-controls={controls} onClick={onClick} className={className}>
      {children}
      <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`} />
    </button>
  )
}
