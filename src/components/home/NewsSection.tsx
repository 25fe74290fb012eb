import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { newsSection } from '@/copy/home'
import { listCommunication } from '@/data/communication'
import { isoOf } from '@/lib/dates'
import { excerpt } from '@/lib/excerpt'
import { htmlToText } from '@/lib/html'
import { HomeSection } from './HomeSection'
import { VisitLink } from './VisitLink.client'

/**
 * Spec §2.4 item 3: the first four notices. Each card's excerpt comes from its own notice (the
 * original showed the third notice's text on three cards; that defect is not reproduced).
 */
export async function NewsSection() {
  const notices = await listCommunication('NOT', 4)
  return (
    <HomeSection id="noticias-titulo" title={newsSection.heading} intro={newsSection.intro} tone="warm">
      {notices.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {notices.map((notice) => (
            <li key={notice.id} className="card-parts-4">
              {/* The "Ver más" link stretches over the whole card (one link, valid HTML). Picture,
                  title, excerpt and foot line up with the other cards of the row. */}
              <article className="relative card-parts-4 overflow-hidden rounded-xl bg-surface shadow-card transition-shadow duration-200 ease-calm focus-within:shadow-card-hover hover:shadow-card-hover">
                <div className="relative aspect-video bg-brand-50">
                  <SiteImage
                    src={notice.path_imagen}
                    sizes="(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 50vw, 100vw"
                  />
                </div>
                <div className="card-parts-3 p-5">
                  <h3 className="type-h3 font-bold text-ink">{notice.titulo}</h3>
                  {htmlToText(notice.contenido) !== '' ? (
                    <p className="mt-3 line-clamp-3 text-muted">{excerpt(htmlToText(notice.contenido), newsSection.excerptLength)}</p>
                  ) : (
                    <span />
                  )}
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-3 self-end pt-2">
                    <time dateTime={isoOf(notice.fecha) || undefined} className="text-sm text-muted">
                      {notice.fecha}
                    </time>
                    <VisitLink
                      slug={notice.slug}
                      href={newsSection.detailHref(notice.slug)}
                      className="btn btn-outline after:absolute after:inset-0 after:content-['']"
                    >
                      {newsSection.cardCta}
                      <span className="sr-only"> sobre «{notice.titulo}»</span>
                    </VisitLink>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex justify-center">
        <Link href={newsSection.moreHref} className="btn btn-primary">
          {newsSection.moreLabel}
        </Link>
      </div>
    </HomeSection>
  )
}
