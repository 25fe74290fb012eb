import { ContactLinks } from '@/components/ui/ContactLinks'
import { ArrowRight, BriefcaseBusiness, Languages, Laptop, MonitorPlay, Phone, School, type IconComponent } from '@/components/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { Callout, ExternalButton } from '@/components/ui/Callout'
import { FeatureCard, IconBadge } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { EmptyState } from '@/components/ui/EmptyState'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { Section } from '@/components/ui/Section'
import { SiteImage } from '@/components/ui/SiteImage'
import { estudiantesPage as page } from '@/copy/estudiantes'
import { listInfoBlocks } from '@/data/institutional'
import { listSlides } from '@/data/slides'
import { getSettings } from '@/data/site'
import { blocksInSection } from '@/lib/infoBlocks'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

const systemIcons: IconComponent[] = [School, MonitorPlay, Laptop]

/** The look of editors' rich text (already sanitised by src/data). */
const richText =
  'space-y-4 leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_h2]:type-h2 [&_h2]:font-bold [&_h3]:type-h3 [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6'

type Block = Awaited<ReturnType<typeof listInfoBlocks>>[number]

function InfoBlocks({ id, heading, blocks, tone }: { id: string; heading: string; blocks: Block[]; tone: 'plain' | 'warm' }) {
  return (
    <Section id={id} title={heading} tone={tone}>
      {blocks.length === 0 ? (
        <EmptyState>{page.empty}</EmptyState>
      ) : (
        <div className="grid gap-6">
          {blocks.map((block) => (
            <article
              key={block.id}
              aria-labelledby={`bloque-${block.id}`}
              className={`rounded-2xl border-l-4 border-brand p-6 shadow-card md:p-8 ${tone === 'warm' ? 'bg-surface' : 'bg-surface-warm'}`}
            >
              <h3 id={`bloque-${block.id}`} className="type-h3 font-extrabold text-ink">
                {block.titulo}
              </h3>
              <div className={`mt-4 max-w-prose ${richText}`} dangerouslySetInnerHTML={{ __html: block.texto }} />
            </article>
          ))}
        </div>
      )}
    </Section>
  )
}

/**
 * /estudiantes (spec §2.17): the school calendar (CAL slides), the three external systems, the
 * language-centre teaser, Servicio social and Prácticas profesionales from the information
 * blocks filed under each section, the practices contact and the practice job board.
 */
export default async function EstudiantesPage() {
  const [s, calendar, blocks] = await Promise.all([getSettings(), listSlides('CAL'), listInfoBlocks()])
  const servicio = blocksInSection(blocks, 'servicio_social')
  const practicas = blocksInSection(blocks, 'practicas_profesionales')
  const c = page.contact

  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <Section id="calendario" title={page.calendar.heading} intro={page.calendar.intro}>
        {/* Side by side rather than a carousel: a student compares both halves of the year at a glance. */}
        <CardGrid items={calendar} empty={page.calendar.empty} className="gap-6 md:grid-cols-2">
          {(slide) => (
            <li key={slide.id}>
              <figure className="overflow-hidden rounded-xl bg-surface shadow-card">
                <div className="relative aspect-[25/11] bg-brand-50">
                  <SiteImage
                    src={slide.path_imagen}
                    sizes="(min-width: 1280px) 610px, (min-width: 768px) 50vw, 100vw"
                    className="object-contain"
                  />
                </div>
                <figcaption className="flex flex-col items-start gap-1 px-5 pt-3 pb-2">
                  <span className="font-semibold text-ink">{slide.titulo}</span>
                  {slide.path_imagen && (
                    <a
                      href={slide.path_imagen}
                      className="-my-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-dark hover:underline"
                    >
                      Ver en tamaño completo<span className="sr-only">: {slide.titulo}</span>
                    </a>
                  )}
                </figcaption>
              </figure>
            </li>
          )}
        </CardGrid>
      </Section>

      <Section id="servicios-en-linea" title={page.systems.heading} intro={page.systems.intro} tone="warm">
        <CardGrid items={page.systems.items} className="gap-6 md:grid-cols-3">
          {(system, i) => {
            const href = s[system.key]
            return (
              <FeatureCard
                key={system.key}
                badge={<IconBadge icon={systemIcons[i % systemIcons.length]!} />}
                title={system.title}
                text={system.text}
                action={
                  href && (
                    <ExternalButton href={href} className="mt-5 justify-self-start">
                      {system.title}
                    </ExternalButton>
                  )
                }
              />
            )
          }}
        </CardGrid>
      </Section>

      <Section id="idiomas-teaser">
        <Callout
          as="div"
          id="idiomas-teaser"
          title={page.idiomas.heading}
          text={page.idiomas.text}
          badge={<Languages aria-hidden="true" className="size-14 shrink-0" />}
          className="flex flex-col gap-6 md:flex-row md:items-center"
        >
          <Link href="/ugcidiomas" className="btn btn-light self-start md:self-center">
            {page.idiomas.cta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Callout>
      </Section>

      <InfoBlocks id="servicio-social" heading={page.servicio.heading} blocks={servicio} tone="warm" />
      <InfoBlocks id="practicas-profesionales" heading={page.practicas.heading} blocks={practicas} tone="plain" />

      <Section id="contacto-practicas" tone="warm" className="grid gap-6 lg:grid-cols-2">
        {/* Two cards side by side (issue 38.10): each a badge and a card title (h3), level with the other's. */}
        <div className="rounded-2xl bg-surface p-6 shadow-card md:p-8">
          <IconBadge icon={Phone} />
          <h3 id="contacto-practicas" className="type-h3 mt-4 font-extrabold text-ink">
            {c.heading}
          </h3>
          <p className="mt-3 leading-relaxed text-muted">{c.text}</p>
          <ContactLinks
            className="mt-5 grid gap-2"
            phone={s.telefono_practicas}
            whatsapp={{ number: s.whatsapp_practicas, message: c.whatsappMessage }}
            email={{ address: s.correo_practicas }}
            labels={{ phone: c.phoneLabel, whatsapp: c.whatsappLabel, email: c.emailLabel }}
          />
        </div>
        <div className="flex flex-col rounded-2xl bg-surface p-6 shadow-card md:p-8">
          <IconBadge icon={BriefcaseBusiness} />
          <h3 className="type-h3 mt-4 font-extrabold text-ink">{c.boardHeading}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-muted">{c.boardText}</p>
          {s.url_bolsa_practicas && (
            <ExternalButton href={s.url_bolsa_practicas} className="mt-5 self-start">
              {c.boardCta}
            </ExternalButton>
          )}
        </div>
      </Section>
    </>
  )
}
