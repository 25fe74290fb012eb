import 'server-only'
import { cacheRead } from './keptCache'
import type { CollectionSlug, Where } from 'payload'
import { formatDate } from '@/lib/dates'
import type { ContentDates, ContentSource } from '@/lib/sitemap'
import { payloadClient } from './payload'
import { cacheTags } from './tags'

const published: Where = { _status: { equals: 'published' } }

/** When each piece of published content last changed, for the sitemap's `lastmod`. */
export const getContentDates = cacheRead(
  async (): Promise<ContentDates> => {
    const payload = await payloadClient()
    const latest = async (collection: CollectionSlug, where?: Where): Promise<string | null> => {
      const { docs } = await payload.find({ collection, where, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: false })
      return (docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? null
    }
    const dated = async <T extends string>(collection: 'programas' | 'conocer' | 'comunicaciones', sort: string[]) => {
      const { docs } = await payload.find({ collection, where: published, sort, pagination: false, depth: 0, overrideAccess: false })
      return docs.map((d) => ({
        slug: (d as { slug?: string | null }).slug ?? '',
        updatedAt: d.updatedAt,
        tipo: (d as { tipo?: string }).tipo as T,
      }))
    }
    const [settings, institutional, programmes, conocer, communication, ...collections] = await Promise.all([
      payload.findGlobal({ slug: 'configuracion-sitio', depth: 0, overrideAccess: false }),
      payload.findGlobal({ slug: 'contenido-institucional', depth: 0, overrideAccess: false }),
      dated<'BAC' | 'LIC' | 'DIP'>('programas', ['orden', 'id']),
      dated<never>('conocer', ['orden', 'id']),
      dated<'NOT' | 'EVE'>('comunicaciones', ['-fecha', '-id']),
      latest('carrusel'),
      latest('programas-academicos'),
      latest('podcasts', published),
      latest('casos-exito'),
      latest('beneficios-exa'),
      latest('tramites-texto'),
      latest('libros'),
      latest('sitca-equipo'),
      latest('sitca-documentos', published),
    ])
    const names: ContentSource[] = ['slides', 'programmeLogos', 'podcasts', 'successStories', 'benefits', 'infoBlocks', 'books', 'sitcaTeam', 'sitcaDocuments']
    return {
      latest: {
        settings: settings.updatedAt ?? null,
        institutional: institutional.updatedAt ?? null,
        ...Object.fromEntries(names.map((name, i) => [name, collections[i] ?? null])),
      },
      programmes,
      conocer: conocer.map(({ slug, updatedAt }) => ({ slug, updatedAt })),
      communication,
    }
  },
  ['ugc:content-dates'],
  {
    tags: [
      cacheTags.settings,
      cacheTags.institutional,
      cacheTags.slides,
      cacheTags.programmes,
      cacheTags.programmeLogos,
      cacheTags.conocer,
      cacheTags.communication,
      cacheTags.podcasts,
      cacheTags.successStories,
      cacheTags.benefits,
      cacheTags.infoBlocks,
      cacheTags.books,
      cacheTags.sitcaTeam,
      cacheTags.sitcaDocuments,
    ],
  },
)

/** A published news item (NOT) or event (EVE) by slug, as its share card shows it; null when there is none. */
export const getCommunicationCard = cacheRead(
  async (tipo: 'NOT' | 'EVE', slug: string) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'comunicaciones',
      where: { and: [published, { tipo: { equals: tipo } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const d = docs[0]
    return d ? { titulo: d.titulo, fecha: formatDate(d.fecha), path_imagen: d.path_imagen ?? null } : null
  },
  ['ugc:communication-card'],
  { tags: [cacheTags.communication] },
)
