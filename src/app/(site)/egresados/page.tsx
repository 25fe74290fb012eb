import { ContactLinks } from '@/components/ui/ContactLinks'
import { ArrowRight, BriefcaseBusiness, Check, FileText, MapPin } from '@/components/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { ExternalButton } from '@/components/ui/Callout'
import { IconBadge, PersonCard } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { IconList } from '@/components/ui/IconList'
import { Prose, Section } from '@/components/ui/Section'
import { SiteImage } from '@/components/ui/SiteImage'
import { egresadosPage as page } from '@/copy/egresados'
import { listBenefits, listSuccessStories } from '@/data/graduates'
import { getSettings } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/**
 * /egresados (spec §2.16): Titulación (the ten options, the requirement, the documents and the
 * titulación contacts), Toma de Protesta, Casos de Éxito with the link to /casosdeexito,
 * Bolsa de Trabajo and the Beneficios ExaUGC discount cards.
 */
export default async function EgresadosPage() {
  const [s, stories, benefits] = await Promise.all([getSettings(), listSuccessStories(), listBenefits()])
  const t = page.titulacion
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <Section id="titulacion" eyebrow={t.eyebrow} title={t.heading} intro={t.intro}>
        <CardGrid items={t.options} as="ol" label="Las diez opciones de titulación" className="gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {(option, i) => (
            <li key={option.title} className="card-parts-3 rounded-xl border border-ink/10 bg-surface p-5 shadow-card">
              <span aria-hidden="true" className="text-3xl font-extrabold text-brand">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="type-h3 mt-2 font-bold text-ink">{option.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{option.text}</p>
            </li>
          )}
        </CardGrid>

        <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="titulacion-requisitos" className="rounded-2xl bg-surface-warm p-6 md:p-8">
            <h3 id="titulacion-requisitos" className="type-h3 font-extrabold text-ink">
              {t.requirementsHeading}
            </h3>
            <p className="mt-3 flex gap-3 font-semibold text-ink">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
              {t.requirement}
            </p>
            <h4 id="titulacion-documentos" className="type-h4 mt-6 font-bold text-ink">
              {t.documentsHeading}
            </h4>
            <p className="mt-1 text-muted">{t.documentsIntro}</p>
            <IconList items={t.documents} icon={FileText} labelledBy="titulacion-documentos" className="mt-4 grid gap-2 sm:grid-cols-2" />
          </section>

          <section
            aria-labelledby="titulacion-contacto"
            className="on-dark flex flex-col rounded-2xl bg-linear-to-br from-brand to-brand-dark p-6 text-white shadow-card md:p-8"
          >
            <h3 id="titulacion-contacto" className="type-h3 font-extrabold">
              {t.contactHeading}
            </h3>
            <p className="mt-3 leading-relaxed">{t.contactText}</p>
            <ContactLinks
              className="mt-6 grid gap-3"
              tone="light"
              whatsapp={{ number: s.whatsapp_titulacion, message: t.whatsappMessage }}
              email={{ address: s.correo_titulacion }}
              labels={{ whatsapp: t.whatsappLabel, email: t.emailLabel }}
            />
          </section>
        </div>
      </Section>

      <Section id="toma-protesta" title={page.protesta.heading} tone="warm">
        <Prose paragraphs={page.protesta.paragraphs} />
      </Section>

      <Section id="casos-exito" title={page.casos.heading} intro={page.casos.intro}>
        <CardGrid items={stories} empty={page.beneficios.empty} className="grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 xl:grid-cols-6">
          {(story) => (
            <PersonCard
              key={story.id}
              image={story.path_imagen}
              sizes="(min-width: 1280px) 200px, (min-width: 768px) 33vw, 50vw"
              name={story.titulo}
            >
              <p className="mt-1 text-sm text-muted">
                {page.casos.egresadoDe} {story.subtitulo}
              </p>
            </PersonCard>
          )}
        </CardGrid>
        <div className="mt-8 flex justify-center">
          {/* The label changes with the width (spec §2.16, §9: small screens up to 639px); the hidden span leaves the accessible name too. */}
          <Link href="/casosdeexito" className="btn btn-primary">
            <span className="sm:hidden">{page.casos.linkShort}</span>
            <span className="hidden sm:inline">{page.casos.linkLong}</span>
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </Section>

      <Section id="bolsa-trabajo" tone="warm">
        <div className="flex flex-col gap-6 rounded-2xl bg-surface p-6 shadow-card md:flex-row md:items-center md:gap-10 md:p-10">
          <IconBadge icon={BriefcaseBusiness} size="xl" />
          <div className="flex-1">
            <h2 id="bolsa-trabajo" className="type-h2 font-extrabold text-ink">
              {page.bolsa.heading}
            </h2>
            <p className="mt-3 max-w-prose leading-relaxed text-muted">{page.bolsa.text}</p>
          </div>
          {s.url_bolsa_trabajo && (
            <ExternalButton href={s.url_bolsa_trabajo} className="self-start md:self-center">
              {page.bolsa.cta}
            </ExternalButton>
          )}
        </div>
      </Section>

      <Section id="beneficios-exa" title={page.beneficios.heading} intro={page.beneficios.intro}>
        <CardGrid items={benefits} empty={page.beneficios.empty}>
          {(b) => (
            <li key={b.id} className="card-parts-4 overflow-hidden rounded-xl bg-surface shadow-card">
              <article aria-labelledby={`beneficio-${b.id}`} className="card-parts-4">
                <div className="relative aspect-video bg-brand-50">
                  <SiteImage src={b.path_imagen} sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw" />
                  <p className="on-dark absolute top-3 left-3 rounded-full bg-brand px-3 py-1 text-lg font-extrabold text-white shadow-card">
                    {b.descuento}&nbsp;% <span className="text-sm font-semibold">{page.beneficios.discountSuffix}</span>
                  </p>
                </div>
                <div className="card-parts-3 p-5">
                  <h3 id={`beneficio-${b.id}`} className="type-h3 font-bold text-ink">
                    {b.titulo}
                  </h3>
                  <p className="mt-2 leading-relaxed text-muted">{b.descripcion}</p>
                  <p className="mt-4 flex gap-2 text-sm text-ink">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                    <span>
                      <span className="sr-only">{page.beneficios.locationLabel}: </span>
                      {b.ubicacion}
                    </span>
                  </p>
                </div>
              </article>
            </li>
          )}
        </CardGrid>
      </Section>
    </>
  )
}
