import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProgrammeDetail } from '@/components/programmes/ProgrammeDetail'
import { JsonLd } from '@/components/seo/JsonLd'
import { licenciaturasPage as page } from '@/copy/licenciaturas'
import { getProgrammeOfType, programmeSlugs } from '@/data/programmes'
import { env } from '@/env'
import { programmeSummary, rvoeLabel } from '@/lib/programmes'
import { generatedOgImage, metaDescription, pageMetadata, pageTitle } from '@/lib/seo'
import { breadcrumbJsonLd, courseJsonLd } from '@/lib/structuredData'

type Params = { params: Promise<{ slug: string }> }

export const dynamicParams = true

/** Seeded licenciaturas are prerendered; a build against an unmigrated database renders them on request. */
export async function generateStaticParams() {
  return programmeSlugs('LIC')
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const programme = await getProgrammeOfType((await params).slug, 'LIC')
  if (!programme) return { title: 'Licenciatura no encontrada · Universidad UGC' }
  return pageMetadata({
    title: pageTitle(programme.titulo),
    description: metaDescription(programmeSummary(programme), 'Licenciatura con validez oficial en la Universidad UGC, en Cabo San Lucas, Baja California Sur.'),
    path: `${page.path}/${programme.slug}`,
    image: generatedOgImage(page.path, programme.slug, `${programme.titulo}, licenciatura de la Universidad UGC`),
  })
}

/** One licenciatura (spec §2.6). */
export default async function LicenciaturaPage({ params }: Params) {
  const programme = await getProgrammeOfType((await params).slug, 'LIC')
  if (!programme) notFound()
  const path = `${page.path}/${programme.slug}`
  return (
    <>
      <JsonLd
        data={courseJsonLd({ siteUrl: env.siteUrl, path, name: programme.titulo, description: programmeSummary(programme), image: programme.path_imagen })}
      />
      <JsonLd
        data={breadcrumbJsonLd(env.siteUrl, [
          { name: 'Inicio', path: '/' },
          { name: 'Licenciaturas', path: page.path },
          { name: programme.titulo, path },
        ])}
      />
      <ProgrammeDetail
        title={programme.titulo}
        banner={programme.path_banner}
        back={page.back}
        subtitle={programme.subtitulo}
        facts={programme.rvoe ? [rvoeLabel(programme.rvoe)] : []}
        characteristicsHeading={page.characteristicsHeading}
        characteristics={programme.caracteristicas}
        studyPlan={{ periodType: programme.tipo_periodo, subjects: programme.plan_estudios }}
        image={programme.path_imagen}
        preselect={programme.titulo}
      />
    </>
  )
}
