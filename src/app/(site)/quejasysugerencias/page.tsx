import { Lightbulb, Lock, MessageSquareWarning, type IconComponent } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { ExternalButton, Note } from '@/components/ui/Callout'
import { FeatureCard, IconBadge } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { Prose, Section } from '@/components/ui/Section'
import { quejasPage as page } from '@/copy/quejas'
import { getSettings } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const icons: IconComponent[] = [MessageSquareWarning, Lightbulb]

/**
 * /quejasysugerencias (spec §2.23): what the mailbox is for, one button to each external
 * support-desk form (complaint, suggestion) opening in a new tab, and the confidentiality note.
 */
export default async function QuejasPage() {
  const s = await getSettings()
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} />

      <Section id="buzon" title={page.heading}>
        <Prose paragraphs={page.paragraphs} tone="muted" />

        <CardGrid items={page.options} className="mt-10 gap-6 md:grid-cols-2">
          {(option, i) => {
            const href = s[option.key]
            return (
              <FeatureCard
                key={option.key}
                tone="warm"
                size="lg"
                badge={<IconBadge icon={icons[i % icons.length]!} />}
                title={option.title}
                text={option.text}
                action={
                  href && (
                    <ExternalButton href={href} className="mt-6 justify-self-start">
                      {option.cta}
                    </ExternalButton>
                  )
                }
              />
            )
          }}
        </CardGrid>

        <Note className="mt-10 bg-brand-50">
          <section aria-labelledby="confidencialidad" className="flex gap-4">
            <Lock aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-dark" />
            <div>
              <h3 id="confidencialidad" className="type-h3 font-extrabold text-brand-darker">
                {page.confidentiality.heading}
              </h3>
              <p className="mt-2 max-w-prose leading-relaxed text-ink">{page.confidentiality.text}</p>
            </div>
          </section>
        </Note>
      </Section>
    </>
  )
}
