import { Check } from '@/components/ui/icons'
import { Prose } from '@/components/ui/Section'
import { BrandRule } from '@/components/ui/SectionHeading'

type Props = {
  id: string
  eyebrow?: string
  heading: string
  paragraphs: readonly string[]
  /** Short selling points shown as a checklist. */
  highlights?: readonly string[]
}

/** The introduction under a programme list's banner: heading, text and an optional checklist. */
export function ListIntro({ id, eyebrow, heading, paragraphs, highlights }: Props) {
  return (
    <section aria-labelledby={id} className="section-space bg-surface-warm">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
        <div>
          {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
          <h2 id={id} className="type-h2 font-extrabold tracking-tight text-ink text-balance">
            {heading}
          </h2>
          <BrandRule />
          <Prose paragraphs={paragraphs} tone="muted" className="mt-6" />
        </div>
        {highlights && highlights.length > 0 && (
          <ul className="grid gap-4 rounded-2xl bg-surface p-6 shadow-card md:p-8">
            {highlights.map((h) => (
              <li key={h} className="flex items-start gap-3 font-semibold text-ink">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-white">
                  <Check aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-1">{h}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
