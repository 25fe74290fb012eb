import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { ListIntro } from '@/components/programmes/ListIntro'
import { ProgrammeCards } from '@/components/programmes/ProgrammeCards'
import { JsonLd } from '@/components/seo/JsonLd'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { licenciaturasPage as page } from '@/copy/licenciaturas'
import { listProgrammeCards } from '@/data/programmes'
import { env } from '@/env'
import { itemListJsonLd } from '@/lib/structuredData'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/** The licenciaturas (spec §2.6): banner, introduction, the cards and the contact form. */
export default async function LicenciaturasPage() {
  const cards = await listProgrammeCards('LIC')
  return (
    <>
      <JsonLd
        data={itemListJsonLd({
          siteUrl: env.siteUrl,
          name: page.gridHeading,
          items: cards.map((c) => ({ name: c.titulo, path: `${page.path}/${c.slug}` })),
        })}
      />
      {/* §2.10: this route's banner keeps the default title. */}
      <HeroBanner path={page.path} subtitle={page.heroSubtitle} />
      <ListIntro id="licenciaturas-intro" eyebrow={page.eyebrow} heading={page.heading} paragraphs={page.intro} highlights={page.highlights} />
      <section aria-labelledby="licenciaturas-lista" className="section-space">
        <div className="container-page">
          <SectionHeading id="licenciaturas-lista" title={page.gridHeading} />
          <ProgrammeCards items={cards} basePath={page.path} cta={page.cardCta} />
        </div>
      </section>
      <ContactSection aside={<ContactBlock />} />
    </>
  )
}
