'use client'

import { lazy, Suspense, type ComponentProps } from 'react'
import type { ContactForm as Form } from './ContactForm.client'

/** The section the form sits in (ContactSection). */
const sectionId = 'contacto'

/**
 * Resolves once the page has loaded and the browser is idle, or as soon as the person touches or
 * focuses something in the contact section, whichever comes first. At once on the server.
 */
function whenWanted(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('focusin', onUse, true)
      document.removeEventListener('pointerdown', onUse, true)
      resolve()
    }
    const onUse = (event: Event) => {
      if (event.target instanceof Node && document.getElementById(sectionId)?.contains(event.target)) done()
    }
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 1500 }) : setTimeout(done, 1))
    document.addEventListener('focusin', onUse, true)
    document.addEventListener('pointerdown', onUse, true)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  })
}

/**
 * The form's code, fetched again after a failure (a phone's network comes and goes) rather than
 * failing: a rejected import would replace the page with its error screen, while a pending one
 * leaves the server's form in place, its button disabled, until the code arrives.
 */
async function formModule() {
  for (let wait = 1000; ; wait = Math.min(wait * 2, 30_000)) {
    try {
      return await import('./ContactForm.client')
    } catch (error) {
      console.error('No se pudo cargar el formulario de contacto; se reintenta:', error)
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

const LazyForm = lazy(async () => {
  await whenWanted()
  const { ContactForm } = await formModule()
  return { default: ContactForm }
})

/**
 * The contact form, whose code is not among the page's first scripts: it is below the fold, and a
 * phone has better things to do first. The server renders it in full; in the browser its HTML
 * stays as sent (fields can be filled in; sending waits, the button is disabled until the form's
 * code runs) and React takes it over when the code has arrived, keeping what was typed.
 */
export function DeferredContactForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <LazyForm {...props} />
    </Suspense>
  )
}
