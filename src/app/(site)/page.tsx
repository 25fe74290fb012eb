import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { AreasSection } from '@/components/home/AreasSection'
import { EventsSection } from '@/components/home/EventsSection'
import { HeroSlide } from '@/components/home/HeroSlide'
import { NewsSection } from '@/components/home/NewsSection'
import { OfferStrip } from '@/components/home/OfferStrip'
import { ProgrammeLogos } from '@/components/home/ProgrammeLogos'
import { JsonLd } from '@/components/seo/JsonLd'
import { WhyStudySection } from '@/components/home/WhyStudySection'
import { Carousel } from '@/components/ui/Carousel.client'
import { ContactBlock } from '@/components/ui/ContactBlock'
import { ScrollButton } from '@/components/ui/ScrollButton.client'
import { SiteImage } from '@/components/ui/SiteImage'
import { VideoFacade } from '@/components/ui/VideoFacade.client'
import { heroCopy, homePage as page, homeVideoPoster } from '@/copy/home'
import { previewer } from '@/data/preview'
import { listSlides } from '@/data/slides'
import { getSettings } from '@/data/site'
import { env } from '@/env'
import { internationalPhone } from '@/lib/phone'
import { pageMetadata } from '@/lib/seo'
import { collegeJsonLd } from '@/lib/structuredData'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/** The home page, in the order of spec §2.4. */
export default async function HomePage() {
  const [slides, settings, preview] = await Promise.all([listSlides('CAR'), getSettings(), previewer()])
  // An editor previewing a home slide sees it, held, with what they type (issue 38.1).
  const target = preview?.target
  const previewed =
    target && 'collection' in target && target.collection === 'carrusel' ? slides.findIndex((s) => String(s.id) === target.id) : -1
  return (
    <>
      <JsonLd
        data={collegeJsonLd({
          siteUrl: env.siteUrl,
          ...page.university,
          address: settings.direccion,
          telephone: internationalPhone(settings.telefono),
          email: settings.correo_admisiones,
          sameAs: [settings.facebook, settings.instagram, settings.youtube],
        })}
      />
      {/* §2.4 item 1, with each slide's title, line and button over its picture (issue 38.1); the
          first slide's title is the page's h1 and its picture the largest paint, so it is preloaded. */}
      {slides.length > 0 ? (
        <Carousel label="Avisos destacados" firstHoldsHeading startAt={previewed >= 0 ? previewed : undefined}>
          {slides.map((slide, i) => (
            <HeroSlide key={slide.id} slide={slide} first={i === 0} live={i === previewed} />
          ))}
        </Carousel>
      ) : (
        <h1 className="sr-only">{heroCopy.fallbackTitle}</h1>
      )}

      {/* §2.4 item 2 */}
      <OfferStrip />
      {/* §2.4 item 3 */}
      <NewsSection />
      {/* §2.4 item 4 ('Solicita una Cita' scrolls to #contacto) */}
      <WhyStudySection />
      {/* §2.4 item 5 */}
      <AreasSection
        video={
          <VideoFacade
            videoId={settings.video_inicio}
            title="Conoce la Universidad UGC"
            poster={<SiteImage src={homeVideoPoster.src} alt={homeVideoPoster.alt} sizes="(min-width: 56rem) 56rem, 100vw" />}
          />
        }
      />
      {/* §2.4 item 6 */}
      <EventsSection />
      {/* §2.4 item 7 */}
      <ProgrammeLogos />
      {/* §2.4 items 8 and 10: the privacy-notice dialog opens from the form. */}
      <ContactSection aside={<ContactBlock />} />
      {/* §2.4 item 9 */}
      <ScrollButton label="Volver arriba" />
    </>
  )
}
