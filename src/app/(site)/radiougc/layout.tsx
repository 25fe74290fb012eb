import { Mic } from '@/components/ui/icons'
import type { ReactNode } from 'react'
import { LivePlayer } from '@/components/radio/LivePlayer.client'
import { Carousel } from '@/components/ui/Carousel.client'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { SocialLinks } from '@/components/ui/SocialLinks'
import { radioPage as page } from '@/copy/radio'
import { listSlides } from '@/data/slides'
import { getSettings } from '@/data/site'
import { EmptyState } from '@/components/ui/EmptyState'

/**
 * /radiougc (spec §2.13): the banner, the RAD programmes carousel and the live 104.7 FM player with
 * the social links; the page below them lists the podcast. A layout, so that choosing a month (a
 * view of its own, served from the cache: src/cache/cachedViews.ts) leaves the player playing.
 */
export default async function RadioLayout({ children }: { children: ReactNode }) {
  const [slides, settings] = await Promise.all([listSlides('RAD'), getSettings()])

  return (
    <>
      <section className="on-dark bg-linear-to-br from-brand-darker via-brand-dark to-brand">
        <div className="container-page py-10 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-white/90">{page.eyebrow}</p>
          <h1 className="type-h1 mt-2 font-extrabold tracking-tight text-white">{page.title}</h1>
          <p className="mt-3 max-w-2xl text-lg leading-snug text-white/90">{page.intro}</p>
        </div>
      </section>

      <section aria-labelledby="radio-programas" className="section-space">
        <div className="container-page">
          <SectionHeading id="radio-programas" title={page.programsHeading} />
          <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            {slides.length > 0 ? (
              <Carousel label={page.programsLabel} className="overflow-hidden rounded-xl">
                {slides.map((slide, i) => (
                  <div key={slide.id} className="absolute inset-0">
                    <SiteImage
                      src={slide.path_imagen}
                      sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, calc(100vw - 2rem)"
                      priority={i === 0}
                    />
                    {/* The programme's name over its picture (issue 38.2), clear of the controls below. */}
                    <p className="absolute inset-x-0 top-0 bg-linear-to-b from-ink/85 via-ink/60 to-ink/0 px-4 pt-3 pb-10 text-lg font-bold text-white md:px-6 md:pt-4">
                      {slide.titulo}
                    </p>
                  </div>
                ))}
              </Carousel>
            ) : (
              <EmptyState />
            )}

            <section
              aria-labelledby="radio-en-vivo"
              className="on-dark rounded-2xl bg-linear-to-br from-brand-dark to-brand-darker p-6 text-white shadow-card md:p-8"
            >
              <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-white/90">
                <Mic aria-hidden="true" className="size-4" />
                {page.title}
              </p>
              <h2 id="radio-en-vivo" className="type-h2 mt-2 font-extrabold">
                {page.live.heading}
              </h2>
              <p className="mt-3 leading-relaxed text-white/90">{page.live.text}</p>
              <div className="mt-6">
                {settings.radio_stream_url ? (
                  <LivePlayer streamUrl={settings.radio_stream_url} station={page.live.heading} texts={page.player} />
                ) : (
                  <p>{page.player.error}</p>
                )}
              </div>
              <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-white/90">{page.live.socialHeading}</p>
              <SocialLinks
                facebook={settings.facebook}
                instagram={settings.instagram}
                youtube={settings.youtube}
                tone="light"
                className="mt-3"
              />
            </section>
          </div>
        </div>
      </section>

      {children}
    </>
  )
}
