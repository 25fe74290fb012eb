import { Award, Building2, Globe2, Quote, Target, Telescope, Users } from '@/components/ui/icons'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import Link from 'next/link'
import { SectionMenu } from '@/components/about/SectionMenu.client'
import { ValueCards } from '@/components/about/ValueCards'
import { Logo } from '@/components/layout/Logo'
import { DownloadButton } from '@/components/ui/Callout'
import { IconBadge } from '@/components/ui/Cards'
import { Prose } from '@/components/ui/Section'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { aboutAnchors as anchors, aboutFigures, aboutMenu, aboutPage as page, values } from '@/copy/quienes-somos'
import { getInstitutional } from '@/data/institutional'
import { getSettings } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const sphereIcons = [Building2, Users, Globe2]

/**
 * Sections sit 96px below the top when scrolled to: under the 80px header, above the 100px line.
 * From lg the menu bar (80–136px) covers only their top padding, never their heading.
 */
const sectionClass = 'section-space scroll-mt-24 focus:outline-none'

/** One part of the page the menu leads to: its anchor, its heading, a rule above all but the first. */
function Part({
  anchor,
  id,
  title,
  eyebrow,
  first = false,
  children,
}: {
  anchor: string
  id: string
  title: string
  eyebrow?: string
  first?: boolean
  children: ReactNode
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={first ? sectionClass : `${sectionClass} border-t border-surface-warm`}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      {children}
    </section>
  )
}

/**
 * /quienes-somos (spec §1, §2.11): the landing block (background, logo to /, title, motto), then
 * the in-page menu beside who we are with the §1 figures, our presence in the company, society
 * and the world, the rector's message with the ISO 9001-2015 certificate, mission and vision,
 * and the ten values. The long texts are the editors' («Contenido institucional»).
 */
export default async function AboutPage() {
  const [c, s] = await Promise.all([getInstitutional(), getSettings()])
  const spheres = {
    en_la_empresa: c.en_la_empresa,
    en_la_sociedad: c.en_la_sociedad,
    en_el_mundo: c.en_el_mundo,
  }

  return (
    <>
      <section className="on-dark relative isolate overflow-hidden bg-brand-darker">
        <SiteImage src={page.background} alt="" sizes="100vw" priority className="-z-20 object-cover" />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-ink/90 via-ink/65 to-ink/30 md:bg-linear-to-r md:from-ink/85 md:via-ink/60 md:to-ink/10"
        />
        <div className="container-page flex min-h-80 flex-col justify-center gap-6 py-12 md:min-h-96 md:py-16">
          <Link href="/" className="self-start rounded-lg bg-surface p-2 shadow-card">
            <Logo label={page.logoLabel} className="h-12 w-auto md:h-14" />
          </Link>
          <div className="max-w-2xl text-white">
            <h1 className="type-h1 font-extrabold tracking-tight">{page.title}</h1>
            <p className="mt-3 text-xl font-semibold md:text-2xl">«{page.motto}»</p>
            <p className="mt-3 text-lg text-white/90">{page.lead}</p>
          </div>
        </div>
      </section>

      {/* The menu bar and the sections share one parent, so the bar stays stuck under the header to the end. */}
      <div>
        <SectionMenu items={aboutMenu} label={page.menuLabel} />
        <div className="container-page">
          <Part anchor={anchors.who} id="qs-titulo" eyebrow={page.who.eyebrow} title={page.who.heading} first>
            <Prose paragraphs={c.quienes_somos} />
            <h3 className="sr-only">{page.figuresLabel}</h3>
            <dl className="mt-10 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {aboutFigures.map((f) => (
                <div key={f.label} className="flex flex-col-reverse justify-end rounded-xl bg-surface-warm p-5">
                  <dt className="mt-1 text-muted">{f.label}</dt>
                  <dd className="text-4xl font-extrabold text-brand">{f.figure}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border-l-4 border-brand bg-brand-50 px-5 py-4 text-brand-darker">
              <Award aria-hidden="true" className="size-6 shrink-0" />
              <span>
                {page.certificate.label} <strong className="font-extrabold">{page.certificate.number}</strong> · Lema:{' '}
                <strong className="font-extrabold">{page.motto}</strong>
              </span>
            </p>
          </Part>

          <Part anchor={anchors.spheres} id="esm-titulo" title={page.spheres.heading}>
            <div className="grid gap-6 lg:grid-cols-3">
              {page.spheres.items.map((item, i) => (
                <section key={item.key} aria-labelledby={`esm-${item.key}`} className="rounded-xl bg-surface p-6 shadow-card">
                  <h3 id={`esm-${item.key}`} className="type-h3 flex items-center gap-3 font-bold text-ink">
                    <IconBadge icon={sphereIcons[i]!} size="sm" />
                    {item.title}
                  </h3>
                  <div className="mt-4 space-y-3 leading-relaxed text-muted">
                    {spheres[item.key].map((p) => (
                      <p key={p}>{p}</p>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </Part>

          <Part anchor={anchors.rector} id="rector-titulo" title={page.rector.heading}>
            <figure className="relative rounded-2xl bg-surface-warm p-6 md:p-10">
              <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-brand/25" />
              <blockquote className="max-w-prose space-y-4 text-lg leading-relaxed text-ink text-pretty">
                {c.rector_mensaje.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-bold text-ink">{c.rector_nombre}</span>
                <span className="block text-muted">{c.rector_cargo}</span>
              </figcaption>
            </figure>
            {s.certificado_iso && (
              <DownloadButton href={s.certificado_iso} fileName="Certificado_ISO_9001-2015_UGC.pdf">
                {page.rector.download}
              </DownloadButton>
            )}
          </Part>

          <Part anchor={anchors.missionVision} id="mv-titulo" title={page.missionVision.heading}>
            <div className="grid gap-6 md:grid-cols-2">
              {[
                {
                  id: 'mision',
                  title: page.missionVision.mission,
                  text: c.mision,
                  Icon: Target,
                },
                {
                  id: 'vision',
                  title: page.missionVision.vision,
                  text: c.vision,
                  Icon: Telescope,
                },
              ].map(({ id, title, text, Icon }) => (
                <section
                  key={id}
                  aria-labelledby={`mv-${id}`}
                  className="rounded-xl border-t-4 border-brand bg-surface p-6 shadow-card md:p-8"
                >
                  <h3 id={`mv-${id}`} className="type-h3 flex items-center gap-3 font-extrabold text-ink">
                    <Icon aria-hidden="true" className="size-7 text-brand" />
                    {title}
                  </h3>
                  <div className="mt-4 space-y-3 text-lg leading-relaxed text-ink">
                    {text.map((p) => (
                      <p key={p}>{p}</p>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </Part>
        </div>

        <section id={anchors.values} aria-labelledby="valores-titulo" className={`${sectionClass} bg-surface-warm`}>
          <div className="container-page">
            <SectionHeading id="valores-titulo" title={page.values.heading} intro={page.values.intro} align="center" />
            <ValueCards values={values} />
          </div>
        </section>
      </div>
    </>
  )
}
