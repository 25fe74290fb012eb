import type { ReactNode } from 'react'

export type PathStep = {
  /** What the disc shows: a step's number, a level's name. */
  mark: ReactNode
  title: string
  text: string
  /** Read before the title by screen readers in place of the disc: «Paso 2: ». */
  spoken?: string
}

/**
 * An infographic as HTML: the steps of one path, down the page on a phone and across from lg,
 * joined by a line. Its words stay text at every width (no picture with letters in it).
 */
export function StepPath({ steps, label }: { steps: readonly PathStep[]; label?: string }) {
  return (
    // The path line is a pseudo-element: a list may hold only its items.
    <ol
      aria-label={label}
      data-step-path=""
      className="relative grid gap-6 before:absolute before:top-0 before:bottom-0 before:left-7 before:w-1 before:rounded-full before:bg-brand-50 lg:grid-cols-5 lg:gap-4 lg:before:top-7 lg:before:right-0 lg:before:bottom-auto lg:before:left-0 lg:before:h-1 lg:before:w-auto"
    >
      {steps.map((step) => (
        <li key={step.title} className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
          <span
            aria-hidden={step.spoken ? true : undefined}
            className="on-dark relative flex size-14 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand to-brand-darker text-lg font-extrabold text-white shadow-card"
          >
            {step.mark}
          </span>
          <div>
            <h3 className="type-h3 font-bold text-ink">
              {step.spoken && <span className="sr-only">{step.spoken}</span>}
              {step.title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
