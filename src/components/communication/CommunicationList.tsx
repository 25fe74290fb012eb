import Link from 'next/link'
import { EmptyState } from '@/components/ui/EmptyState'
import { Pager } from '@/components/ui/Pager'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { communicationCopy as copy } from '@/copy/communication'
import type { CommunicationItem } from './types'
import { ItemMeta } from './ItemMeta'
import type { CommunicationType } from '@/data/communication'
import { ItemArtwork } from './ItemArtwork'

type Props = {
  heading: string
  items: readonly CommunicationItem[]
  page: number
  totalPages: number
  hrefOf: (page: number) => string
  detailOf: (slug: string) => string
  emptyText: string
  /** News or events: an item without a picture shows its section's artwork. */
  kind: CommunicationType
}

/** One page of news or events (spec §2.12): image, title, 150-character preview, Ver más, visits, date. */
export function CommunicationList({ heading, items, page, totalPages, hrefOf, detailOf, emptyText, kind }: Props) {
  return (
    <section aria-labelledby="lista-titulo">
      <SectionHeading id="lista-titulo" title={heading} size="list" className="" />
      {items.length === 0 ? (
        <EmptyState look="panel" className="mt-8">
          {emptyText}
        </EmptyState>
      ) : (
        <ul className="mt-8 grid gap-6">
          {items.map((item, index) => (
            <li key={item.id}>
              <article className="relative grid overflow-hidden rounded-xl bg-surface shadow-card transition-shadow duration-200 ease-calm focus-within:shadow-card-hover hover:shadow-card-hover sm:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
                <div className="relative aspect-video bg-brand-50 sm:aspect-auto sm:min-h-44">
                  {item.path_imagen ? (
                    <SiteImage
                      src={item.path_imagen}
                      priority={index === 0 && page === 1}
                      sizes="(min-width: 1024px) 288px, (min-width: 640px) 256px, calc(100vw - 2rem)"
                    />
                  ) : (
                    <ItemArtwork kind={kind} />
                  )}
                </div>
                <div className="flex flex-col gap-3 p-5">
                  <h3 className="type-h3 font-bold text-ink">{item.titulo}</h3>
                  <ItemMeta fecha={item.fecha} visitas={item.visitas} />
                  {item.preview && <p className="text-ink/85">{item.preview}</p>}
                  <div className="mt-auto pt-1">
                    {/* The link stretches over the whole card: one link per item. */}
                    <Link
                      href={detailOf(item.slug)}
                      className="font-semibold text-brand underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:text-brand-dark hover:underline"
                    >
                      {copy.readMore}
                      <span className="sr-only"> sobre «{item.titulo}»</span>
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 || items.length > 0 ? <Pager label={copy.pagerLabel} page={page} pageCount={totalPages} hrefOf={hrefOf} /> : null}
    </section>
  )
}
