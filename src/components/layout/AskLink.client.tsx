'use client'

import Link from 'next/link'
import type React from 'react'
import { askCopy } from '@/copy/menu'

/**
 * The admissions action of the header and of the phone menu: the contact form. A page that holds
 * the form (a programme's page holds it with that programme chosen) is answered by its own; any
 * other page leads to the home page's. Without JavaScript it always leads to the home page's form.
 */
export function AskLink({ className, children, onNavigate }: { className: string; children: React.ReactNode; onNavigate?: () => void }) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.()
    const form = document.getElementById(askCopy.formId)
    if (!form || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    window.history.pushState(null, '', `#${askCopy.formId}`)
    form.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    // Focus goes to the form's title, as a keyboard expects, without opening a phone's keyboard.
    const title = form.querySelector<HTMLElement>('h2')
    title?.setAttribute('tabindex', '-1')
    title?.focus({ preventScroll: true })
  }
  return (
    <Link href={askCopy.href} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}
