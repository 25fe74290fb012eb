import type { Characteristic } from '@/lib/programmes'

/** Root-relative URL of a stored file, served by /media/[...path]; null when there is none. */
export function fileUrl(media: unknown): string | null {
  if (!media || typeof media !== 'object') return null
  const filename = (media as { filename?: unknown }).filename
  if (typeof filename !== 'string' || filename === '') return null
  return `/media/${encodeURIComponent(filename)}`
}

type OfferDoc = { id: number; titulo: string; slug?: string | null; subtitulo?: string | null; path_banner?: unknown; path_imagen?: unknown }
type CharacteristicRow = { titulo_caracteristica: string; descripcion: string; principal?: boolean | null }

/** What every page of the offer (a programme, a CONOCER standard) opens with: its title, address, subtitle, banner and picture. */
export function offerHead(d: OfferDoc) {
  return { id: d.id, titulo: d.titulo, slug: d.slug ?? '', subtitulo: d.subtitulo ?? null, path_banner: fileUrl(d.path_banner), path_imagen: fileUrl(d.path_imagen) }
}

/** A page's characteristics (its tabs), without the rows' internal ids; `principal` marks the main description. */
export function characteristicsOf(rows: readonly CharacteristicRow[] | null | undefined): Characteristic[] {
  return (rows ?? []).map(({ titulo_caracteristica, descripcion, principal }) => ({ titulo_caracteristica, descripcion, principal: principal === true }))
}

/** The characteristics as the public API answers them (api-contract.md lists title and text only). */
export function apiCharacteristics(rows: readonly Characteristic[]): Omit<Characteristic, 'principal'>[] {
  return rows.map(({ titulo_caracteristica, descripcion }) => ({ titulo_caracteristica, descripcion }))
}
