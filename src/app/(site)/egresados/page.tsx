import { ContactLinks } from '@/components/ui/ContactLinks'
import { ArrowRight, BriefcaseBusiness, Check, ExternalLink, FileText, MapPin } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { egresadosPage as page } from '@/copy/egresados'
import { listBenefits, listSuccessStories } from '@/data/graduates'
import { getSettings } from '@/data/site'
import { displayPhone } from '@/lib/phone'
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

      <section aria-labelledby="titulacion" className="section-space">
        <div className="container-page">
          <SectionHeading id="titulacion" eyebrow={t.eyebrow} title={t.heading} intro={t.intro} />
          <ol aria-label="Las diez opciones de titulación" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {t.options.map((option, i) => (
              <li key={option.title} className="flex flex-col rounded-xl border border-ink/10 bg-surface p-5 shadow-card">
                <span aria-hidden="true" className="text-3xl font-extrabold text-brand">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 font-bold leading-snug text-ink">{option.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{option.text}</p>
              </li>
            ))}
          </ol>

          <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby="titulacion-requisitos" className="rounded-2xl bg-surface-warm p-6 md:p-8">
              <h3 id="titulacion-requisitos" className="text-xl font-extrabold text-ink md:text-2xl">
                {t.requirementsHeading}
              </h3>
              <p className="mt-3 flex gap-3 font-semibold text-ink">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                {t.requirement}
              </p>
              <h4 id="titulacion-documentos" className="mt-6 text-lg font-bold text-ink">
                {t.documentsHeading}
              </h4>
              <p className="mt-1 text-muted">{t.documentsIntro}</p>
              <ul aria-labelledby="titulacion-documentos" className="mt-4 grid gap-2 sm:grid-cols-2">
                {t.documents.map((doc) => (
                  <li key={doc} className="flex gap-3 text-ink">
                    <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                    <span>{doc}</span>
                  </li>
                ))}
              </ul>
            </section>

            <section
              aria-labelledby="titulacion-contacto"
              className="on-dark flex flex-col rounded-2xl bg-linear-to-br from-brand to-brand-dark p-6 text-white shadow-card md:p-8"
            >
              <h3 id="titulacion-contacto" className="text-xl font-extrabold md:text-2xl">
                {t.contactHeading}
              </h3>
              <p className="mt-3 leading-relaxed">{t.contactText}</p>
              <ContactLinks
                className="mt-6 grid gap-3"
                tone="light"
                whatsapp={{ number: s.whatsapp_titulacion, message: t.whatsappMessage, text: s.whatsapp_titulacion ? displayPhone(s.whatsapp_titulacion) : undefined }}
                email={{ address: s.correo_titulacion }}
                labels={{ whatsapp: t.whatsappLabel, email: t.emailLabel }}
              />
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="toma-protesta" className="section-space bg-surface-warm">
        <div className="container-page">
          <SectionHeading id="toma-protesta" title={page.protesta.heading} />
          <div className="max-w-prose space-y-4 text-lg leading-relaxed text-ink text-pretty">
            {page.protesta.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="casos-exito" className="section-space">
        <div className="container-page">
          <SectionHeading id="casos-exito" title={page.casos.heading} intro={page.casos.intro} />
          {stories.length === 0 ? (
            <p className="text-muted">{page.beneficios.empty}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 xl:grid-cols-6">
              {stories.map((story) => (
                <li key={story.id} className="overflow-hidden rounded-xl bg-surface shadow-card">
                  <div className="relative aspect-square bg-brand-50">
                    <SiteImage src={story.path_imagen} sizes="(min-width: 1280px) 200px, (min-width: 768px) 33vw, 50vw" />
                  </div>
                  <div className="p-4">
                    <h3 className="font-bold leading-snug text-ink">{story.titulo}</h3>
                    <p className="mt-1 text-sm text-muted">
                      {page.casos.egresadoDe} {story.subtitulo}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8 flex justify-center">
            {/* The label changes with the width (spec §2.16, §9: small screens up to 639px); the hidden span leaves the accessible name too. */}
            <Link href="/casosdeexito" className="btn btn-primary">
              <span className="sm:hidden">{page.casos.linkShort}</span>
              <span className="hidden sm:inline">{page.casos.linkLong}</span>
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="bolsa-trabajo" className="section-space bg-surface-warm">
        <div className="container-page">
          <div className="flex flex-col gap-6 rounded-2xl bg-surface p-6 shadow-card md:flex-row md:items-center md:gap-10 md:p-10">
            <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand">
              <BriefcaseBusiness aria-hidden="true" className="size-8" />
            </span>
            <div className="flex-1">
              <h2 id="bolsa-trabajo" className="text-2xl font-extrabold text-ink md:text-3xl">
                {page.bolsa.heading}
              </h2>
              <p className="mt-3 max-w-prose leading-relaxed text-muted">{page.bolsa.text}</p>
            </div>
            {s.url_bolsa_trabajo && (
              <a href={s.url_bolsa_trabajo} {...newTabProps} className="btn btn-primary self-start md:self-center">
                {page.bolsa.cta}
                <ExternalLink aria-hidden="true" className="size-5" />
                <NewTabHint />
              </a>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="beneficios-exa" className="section-space">
        <div className="container-page">
          <SectionHeading id="beneficios-exa" title={page.beneficios.heading} intro={page.beneficios.intro} />
          {benefits.length === 0 ? (
            <p className="text-muted">{page.beneficios.empty}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {benefits.map((b) => (
                <li key={b.id} className="flex flex-col overflow-hidden rounded-xl bg-surface shadow-card">
                  <article aria-labelledby={`beneficio-${b.id}`} className="flex flex-1 flex-col">
                    <div className="relative aspect-video bg-brand-50">
                      <SiteImage src={b.path_imagen} sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw" />
                      <p className="on-dark absolute top-3 left-3 rounded-full bg-brand px-3 py-1 text-lg font-extrabold text-white shadow-card">
                        {b.descuento}&nbsp;% <span className="text-sm font-semibold">{page.beneficios.discountSuffix}</span>
                      </p>
                    </div>
                    <div className="flex flex-1 flex-col p-5">
                      <h3 id={`beneficio-${b.id}`} className="text-lg font-bold text-ink">
                        {b.titulo}
                      </h3>
                      <p className="mt-2 flex-1 leading-relaxed text-muted">{b.descripcion}</p>
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
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
