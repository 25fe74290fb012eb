import { ContactLinks } from '@/components/ui/ContactLinks'
import { CheckCircle2, Lightbulb, Rocket } from 'lucide-react'
import type { Metadata } from 'next'
import { HeroBanner } from '@/components/ui/HeroBanner'
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
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <section aria-labelledby="incubadora-que-es" className="section-space">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="incubadora-que-es" eyebrow={page.what.eyebrow} title={page.what.heading} />
            <div className="max-w-prose space-y-4 text-lg leading-relaxed text-ink text-pretty">
              {c.incubadora_que_es.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div>
            <SectionHeading id="incubadora-como-opera" title={page.how.heading} />
            <div className="max-w-prose space-y-4 text-lg leading-relaxed text-muted text-pretty">
              {c.incubadora_como_opera.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      {c.incubadora_fases.length > 0 && (
        <section aria-labelledby="incubadora-fases" className="section-space bg-surface-warm">
          <div className="container-page">
            <SectionHeading id="incubadora-fases" title={page.phases.heading} />
            <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
              {c.incubadora_fases.map((f, i) => (
                <li key={f.titulo} className="flex flex-col rounded-xl bg-surface p-6 shadow-card">
                  <span className="on-dark flex size-12 items-center justify-center rounded-full bg-brand text-lg font-extrabold text-white">
                    {i + 1}
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-ink">
                    <span className="sr-only">Fase {i + 1}: </span>
                    {f.titulo}
                  </h3>
                  <p className="mt-2 leading-relaxed text-muted">{f.descripcion}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      <section aria-label="Servicios y requisitos" className="section-space">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          {[
            {
              id: 'incubadora-servicios',
              title: page.services.heading,
              items: c.incubadora_servicios,
              Icon: Lightbulb,
            },
            {
              id: 'incubadora-requisitos',
              title: page.requirements.heading,
              items: c.incubadora_requisitos,
              Icon: CheckCircle2,
            },
          ].map(({ id, title, items, Icon }) =>
            items.length > 0 ? (
              <section key={id} aria-labelledby={id}>
                <SectionHeading id={id} title={title} />
                <ul className="grid gap-3">
                  {items.map((item) => (
                    <li key={item} className="flex gap-3 text-lg text-ink">
                      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </div>
      </section>

      <section aria-labelledby="incubadora-contacto" className="section-space pt-0 md:pt-0">
        <div className="container-page">
          <div className="on-dark grid gap-6 rounded-2xl bg-linear-to-br from-brand to-brand-darker p-8 text-white shadow-card md:p-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
            <div>
              <Rocket aria-hidden="true" className="size-10" />
              <h2 id="incubadora-contacto" className="mt-4 text-2xl font-extrabold leading-tight text-balance md:text-3xl">
                {page.cta.heading}
              </h2>
              <p className="mt-3 max-w-prose text-lg leading-relaxed">{page.cta.text}</p>
            </div>
            <ContactLinks
              tone="light"
              size="lg"
              phone={s.telefono}
              whatsapp={{ number: s.whatsapp, message: s.mensaje_whatsapp ?? '', text: 'Escríbenos por WhatsApp' }}
              email={{ address: s.correo_admisiones, subject: 'Incubadora de Empresas UGC' }}
            />
          </div>
        </div>
      </section>
    </>
  )
}
