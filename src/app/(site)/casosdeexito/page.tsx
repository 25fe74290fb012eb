import type { Metadata } from 'next'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { SocialLinks } from '@/components/ui/SocialLinks'
import { VideoFacade } from '@/components/ui/VideoFacade.client'
import { casosExitoPage as page } from '@/copy/casosExito'
import { listSuccessStories } from '@/data/graduates'
import { getSettings } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/**
 * /casosdeexito (spec §2.19): banner, the social block (three networks and a click-to-load
 * video) and the grid of graduates' success stories.
 */
export default async function CasosDeExitoPage() {
  const [stories, settings] = await Promise.all([listSuccessStories(), getSettings()])
  return (
    <>
      <HeroBanner path={page.path} title={page.title} subtitle={page.subtitle} image={page.banner} />

      <section aria-labelledby="casos-historias" className="section-space">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="casos-historias" title={page.social.heading} intro={page.social.text} />
            <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-dark">{page.social.follow}</h3>
            <SocialLinks facebook={settings.facebook} instagram={settings.instagram} youtube={settings.youtube} className="mt-3" />
          </div>
          {settings.video_casos_exito && (
            <VideoFacade
              videoId={settings.video_casos_exito}
              title={page.social.videoTitle}
              poster={<SiteImage src={page.social.poster.src} alt={page.social.poster.alt} sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw" />}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="casos-egresados" className="section-space bg-surface-warm">
        <div className="container-page">
          <SectionHeading id="casos-egresados" title={page.gridHeading} />
          {stories.length === 0 ? (
            <p className="text-muted">{page.empty}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {stories.map((s) => (
                <li key={s.id}>
                  <article className="flex h-full flex-col overflow-hidden rounded-xl bg-surface shadow-card">
                    <div className="relative aspect-square bg-brand-50">
                      <SiteImage src={s.path_imagen} sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw" />
                    </div>
                    <div className="flex flex-1 flex-col gap-1 p-5">
                      <h3 className="text-lg font-bold leading-snug text-ink text-balance">{s.titulo}</h3>
                      <p className="text-muted">
                        {page.graduateOf} {s.subtitulo}
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
