import { BadgeCheck, FileDown, Landmark, Mail, MapPin, Phone, Target, type IconComponent } from '@/components/ui/icons'
import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { ProgrammeCards } from '@/components/programmes/ProgrammeCards'
import { JsonLd } from '@/components/seo/JsonLd'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { IconBadge } from '@/components/ui/Cards'
import { StepPath } from '@/components/ui/StepPath'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { Section } from '@/components/ui/Section'
import { conocerPage as page } from '@/copy/conocer'
import { listConocerCards } from '@/data/conocer'
import { getSettings } from '@/data/site'
import { env } from '@/env'
import { telHref } from '@/lib/phone'
import { phoneLinks } from '@/lib/phoneList'
import { itemListJsonLd } from '@/lib/structuredData'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const aboutIcons: Record<(typeof page.about)[number]['icon'], IconComponent> = { landmark: Landmark, badge: BadgeCheck, target: Target }

const linkClass = 'inline-flex min-h-11 items-center break-all font-semibold text-brand underline underline-offset-4 hover:text-brand-dark'

/** The CONOCER evaluation centre (spec §2.8). */
export default async function ConocerPage() {
  const [cards, s] = await Promise.all([listConocerCards(), getSettings()])
  const phones = phoneLinks(s.conocer_telefonos)
  const { centre, process, leaflet } = page
  return (
    <>
      <JsonLd
        data={itemListJsonLd({
          siteUrl: env.siteUrl,
          name: page.standardsHeading,
          items: cards.map((c) => ({ name: c.titulo, path: `${page.path}/${c.slug}` })),
        })}
      />
      {/* §2.10: the banner's default title on this route is 'CONOCER'. */}
      <HeroBanner path={page.path} subtitle={page.heroSubtitle} />

      {/* The national body, the certificate and the objective, beside the evaluation centre. */}
      <section aria-label="Acerca del CONOCER" className="section-space">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <div className="grid gap-10">
            {page.about.map((block) => (
              <section key={block.id} aria-labelledby={block.id} className="flex gap-5">
                <IconBadge icon={aboutIcons[block.icon]} />
                <div>
                  <h2 id={block.id} className="type-h2 font-extrabold tracking-tight text-ink">
                    {block.title}
                  </h2>
                  <p className="mt-3 max-w-prose text-lg leading-relaxed text-muted text-pretty">{block.text}</p>
                </div>
              </section>
            ))}
          </div>

          {/* A side card, named as a region of the page's content: a complementary landmark may not sit inside <main>. */}
          <aside
            role="region"
            aria-labelledby="centro-evaluacion"
            className="self-start rounded-2xl border-t-4 border-brand bg-surface p-6 shadow-card md:p-8 lg:sticky lg:top-28"
          >
            <h2 id="centro-evaluacion" className="text-2xl font-extrabold tracking-tight text-ink">
              {centre.heading}
            </h2>
            <p className="mt-3 text-muted">{centre.intro}</p>
            <dl className="mt-6 grid gap-5">
              {s.conocer_codigo_centro && (
                <Fact label={centre.codeLabel}>
                  <dd className="mt-1 text-lg font-bold text-ink">{s.conocer_codigo_centro}</dd>
                </Fact>
              )}
              {s.conocer_direccion && (
                <Fact label={centre.addressLabel}>
                  <dd className="mt-1 flex gap-2 text-ink">
                    <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                    <span>{s.conocer_direccion}</span>
                  </dd>
                </Fact>
              )}
              {phones.length > 0 && (
                <Fact label={centre.phonesLabel}>
                  {phones.map((p) => (
                    <LinkFact key={p.href} icon={Phone} href={p.href} text={p.label} />
                  ))}
                </Fact>
              )}
              {s.correo_conocer && (
                <Fact label={centre.emailLabel}>
                  <LinkFact icon={Mail} href={`mailto:${s.correo_conocer}`} text={s.correo_conocer} />
                </Fact>
              )}
            </dl>
            {(s.correo_quejas_conocer || s.telefono_quejas_conocer) && (
              <div className="mt-6 rounded-xl bg-surface-warm p-5">
                <h3 className="type-h3 font-bold text-ink">{centre.complaintsHeading}</h3>
                <dl className="mt-3 grid gap-3">
                  {s.correo_quejas_conocer && (
                    <div>
                      <dt className="text-sm text-muted">{centre.complaintsEmailLabel}</dt>
                      <dd>
                        <a href={`mailto:${s.correo_quejas_conocer}`} className={linkClass}>
                          {s.correo_quejas_conocer}
                        </a>
                      </dd>
                    </div>
                  )}
                  {s.telefono_quejas_conocer && (
                    <div>
                      <dt className="text-sm text-muted">{centre.complaintsPhoneLabel}</dt>
                      <dd>
                        <a href={telHref(s.telefono_quejas_conocer)} className={linkClass}>
                          {s.telefono_quejas_conocer}
                        </a>
                      </dd>
                    </div>
                  )}
                </dl>
              </div>
            )}
          </aside>
        </div>
      </section>

      <Section id="conocer-estandares" title={page.standardsHeading} intro={page.standardsIntro} tone="warm">
        <ProgrammeCards items={cards} basePath={page.path} cta={page.cardCta} />
      </Section>

      <Section id="conocer-proceso" title={process.heading} intro={process.intro}>
        <StepPath
          label={process.pathLabel}
          steps={process.steps.map((step, i) => ({ mark: i + 1, spoken: `Paso ${i + 1}: `, title: step.title, text: step.text }))}
        />
        {s.folleto_conocer && (
          <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between md:p-8">
            <p className="max-w-prose text-brand-darker">
              <span className="block text-lg font-bold">{leaflet.title}</span>
              <span>{leaflet.note}</span>
            </p>
            <a href={s.folleto_conocer} download={leaflet.fileName} className="btn btn-primary shrink-0">
              <FileDown aria-hidden="true" className="size-5" />
              {leaflet.label} (PDF)
            </a>
          </div>
        )}
      </Section>

      <ContactSection aside={<ContactBlock />} />
    </>
  )
}

/** One fact of the evaluation centre: its label, then its value or values. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold uppercase tracking-wider text-brand-dark">{label}</dt>
      {children}
    </div>
  )
}

function LinkFact({ icon: Icon, href, text }: { icon: IconComponent; href: string; text: string }) {
  return (
    <dd className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
      <a href={href} className={linkClass}>
        {text}
      </a>
    </dd>
  )
}
