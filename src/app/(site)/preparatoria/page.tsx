import type { Metadata } from 'next'
import { ProgrammeCard } from '@/components/programmes/ProgrammeCard'
import { CharacteristicTabs } from '@/components/programmes/CharacteristicTabs'
import { ContactSection } from '@/components/contact/ContactSection'
import { ListIntro } from '@/components/programmes/ListIntro'
import { StudyPlanCarousel } from '@/components/programmes/StudyPlanCarousel'
import { JsonLd } from '@/components/seo/JsonLd'
import { ExternalButton } from '@/components/ui/Callout'
import { CardGrid } from '@/components/ui/CardGrid'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { ScrollButton } from '@/components/ui/ScrollButton.client'
import { Section } from '@/components/ui/Section'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { preparatoriaPage as page } from '@/copy/preparatoria'
import { listBachillerato } from '@/data/programmes'
import { getSettings } from '@/data/site'
import { env } from '@/env'
import { paragraphsPerLine } from '@/lib/paragraphs'
import { askHref } from '@/lib/offer'
import { principalCharacteristic, programmeAnchor, programmeSummary, rvoeLabel } from '@/lib/programmes'
import { courseJsonLd } from '@/lib/structuredData'
import { ogSize, pageMetadata } from '@/lib/seo'
import { noContent } from '@/copy/shared'

export const metadata: Metadata = pageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
  // The bachillerato programmes have no pages of their own: this card stands for all of them.
  image: { url: '/og/preparatoria.png', ...ogSize, alt: `${page.title}: preparatoria general y bachillerato tecnológico` },
})

/**
 * /preparatoria (spec §2.5): introduction, the 'Oferta Académica' grid leading to each
 * programme's section, admissions, one section per programme (banner, subtitle, description,
 * characteristics as tabs, the study-plan carousel), the contact form and 'Volver al Inicio'.
 */
export default async function PreparatoriaPage() {
  const [programmes, settings] = await Promise.all([listBachillerato(), getSettings()])
  const sections = programmes.map((p) => {
    const description = principalCharacteristic(p.caracteristicas)
    return {
      ...p,
      anchor: programmeAnchor(p.titulo),
      description: description ? paragraphsPerLine(description.descripcion) : [],
      tabs: p.caracteristicas.filter((c) => c !== description),
    }
  })

  return (
    <>
      {sections.map((p) => (
        <JsonLd
          key={p.id}
          data={courseJsonLd({
            siteUrl: env.siteUrl,
            path: `${page.path}#${p.anchor}`,
            name: p.titulo,
            description: programmeSummary(p),
            image: p.path_imagen,
          })}
        />
      ))}
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} />
      <ListIntro
        id="preparatoria-intro"
        eyebrow={page.eyebrow}
        heading={page.heading}
        paragraphs={page.intro}
        highlights={page.highlights}
      />

      <Section id="oferta-academica" title={page.offerHeading} intro={page.offerIntro}>
        <CardGrid items={sections} empty={noContent} className="gap-6 sm:grid-cols-2">
          {(p) => (
            <li key={p.id}>
              <a
                href={`#${p.anchor}`}
                className="group relative flex aspect-[4/3] items-end overflow-hidden rounded-xl bg-brand-darker shadow-card transition-shadow duration-200 ease-calm hover:shadow-card-hover sm:aspect-video"
              >
                <SiteImage
                  src={p.path_imagen}
                  alt=""
                  sizes="(min-width: 1280px) 610px, (min-width: 640px) 50vw, 100vw"
                  className="card-zoom"
                />
                <span aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-ink/90 via-ink/40 to-transparent" />
                <span className="on-dark relative p-5 text-xl font-bold leading-snug text-white text-balance md:text-2xl">{p.titulo}</span>
              </a>
            </li>
          )}
        </CardGrid>
      </Section>

      <Section id="admisiones" tone="warm" className="grid items-center gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <picture className="block overflow-hidden rounded-2xl shadow-card">
          <source
            media="(min-width: 768px)"
            srcSet={page.admissions.desktop.src}
            width={page.admissions.desktop.width}
            height={page.admissions.desktop.height}
          />
          <img
            src={page.admissions.mobile.src}
            width={page.admissions.mobile.width}
            height={page.admissions.mobile.height}
            alt={page.admissions.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </picture>
        <div>
          <SectionHeading id="admisiones" title={page.admissions.heading} />
          <p className="-mt-2 max-w-prose text-lg leading-relaxed text-muted text-pretty">{page.admissions.text}</p>
          {settings.url_inscripcion_preparatoria && (
            <ExternalButton href={settings.url_inscripcion_preparatoria} className="mt-6">
              {page.admissions.cta}
            </ExternalButton>
          )}
        </div>
      </Section>

      {sections.map((p) => {
        const titleId = `${p.anchor}-titulo`
        return (
          <section key={p.id} id={p.anchor} aria-labelledby={titleId} className="scroll-mt-24 border-t border-brand/10">
            <div className="bg-brand-darker">
              {p.path_banner && (
                <div className="relative mx-auto aspect-[8/3] max-w-[1600px]">
                  <SiteImage src={p.path_banner} sizes="(min-width: 1600px) 1600px, 100vw" />
                </div>
              )}
              <div className="on-dark bg-linear-to-r from-brand-darker via-brand-dark to-brand text-white">
                <div className="container-page py-8">
                  <h2 id={titleId} className="type-h2 font-extrabold tracking-tight text-balance">
                    {p.titulo}
                  </h2>
                </div>
              </div>
            </div>
            {/* As on a licenciatura's page (issue 38.4): the programme at a glance and the ways to ask about it,
                right under the title on a phone, beside the content from lg (sticky while it scrolls); its
                «Solicita información» opens the form below with this programme chosen. */}
            <div className="container-page section-space grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
              <ProgrammeCard
                title={p.titulo}
                facts={p.rvoe ? [rvoeLabel(p.rvoe)] : []}
                offer={p.oferta}
                askHref={askHref({ url: `${page.path}#${p.anchor}` }) ?? '#contacto'}
                className="lg:sticky lg:top-28 lg:z-10 lg:col-start-2 lg:row-start-1"
              />
              <div className="min-w-0 lg:col-start-1 lg:row-start-1">
                {p.subtitulo && (
                  <p className="max-w-prose text-lg font-semibold leading-relaxed text-ink text-pretty md:text-xl">{p.subtitulo}</p>
                )}
                {p.description.length > 0 && (
                  <div className={`${p.subtitulo ? 'mt-6' : ''} max-w-prose space-y-4 leading-relaxed text-muted`}>
                    <h3 className="sr-only">{page.descriptionHeading}</h3>
                    {p.description.map((paragraph, i) => (
                      <p key={i}>{paragraph}</p>
                    ))}
                  </div>
                )}
                <div className="mt-10">
                  <CharacteristicTabs label={page.characteristicsLabel(p.titulo)} characteristics={p.tabs} idPrefix={`${p.anchor}-`} />
                </div>
                <div className="mt-12">
                  <h3 className="type-h3 mb-6 font-extrabold tracking-tight text-ink">{page.studyPlanHeading}</h3>
                  <StudyPlanCarousel
                    label={`${page.studyPlanHeading} de ${p.titulo}`}
                    periodType={p.tipo_periodo}
                    subjects={p.plan_estudios}
                  />
                </div>
              </div>
            </div>
          </section>
        )
      })}

      <ContactSection title={page.contactTitle} aside={<ContactBlock />} />
      <ScrollButton label={page.backToTop} />
    </>
  )
}
