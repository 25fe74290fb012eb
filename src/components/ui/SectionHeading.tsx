type Props = {
  /** The heading's id, for a section's aria-labelledby or an in-page link. */
  id?: string
  title: string
  /** A short line above the title, e.g. 'Vida universitaria'. */
  eyebrow?: string
  intro?: string
  align?: 'left' | 'center'
  level?: 2 | 3
}

/** One look for section titles across pages: optional eyebrow, the heading with a red rule, an intro. */
export function SectionHeading({ id, title, eyebrow, intro, align = 'left', level = 2 }: Props) {
  const Heading = `h${level}` as const
  const centered = align === 'center'
  return (
    <header className={`mb-8 md:mb-10 ${centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
      <Heading
        id={id}
        className={`font-extrabold leading-tight tracking-tight text-balance text-ink ${
          level === 2 ? 'text-2xl md:text-4xl' : 'text-xl md:text-2xl'
        }`}
      >
        {title}
      </Heading>
      <span aria-hidden="true" className={`mt-4 block h-1 w-16 rounded-full bg-brand ${centered ? 'mx-auto' : ''}`} />
      {intro && <p className="mt-4 text-lg leading-relaxed text-muted text-pretty">{intro}</p>}
    </header>
  )
}
