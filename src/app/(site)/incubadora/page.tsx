import { ContactLinks } from '@/components/ui/ContactLinks'
import { CircleCheck, Lightbulb, Rocket } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { Callout } from '@/components/ui/Callout'
import { FeatureCard, StepBadge } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { IconList } from '@/components/ui/IconList'
import { Prose, Section } from '@/components/ui/Section'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { incubatorPage as page } from '@/copy/incubadora'
import { getInstitutional } from '@/data/institutional'
import { getSettings } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/**
 * /incubadora (spec §2.15): what the business incubator is and how it operates — its phases,
 * services and who may apply, all editable in «Contenido institucional» — and a call to get in
 * touch through the site's contacts.
 */
export default async function IncubatorPage() {
  const [c, s] = await Promise.all([getInstitutional(), getSettings()])
  const lists = [
    { id: 'incubadora-servicios', title: page.services.heading, items: c.incubadora_servicios, icon: Lightbulb },
    { id: 'incubadora-requisitos', title: page.requirements.heading, items: c.incubadora_requisitos, icon: CircleCheck },
  ].filter((list) => list.items.length > 0)
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <Section id="incubadora-que-es" className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="incubadora-que-es" eyebrow={page.what.eyebrow} title={page.what.heading} />
          <Prose paragraphs={c.incubadora_que_es} />
        </div>
        <div>
          <SectionHeading id="incubadora-como-opera" eyebrow={page.how.eyebrow} title={page.how.heading} />
          <Prose paragraphs={c.incubadora_como_opera} tone="muted" />
        </div>
      </Section>

      {c.incubadora_fases.length > 0 && (
        <Section id="incubadora-fases" title={page.phases.heading} tone="warm">
          <CardGrid items={c.incubadora_fases} as="ol" className="gap-6 md:grid-cols-2 xl:grid-cols-4">
            {(f, i) => (
              <FeatureCard
                key={f.titulo}
                badge={<StepBadge n={i + 1} />}
                title={
                  <>
                    <span className="sr-only">Fase {i + 1}: </span>
                    {f.titulo}
                  </>
                }
                text={f.descripcion}
              />
            )}
          </CardGrid>
        </Section>
      )}

      <section aria-label="Servicios y requisitos" className="section-space">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          {lists.map(({ id, title, items, icon }) => (
            <section key={id} aria-labelledby={id}>
              <SectionHeading id={id} title={title} />
              <IconList items={items} icon={icon} className="grid gap-3 text-lg" />
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="incubadora-contacto" className="section-space pt-0 md:pt-0">
        <div className="container-page">
          <Callout
            as="div"
            id="incubadora-contacto"
            title={page.cta.heading}
            text={page.cta.text}
            lead={<Rocket aria-hidden="true" className="mb-4 size-10" />}
            className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center"
          >
            <ContactLinks
              tone="light"
              size="lg"
              phone={s.telefono}
              whatsapp={{ number: s.whatsapp, message: s.mensaje_whatsapp ?? '', text: 'Escríbenos por WhatsApp' }}
              email={{ address: s.correo_admisiones, subject: 'Incubadora de Empresas UGC' }}
            />
          </Callout>
        </div>
      </section>
    </>
  )
}
