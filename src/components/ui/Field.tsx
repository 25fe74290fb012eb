import type { ReactNode } from 'react'

/** The look of a form's text inputs, selects and text areas; an invalid control turns red. Its scroll
    margin keeps a control the page scrolls to (a message's focus) clear of the sticky header. */
export const controlClass =
  'block min-h-11 scroll-mt-32 w-full rounded-lg border border-ink/30 bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted transition-colors hover:border-ink/50 focus-visible:border-brand aria-[invalid=true]:border-brand aria-[invalid=true]:bg-brand-50/40'

/** What a control needs to be tied to its label, hint and message. */
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

type Props = {
  /** The control's id; the hint and the message take ids from it. */
  id: string
  label: ReactNode
  /** The message of what is wrong with the value, in Spanish; none while it is fine. */
  error?: string
  /** A line that always shows under the control. A message that says the same turns the hint red instead of repeating it. */
  hint?: string
  className?: string
  /** The control, spread with the ids and states it must carry. */
  children: (control: ControlProps) => ReactNode
}

/**
 * One form field: the visible label, the control, an optional hint and the message of what is
 * wrong, tied together for assistive technology (the label names the control; the hint and the
 * message describe it; aria-invalid marks it). Any form of the site composes these.
 */
export function Field({ id, label, error, hint, className, children }: Props) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const message = error && error !== hint ? error : undefined
  const describedBy = [hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={`mt-1.5 text-sm ${error === hint ? 'font-semibold text-brand-dark' : 'text-muted'}`}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={message} />
    </div>
  )
}

/** The message under a control, when there is one. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-brand-dark">
      {message}
    </p>
  )
}
