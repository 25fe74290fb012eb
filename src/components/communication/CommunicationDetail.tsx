import { ArrowLeft } from '@/components/ui/icons'
import Link from 'next/link'
import type React from 'react'
import { SiteImage } from '@/components/ui/SiteImage'
import { communicationCopy as copy } from '@/copy/communication'
import { htmlToText } from '@/lib/html'
import { ItemMeta } from './ItemMeta'
import type { CommunicationItem } from './types'
import { VisitCounter } from './VisitCounter.client'

/**
 * One item (spec §2.12): title (the page's h1), date and live visit count, image, content. In
 * «Vista previa» (`preview`) the title follows the editor's typing and a draft counts no visits.
 */
export function CommunicationDetail({
  item,
  backHref,
  preview = false,
  glance,
}: {
  item: CommunicationItem
  backHref: string
  preview?: boolean
  /** An event's date, place and places, right under its title (./EventGlance). */
  glance?: React.ReactNode
}) {
  return (
    <article aria-labelledby="detalle-titulo">
      <h1
        id="detalle-titulo"
        data-campo={preview ? 'titulo' : undefined}
        className="type-h1 font-extrabold tracking-tight text-balance text-ink"
      >
        {item.titulo}
      </h1>
      <div className="mt-4">
        {/* A preview shows the count as the page does («1 visita») and counts none. */}
        <ItemMeta
          fecha={item.fecha}
          visitas={item.visitas}
          visits={preview ? undefined : <VisitCounter slug={item.slug} initial={item.visitas} />}
        />
      </div>
      {glance}
      {item.path_imagen && (
        <div className="relative mt-6 aspect-video overflow-hidden rounded-xl bg-brand-50 shadow-card">
          <SiteImage src={item.path_imagen} priority sizes="(min-width: 1280px) 800px, (min-width: 1024px) 62vw, calc(100vw - 2rem)" />
        </div>
      )}
      {htmlToText(item.contenido).trim() === '' && !preview ? (
        // An item published with its title only: a sentence and the way back, not an empty column.
        <p className="mt-8 max-w-prose text-lg leading-relaxed text-muted">{copy.noBody}</p>
      ) : (
        /* Sanitised by src/data (no scripts, handlers or javascript: URLs). */
        <div
          className="mt-8 max-w-prose space-y-4 text-lg leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_h2]:mt-8 [&_h2]:type-h2 [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:type-h3 [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: item.contenido }}
        />
      )}
      <Link href={backHref} className="btn btn-outline mt-10">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {copy.back}
      </Link>
    </article>
  )
}
