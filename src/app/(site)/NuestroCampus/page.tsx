import { ExternalLink, MapPin, Phone } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'
import { Dialog } from '@/components/ui/Dialog.client'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { BrandRule } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { campusPage as page } from '@/copy/campus'
import { getSettings } from '@/data/site'
import { slugify } from '@/lib/slugify'
import { telHref } from '@/lib/phone'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/**
 * /NuestroCampus (spec §2.18): the cover, then one section per campus of the site settings
 * (Centro, Hojazen, Culiacán) with its photos, address, the shared phone and a 'Ubicación'
 * dialog. The map iframe is created only when the dialog opens: nothing is fetched from the
 * maps host before the visitor asks for it.
 */
export default async function NuestroCampusPage() {
  const s = await getSettings()
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.cover} />

      <p className="container-page pt-12 text-lg leading-relaxed text-muted text-pretty md:pt-16">{page.intro}</p>

      {s.campus.map((campus, index) => {
        const id = `campus-${slugify(campus.nombre)}`
        const [first, ...rest] = campus.galeria
        return (
          <section
            key={campus.nombre}
            id={id}
            aria-labelledby={`${id}-titulo`}
            className={`section-space scroll-mt-24 ${index % 2 === 1 ? 'bg-surface-warm' : ''}`}
          >
            <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-12">
              <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
                {first && (
                  // The first photo large, the others beside or under it: every photo in view, no script.
                  <ul aria-label={`${page.galleryLabel} ${campus.nombre}`} className="grid grid-cols-2 gap-3 md:gap-4">
                    <li className="relative col-span-2 aspect-video overflow-hidden rounded-xl bg-brand-50 shadow-card">
                      <SiteImage src={first} sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw" />
                    </li>
                    {rest.map((photo) => (
                      <li key={photo} className="relative aspect-video overflow-hidden rounded-xl bg-brand-50 shadow-card">
                        <SiteImage src={photo} sizes="(min-width: 1280px) 370px, (min-width: 1024px) 29vw, 50vw" />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <p className="text-sm font-semibold uppercase tracking-wider text-brand">{page.campusPrefix}</p>
                <h2 id={`${id}-titulo`} className="type-h2 mt-1 font-extrabold tracking-tight text-ink">
                  {campus.nombre}
                </h2>
                <BrandRule />
                <address className="mt-6 grid gap-4 not-italic">
                  <p className="flex gap-3 text-ink">
                    <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                    <span>
                      <span className="sr-only">{page.addressLabel}: </span>
                      {campus.direccion}
                    </span>
                  </p>
                  {s.telefono_campus && (
                    <p className="flex items-center gap-3">
                      <Phone aria-hidden="true" className="size-5 shrink-0 text-brand" />
                      <a
                        href={telHref(s.telefono_campus)}
                        className="inline-flex min-h-11 items-center font-semibold text-brand-dark hover:underline"
                      >
                        <span className="sr-only">{page.phoneLabel}: </span>
                        {s.telefono_campus}
                      </a>
                    </p>
                  )}
                </address>
                {campus.mapa_embed && (
                  <div className="mt-6">
                    <Dialog
                      triggerLabel={
                        <>
                          <MapPin aria-hidden="true" className="size-5" />
                          {page.locationButton}
                          <span className="sr-only"> del campus {campus.nombre}</span>
                        </>
                      }
                      triggerClassName="btn btn-primary"
                      title={`${page.locationTitle} ${campus.nombre}`}
                      confirmLabel={page.close}
                      size="4xl"
                      renderWhenOpen
                    >
                      <iframe
                        src={campus.mapa_embed}
                        title={`${page.mapTitle} ${campus.nombre}`}
                        className="block h-[50vh] w-full rounded-lg border-0 bg-surface-warm"
                        referrerPolicy="no-referrer-when-downgrade"
                        allowFullScreen
                      />
                      {campus.mapa_enlace && (
                        <a
                          href={campus.mapa_enlace}
                          {...newTabProps}
                          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-dark hover:underline"
                        >
                          {page.openMaps}
                          <ExternalLink aria-hidden="true" className="size-4" />
                          <NewTabHint />
                        </a>
                      )}
                    </Dialog>
                  </div>
                )}
              </div>
            </div>
          </section>
        )
      })}
    </>
  )
}
