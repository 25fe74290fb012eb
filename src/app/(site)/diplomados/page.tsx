import { CalendarRange, Clock, Layers, MonitorSmartphone, RefreshCw, Users, type LucideIcon } from 'lucide-react'
import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { ListIntro } from '@/components/programmes/ListIntro'
import { ProgrammeCards } from '@/components/programmes/ProgrammeCards'
import { JsonLd } from '@/components/seo/JsonLd'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { type DiplomadoFactIcon, diplomadosPage as page } from '@/copy/diplomados'
import { listProgrammeCards } from '@/data/programmes'
import { env } from '@/env'
import { itemListJsonLd } from '@/lib/structuredData'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const icons: Record<DiplomadoFactIcon, LucideIcon> = {
  modality: MonitorSmartphone,
  cycle: RefreshCw,
  modules: Layers,
  hours: Clock,
  duration: CalendarRange,
  sessions: Users,
}

/** The diplomados (spec §2.7): banner, how they are taught, the cards and the contact form. */
export default async function DiplomadosPage() {
  const cards = await listProgrammeCards('DIP')
  return (
    <>
      <JsonLd
        data={itemListJsonLd({
          siteUrl: env.siteUrl,
          name: page.gridHeading,
          items: cards.map((c) => ({ name: c.titulo, path: `${page.path}/${c.slug}` })),
        })}
      />
      {/* §2.10: the banner's default title on this route is 'Diplomados'. */}
      <HeroBanner path={page.path} subtitle={page.heroSubtitle} />
      <ListIntro id="diplomados-intro" eyebrow={page.eyebrow} heading={page.heading} paragraphs={page.intro} />
      <section aria-labelledby="diplomados-formato" className="bg-surface-warm pb-12 md:pb-20">
        <div className="container-page">
          <h2 id="diplomados-formato" className="sr-only">
            Cómo son nuestros diplomados
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.facts.map((fact) => {
              const Icon = icons[fact.icon]
              return (
                <div key={fact.title} className="relative rounded-xl bg-surface p-5 pl-21 shadow-card">
                  <dt className="text-sm font-semibold uppercase tracking-wider text-brand-dark">
                    <span className="absolute top-5 left-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    {fact.title}
                  </dt>
                  <dd className="mt-1 text-lg font-semibold leading-snug text-ink">{fact.text}</dd>
                </div>
              )
            })}
          </dl>
        </div>
      </section>
      <section aria-labelledby="diplomados-lista" className="section-space">
        <div className="container-page">
          <SectionHeading id="diplomados-lista" title={page.gridHeading} />
          <ProgrammeCards items={cards} basePath={page.path} cta={page.cardCta} />
        </div>
      </section>
      <ContactSection aside={<ContactBlock />} />
    </>
  )
}
