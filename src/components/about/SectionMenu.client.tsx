'use client'

import { List, X } from '@/components/ui/icons'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '@/components/ui/motion.client'
import type { SectionMenuItem } from '@/copy/quienes-somos'

/** The line, in px from the viewport's top, whose section is the active one (spec §2.11, §9). */
const activeLine = 100

/** The section containing the line 100px below the viewport's top: top ≤ 100 and bottom ≥ 100. */
function sectionAtLine(ids: string[]): string | null {
  let found: string | null = null
  for (const id of ids) {
    const rect = document.getElementById(id)?.getBoundingClientRect()
    if (rect && rect.top <= activeLine && rect.bottom >= activeLine) found = id
  }
  return found
}

/**
 * The in-page menu of /quienes-somos: a bar under the landing block that sticks below the header from lg, and on smaller
 * screens a button that opens the same list in a side drawer (native modal <dialog>: Escape,
 * backdrop click and the close button shut it; focus returns to the button). The entry of the
 * section under the 100px line carries aria-current; a click scrolls smoothly (instantly when
 * less motion is asked for) and leaves no hash in the address.
 */
export function SectionMenu({ items, label }: { items: SectionMenuItem[]; label: string }) {
  const [active, setActive] = useState<string | null>(null)
  const reducedMotion = usePrefersReducedMotion()
  const drawerRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const ids = [...new Set(items.flatMap((i) => [i.target, ...(i.subItems ?? []).map((s) => s.target)]))]
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setActive(sectionAtLine(ids)))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [items])

  // Arriving with a hash (/quienes-somos#valores), or following another link to one, the browser
  // has jumped there; drop the hash so the address stays clean.
  useEffect(() => {
    const clearHash = () => {
      if (window.location.hash) history.replaceState(history.state, '', window.location.pathname + window.location.search)
    }
    clearHash()
    window.addEventListener('hashchange', clearHash)
    return () => window.removeEventListener('hashchange', clearHash)
  }, [])

  function go(event: React.MouseEvent<HTMLAnchorElement>, target: string) {
    const section = document.getElementById(target)
    if (!section) return
    event.preventDefault()
    drawerRef.current?.close()
    section.scrollIntoView({
      behavior: reducedMotion ? 'auto' : 'smooth',
      block: 'start',
    })
    // Keyboard and screen-reader users carry on from the section they were taken to.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1')
    section.focus({ preventScroll: true })
    history.replaceState(history.state, '', window.location.pathname + window.location.search)
  }

  const link = (text: string, target: string, variant: 'bar' | 'bar-sub' | 'drawer' | 'drawer-sub') => {
    const current = active === target
    const bar = variant.startsWith('bar')
    const sub = variant.endsWith('sub')
    const shape = bar
      ? `min-h-11 border-b-4 px-3 text-sm ${sub ? 'font-medium' : 'font-bold'}`
      : `min-h-11 rounded-lg border-l-4 px-3 ${sub ? 'text-sm font-medium' : 'font-semibold'}`
    return (
      <a
        href={`#${target}`}
        onClick={(e) => go(e, target)}
        aria-current={current ? 'true' : undefined}
        className={`flex items-center whitespace-nowrap transition-colors duration-200 ${shape} ${
          current ? 'border-brand bg-brand-50 text-brand-darker' : 'border-transparent text-ink hover:bg-surface-warm hover:text-brand-dark'
        }`}
      >
        {text}
      </a>
    )
  }

  const list = (layout: 'bar' | 'drawer') => (
    <ul className={layout === 'bar' ? 'flex flex-wrap items-stretch justify-center gap-x-1' : 'grid gap-1'}>
      {items.map((item) => (
        <li key={item.label} className={layout === 'bar' ? 'flex items-stretch' : undefined}>
          {link(item.label, item.target, layout)}
          {item.subItems && (
            <ul
              className={
                layout === 'bar'
                  ? 'flex items-stretch border-x border-surface-warm'
                  : 'mt-1 ml-4 grid gap-1 border-l border-surface-warm pl-2'
              }
            >
              {item.subItems.map((s) => (
                <li key={s.label} className={layout === 'bar' ? 'flex items-stretch' : undefined}>
                  {link(s.label, s.target, layout === 'bar' ? 'bar-sub' : 'drawer-sub')}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )

  return (
    <>
      <nav aria-label={label} className="sticky top-20 z-30 hidden border-b border-ink/5 bg-surface shadow-card lg:block">
        <div className="container-page">{list('bar')}</div>
      </nav>

      {/* On a phone the sections open from a bar that stays under the header, not from a floating
          button: the WhatsApp button is the phone's one floating control. */}
      {/* 44px under the phone's 52px header once scrolled: 96px covered in all (issue 38.11). */}
      <div className="sticky top-13 z-30 bg-surface/95 shadow-card backdrop-blur-md md:top-20 lg:hidden">
        <div className="container-page">
          <button
            type="button"
            onClick={() => drawerRef.current?.showModal()}
            className="btn h-11 w-full justify-center py-0 text-brand-dark hover:bg-brand-50"
          >
            <List aria-hidden="true" className="size-5" />
            Secciones
          </button>
        </div>
      </div>
      <dialog
        ref={drawerRef}
        aria-labelledby={titleId}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close()
        }}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-surface p-0 text-ink shadow-card-hover backdrop:bg-ink/60 lg:hidden"
      >
        <nav aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id={titleId} className="text-lg font-extrabold">
              {label}
            </h2>
            <button
              type="button"
              onClick={() => drawerRef.current?.close()}
              className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-warm"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Cerrar</span>
            </button>
          </div>
          {list('drawer')}
        </nav>
      </dialog>
    </>
  )
}
