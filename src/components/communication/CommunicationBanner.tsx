import { SiteImage } from '@/components/ui/SiteImage'
import { SocialLinks } from '@/components/ui/SocialLinks'
import { VideoFacade } from '@/components/ui/VideoFacade.client'
import { communicationCopy as copy } from '@/copy/communication'
import type { SiteSettings } from '@/data/site'
import { bannerTitle } from '@/lib/communication'

type Props = {
  path: string
  settings: SiteSettings
  /** The banner title is the page's h1 on the list; on a detail the item's title is, so it is a plain paragraph. */
  titleIsHeading: boolean
}

/** Spec §2.12: the title by path, the social links and a click-to-load video. */
export function CommunicationBanner({ path, settings, titleIsHeading }: Props) {
  const Title = titleIsHeading ? 'h1' : 'p'
  return (
    <section aria-label={bannerTitle(path)} className="on-dark bg-linear-to-br from-brand-darker via-brand-dark to-brand text-white">
      {/* On a phone the list's video is a small tile beside the title, so the first items reach the first screen. */}
      <div
        className={`container-page grid items-center gap-8 py-10 md:grid-cols-2 md:py-14 ${titleIsHeading ? 'max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-start max-md:gap-4 max-md:py-8' : ''}`}
      >
        <div>
          <Title className="type-h1 font-extrabold tracking-tight">{bannerTitle(path)}</Title>
          <p className="mt-4 max-w-prose text-lg text-white/90">{copy.socialHeading}</p>
          <SocialLinks
            facebook={settings.facebook}
            instagram={settings.instagram}
            youtube={settings.youtube}
            tone="light"
            className="mt-4"
          />
        </div>
        {settings.video_comunicacion ? (
          <VideoFacade
            videoId={settings.video_comunicacion}
            title={copy.videoTitle}
            tile={titleIsHeading}
            // At the top of a list the poster is a 7 rem tile on a phone; a detail shows it, full width, after the item.
            poster={
              <SiteImage
                src="/images/home/video-inicio.webp"
                alt=""
                priority={titleIsHeading}
                sizes={`(min-width: 1280px) 600px, (min-width: 768px) 50vw, ${titleIsHeading ? '7rem' : 'calc(100vw - 2rem)'}`}
              />
            }
          />
        ) : null}
      </div>
    </section>
  )
}
