import Link from 'next/link'
import { MonthFilter } from '@/components/ui/MonthFilter'
import { BrandRule } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { communicationCopy as copy } from '@/copy/communication'
import { communicationHref } from '@/lib/communication'
import { isoOf } from '@/lib/dates'
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
        <MonthFilter
          id="archivo-mes"
          label={copy.archiveLabel}
          labelClassName="text-lg font-bold text-ink"
          months={months}
          value={month}
          allLabel={copy.archiveAll}
          hrefOf={(m) => communicationHref(basePath, { month: m })}
          submitLabel={copy.archiveSubmit}
          loadingText={loadingText}
        />
      </div>
      <div>
        <h2 id="ultimas-titulo" className="text-xl font-extrabold text-ink">
          {copy.latestHeading}
        </h2>
        <BrandRule className="mt-2 w-12" />
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
