import {
  ArrowDown,
  Award,
  Building2,
  Globe2,
  GraduationCap,
  HandCoins,
  Heart,
  Landmark,
  Music,
  Briefcase,
  Trophy,
  Hotel,
  Users,
  type IconComponent,
} from '@/components/ui/icons'
import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { DownloadButton } from '@/components/ui/Callout'
import { IconBadge } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { Prose, Section } from '@/components/ui/Section'
import { agreementsPage as page } from '@/copy/convenios'
import { getInstitutional } from '@/data/institutional'
import { getSettings } from '@/data/site'
import { groupBy } from '@/lib/paragraphs'
import { pageMetadata } from '@/lib/seo'
import { OptimisedImage } from '@/components/ui/SiteImage'
import { PhoneFold } from '@/components/ui/PhoneFold'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/** One icon per scholarship, in the order editors keep them; the mosaic cycles through them. */
const scholarshipIcons: IconComponent[] = [Award, Heart, HandCoins, Users, Music, Trophy, Briefcase, GraduationCap]

const kindIcons: Record<string, IconComponent> = {
  gobierno: Landmark,
  hotel: Hotel,
  universidad: GraduationCap,
  camara: Building2,
}

/**
 * /convenios (spec §2.20): cover and intro on work-practice agreements; the international
 * agreements by country with a placeholder card; the national and local list; the eight
 * scholarships and the programme PDF; the contact form, with the customer-service picture beside
 * it on wide screens only. Texts and lists are the editors' («Contenido institucional»).
 */
export default async function AgreementsPage() {
  const [c, s] = await Promise.all([getInstitutional(), getSettings()])
  const countries = groupBy(c.convenios_internacionales, (a) => a.pais)

  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <Section id="convenios-intro" eyebrow={page.intro.eyebrow} title={page.intro.heading}>
        <Prose paragraphs={c.convenios_intro} />
      </Section>

      <Section id="convenios-internacionales" title={page.international.heading} intro={page.international.intro} tone="warm">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {countries.map(({ key: country, items }) => (
            <li key={country} className="flex flex-col rounded-xl bg-surface p-6 shadow-card">
              <h3 className="type-h3 flex items-center gap-3 font-bold text-ink">
                <IconBadge icon={Globe2} size="sm" />
                {country}
              </h3>
              <ul className="mt-4 grid gap-4">
                {items.map((a) => (
                  <li key={a.institucion}>
                    <p className="font-semibold text-ink">{a.institucion}</p>
                    {a.descripcion && <p className="mt-1 leading-relaxed text-muted">{a.descripcion}</p>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li className="on-dark relative isolate flex min-h-56 flex-col justify-end overflow-hidden rounded-xl bg-brand-darker p-6 text-white shadow-card">
            <OptimisedImage
              src={page.international.placeholderImage}
              alt=""
              fill
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
              className="-z-20 object-cover"
            />
            <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-ink/90 via-ink/60 to-ink/20" />
            <h3 className="type-h3 font-bold">{page.international.placeholder.title}</h3>
            <p className="mt-2 leading-relaxed">{page.international.placeholder.text}</p>
          </li>
        </ul>
        <a href="#contacto" className="btn btn-outline mt-8">
          {page.international.contactCta}
          <ArrowDown aria-hidden="true" className="size-5" />
        </a>
      </Section>

      <Section id="convenios-nacionales" title={page.national.heading} intro={page.national.intro}>
        <PhoneFold summary={page.national.fold(c.convenios_nacionales.length)} summaryClassName="btn btn-outline w-full">
          <ul className="gap-x-10 max-md:mt-4 sm:columns-2 xl:columns-3">
            {c.convenios_nacionales.map((a) => {
              const Icon = (a.tipo && kindIcons[a.tipo]) || Building2
              return (
                <li key={a.institucion} className="flex break-inside-avoid gap-3 py-1.5 text-ink">
                  <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
                  <span>{a.institucion}</span>
                </li>
              )
            })}
          </ul>
        </PhoneFold>
      </Section>

      <Section id="becas" title={page.scholarships.heading} intro={page.scholarships.intro} tone="warm">
        <CardGrid items={c.becas} className="gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {(b, i) => {
            const Icon = scholarshipIcons[i % scholarshipIcons.length]!
            // A checkerboard of red and white over the four-column mosaic.
            const red = (i + Math.floor(i / 4)) % 2 === 0
            return (
              <li
                key={b.nombre}
                className={`card-parts-3 rounded-xl p-6 shadow-card ${red ? 'on-dark bg-brand-dark text-white' : 'bg-surface text-ink'}`}
              >
                <Icon aria-hidden="true" className={`size-8 ${red ? 'text-white' : 'text-brand'}`} />
                <h3 className="type-h3 mt-4 font-bold">{b.nombre}</h3>
                <p className={`mt-2 leading-relaxed ${red ? 'text-white' : 'text-muted'}`}>{b.descripcion}</p>
              </li>
            )
          }}
        </CardGrid>
        {s.programa_becas && (
          <DownloadButton href={s.programa_becas} fileName="Programa_de_Becas_UGC.pdf">
            {page.scholarships.download}
          </DownloadButton>
        )}
      </Section>

      <ContactSection
        title={page.contact.title}
        aside={
          <div className="relative hidden aspect-[3/4] overflow-hidden rounded-2xl shadow-card lg:block">
            <OptimisedImage
              src={page.serviceImage}
              alt={page.serviceAlt}
              fill
              sizes="(min-width: 1280px) 480px, 40vw"
              className="object-cover"
            />
          </div>
        }
      />
    </>
  )
}
