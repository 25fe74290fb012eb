import Link from 'next/link'
import { SiteImage } from '@/components/ui/SiteImage'
import { communicationCopy as copy } from '@/copy/communication'
import { isoOf } from '@/lib/dates'
import { ArchiveFilter } from './ArchiveFilter.client'
import type { CommunicationItem } from './types'

type Props = {
  basePath: string
  latest: readonly CommunicationItem[]
  months: readonly string[]
  month: string
  detailOf: (slug: string) => string
  /** The slug of the detail shown, marked in the list. */
  currentSlug?: string
  loadingText: string
}

/** Spec §2.12: 'Últimas actualizaciones' and the 'Archivo' month filter. */
export function Sidebar({ basePath, latest, months, month, detailOf, currentSlug, loadingText }: Props) {
  return (
    <aside aria-labelledby="ultimas-titulo" className="flex flex-col gap-8 lg:sticky lg:top-28 lg:self-start">
      <div className="rounded-xl bg-surface-warm p-5">
        <ArchiveFilter
          action={basePath}
          label={copy.archiveLabel}
          allLabel={copy.archiveAll}
          submitLabel={copy.archiveSubmit}
          months={months}
          current={month}
          loadingText={loadingText}
        />
      </div>
      <div>
        <h2 id="ultimas-titulo" className="text-xl font-extrabold text-ink">
          {copy.latestHeading}
        </h2>
        <span aria-hidden="true" className="mt-2 block h-1 w-12 rounded-full bg-brand" />
        <ul className="mt-5 grid gap-4">
          {latest.map((item) => (
            <li key={item.id}>
              <Link
                href={detailOf(item.slug)}
                aria-current={item.slug === currentSlug ? 'page' : undefined}
                className="group flex gap-3 rounded-lg p-1 aria-[current=page]:bg-brand-50"
              >
                <span className="relative aspect-video w-24 shrink-0 overflow-hidden rounded-md bg-brand-50">
                  <SiteImage src={item.path_imagen} alt="" sizes="96px" />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-sm font-semibold leading-snug text-ink group-hover:text-brand-dark group-hover:underline">
                    {item.titulo}
                  </span>
                  <time dateTime={isoOf(item.fecha) || undefined} className="text-xs text-muted">
                    {item.fecha}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  )
}
