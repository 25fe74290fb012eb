import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { OfferCard } from '@/components/offer/OfferCard'
import { OfferFinder } from '@/components/offer/OfferFinder.client'
import { JsonLd } from '@/components/seo/JsonLd'
import { BrandRule } from '@/components/ui/SectionHeading'
import { offerPage as copy } from '@/copy/offer'
import { listOffer } from '@/data/offer'
import { env } from '@/env'
import { filterKeys, filterOffer, filterOptions, offerSearchParams, parseOfferQuery, type FilterKey, type OfferItem } from '@/lib/offer'
import { pageMetadata, pageTitle } from '@/lib/seo'
import { courseListJsonLd } from '@/lib/structuredData'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Every filtered view is a slice of the one list: its own title, the bare address as canonical. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = parseOfferQuery(await searchParams)
  const chosen = filterKeys.flatMap((key) => query[key].map((value) => filterOptions[key][value]!))
  if (query.q.trim()) chosen.push(`«${query.q.trim()}»`)
  return pageMetadata({
    title: chosen.length === 0 ? copy.metaTitle : pageTitle(copy.filteredTitle(chosen.join(', '))),
    description: copy.metaDescription,
    path: copy.path,
  })
}

/** The finder's options: every value of a filter that at least one programme has, in the options' order. */
function optionsOf(items: readonly OfferItem[]) {
  const has: Record<FilterKey, (i: OfferItem, v: string) => boolean> = {
    nivel: (i, v) => i.nivel === v,
    area: (i, v) => i.area === v,
    modalidad: (i, v) => (i.modalidades as string[]).includes(v),
    campus: (i, v) => (i.campus as string[]).includes(v),
    duracion: () => true,
    inicio: (i, v) => (i.inicio as string[]).includes(v),
  }
  return Object.fromEntries(
    filterKeys.map((key) => [
      key,
      Object.entries(filterOptions[key])
        .filter(([value]) => key === 'duracion' || items.some((i) => has[key](i, value)))
        .map(([value, label]) => ({ value, label })),
    ]),
  ) as Record<FilterKey, { value: string; label: string }[]>
}

/**
 * /oferta-academica: every programme of every level in one list, rendered on the server for the
 * address's filters (a GET form: it works without JavaScript), then filtered in the browser.
 */
export default async function OfferPage({ searchParams }: Props) {
  const params = await searchParams
  const { query } = parseOfferQuery(params)
  // The form without JavaScript sends every field, empty ones too (`?q=&campus=…`), and anyone may
  // write the values in another order: each choice is answered at its one address.
  // Other parameters (a campaign's utm_*) are kept for the page that notes the visit's origin.
  const pairs = Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v : [v ?? '']).map((value): [string, string] => [k, value]))
  const isFilter = ([key]: [string, string]) => key === 'q' || (filterKeys as readonly string[]).includes(key)
  const canonical = offerSearchParams(query)
  if (new URLSearchParams(pairs.filter(isFilter)).toString() !== canonical.toString()) {
    const search = new URLSearchParams([...canonical, ...pairs.filter((p) => !isFilter(p))]).toString()
    redirect(search === '' ? copy.path : `${copy.path}?${search}`)
  }
  const entries = await listOffer()
  // What the browser needs to filter: the facts, not the comparison's extras.
  const items: OfferItem[] = entries.map(({ subtitulo: _s, rvoe: _r, periodo: _p, periodos: _n, materias: _m, ...item }) => item)
  // With the filters in a sheet, the first card shown is the phone's largest paint: preloaded.
  const first = filterOffer(items, query)[0]?.id
  const cards = Object.fromEntries(
    items.map((item) => [item.id, <OfferCard key={item.id} item={item} compareForm="oferta-comparar" priority={item.id === first} />]),
  )

  return (
    <>
      <JsonLd
        data={courseListJsonLd({
          siteUrl: env.siteUrl,
          name: copy.title,
          items: entries
            .filter((e) => e.nivel !== 'POS')
            .map((e) => ({ name: e.titulo, description: e.subtitulo ?? e.titulo, path: e.url, image: e.path_imagen })),
        })}
      />
      <section aria-labelledby="oferta-titulo" className="container-page section-space">
        <h1 id="oferta-titulo" className="type-h1 font-extrabold tracking-tight text-ink">
          {copy.title}
        </h1>
        <BrandRule />
        <p className="mt-6 max-w-prose text-lg leading-relaxed text-muted">{copy.intro}</p>
        <div className="mt-10">
          <OfferFinder items={items} cards={cards} options={optionsOf(items)} initial={query} />
        </div>
      </section>
    </>
  )
}
