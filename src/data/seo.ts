import 'server-only'
import type { CollectionSlug, Where } from 'payload'
import type { ContentDates, ContentSource } from '@/lib/sitemap'
import { payloadClient } from './payload'
import type { ItemSeo } from '@/lib/seo'
import { fileUrl } from './files'
import { cachedRead, findPublic, published } from './read'
import { cacheTags } from '@/cache'

/** When each piece of published content last changed, for the sitemap's `lastmod`. */
export const getContentDates = cachedRead('content-dates', Object.values(cacheTags), async (): Promise<ContentDates> => {
  const payload = await payloadClient()
  const latest = async (collection: CollectionSlug, where: Where = published): Promise<string | null> => {
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
    latest('podcasts'),
    latest('casos-exito'),
    latest('beneficios-exa'),
    latest('tramites-texto'),
    latest('libros'),
    latest('sitca-equipo'),
    latest('sitca-documentos'),
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
})

type SeoCollection = 'programas' | 'conocer' | 'comunicaciones'
const seoTags = { programas: cacheTags.programmes, conocer: cacheTags.conocer, comunicaciones: cacheTags.communication } as const

type SeoDoc = { slug?: string | null; seo?: { meta_titulo?: string | null; meta_descripcion?: string | null; meta_imagen?: unknown } | null }

function itemSeoOf(seo: SeoDoc['seo']): ItemSeo | null {
  if (!seo) return null
  const media = seo.meta_imagen as { url?: unknown; filename?: unknown; width?: number | null; height?: number | null; alt?: string | null } | null | undefined
  const url = fileUrl(media)
  const image = url && media?.width && media.height ? { url, width: media.width, height: media.height, alt: media.alt ?? '' } : null
  const title = seo.meta_titulo?.trim() || null
  const description = seo.meta_descripcion?.trim() || null
  return title || description || image ? { title, description, image } : null
}

/** The editors' «Buscadores y redes» of every published item of a collection, by slug, in one cache entry per collection. */
const listItemSeo = (collection: SeoCollection) =>
  cachedRead(`item-seo-${collection}`, [seoTags[collection]], async (): Promise<Record<string, ItemSeo>> => {
    const docs = (await findPublic(collection, { where: published, depth: 1, select: { slug: true, seo: true } })) as SeoDoc[]
    const bySlug: Record<string, ItemSeo> = {}
    for (const d of docs) {
      const own = itemSeoOf(d.seo)
      if (d.slug && own) bySlug[d.slug] = own
    }
    return bySlug
  })

const readers = { programas: listItemSeo('programas'), conocer: listItemSeo('conocer'), comunicaciones: listItemSeo('comunicaciones') }

/** An item's own search and share values, or null when the editors left them empty. */
export async function getItemSeo(collection: SeoCollection, slug: string): Promise<ItemSeo | null> {
  return (await readers[collection]())[slug] ?? null
}
