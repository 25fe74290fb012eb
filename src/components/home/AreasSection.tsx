import { ArrowUpRight } from '@/components/ui/icons'
import Link from 'next/link'
import type React from 'react'
import { SiteImage } from '@/components/ui/SiteImage'
import { areaLinks, areasSection, newTabNote } from '@/copy/home'
import { isExternal } from '@/copy/menu'
import { getSettings } from '@/data/site'
import { HomeSection } from './HomeSection'

type Props = {
  /** The click-to-play home video (spec §2.4 item 5), shown above the five links. */
  video?: React.ReactNode
}

/** Spec §2.4 item 5: the video and the five image links (incubator, journal, CONOCER network, job board, circles). */
export async function AreasSection({ video }: Props) {
  const areas = areaLinks(await getSettings())
  return (
    <HomeSection id="areas-titulo" title={areasSection.heading} intro={areasSection.intro} tone="warm">
      {video && <div className="mx-auto mb-10 max-w-4xl">{video}</div>}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {areas.map((area, index) => {
          const external = isExternal(area.href)
          // On phones the first tile spans both columns, so five tiles make a full grid.
          const wide = index === 0
          const className = `${wide ? 'aspect-[8/3] md:aspect-[4/3]' : 'aspect-[4/3]'} group relative isolate flex overflow-hidden rounded-xl bg-brand-darker text-white shadow-card transition-shadow duration-200 ease-calm hover:shadow-card-hover`
          const content = (
            <>
              <SiteImage
                src={area.image.src}
                alt={area.image.alt}
                sizes={`(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 768px) 33vw, ${wide ? '100vw' : '50vw'}`}
                className="object-cover transition-transform duration-500 ease-calm group-hover:scale-105"
              />
              <span aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-black/80 via-black/30 to-transparent" />
              <span className="relative mt-auto flex w-full flex-col p-3 sm:p-4">
                <span className="flex items-start justify-between gap-2 text-base font-bold leading-tight sm:text-lg">
                  {area.title}
                  {external && <ArrowUpRight aria-hidden="true" className="size-5 shrink-0" />}
                </span>
                <span className="mt-1 text-sm leading-snug">{area.description}</span>
                {external && <span className="sr-only">{newTabNote}</span>}
              </span>
            </>
          )
          return (
            <li key={area.title} className={wide ? 'col-span-2 md:col-span-1' : undefined}>
              {external ? (
                <a href={area.href} target="_blank" rel="noopener noreferrer" className={className}>
                  {content}
                </a>
              ) : (
                <Link href={area.href} className={className}>
                  {content}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}
