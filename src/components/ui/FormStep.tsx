import Form from 'next/form'
import type { StepProps } from './Pager'

/**
 * A pager step as a tiny GET form with a real button, disabled at the ends, for lists whose spec
 * asks for buttons (SITCA, the editorial's books). next/form does not send the pressed button's
 * value, so the target page travels in hidden inputs read from its address; with JavaScript it
 * navigates without scrolling, and the list brings its heading into view itself. A module of its
 * own so that pagers of links do not ship next/form's script.
 */
export function FormStep({ href, disabled, className, children }: StepProps) {
  const url = new URL(href, 'http://sitio')
  return (
    <Form action={url.pathname} scroll={false}>
      {[...url.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} className={className}>
        {children}
      </button>
    </Form>
  )
}
