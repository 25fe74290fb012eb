import { BookOpen } from 'lucide-react'
import type { Metadata } from 'next'
import { JsonLd } from '@/components/seo/JsonLd'
import { Pager } from '@/components/sitca/Pager'
import { ScrollToList } from '@/components/sitca/ScrollToList.client'
import { HeroBanner } from '@/components/ui/HeroBanner'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SiteImage } from '@/components/ui/SiteImage'
import { editorialPage as page, sitcaPage } from '@/copy/sitca'
import { listBooks } from '@/data/institutional'
import { env } from '@/env'
import { booksPerPage, paginate, parsePage } from '@/lib/sitca'
import { pageMetadata } from '@/lib/seo'
import { breadcrumbJsonLd } from '@/lib/structuredData'

export const metadata: Metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path })

/**
 * /stica/editoriales, the editorial page (spec §2.21): banner, the two bachillerato programmes,
 * and 'Novedades Editoriales', three books a page. The page is in the URL (?pagina=2; the spec's
 * index 0 is page 1), so Anterior and Siguiente work without JavaScript and with the back button.
 */
export default async function EditorialPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
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

      <section aria-labelledby="editorial-bachillerato" className="section-space">
        <div className="container-page">
          <SectionHeading id="editorial-bachillerato" eyebrow={page.programmes.eyebrow} title={page.programmes.heading} />
          <div className="grid gap-6 md:grid-cols-2">
            {page.programmes.items.map((p, i) => (
              <section key={p.title} aria-labelledby={`bachillerato-${i}`} className="rounded-2xl border-l-4 border-brand bg-surface-warm p-6 md:p-8">
                <h3 id={`bachillerato-${i}`} className="text-xl font-extrabold text-ink md:text-2xl">
                  {p.title}
                </h3>
                <div className="mt-3 space-y-3 leading-relaxed text-ink">
                  {p.paragraphs.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="editorial-novedades" className="section-space bg-surface-warm">
        <div className="container-page">
          <header className="mb-8 max-w-3xl md:mb-10">
            <h2
              id="editorial-novedades"
              tabIndex={-1}
              className="scroll-mt-28 text-2xl font-extrabold leading-tight tracking-tight text-ink outline-none md:text-4xl"
            >
              {page.books.heading}
            </h2>
            <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-brand" />
            <p className="mt-4 text-lg leading-relaxed text-muted text-pretty">{page.books.intro}</p>
          </header>
          <ScrollToList targetId="editorial-novedades" page={current} list="libros" />

          {items.length === 0 ? (
            <p className="text-muted">{page.books.empty}</p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-3">
              {items.map((b) => (
                <li key={b.id}>
                  <article aria-labelledby={`libro-${b.id}`} className="flex h-full flex-col overflow-hidden rounded-xl bg-surface shadow-card">
                    <div className="relative aspect-[2/3] bg-brand-50">
                      {b.imagen ? (
                        <SiteImage src={b.imagen} sizes="(min-width: 768px) 400px, 100vw" />
                      ) : (
                        <BookOpen aria-hidden="true" className="absolute inset-0 m-auto size-16 text-brand" />
                      )}
                    </div>
                    <div className="flex flex-1 flex-col p-5">
                      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
                        <div className="col-span-2">
                          <dt className="text-sm font-semibold text-brand-dark">{f.titulo}</dt>
                          <dd>
                            <h3 id={`libro-${b.id}`} className="text-lg font-bold leading-snug text-ink text-balance">
                              {b.titulo}
                            </h3>
                          </dd>
                        </div>
                        <div className="col-span-2">
                          <dt className="text-sm font-semibold text-brand-dark">{f.autor}</dt>
                          <dd className="text-ink">{b.nombre_autor}</dd>
                        </div>
                        <div>
                          <dt className="text-sm font-semibold text-brand-dark">{f.edicion}</dt>
                          <dd className="text-ink">{b.edicion}</dd>
                        </div>
                        <div>
                          <dt className="text-sm font-semibold text-brand-dark">{f.anio}</dt>
                          <dd className="text-ink">{b.año_edicion}</dd>
                        </div>
                      </dl>
                      <p className="mt-4 leading-relaxed text-muted">{b.descripcion}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}

          {books.length > 0 && (
            <Pager
              action="/stica/editoriales"
              param="pagina"
              page={current}
              pageCount={pageCount}
              label={page.books.pagerLabel}
              previous={page.books.previous}
              next={page.books.next}
            />
          )}
        </div>
      </section>
    </>
  )
}
