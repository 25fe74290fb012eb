import 'server-only'
import type { ConocerStandard, Programme } from '@/cms/payload-types'
import type { Area, Campus, Modality, Month, OfferItem } from '@/lib/offer'
import { periodLabel, programmeAnchor } from '@/lib/programmes'
import { fileUrl } from './files'
import { cachedRead, findPublic, published, readerOptions } from './read'
import { payloadClient } from './payload'
import { cacheTags } from '@/cache'

/** A finder card with what the comparison shows besides the filters' facts. */
export type OfferEntry = OfferItem & {
  subtitulo: string | null
  rvoe: string | null
  /** «Cuatrimestre», «Semestre»…; null for CONOCER standards and postgraduate links. */
  periodo: string | null
  periodos: number
  materias: number
}

type OfferFields = Pick<Programme, 'area' | 'modalidades' | 'campus' | 'duracion' | 'duracion_meses' | 'inicio'>

/** The finder's facts of a stored programme or standard, with the empty ones as empty lists. */
export function offerFactsOf(d: OfferFields) {
  return {
    area: (d.area ?? null) as Area | null,
    modalidades: (d.modalidades ?? []) as Modality[],
    campus: (d.campus ?? []) as Campus[],
    duracion: d.duracion?.trim() || null,
    duracion_meses: d.duracion_meses ?? null,
    inicio: (d.inicio ?? []) as Month[],
  }
}
const programmePath = { LIC: '/licenciaturas', DIP: '/diplomados' } as const

function programmeUrl(d: Pick<Programme, 'tipo' | 'titulo' | 'slug'>): string {
  // Bachillerato programmes have no page of their own: each is a section of /preparatoria.
  if (d.tipo === 'BAC') return `/preparatoria#${programmeAnchor(d.titulo)}`
  return `${programmePath[d.tipo]}/${encodeURIComponent(d.slug ?? '')}`
}

const levelOrder = { BAC: 0, LIC: 1, DIP: 2 } as const

/** The postgraduate levels: the spec sends them to the external postgraduate site, so the finder links there. */
const postgraduates = [
  { slug: 'maestrias', titulo: 'Maestrías', setting: 'url_maestrias', subtitulo: 'Especialízate y da el siguiente paso en tu carrera profesional.' },
  { slug: 'doctorados', titulo: 'Doctorados', setting: 'url_doctorados', subtitulo: 'Investiga y genera conocimiento en el más alto nivel académico.' },
  { slug: 'especialidades', titulo: 'Especialidades', setting: 'url_especialidades', subtitulo: 'Profundiza en un área de tu profesión en poco tiempo.' },
] as const

/**
 * Every programme of every level for /oferta-academica and /api/get-oferta/, in the site's order:
 * preparatoria, licenciaturas, diplomados, CONOCER, then the postgraduate site's links.
 */
export const listOffer = cachedRead('offer', [cacheTags.programmes, cacheTags.conocer, cacheTags.settings], () => readOffer())

/** The finder's list read from the database (what `listOffer` keeps in the cache). */
export async function readOffer(): Promise<OfferEntry[]> {
  const payload = await payloadClient()
  const [programmes, standards, settings] = await Promise.all([
    findPublic('programas', { where: published }),
    findPublic('conocer', { where: published }),
    payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, overrideAccess: false, ...readerOptions({ global: 'configuracion-sitio' }) }),
  ])
  const fromProgrammes = programmes
    .filter((d) => d.slug)
    .sort((a, b) => levelOrder[a.tipo] - levelOrder[b.tipo])
    .map((d): OfferEntry => {
      const subjects = d.plan_estudios ?? []
      return {
        id: `${d.tipo.toLowerCase()}-${d.id}`,
        titulo: d.titulo,
        slug: d.slug ?? '',
        nivel: d.tipo,
        ...offerFactsOf(d),
        path_imagen: fileUrl(d.path_imagen),
        url: programmeUrl(d),
        texto: d.subtitulo ?? '',
        subtitulo: d.subtitulo ?? null,
        rvoe: d.rvoe ?? null,
        periodo: periodLabel(d.tipo_periodo),
        periodos: new Set(subjects.map((s) => s.numero_periodo)).size,
        materias: subjects.length,
      }
    })
  const fromStandards = standards
    .filter((d) => d.slug)
    .map((d: ConocerStandard): OfferEntry => ({
      id: `conocer-${d.id}`,
      titulo: d.titulo,
      slug: d.slug ?? '',
      nivel: 'CONOCER',
      ...offerFactsOf(d),
      path_imagen: fileUrl(d.path_imagen),
      url: `/CONOCER/${encodeURIComponent(d.slug ?? '')}`,
      texto: d.subtitulo ?? '',
      subtitulo: d.subtitulo ?? null,
      rvoe: null,
      periodo: null,
      periodos: 0,
      materias: 0,
    }))
  const fromPostgraduate = postgraduates
    .filter((p) => Boolean(settings[p.setting]))
    .map((p): OfferEntry => ({
      id: `pos-${p.slug}`,
      titulo: p.titulo,
      slug: p.slug,
      nivel: 'POS',
      area: null,
      modalidades: [],
      campus: [],
      duracion: null,
      duracion_meses: null,
      inicio: [],
      path_imagen: `/images/home/oferta-${p.slug}.webp`,
      url: settings[p.setting] ?? '',
      texto: p.subtitulo,
      subtitulo: p.subtitulo,
      rvoe: null,
      periodo: null,
      periodos: 0,
      materias: 0,
    }))
  return [...fromProgrammes, ...fromStandards, ...fromPostgraduate]
}

/** An entry as /api/get-oferta/ answers it (api-contract.md, last section): exactly the contract's keys. */
export function offerForApi(e: OfferEntry) {
  return {
    id: e.id,
    titulo: e.titulo,
    slug: e.slug,
    nivel: e.nivel,
    area: e.area,
    modalidades: e.modalidades,
    campus: e.campus,
    duracion: e.duracion,
    inicio: e.inicio,
    path_imagen: e.path_imagen,
    url: e.url,
  }
}
