'use client'

import { useRouter } from 'next/navigation'
import type { StepProps } from './Pager'

/**
 * A pager step as a tiny GET form with a real button, disabled at the ends, for lists whose spec
 * asks for buttons (SITCA, the editorial's books). The target page travels in hidden inputs read
 * from its address, so without JavaScript the browser's own GET goes there; with it, the router
 * goes there without scrolling, and the list brings its heading into view itself. A few lines
 * instead of next/form, whose script weighed some 4 KB on these pages (issue 40).
 */
export function FormStep({ href, disabled, className, children }: StepProps) {
  const router = useRouter()
  const url = new URL(href, 'http://sitio')
  return (
    <form
      action={url.pathname}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        router.push(`${url.pathname}${url.search}`, { scroll: false })
      }}
    >
      {[...url.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} className={className}>
        {children}
      </button>
    </form>
  )
}
