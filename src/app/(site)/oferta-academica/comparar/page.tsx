import { ArrowLeft, Mail, X } from '@/components/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { BrandRule } from '@/components/ui/SectionHeading'
import { comparePage as copy, offerPage } from '@/copy/offer'
import { listOffer, type OfferEntry } from '@/data/offer'
import {
  areaLabels,
  askHref,
  campusLabels,
  compareLimitMessage,
  levelLabels,
  listOf,
  modalityLabels,
  monthLabels,
  parseCompared,
} from '@/lib/offer'
import { rvoeLabel } from '@/lib/programmes'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: copy.path,
  // Endless combinations of pages that are indexed on their own.
  robots: { index: false, follow: true },
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const periodPlurals: Record<string, string> = {
  Cuatrimestre: 'cuatrimestres',
  Semestre: 'semestres',
  Trimestre: 'trimestres',
  Modulo: 'módulos',
}

/** «10 cuatrimestres», «1 semestre». */
function plural(n: number, period: string): string {
  return n === 1 ? `1 ${period.toLowerCase()}` : `${n} ${periodPlurals[period] ?? period.toLowerCase()}`
}

const rows: { label: string; value: (e: OfferEntry) => string }[] = [
  { label: copy.rows.nivel, value: (e) => levelLabels[e.nivel] },
  { label: copy.rows.duracion, value: (e) => e.duracion ?? '' },
  { label: copy.rows.modalidad, value: (e) => listOf(e.modalidades, modalityLabels) },
  { label: copy.rows.campus, value: (e) => listOf(e.campus, campusLabels) },
  { label: copy.rows.inicio, value: (e) => listOf(e.inicio, monthLabels) },
  { label: copy.rows.rvoe, value: (e) => (e.rvoe ? rvoeLabel(e.rvoe).replace(/^RVOE: /, '') : '') },
  { label: copy.rows.periodos, value: (e) => (e.periodo && e.periodos > 0 ? plural(e.periodos, e.periodo) : '') },
  { label: copy.rows.materias, value: (e) => (e.materias > 0 ? String(e.materias) : '') },
  { label: copy.rows.area, value: (e) => (e.area ? areaLabels[e.area] : '') },
]

/**
 * /oferta-academica/comparar?p=a&p=b&p=c: up to three programmes side by side. The address is the
 * whole state, so a comparison can be shared; the finder's boxes send it as a plain GET form.
 */
export default async function ComparePage({ searchParams }: Props) {
  const entries = (await listOffer()).filter((e) => e.nivel !== 'POS')
  const { slugs, tooMany } = parseCompared(
    await searchParams,
    entries.map((e) => e.slug),
  )
  const chosen = slugs.map((slug) => entries.find((e) => e.slug === slug)!)
  const without = (slug: string) => {
    const rest = slugs.filter((s) => s !== slug)
    return rest.length === 0 ? offerPage.path : `${copy.path}?${rest.map((s) => `p=${encodeURIComponent(s)}`).join('&')}`
  }

  return (
    <section aria-labelledby="comparar-titulo" className="container-page section-space">
      <h1 id="comparar-titulo" className="type-h1 font-extrabold tracking-tight text-ink">
        {copy.title}
      </h1>
      <BrandRule />
      <p className="mt-6 max-w-prose text-lg leading-relaxed text-muted">{copy.intro}</p>
      {tooMany && (
        <p role="alert" className="mt-6 rounded-xl bg-brand-50 p-4 font-semibold text-brand-darker">
          {compareLimitMessage}
        </p>
      )}
      {chosen.length < 2 && <p className="mt-6 rounded-xl bg-surface-warm p-4 text-ink">{copy.tooFew}</p>}
      {chosen.length > 0 && (
        // Phones scroll the table sideways; the first column (what each row is) stays in place.
        <div
          className="mt-8 overflow-x-auto rounded-xl shadow-card ring-1 ring-ink/5"
          role="region"
          aria-labelledby="comparar-tabla"
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption id="comparar-tabla" className="sr-only">
              {copy.tableCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 w-36 bg-surface-warm p-4 text-sm font-semibold text-muted md:w-48">
                  {copy.rowsHeading}
                </th>
                {chosen.map((e) => (
                  <th key={e.id} scope="col" className="min-w-48 bg-surface p-4 align-top">
                    <Link
                      href={e.url}
                      className="text-lg font-bold leading-snug text-ink text-balance hover:text-brand-dark hover:underline"
                    >
                      {e.titulo}
                    </Link>
                    <Link
                      href={without(e.slug)}
                      aria-label={copy.remove(e.titulo)}
                      className="mt-2 flex min-h-11 w-fit items-center gap-1 text-sm font-semibold text-brand-dark hover:underline"
                    >
                      <X aria-hidden="true" className="size-4" />
                      {copy.removeShort}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-ink/10">
                  <th scope="row" className="sticky left-0 z-10 bg-surface-warm p-4 text-sm font-semibold text-ink">
                    {row.label}
                  </th>
                  {chosen.map((e) => (
                    <td key={e.id} className="bg-surface p-4 align-top text-ink">
                      {row.value(e) || <span className="text-muted">{copy.none}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {/* Each column ends in the way to ask: the programme's own page, at its form with it chosen. */}
            <tfoot>
              <tr className="border-t border-ink/10">
                <td className="sticky left-0 z-10 bg-surface-warm p-4" />
                {chosen.map((e) => (
                  <td key={e.id} className="bg-surface p-4 align-top">
                    <Link href={askHref(e) ?? e.url} aria-label={copy.askAbout(e.titulo)} className="btn btn-primary text-sm">
                      <Mail aria-hidden="true" className="size-4" />
                      {copy.ask}
                    </Link>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <Link href={offerPage.path} className="btn border-2 border-brand text-brand-dark hover:bg-brand-50 mt-8">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {copy.back}
      </Link>
    </section>
  )
}
