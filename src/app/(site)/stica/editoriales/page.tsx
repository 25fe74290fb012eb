import { BookOpen } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { JsonLd } from '@/components/seo/JsonLd'
import { ScrollToList } from '@/components/sitca/ScrollToList.client'
import { Note } from '@/components/ui/Callout'
import { CardGrid } from '@/components/ui/CardGrid'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { FormStep } from '@/components/ui/FormStep.client'
import { Pager } from '@/components/ui/Pager'
import { Section } from '@/components/ui/Section'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { editorialPage as page, sitcaPage } from '@/copy/sitca'
import { listBooks } from '@/data/institutional'
import { env } from '@/env'
import { paginate, parsePage, type QueryValue } from '@/lib/listView'
import { booksHref, booksPerPage } from '@/lib/sitca'
import { pageMetadata } from '@/lib/seo'
import { breadcrumbJsonLd } from '@/lib/structuredData'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/**
 * /stica/editoriales, the editorial page (spec §2.21): banner, the two bachillerato programmes,
 * and 'Novedades Editoriales', three books a page. The page is in the URL (?pagina=2; the spec's
 * index 0 is page 1), so Anterior and Siguiente work without JavaScript and with the back button.
 */
export default async function EditorialPage({ searchParams }: { searchParams: Promise<Record<string, QueryValue>> }) {
  const params = await searchParams
  const books = await listBooks()
  const { items, page: current, pageCount } = paginate(books, parsePage(params.pagina), booksPerPage)
  const f = page.books.fields

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(env.siteUrl, [
          { name: 'Inicio', path: '/' },
          { name: sitcaPage.title, path: sitcaPage.path },
          { name: page.title, path: page.path },
        ])}
      />
      <HeroBanner path={page.path} title={page.title} subtitle={page.heroSubtitle} image={page.banner} />

      <Section id="editorial-bachillerato" eyebrow={page.programmes.eyebrow} title={page.programmes.heading}>
        <div className="grid gap-6 md:grid-cols-2">
          {page.programmes.items.map((p, i) => (
            <Note key={p.title} className="bg-surface-warm">
              <section aria-labelledby={`bachillerato-${i}`}>
                <h3 id={`bachillerato-${i}`} className="type-h3 font-extrabold text-ink">
                  {p.title}
                </h3>
                <div className="mt-3 space-y-3 leading-relaxed text-ink">
                  {p.paragraphs.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </div>
              </section>
            </Note>
          ))}
        </div>
      </Section>

      <Section id="editorial-novedades" tone="warm">
        <SectionHeading id="editorial-novedades" title={page.books.heading} intro={page.books.intro} focusTarget />
        <ScrollToList targetId="editorial-novedades" page={current} list="libros" />

        <CardGrid items={items} empty={page.books.empty} className="gap-6 md:grid-cols-3">
          {(b) => (
            // Cover, title, author, edition and year, description: each on a row shared with the
            // other books of its row, however long a title runs (`card-parts-*`).
            <li key={b.id} className="card-parts-5">
              <article aria-labelledby={`libro-${b.id}`} className="card-parts-5 overflow-hidden rounded-xl bg-surface shadow-card">
                <div className="relative aspect-[2/3] bg-brand-50">
                  {b.imagen ? (
                    <SiteImage src={b.imagen} sizes="(min-width: 768px) 400px, 100vw" />
                  ) : (
                    <BookOpen aria-hidden="true" className="absolute inset-0 m-auto size-16 text-brand" />
                  )}
                </div>
                <div className="card-parts-4 p-5">
                  <dl className="card-parts-3 grid-cols-2 gap-x-3">
                    <div className="col-span-2">
                      <dt className="text-sm font-semibold text-brand-dark">{f.titulo}</dt>
                      <dd>
                        <h3 id={`libro-${b.id}`} className="type-h3 font-bold text-ink text-balance">
                          {b.titulo}
                        </h3>
                      </dd>
                    </div>
                    <div className="col-span-2 mt-2">
                      <dt className="text-sm font-semibold text-brand-dark">{f.autor}</dt>
                      <dd className="text-ink">{b.nombre_autor}</dd>
                    </div>
                    <div className="mt-2">
                      <dt className="text-sm font-semibold text-brand-dark">{f.edicion}</dt>
                      <dd className="text-ink">{b.edicion}</dd>
                    </div>
                    <div className="mt-2">
                      <dt className="text-sm font-semibold text-brand-dark">{f.anio}</dt>
                      <dd className="text-ink">{b.año_edicion}</dd>
                    </div>
                  </dl>
                  <p className="mt-4 leading-relaxed text-muted">{b.descripcion}</p>
                </div>
              </article>
            </li>
          )}
        </CardGrid>

        {books.length > 0 && (
          <Pager step={FormStep} label={page.books.pagerLabel} page={current} pageCount={pageCount} hrefOf={booksHref} />
        )}
      </Section>
    </>
  )
}
