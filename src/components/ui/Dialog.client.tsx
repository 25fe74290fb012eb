'use client'

import { X } from '@/components/ui/icons'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

const focusable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

const widths = { md: 'max-w-lg', '4xl': 'max-w-4xl' } as const

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)") on the native <dialog>: showModal() makes the page
 * behind inert, Escape and a click on the backdrop close it, focus wraps inside and returns to the
 * trigger. Render it where flow content may go (a <div>, not inside a <p>): the HTML parser ends
 * a paragraph at a <dialog>.
 */
export function Dialog({
  triggerLabel,
  triggerClassName = 'btn btn-outline',
  title,
  children,
  confirmLabel,
  renderWhenOpen = false,
  size = 'md',
}: {
  triggerLabel: React.ReactNode
  triggerClassName?: string
  title: string
  children: React.ReactNode
  /** A button at the foot that closes the dialog, e.g. 'Entendido'. */
  confirmLabel?: string
  /** Children mounted only while open: iframes and players that must not load before. */
  renderWhenOpen?: boolean
  size?: 'md' | '4xl'
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const titleId = useId()

  // The page behind must not scroll while the dialog is up (a phone would scroll it under the finger).
  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  function show() {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    dialog.showModal()
    setOpen(true)
    closeRef.current?.focus()
  }

  function hide() {
    dialogRef.current?.close()
  }

  // Every way of closing (X, confirm, Escape, backdrop, form method=dialog) ends here.
  function onClose() {
    setOpen(false)
    triggerRef.current?.focus()
  }

  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  function onClick(event: React.MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) hide()
  }

  // showModal() lets Tab leave the last control for the browser's own UI; APG keeps it in a loop.
  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length > 0)
    if (items.length === 0) return
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <button ref={triggerRef} type="button" className={triggerClassName} aria-haspopup="dialog" onClick={show}>
        {triggerLabel}
      </button>
      {/* Escape is the <dialog>'s own; the click handler only tells a backdrop click from the content's. */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={`${widths[size]} m-auto w-[calc(100%-2rem)] overflow-hidden rounded-xl bg-surface p-0 text-ink shadow-card-hover backdrop:bg-ink/60 transition duration-200 ease-calm starting:open:opacity-0 motion-safe:starting:open:translate-y-2`}
      >
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-ink/10 py-3 pr-3 pl-5 sm:pl-6">
            <h2 id={titleId} className="pt-2 text-lg font-bold text-ink sm:text-xl">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={hide}
              aria-label="Cerrar"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-brand-50 hover:text-brand-dark"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {/* Focusable so a keyboard can scroll a long text that holds no link. */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            {renderWhenOpen && !open ? null : children}
          </div>
          {confirmLabel ? (
            <div className="flex justify-end border-t border-ink/10 px-5 py-3 sm:px-6">
              <button type="button" onClick={hide} className="btn btn-primary">
                {confirmLabel}
              </button>
            </div>
          ) : null}
        </div>
      </dialog>
    </>
  )
}
