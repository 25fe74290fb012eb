import type { ReactNode } from 'react'

type HeadingProps = { id: string; title: string; intro?: string; className?: string }

/** The home page's section title: smaller than the inner pages' (the home is a stack of short bands). */
export function HomeHeading({ id, title, intro, className = 'mb-8' }: HeadingProps) {
  const heading = (
    <h2 id={id} className={`type-h2 font-extrabold text-ink ${intro ? '' : className}`}>
      {title}
    </h2>
  )
  if (!intro) return heading
  return (
    <div className={`${className} max-w-3xl`}>
      {heading}
      <p className="mt-3 text-muted">{intro}</p>
    </div>
  )
}

type SectionProps = HeadingProps & { tone?: 'plain' | 'warm'; children: ReactNode }

/** A band of the home page labelled by its title, in the page's column; all start below the first screen. */
export function HomeSection({ tone = 'plain', children, ...heading }: SectionProps) {
  return (
    <section aria-labelledby={heading.id} className={`below-fold section-space ${tone === 'warm' ? 'bg-surface-warm' : ''}`}>
      <div className="container-page">
        <HomeHeading {...heading} />
        {children}
      </div>
    </section>
  )
}
