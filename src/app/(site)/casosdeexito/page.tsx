import type { Metadata } from 'next'
import { PersonCard } from '@/components/ui/Cards'
import { CardGrid } from '@/components/ui/CardGrid'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { Section } from '@/components/ui/Section'
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

      <Section id="casos-historias" className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="casos-historias" title={page.social.heading} intro={page.social.text} />
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-dark">{page.social.follow}</p>
          <SocialLinks facebook={settings.facebook} instagram={settings.instagram} youtube={settings.youtube} className="mt-3" />
        </div>
        {settings.video_casos_exito && (
          <VideoFacade
            videoId={settings.video_casos_exito}
            title={page.social.videoTitle}
            poster={
              <SiteImage
                src={page.social.poster.src}
                alt={page.social.poster.alt}
                sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
              />
            }
          />
        )}
      </Section>

      <Section id="casos-egresados" title={page.gridHeading} tone="warm">
        <CardGrid items={stories} empty={page.empty}>
          {(s) => (
            <PersonCard
              key={s.id}
              size="md"
              image={s.path_imagen}
              sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw"
              name={s.titulo}
            >
              <p className="text-muted">
                {page.graduateOf} {s.subtitulo}
              </p>
            </PersonCard>
          )}
        </CardGrid>
      </Section>
    </>
  )
}
