import { ArrowRight } from '@/components/ui/icons'
import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { noContent } from '@/copy/shared'

type ProgrammeCard = { id: number | string; titulo: string; slug: string; path_imagen: string | null }

type Props = {
  items: readonly ProgrammeCard[]
  /** The list route each card's slug is appended to, e.g. '/licenciaturas'. */
  basePath: string
  /** The visible prompt at the foot of each card. */
  cta?: string
  /** Shown when there is nothing to list. */
  emptyText?: string
}

/** A grid of programme cards (VISUAL.md): 16:9 image, title, the whole card one link to its detail. */
export function ProgrammeCards({ items, basePath, cta = 'Conoce el programa', emptyText = noContent }: Props) {
  if (items.length === 0) return <p className="text-muted">{emptyText}</p>
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={`${basePath}/${item.slug}`}
            className="group flex h-full flex-col overflow-hidden rounded-xl bg-surface shadow-card transition-shadow duration-200 ease-calm hover:shadow-card-hover focus-visible:shadow-card-hover"
          >
            <div className="relative aspect-video overflow-hidden bg-brand-50">
              <SiteImage
                src={item.path_imagen}
                // The title beside it names the card; the image adds nothing to read.
                alt=""
                sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw"
                className="card-zoom"
              />
            </div>
            <div className="flex flex-1 flex-col gap-4 p-5">
              <h3 className="type-h3 font-bold text-ink text-balance group-hover:text-brand-dark">{item.titulo}</h3>
              <span aria-hidden="true" className="mt-auto inline-flex items-center gap-2 text-sm font-semibold text-brand">
                {cta}
                <ArrowRight className="size-4 transition-transform duration-200 ease-calm group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0" />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
