import { ArrowRight, Clock, ExternalLink, MapPin, MonitorSmartphone } from '@/components/ui/icons'
import Link from 'next/link'
import { NewTabHint, newTabProps } from '@/components/layout/NewTabHint'
import { SiteImage } from '@/components/ui/SiteImage'
import { isExternal } from '@/copy/menu'
import { offerPage as copy } from '@/copy/offer'
import { askHref, campusLabels, levelLabels, listOf, modalityLabels, type OfferItem } from '@/lib/offer'

/**
 * One programme of the finder: picture, level, title and its main facts; the title's link
 * covers the whole card. Its five parts line up with the other cards of the row (`card-parts-5`:
 * the list item holding it carries the same). Below, outside the link, the box that picks it for the comparison
 * (`form` names the comparison's form, so the box works anywhere on the page).
 */
export function OfferCard({ item, compareForm, priority = false }: { item: OfferItem; compareForm: string; priority?: boolean }) {
  const external = isExternal(item.url)
  const titleId = `oferta-${item.id}`
  const ask = askHref(item)
  const facts = [
    { icon: MonitorSmartphone, text: listOf(item.modalidades, modalityLabels) },
    { icon: MapPin, text: listOf(item.campus, campusLabels) },
    { icon: Clock, text: item.duracion ?? '' },
  ].filter((f) => f.text !== '')
  return (
    <article aria-labelledby={titleId} className="group card-parts-5 offer-card">
      <div className="relative aspect-video overflow-hidden bg-brand-50">
        <SiteImage
          src={item.path_imagen}
          alt=""
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
          priority={priority}
          className="card-zoom"
        />
      </div>
      <div className="card-parts-4 p-5">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-dark">{levelLabels[item.nivel]}</p>
        <h3 id={titleId} className="type-h3 mt-3 font-bold text-ink text-balance">
          {external ? (
            <a href={item.url} {...newTabProps} className="stretched-link">
              {item.titulo}
              <NewTabHint />
            </a>
          ) : (
            <Link href={item.url} className="stretched-link">
              {item.titulo}
            </Link>
          )}
        </h3>
        {facts.length > 0 ? (
          <ul className="mt-3 grid gap-1.5 text-sm text-muted">
            {facts.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {text}
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <div className="mt-3 flex items-center justify-between gap-3 self-end pt-2">
          {ask ? (
            // Above the stretched link, as the box is: the programme's own form, with it chosen (issue 38.5).
            <Link href={ask} aria-label={copy.askAbout(item.titulo)} className="compare-pick text-brand-dark underline underline-offset-4">
              {copy.cardAsk}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-hidden="true" className="inline-flex items-center gap-2 text-sm font-semibold text-brand">
              {copy.externalCta}
              <ExternalLink className="size-4" />
            </span>
          )}
          {item.nivel !== 'POS' && (
            // Above the stretched link, so a click on the box picks it instead of opening the page.
            <label className="compare-pick">
              <input
                type="checkbox"
                name="p"
                value={item.slug}
                form={compareForm}
                aria-label={copy.compareLabel(item.titulo)}
                className="size-5 accent-brand"
              />
              <span aria-hidden="true">{copy.compareShort}</span>
            </label>
          )}
        </div>
      </div>
    </article>
  )
}
