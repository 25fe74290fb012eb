import 'server-only'
import { apiCharacteristics, characteristicsOf, fileUrl, offerHead } from './files'
import { offerFactsOf } from './offer'
import { cachedRead, findPublic, published } from './read'
import { cacheTags } from '@/cache'

/** Cards of the CONOCER standards. */
export const listConocerCards = cachedRead('conocer-cards', [cacheTags.conocer], async () => {
  const docs = await findPublic('conocer', { where: published, select: { titulo: true, slug: true, path_imagen: true } })
  return docs.map((d) => ({ id: d.id, titulo: d.titulo, slug: d.slug ?? '', path_imagen: fileUrl(d.path_imagen) }))
})

/** Every published CONOCER standard in full, in one cache entry (a made-up slug adds nothing to the cache). */
const listConocerDetails = cachedRead('conocer-details', [cacheTags.conocer], async () => {
  const docs = await findPublic('conocer', { where: published })
  return docs.map((d) => ({ ...offerHead(d), documento: fileUrl(d.documento), caracteristica: characteristicsOf(d.caracteristica), oferta: offerFactsOf(d) }))
})

/** One CONOCER standard by slug, or null; its characteristics under the spec's key `caracteristica`. */
export async function getConocer(slug: string) {
  return (await listConocerDetails()).find((s) => s.slug === slug) ?? null
}

/** A CONOCER standard as /api/get-conocer answers it: the page's detail without what only the page uses. */
export function conocerForApi({ oferta: _, ...s }: NonNullable<Awaited<ReturnType<typeof getConocer>>>) {
  return { ...s, caracteristica: apiCharacteristics(s.caracteristica) }
}
