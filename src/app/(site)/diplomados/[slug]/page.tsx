import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProgrammeDetail } from '@/components/programmes/ProgrammeDetail'
import { JsonLd } from '@/components/seo/JsonLd'
import { diplomadosPage as page } from '@/copy/diplomados'
import { getProgrammeOfType, programmeSlugs } from '@/data/programmes'
import { env } from '@/env'
import { diplomaTitle, programmeSummary, rvoeLabel } from '@/lib/programmes'
import { generatedOgImage, metaDescription, pageMetadata, pageTitle } from '@/lib/seo'
import { breadcrumbJsonLd, courseJsonLd } from '@/lib/structuredData'

type Params = { params: Promise<{ slug: string }> }

export const dynamicParams = true

/** Seeded diplomados are prerendered; a build against an unmigrated database renders them on request. */
export async function generateStaticParams() {
  return programmeSlugs('DIP')
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const programme = await getProgrammeOfType((await params).slug, 'DIP')
  if (!programme) return { title: 'Diplomado no encontrado · Universidad UGC' }
  const title = diplomaTitle(programme.titulo)
  return pageMetadata({
    title: pageTitle(title),
    description: metaDescription(programmeSummary(programme), 'Diplomado de educación continua de la Universidad UGC en Cabo San Lucas, Baja California Sur.'),
    path: `${page.path}/${programme.slug}`,
    image: generatedOgImage(page.path, programme.slug, `${title}, Universidad UGC`),
  })
}

/** One diplomado (spec §2.7). */
export default async function DiplomadoPage({ params }: Params) {
  const programme = await getProgrammeOfType((await params).slug, 'DIP')
  if (!programme) notFound()
  const path = `${page.path}/${programme.slug}`
  const title = diplomaTitle(programme.titulo)
  return (
    <>
      <JsonLd
        data={courseJsonLd({ siteUrl: env.siteUrl, path, name: title, description: programmeSummary(programme), image: programme.path_imagen })}
      />
      <JsonLd
        data={breadcrumbJsonLd(env.siteUrl, [
          { name: 'Inicio', path: '/' },
          { name: 'Diplomados', path: page.path },
          { name: title, path },
        ])}
      />
      <ProgrammeDetail
        title={title}
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
