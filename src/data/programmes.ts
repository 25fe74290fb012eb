import 'server-only'
import type { Programme } from '@/cms/payload-types'
import { apiCharacteristics, characteristicsOf, fileUrl, offerHead } from './files'
import { offerFactsOf } from './offer'
import { cachedRead, findPublic, published } from './read'
import { cacheTags } from '@/cache'
import { requestCampusesOf } from '@/lib/requestCampus'

export type ProgrammeType = Programme['tipo']

/** Cards of one kind of programme (BAC, LIC, DIP). */
export const listProgrammeCards = cachedRead('programme-cards', [cacheTags.programmes], async (tipo: ProgrammeType) => {
  const docs = await findPublic('programas', { where: { and: [published, { tipo: { equals: tipo } }] }, select: { titulo: true, slug: true, path_imagen: true } })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, slug: d.slug ?? '', path_imagen: fileUrl(d.path_imagen) }))
})

/** A programme as its page and the API's detail show it. */
export function programmeDetail(d: Programme) {
  const { id, ...head } = offerHead(d)
  return {
    // The API's order: id and tipo first.
    id,
    tipo: d.tipo,
    ...head,
    tipo_periodo: d.tipo_periodo,
    rvoe: d.rvoe ?? null,
    caracteristicas: characteristicsOf(d.caracteristicas),
    plan_estudios: (d.plan_estudios ?? [])
      .map(({ numero_periodo, nombre_materia }) => ({ numero_periodo, nombre_materia }))
      .sort((a, b) => a.numero_periodo - b.numero_periodo),
    /** The finder's facts, shown as a row on the page; not part of the API's detail. */
    oferta: offerFactsOf(d),
  }
}
export type ProgrammeDetail = ReturnType<typeof programmeDetail>

/** A programme as /api/get-info-ofertaacademica and /api/get-info-bachillerato answer it: the pages' detail without what only the pages use. */
export function programmeForApi({ oferta: _, ...p }: ProgrammeDetail) {
  return { ...p, caracteristicas: apiCharacteristics(p.caracteristicas) }
}

/**
 * Every published programme in full, in one cache entry: a page or API call asking for a slug
 * looks it up here, so a made-up slug adds nothing to the cache.
 */
const listProgrammeDetails = cachedRead('programme-details', [cacheTags.programmes], async () => {
  const docs = await findPublic('programas', { where: published })
  return docs.map(programmeDetail)
})

/** One programme by slug, or null. */
export async function getProgramme(slug: string): Promise<ProgrammeDetail | null> {
  return (await listProgrammeDetails()).find((p) => p.slug === slug) ?? null
}

/** A programme of one kind by its (URL-encoded) slug; another kind under that route is not found. */
export async function getProgrammeOfType(slug: string, tipo: ProgrammeType) {
  const programme = await getProgramme(decodeURIComponent(slug))
  return programme?.tipo === tipo ? programme : null
}

/** The slugs of one kind's detail pages to prerender; none when the database is not migrated yet (a bare build). */
export async function programmeSlugs(tipo: ProgrammeType): Promise<{ slug: string }[]> {
  try {
    return (await listProgrammeCards(tipo)).filter((c) => c.slug !== '').map((c) => ({ slug: c.slug }))
  } catch {
    return []
  }
}

/** Every bachillerato programme with its full detail, for /preparatoria. */
export const listBachillerato = cachedRead('bachillerato', [cacheTags.programmes], async () => {
  const docs = await findPublic('programas', { where: { and: [published, { tipo: { equals: 'BAC' } }] } })
  return docs.map(programmeDetail)
})

/** The programme logos (PAC) of the home page. */
export const listProgrammeLogos = cachedRead('programme-logos', [cacheTags.programmeLogos], async () => {
  const docs = await findPublic('programas-academicos')
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, path_imagen: fileUrl(d.path_imagen), link: d.link }))
})

/**
 * Every programme a person can ask about in the contact form, ids prefixed by kind (bac-1, lic-3,
 * dip-9, conocer-2), grouped by level, each with the campuses a request for it can
 * name (src/lib/requestCampus.ts): the form asks for one where there are several.
 */
export const listContactChoices = cachedRead('contact-choices', [cacheTags.programmes, cacheTags.conocer], async () => {
  const [programmes, standards] = await Promise.all([
    findPublic('programas', {
      where: published,
      sort: ['tipo', 'orden', 'id'],
      depth: 0,
      select: { titulo: true, tipo: true, campus: true, modalidades: true },
    }),
    findPublic('conocer', { where: published, depth: 0, select: { titulo: true, campus: true, modalidades: true } }),
  ])
  const order = { BAC: 0, LIC: 1, DIP: 2 } as const
  return [
    ...programmes
      .sort((a, b) => order[a.tipo] - order[b.tipo])
      .map((d) => ({ id: `${d.tipo.toLowerCase()}-${d.id}`, titulo: d.titulo, sedes: requestCampusesOf(d.campus, d.modalidades) })),
    ...standards.map((d) => ({ id: `conocer-${d.id}`, titulo: d.titulo, sedes: requestCampusesOf(d.campus, d.modalidades) })),
  ]
})
export type ContactChoice = Awaited<ReturnType<typeof listContactChoices>>[number]

/** The form's programmes as the public API lists them: id and title. */
export async function listContactProgrammes(): Promise<{ id: string; titulo: string }[]> {
  return (await listContactChoices()).map(({ id, titulo }) => ({ id, titulo }))
}
