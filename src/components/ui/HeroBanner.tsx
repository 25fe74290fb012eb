import type { ReactNode } from 'react'
import { heroTitle, isLongTitle } from '@/lib/hero'
import { SiteImage } from './SiteImage'

type Props = {
  /** The page's route; names the banner when no title is given (spec §2.10). */
  path: string
  title?: string
  subtitle?: string
  /** A `/media/…` or `/images/…` URL; without one the banner is a brand gradient. */
  image?: string | null
  /** Actions under the title, e.g. a 'Volver a Licenciaturas' link. */
  children?: ReactNode
}

/**
 * The page banner: a photo behind a dark-to-transparent veil and a white h1 (VISUAL.md). The
 * photo is the page's largest paint, so it is preloaded. The veil is darkest where the text
 * sits (bottom on phones, left from md), which keeps white text at AA contrast on any photo.
 */
export function HeroBanner({ path, title, subtitle, image, children }: Props) {
  const heading = title ?? heroTitle(path)
  const long = isLongTitle(heading)
  return (
    <section className="on-dark relative isolate flex min-h-64 items-end overflow-hidden bg-linear-to-br from-brand-darker via-brand-dark to-brand md:min-h-96 md:items-center">
      {image && (
        <>
          <SiteImage src={image} sizes="100vw" priority className="-z-20 object-cover" />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-linear-to-t from-ink/90 via-ink/65 to-ink/25 md:bg-linear-to-r md:from-ink/85 md:via-ink/60 md:to-transparent"
          />
        </>
      )}
      <div className="container-page py-10 md:py-16">
        <div className={`${long ? 'max-w-6xl' : 'max-w-2xl'} text-white`}>
          <h1
            data-long-title={long || undefined}
            className={`${long ? 'type-h1-long' : 'type-h1'} font-extrabold tracking-tight text-balance`}
          >
            {heading}
          </h1>
          {subtitle && <p className="mt-3 text-lg leading-snug text-white/90 md:text-xl">{subtitle}</p>}
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  )
}
