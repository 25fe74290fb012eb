import { BriefcaseBusiness, Handshake, Lightbulb, type IconComponent } from '@/components/ui/icons'
import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { type BenefitIcon, whyStudy } from '@/copy/home'
import { HomeHeading } from './HomeSection'
import { SectionLink } from './SectionLink.client'

const icons: Record<BenefitIcon, IconComponent> = { lightbulb: Lightbulb, handshake: Handshake, briefcase: BriefcaseBusiness }

/** Spec §2.4 item 4: why study here, with links to Quiénes Somos, Nuestro Campus and the form. */
export function WhyStudySection() {
  return (
    <section aria-labelledby="por-que-titulo" className="below-fold section-space">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        {/* Beside the text on wide screens; phones on slow networks skip it (display:none is never fetched). */}
        <div className="relative hidden aspect-[4/5] overflow-hidden rounded-xl bg-brand-darker shadow-card lg:block">
          <SiteImage
            src={whyStudy.image.src}
            alt={whyStudy.image.alt}
            sizes="(min-width: 1280px) 460px, 37vw"
            className="object-cover object-top"
          />
        </div>
        <div>
          <HomeHeading id="por-que-titulo" title={whyStudy.heading} className="" />
          <p className="mt-4 max-w-prose text-muted">{whyStudy.intro}</p>
          <ul className="mt-8 grid gap-6">
            {whyStudy.benefits.map((benefit) => {
              const Icon = icons[benefit.icon]
              return (
                <li key={benefit.title} className="flex gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="type-h3 font-bold text-ink">{benefit.title}</h3>
                    <p className="mt-1 max-w-prose text-muted">{benefit.text}</p>
                  </div>
                </li>
              )
            })}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <SectionLink targetId={whyStudy.contactId} className="btn btn-primary">
              {whyStudy.appointmentLabel}
            </SectionLink>
            <Link href={whyStudy.aboutHref} className="btn btn-outline">
              {whyStudy.aboutLabel}
            </Link>
            <Link href={whyStudy.campusHref} className="btn btn-outline">
              {whyStudy.campusLabel}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
