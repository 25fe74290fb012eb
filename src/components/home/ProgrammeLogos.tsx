import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { logosSection, newTabNote } from '@/copy/home'
import { isExternal } from '@/copy/menu'
import { listProgrammeLogos } from '@/data/programmes'
import { HomeSection } from './HomeSection'

/** Spec §2.4 item 7: the programme logos (PAC); https links open a new tab, the rest are routes. */
export async function ProgrammeLogos() {
  const logos = await listProgrammeLogos()
  if (logos.length === 0) return null
  const card =
    'relative block aspect-square overflow-hidden rounded-xl bg-surface shadow-card transition-shadow duration-200 ease-calm hover:shadow-card-hover'
  return (
    <HomeSection id="programas-titulo" title={logosSection.heading}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => {
          // The image's alt text (from its media record) names the link.
          const image = (
            <SiteImage src={logo.path_imagen} sizes="(min-width: 1280px) 190px, (min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw" />
          )
          return (
            <li key={logo.id}>
              {isExternal(logo.link) ? (
                <a href={logo.link} target="_blank" rel="noopener noreferrer" className={card}>
                  {image}
                  <span className="sr-only">{newTabNote}</span>
                </a>
              ) : logo.link.startsWith('/') ? (
                <Link href={logo.link} className={card}>
                  {image}
                </Link>
              ) : (
                <a href={logo.link} className={card}>
                  {image}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}
