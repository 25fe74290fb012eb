import 'server-only'
import path from 'node:path'
import { cacheRead } from './keptCache'
import { mediaStore } from '@/media/store'
import { formatDate } from '@/lib/dates'
import { audioTypeOf, wavDurationSeconds } from '@/lib/podcasts'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cacheTags } from './tags'

type AudioMedia = { filename?: string | null; filesize?: number | null; mimeType?: string | null }

/** Seconds of a stored WAV file from its header; null for other formats or files the store lacks. */
async function storedWavSeconds(media: AudioMedia): Promise<number | null> {
  if (!media.filename || (media.mimeType ?? audioTypeOf(media.filename)) !== 'audio/wav') return null
  const name = path.basename(media.filename)
  try {
    // The first 4 KB (fewer if the file is shorter); a missing or empty file throws.
    const header = new Uint8Array(await new Response(await mediaStore().read(name, { start: 0, end: 4095 })).arrayBuffer())
    return wavDurationSeconds(header)
  } catch {
    return null
  }
}

/**
 * Published podcast episodes for the RSS feed, newest first: what `listPodcasts` gives plus the
 * publication instant and the audio file's size, type and (for WAV) duration.
 */
export const listPodcastFeedEpisodes = cacheRead(
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'podcasts',
      where: { _status: { equals: 'published' } },
      sort: ['-fecha_publicacion', '-id'],
      pagination: false,
      depth: 1,
      overrideAccess: false,
    })
    return Promise.all(
      docs.map(async (d) => {
        const media = (d.archivo_podcast && typeof d.archivo_podcast === 'object' ? d.archivo_podcast : {}) as AudioMedia
        const url = fileUrl(media)
        return {
          id: d.id,
          titulo: d.titulo,
          presentador: d.presentador,
          inivtados: d.inivtados && d.inivtados.trim() !== '' ? d.inivtados : null,
          fecha_publicacion: formatDate(d.fecha_publicacion),
          publicado: new Date(d.fecha_publicacion).toISOString(),
          audio: url
            ? {
                url,
                bytes: media.filesize ?? 0,
                type: media.mimeType ?? audioTypeOf(url) ?? 'audio/mpeg',
                seconds: await storedWavSeconds(media),
              }
            : null,
        }
      }),
    )
  },
  ['ugc:podcast-feed'],
  { tags: [cacheTags.podcasts, cacheTags.media] },
)
