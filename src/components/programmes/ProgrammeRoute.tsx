import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { getProgrammeOfType, programmeSlugs } from '@/data/programmes'
import { draftProgramme, previewer } from '@/data/preview'
import { env } from '@/env'
import { programmeSummary, rvoeLabel } from '@/lib/programmes'
import { getItemSeo } from '@/data/seo'
import { generatedOgImage, metaDescription, pageMetadata, pageTitle, withItemSeo } from '@/lib/seo'
import { breadcrumbJsonLd, courseJsonLd } from '@/lib/structuredData'
import { ProgrammeDetail } from './ProgrammeDetail'

type Params = { params: Promise<{ slug: string }> }

type Route = {
  tipo: 'LIC' | 'DIP'
  /** The list page's copy: where it is, how the detail goes back to it. */
  page: { path: string; back: { href: string; label: string }; characteristicsHeading: string }
  /** The list's name in the breadcrumb. */
  listName: string
  /** The title a programme's page shows (a diplomado's reads 'Diplomado en …'). */
  titleOf?: (titulo: string) => string
  /** The share card's alternative text. */
  shareAlt: (title: string) => string
  /** What a search engine reads when the programme has no summary of its own. */
  fallbackDescription: string
  notFoundTitle: string
}

/** What search engines read of a programme's page: the course, and where it sits in the site. */
export function CourseJsonLd({
  path,
  name,
  description,
  image,
  list,
}: {
  path: string
  name: string
  description: string
  image?: string | null
  list: { name: string; path: string }
}) {
  return (
    <>
      <JsonLd data={courseJsonLd({ siteUrl: env.siteUrl, path, name, description, image })} />
      <JsonLd data={breadcrumbJsonLd(env.siteUrl, [{ name: 'Inicio', path: '/' }, list, { name, path }])} />
    </>
  )
}

/**
 * One programme's page (spec §2.6, §2.7) for a route folder: its static params, metadata and
 * page, so /licenciaturas/[slug] and /diplomados/[slug] differ only in their copy.
 */
export function programmeRoute({ tipo, page, listName, titleOf = (t) => t, shareAlt, fallbackDescription, notFoundTitle }: Route) {
  // In «Vista previa» of this programme, a staff member sees its latest draft (never cached); otherwise the published one.
  const find = async (params: Params['params']) => {
    const { slug } = await params
    const previewing = await previewer()
    return (previewing && (await draftProgramme(previewing, tipo, decodeURIComponent(slug)))) || getProgrammeOfType(slug, tipo)
  }

  /** Seeded programmes are prerendered; a build against an unmigrated database renders them on request. */
  const generateStaticParams = () => programmeSlugs(tipo)

  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const programme = await find(params)
    if (!programme) return { title: notFoundTitle }
    const title = titleOf(programme.titulo)
    const automatic = {
      title: pageTitle(title),
      description: metaDescription(programmeSummary(programme), fallbackDescription),
      path: `${page.path}/${programme.slug}`,
      image: generatedOgImage(page.path, programme.slug, shareAlt(title)),
    }
    return pageMetadata(withItemSeo(automatic, await getItemSeo('programas', programme.slug)))
  }

  async function ProgrammePage({ params }: Params) {
    const programme = await find(params)
    if (!programme) notFound()
    const path = `${page.path}/${programme.slug}`
    const title = titleOf(programme.titulo)
    const own = await getItemSeo('programas', programme.slug)
    return (
      <>
        <CourseJsonLd
          path={path}
          name={title}
          description={own?.description ?? programmeSummary(programme)}
          image={own?.image?.url ?? programme.path_imagen}
          list={{ name: listName, path: page.path }}
        />
        <ProgrammeDetail
          title={title}
          banner={programme.path_banner}
          back={page.back}
          subtitle={programme.subtitulo}
          facts={programme.rvoe ? [rvoeLabel(programme.rvoe)] : []}
          offer={programme.oferta}
          characteristicsHeading={page.characteristicsHeading}
          characteristics={programme.caracteristicas}
          studyPlan={{ periodType: programme.tipo_periodo, subjects: programme.plan_estudios }}
          image={programme.path_imagen}
          preselect={programme.titulo}
        />
      </>
    )
  }

  return { generateStaticParams, generateMetadata, ProgrammePage }
}
