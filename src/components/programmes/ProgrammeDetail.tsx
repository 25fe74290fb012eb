import { ArrowLeft, Mail } from '@/components/ui/icons'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { ContactSection } from '@/components/contact/ContactSection'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { SiteImage } from '@/components/ui/SiteImage'
import type { Characteristic, Subject } from '@/lib/programmes'
import { HeroBanner } from '@/components/ui/HeroBanner'
import type { OfferFacts } from './OfferFacts'
import { CharacteristicTabs } from './CharacteristicTabs'
import { ProgrammeCard } from './ProgrammeCard'
import { StudyPlan } from './StudyPlan'

type Props = {
  /** The banner's h1. */
  title: string
  banner: string | null
  /** The 'Volver a …' button back to the list. */
  back: { href: string; label: string }
  subtitle?: string | null
  /** Short official facts under the subtitle, e.g. the RVOE line. */
  facts?: readonly string[]
  /** Modality, campus, duration, start months and area, as a row under the subtitle. */
  offer?: Parameters<typeof OfferFacts>[0]['facts']
  /** The tab list's accessible name and the heading above it. */
  characteristicsHeading: string
  characteristics: readonly Characteristic[]
  /** Shown when there are no characteristics (spec §8). */
  emptyText?: string
  /** Present for programmes; CONOCER standards have none. */
  studyPlan?: { periodType: string | null; subjects: readonly Subject[] }
  image: string | null
  /** Beside the image, e.g. the competency standard's download link. */
  aside?: ReactNode
  /** The programme's title, preselected in the contact form. */
  preselect: string
}

/**
 * The one layout of a programme's page (licenciatura, diplomado, CONOCER standard): banner with
 * the way back, subtitle, characteristics as tabs, study plan, image, and the contact form with
 * this programme already chosen.
 */
export function ProgrammeDetail({
  title,
  banner,
  back,
  subtitle,
  facts = [],
  offer,
  characteristicsHeading,
  characteristics,
  emptyText,
  studyPlan,
  image,
  aside,
  preselect,
}: Props) {
  return (
    <>
      <HeroBanner path={back.href} title={title} image={banner}>
        <Link href={back.href} className="btn btn-light">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {back.label}
        </Link>
        <a href="#contacto" className="btn border-2 border-white text-white hover:bg-white/10">
          <Mail aria-hidden="true" className="size-5" />
          Solicita información
        </a>
      </HeroBanner>

      <div className="section-space">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
          {/* The right column at 1440 px: the programme's facts and the ways to ask, kept in view while
              the content scrolls. On a phone the card comes first, right under the title, and the
              picture after the content. */}
          <div className="contents lg:col-start-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-6">
            <ProgrammeCard title={title} facts={facts} offer={offer} className="lg:sticky lg:top-28 lg:z-10" />
            {image && (
              <div className="relative order-last aspect-video overflow-hidden rounded-xl bg-brand-50 shadow-card lg:order-none">
                <SiteImage src={image} sizes="(min-width: 1280px) 380px, (min-width: 1024px) 30vw, 100vw" />
              </div>
            )}
            {aside ? <div className="order-last lg:order-none">{aside}</div> : null}
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            {subtitle && <p className="max-w-prose text-lg leading-relaxed text-ink text-pretty md:text-xl">{subtitle}</p>}
            <section aria-labelledby="caracteristicas-titulo" className={subtitle ? 'mt-12' : ''}>
              <h2 id="caracteristicas-titulo" className="type-h2 mb-6 font-extrabold tracking-tight text-ink">
                {characteristicsHeading}
              </h2>
              <CharacteristicTabs label={characteristicsHeading} characteristics={characteristics} emptyText={emptyText} />
            </section>

            {studyPlan && (
              <section aria-labelledby="plan-titulo" className="mt-14">
                <h2 id="plan-titulo" className="type-h2 mb-6 font-extrabold tracking-tight text-ink">
                  Plan de Estudios
                </h2>
                <StudyPlan periodType={studyPlan.periodType} subjects={studyPlan.subjects} />
              </section>
            )}
          </div>
        </div>
      </div>

      <ContactSection preselect={preselect} aside={<ContactBlock />} />
    </>
  )
}
