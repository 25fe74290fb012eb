import type { ReactNode } from 'react'
import { SectionHeading } from './SectionHeading'

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string
  /** The heading's text; without it the section is labelled by a heading its children hold (with this id). */
  title?: string
  eyebrow?: string
  intro?: string
  align?: 'left' | 'center'
  /** Sections alternate white and the warm grey (VISUAL.md "surface"). */
  tone?: 'plain' | 'warm'
  /** Extra classes of the inner column, e.g. a two-column grid. */
  className?: string
  children: ReactNode
}

/**
 * A band of a page: the section landmark labelled by its heading, the spacing between bands, the
 * page's column, the heading with the brand rule, then the content. Every public page is a
 * stack of these.
 */
export function Section({ id, title, eyebrow, intro, align, tone = 'plain', className = '', children }: Props) {
  return (
    <section aria-labelledby={id} className={`section-space ${tone === 'warm' ? 'bg-surface-warm' : ''}`}>
      <div className={`container-page ${className}`}>
        {title && <SectionHeading id={id} title={title} eyebrow={eyebrow} intro={intro} align={align} />}
        {children}
      </div>
    </section>
  )
}

/** Paragraphs of running text at a readable measure. `tone` picks body ink or the muted grey of an introduction. */
export function Prose({
  paragraphs,
  tone = 'ink',
  className = '',
}: {
  paragraphs: readonly string[]
  tone?: 'ink' | 'muted'
  className?: string
}) {
  return (
    <div className={`max-w-prose space-y-4 text-lg leading-relaxed text-pretty ${tone === 'ink' ? 'text-ink' : 'text-muted'} ${className}`}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  )
}

type IntroProps = {
  id: string
  eyebrow?: string
  title: string
  paragraphs: readonly string[]
  tone?: 'ink' | 'muted'
  /** Under the text, in its column. */
  children?: ReactNode
  /** The narrower column beside the text on wide screens (a contact panel, a list of focus points). */
  aside: ReactNode
}

/** A page's opening band: heading and text in the wide column, something to act on or scan beside it. */
export function IntroSection({ id, eyebrow, title, paragraphs, tone = 'muted', children, aside }: IntroProps) {
  return (
    <Section id={id} className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
      <div>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        <Prose paragraphs={paragraphs} tone={tone} />
        {children}
      </div>
      {aside}
    </Section>
  )
}
