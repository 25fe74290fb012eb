import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProgrammeDetail } from '@/components/programmes/ProgrammeDetail'
import { JsonLd } from '@/components/seo/JsonLd'
import { licenciaturasPage as page } from '@/content/licenciaturas'
import { getProgramme, listProgrammeCards } from '@/data/content'
import { env } from '@/env'
import { programmeSummary, rvoeLabel } from '@/lib/programmes'
import { courseJsonLd } from '@/lib/structuredData'

type Params = { params: Promise<{ slug: string }> }

export const dynamicParams = true

/** Seeded licenciaturas are prerendered; a build against an unmigrated database renders them on request. */
export async function generateStaticParams() {
  try {
    return (await listProgrammeCards('LIC')).filter((c) => c.slug !== '').map((c) => ({ slug: c.slug }))
  } catch {
    return []
  }
}

/** A licenciatura by its slug; another kind of programme under this route is not found. */
async function findLicenciatura(slug: string) {
  const programme = await getProgramme(decodeURIComponent(slug))
  return programme?.tipo === 'LIC' ? programme : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const programme = await findLicenciatura((await params).slug)
  if (!programme) return { title: 'Licenciatura no encontrada · Universidad UGC' }
  return { title: `${programme.titulo} · Universidad UGC`, description: programmeSummary(programme) }
}

/** One licenciatura (spec §2.6). */
export default async function LicenciaturaPage({ params }: Params) {
  const programme = await findLicenciatura((await params).slug)
  if (!programme) notFound()
  const path = `${page.path}/${programme.slug}`
  return (
    <>
      <JsonLd
        data={courseJsonLd({ siteUrl: env.siteUrl, path, name: programme.titulo, description: programmeSummary(programme), image: programme.path_imagen })}
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
