import { FileDown } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProgrammeDetail } from '@/components/programmes/ProgrammeDetail'
import { CourseJsonLd } from '@/components/programmes/ProgrammeRoute'
import { conocerPage as page } from '@/copy/conocer'
import { getConocer, listConocerCards } from '@/data/conocer'
import { getItemSeo } from '@/data/seo'
import { programmeSummary } from '@/lib/programmes'
import { slugify } from '@/lib/slugify'
import { generatedOgImage, metaDescription, pageMetadata, pageTitle, withItemSeo } from '@/lib/seo'

type Params = { params: Promise<{ slug: string }> }

export const dynamicParams = true

/** Seeded standards are prerendered; a build against an unmigrated database renders them on request. */
export async function generateStaticParams() {
  try {
    return (await listConocerCards()).filter((c) => c.slug !== '').map((c) => ({ slug: c.slug }))
  } catch {
    return []
  }
}

async function findStandard(slug: string) {
  return getConocer(decodeURIComponent(slug))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const standard = await findStandard((await params).slug)
  if (!standard) return { title: 'Estándar no encontrado · Universidad UGC' }
  const automatic = {
    title: pageTitle(`${standard.titulo} · CONOCER`),
    description: metaDescription(
      programmeSummary({ ...standard, caracteristicas: standard.caracteristica }),
      'Certificación de competencias laborales en el Centro de Evaluación CONOCER de la Universidad UGC, Cabo San Lucas.',
    ),
    path: `${page.path}/${standard.slug}`,
    image: generatedOgImage(page.path, standard.slug, `${standard.titulo}, estándar de competencia CONOCER`),
  }
  return pageMetadata(withItemSeo(automatic, await getItemSeo('conocer', standard.slug)))
}

/** One CONOCER competency standard (spec §2.8). */
export default async function ConocerStandardPage({ params }: Params) {
  const standard = await findStandard((await params).slug)
  if (!standard) notFound()
  const path = `${page.path}/${standard.slug}`
  const own = await getItemSeo('conocer', standard.slug)
  return (
    <>
      <CourseJsonLd
        path={path}
        name={standard.titulo}
        description={own?.description ?? programmeSummary({ ...standard, caracteristicas: standard.caracteristica })}
        image={own?.image?.url ?? standard.path_imagen}
        list={{ name: 'CONOCER', path: page.path }}
      />
      <ProgrammeDetail
        title={standard.titulo}
        banner={standard.path_banner}
        back={page.back}
        subtitle={standard.subtitulo}
        offer={standard.oferta}
        characteristicsHeading={page.characteristicsHeading}
        characteristics={standard.caracteristica}
        emptyText={page.emptyText}
        image={standard.path_imagen}
        aside={
          standard.documento ? (
            <div className="rounded-xl bg-brand-50 p-5">
              <a href={standard.documento} download={`${slugify(standard.titulo)}.pdf`} className="btn btn-primary w-full">
                <FileDown aria-hidden="true" className="size-5" />
                {page.documentLabel}
              </a>
              <p className="mt-3 text-center text-sm text-brand-darker">{page.documentNote}</p>
            </div>
          ) : undefined
        }
        preselect={standard.titulo}
      />
    </>
  )
}
