import { ArrowRight } from '@/components/ui/icons'
import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { isExternal } from '@/copy/menu'
import { offerPage } from '@/copy/offer'
import { newTabNote, offerCta, offerPanels, postgraduateFacts } from '@/copy/home'
import { listOffer } from '@/data/offer'
import { getSettings } from '@/data/site'
import { levelSummary } from '@/lib/offer'
import { HomeHeading } from './HomeSection'
import { OfferStripPanels } from './OfferStrip.client'

/** Spec §2.4 item 2: the six programme panels; the postgraduate ones open the external site. */
export async function OfferStrip() {
  const [panels, offer] = await Promise.all([getSettings().then(offerPanels), listOffer()])
  return (
    <section aria-labelledby="oferta-titulo" className="py-10 md:py-14">
      <div className="container-page">
        <HomeHeading id="oferta-titulo" title="Oferta Académica" className="mb-6" />
        <OfferStripPanels
          cta={offerCta}
          newTabNote={newTabNote}
          panels={panels.map((p) => ({
            title: p.title,
            description: p.description,
            facts: p.level ? (levelSummary(offer, p.level) ?? undefined) : postgraduateFacts,
            href: p.href,
            external: isExternal(p.href),
            image: (
              <SiteImage
                src={p.image.src}
                alt={p.image.alt}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="object-cover object-[50%_20%] transition-transform duration-500 ease-calm group-hover:scale-105"
              />
            ),
          }))}
        />
        <Link href={offerPage.path} className="btn btn-primary mt-6">
          {offerPage.homeLink}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  )
}
