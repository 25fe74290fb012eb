import { Brain, Check, MessageCircle, Phone, Salad, Scale, type IconComponent } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'
import { IconBadge, StepBadge } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { IconList } from '@/components/ui/IconList'
import { Prose, Section } from '@/components/ui/Section'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { circulosPage as page } from '@/copy/circulos'
import { whatsappLink } from '@/copy/menu'
import { getSettings } from '@/data/site'
import { telHref } from '@/lib/phone'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const icons: Record<(typeof page.areas)[number]['id'], IconComponent> = { psicologia: Brain, nutricion: Salad, juridica: Scale }

/**
 * /circulos, Círculos UGC (spec §2.9): the banner, what the programme is, the three service
 * areas (psychology, nutrition, legal advice) each with its description and topics, and how to
 * ask for an appointment.
 */
export default async function CirculosPage() {
  const s = await getSettings()
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <Section id="circulos-intro" eyebrow={page.intro.eyebrow} title={page.intro.heading}>
        <Prose paragraphs={page.intro.paragraphs} tone="muted" />
      </Section>

      <Section id="circulos-areas" title={page.areasHeading} intro={page.areasIntro} tone="warm">
        <CardGrid items={page.areas} className="gap-6 lg:grid-cols-3">
          {(area) => (
            <li key={area.id} id={area.id} className="flex scroll-mt-32 flex-col rounded-2xl bg-surface shadow-card">
              <article aria-labelledby={`area-${area.id}`} className="flex flex-1 flex-col p-6 md:p-8">
                <IconBadge icon={icons[area.id]} size="lg" />
                <h3 id={`area-${area.id}`} className="type-h3 mt-5 font-extrabold text-ink">
                  {area.title}
                </h3>
                <p className="mt-3 leading-relaxed text-muted">{area.description}</p>
                <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-dark">{page.topicsLabel}</p>
                <IconList items={area.topics} icon={Check} label={`${page.topicsLabel}: ${area.title}`} className="mt-3 grid gap-2" />
              </article>
            </li>
          )}
        </CardGrid>
      </Section>

      <Section id="circulos-cita" className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="circulos-cita" title={page.howTo.heading} />
          <ol className="grid gap-5">
            {page.howTo.steps.map((step, i) => (
              <li key={step} className="flex gap-4">
                <StepBadge n={i + 1} className="size-10" />
                <p className="pt-1.5 leading-relaxed text-ink">{step}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 md:p-8">
          {s.telefono && (
            <a
              href={telHref(s.telefono)}
              className="inline-flex min-h-11 items-center gap-3 text-lg font-semibold text-brand-darker hover:underline"
            >
              <Phone aria-hidden="true" className="size-5" />
              <span className="sr-only">Teléfono: </span>
              {s.telefono}
            </a>
          )}
          {s.whatsapp && (
            <a href={whatsappLink(s.whatsapp, page.howTo.whatsappMessage)} {...newTabProps} className="btn btn-primary self-start">
              <MessageCircle aria-hidden="true" className="size-5" />
              Agenda por WhatsApp
              <NewTabHint />
            </a>
          )}
        </div>
      </Section>
    </>
  )
}
