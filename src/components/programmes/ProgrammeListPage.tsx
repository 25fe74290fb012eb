import type { ReactNode } from 'react'
import { ContactSection } from '@/components/contact/ContactSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { Section } from '@/components/ui/Section'
import { listProgrammeCards } from '@/data/programmes'
import { env } from '@/env'
import { itemListJsonLd } from '@/lib/structuredData'
import { ListIntro } from './ListIntro'
import { ProgrammeCards } from './ProgrammeCards'

type Props = {
  tipo: 'LIC' | 'DIP'
  /** The ids of the page's landmarks start with it ('licenciaturas-intro', 'licenciaturas-lista'). */
  name: string
  page: {
    path: string
    heroSubtitle: string
    eyebrow: string
    heading: string
    intro: readonly string[]
    highlights?: readonly string[]
    gridHeading: string
    cardCta: string
  }
  /** Bands between the introduction and the list (the diplomados' format). */
  children?: ReactNode
}

/**
 * A page listing one kind of programme (spec §2.6, §2.7): banner (its default title, §2.10),
 * introduction, the cards linking to each programme, the contact form.
 */
export async function ProgrammeListPage({ tipo, name, page, children }: Props) {
  const cards = await listProgrammeCards(tipo)
  return (
    <>
      <JsonLd
        data={itemListJsonLd({
          siteUrl: env.siteUrl,
          name: page.gridHeading,
          items: cards.map((c) => ({ name: c.titulo, path: `${page.path}/${c.slug}` })),
        })}
      />
      <HeroBanner path={page.path} subtitle={page.heroSubtitle} />
      <ListIntro id={`${name}-intro`} eyebrow={page.eyebrow} heading={page.heading} paragraphs={page.intro} highlights={page.highlights} />
      {children}
      <Section id={`${name}-lista`} title={page.gridHeading}>
        <ProgrammeCards items={cards} basePath={page.path} cta={page.cardCta} />
      </Section>
      <ContactSection aside={<ContactBlock />} />
    </>
  )
}
