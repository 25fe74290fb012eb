import { ContactLinks } from '@/components/ui/ContactLinks'
import { Award, Clock, GraduationCap, Sparkles, type IconComponent } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { Callout, ExternalButton, Note } from '@/components/ui/Callout'
import { FeatureCard, IconBadge } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { IntroSection, Section } from '@/components/ui/Section'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { StepPath } from '@/components/ui/StepPath'
import { idiomasPage as page } from '@/copy/idiomas'
import { getSettings } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const benefitIcons: IconComponent[] = [Sparkles, Clock, Award]

/**
 * /ugcidiomas, the language centre (spec §2.14): banner, introduction, objective, contact block,
 * the five languages, the learning-path infographic, three benefit groups, customer service and
 * the free English placement exam.
 */
export default async function IdiomasPage() {
  const s = await getSettings()
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <IntroSection
        id="idiomas-intro"
        eyebrow={page.intro.eyebrow}
        title={page.intro.heading}
        paragraphs={page.intro.paragraphs}
        aside={<ContactBlock className="lg:self-start" />}
      >
        <Note className="mt-10 bg-surface-warm">
          <section aria-labelledby="idiomas-objetivo">
            <h3 id="idiomas-objetivo" className="type-h3 flex items-center gap-3 font-extrabold text-ink">
              <GraduationCap aria-hidden="true" className="size-7 text-brand" />
              {page.objective.heading}
            </h3>
            <p className="mt-3 max-w-prose leading-relaxed text-ink">{page.objective.text}</p>
          </section>
        </Note>
      </IntroSection>

      <Section id="idiomas-lista" title={page.languages.heading} intro={page.languages.intro} tone="warm">
        <CardGrid items={page.languages.items} className="gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {(l) => (
            <FeatureCard
              key={l.name}
              badge={
                <p lang={l.lang} className="text-3xl font-extrabold text-brand">
                  {l.greeting}
                </p>
              }
              title={l.name}
              text={l.text}
            />
          )}
        </CardGrid>
      </Section>

      <Section id="idiomas-ruta" title={page.infographic.heading} intro={page.infographic.intro}>
        {/* The infographic: the five levels as steps of one path. */}
        <StepPath
          steps={page.infographic.steps.map((step) => ({
            mark: step.level,
            spoken: `Nivel ${step.level}: `,
            title: step.title,
            text: step.text,
          }))}
        />
      </Section>

      <Section id="idiomas-beneficios" title={page.benefits.heading} tone="warm">
        <div className="grid gap-6 md:grid-cols-3">
          {page.benefits.groups.map((group, i) => (
            <section key={group.title} aria-labelledby={`beneficio-${i}`} className="rounded-xl bg-surface p-6 shadow-card">
              <h3 id={`beneficio-${i}`} className="type-h3 flex items-center gap-3 font-bold text-ink">
                <IconBadge icon={benefitIcons[i % benefitIcons.length]!} size="sm" />
                {group.title}
              </h3>
              <ul className="mt-4 grid gap-2">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-3 text-ink">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section id="idiomas-atencion" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <SectionHeading id="idiomas-atencion" title={page.service.heading} intro={page.service.text} />
          <dl className="grid gap-3">
            {page.service.hours.map((h) => (
              <div key={h.days} className="flex flex-wrap gap-x-3">
                <dt className="font-semibold text-ink">{h.days}</dt>
                <dd className="text-muted">{h.time}</dd>
              </div>
            ))}
          </dl>
          <ContactLinks
            className="mt-6 grid gap-3"
            phone={s.telefono}
            whatsapp={{ number: s.whatsapp, message: s.mensaje_whatsapp ?? '', text: 'Escríbenos por WhatsApp' }}
            email={{ address: s.correo_admisiones }}
          />
        </div>

        <Callout
          id="idiomas-examen"
          title={page.exam.heading}
          text={page.exam.text}
          lead={<p className="mb-2 text-sm font-semibold uppercase tracking-wider text-white/85">Sin costo</p>}
          className="flex flex-col justify-center"
        >
          {s.url_examen_ingles && (
            <ExternalButton href={s.url_examen_ingles} look="light" className="mt-6 self-start">
              {page.exam.cta}
            </ExternalButton>
          )}
        </Callout>
      </Section>
    </>
  )
}
