type Props = {
  /** The heading's id, for a section's aria-labelledby or an in-page link. */
  id?: string
  title: string
  /** A short line above the title, e.g. 'Vida universitaria'. */
  eyebrow?: string
  intro?: string
  align?: 'left' | 'center'
  level?: 1 | 2 | 3
  /** 'section' for a page's sections, 'list' for a list's own heading beside a sidebar (a closer rule). */
  size?: 'section' | 'list'
  /**
   * The heading takes the focus when its list changes page (components/sitca/ScrollToList): it
   * can be focused by script, and stops below the fixed header when scrolled to.
   */
  focusTarget?: boolean
  className?: string
}

/** One size per level on every page (site.css, the type scale); `size` only spaces the rule. */
const sizes = { 1: 'type-h1', 2: 'type-h2', 3: 'type-h3' } as const

/** The brand's red rule under a heading: the one mark every section title carries. */
export function BrandRule({ className = 'mt-4 w-16' }: { className?: string }) {
  return <span aria-hidden="true" className={`block h-1 rounded-full bg-brand ${className}`} />
}

/** One look for section titles across pages: optional eyebrow, the heading with a red rule, an intro. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = 'left',
  level = 2,
  size = 'section',
  focusTarget = false,
  className = 'mb-8 md:mb-10 max-w-3xl',
}: Props) {
  const Heading = `h${level}` as const
  const centered = align === 'center'
  return (
    <header className={`${className} ${centered ? 'mx-auto text-center' : ''}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
      <Heading
        id={id}
        tabIndex={focusTarget ? -1 : undefined}
        className={`font-extrabold tracking-tight text-balance text-ink ${sizes[level]} ${focusTarget ? 'scroll-mt-28 outline-none' : ''}`}
      >
        {title}
      </Heading>
      <BrandRule className={`${size === 'list' ? 'mt-3' : 'mt-4'} w-16 ${centered ? 'mx-auto' : ''}`} />
      {intro && <p className="mt-4 text-lg leading-relaxed text-muted text-pretty">{intro}</p>}
    </header>
  )
}
