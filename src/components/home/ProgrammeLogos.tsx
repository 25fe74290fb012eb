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
  // Each picture carries its name beneath it (issue 38, item 2): six squares of one colour cannot be
  // told apart by their art alone. The name is the link's name; the picture is decorative.
  const card = 'group block rounded-xl'
  return (
    <HomeSection id="programas-titulo" title={logosSection.heading}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => {
          const content = (
            <>
              <span className="relative block aspect-square overflow-hidden rounded-xl bg-surface shadow-card transition-shadow duration-200 ease-calm group-hover:shadow-card-hover">
                <SiteImage
                  src={logo.path_imagen}
                  alt=""
                  sizes="(min-width: 1280px) 190px, (min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw"
                />
              </span>
              <span className="mt-2 block text-center font-semibold text-ink text-balance group-hover:text-brand-dark group-hover:underline">
                {logo.titulo}
              </span>
            </>
          )
          return (
            <li key={logo.id}>
              {isExternal(logo.link) ? (
                <a href={logo.link} target="_blank" rel="noopener noreferrer" className={card}>
                  {content}
                  <span className="sr-only">{newTabNote}</span>
                </a>
              ) : logo.link.startsWith('/') ? (
                <Link href={logo.link} className={card}>
                  {content}
                </Link>
              ) : (
                <a href={logo.link} className={card}>
                  {content}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}
