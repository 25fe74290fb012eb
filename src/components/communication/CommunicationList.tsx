import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { communicationCopy as copy } from '@/copy/communication'
import type { CommunicationItem } from './types'
import { ItemMeta } from './ItemMeta'
import { Pager } from './Pager'

type Props = {
  heading: string
  items: readonly CommunicationItem[]
  page: number
  totalPages: number
  hrefOf: (page: number) => string
  detailOf: (slug: string) => string
  emptyText: string
}

/** One page of news or events (spec §2.12): image, title, 150-character preview, Ver más, visits, date. */
export function CommunicationList({ heading, items, page, totalPages, hrefOf, detailOf, emptyText }: Props) {
  return (
    <section aria-labelledby="lista-titulo">
      <h2 id="lista-titulo" className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">
        {heading}
      </h2>
      <span aria-hidden="true" className="mt-3 block h-1 w-16 rounded-full bg-brand" />
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg bg-surface-warm p-6 text-muted">{emptyText}</p>
      ) : (
        <ul className="mt-8 grid gap-6">
          {items.map((item, index) => (
            <li key={item.id}>
              <article className="relative grid overflow-hidden rounded-xl bg-surface shadow-card transition-shadow duration-200 ease-calm focus-within:shadow-card-hover hover:shadow-card-hover sm:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
                <div className="relative aspect-video bg-brand-50 sm:aspect-auto sm:min-h-44">
                  <SiteImage
                    src={item.path_imagen}
                    priority={index === 0 && page === 1}
                    sizes="(min-width: 1024px) 288px, (min-width: 640px) 256px, calc(100vw - 2rem)"
                  />
                </div>
                <div className="flex flex-col gap-3 p-5">
                  <h3 className="text-lg font-bold leading-snug text-ink md:text-xl">{item.titulo}</h3>
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
      {totalPages > 1 || items.length > 0 ? <Pager page={page} totalPages={totalPages} hrefOf={hrefOf} /> : null}
    </section>
  )
}
