import 'server-only'
import path from 'node:path'
import { mediaStore } from '@/media/store'
import { formatDate } from '@/lib/dates'
import { audioTypeOf, wavDurationSeconds } from '@/lib/podcasts'
import { fileUrl } from './files'
import { cachedRead, findPublic, published } from './read'
import { cacheTags } from '@/cache'

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

/** Published episodes, newest first, with their audio file (the page, the API and the feed read these). */
async function findEpisodes() {
  const docs = await findPublic('podcasts', { where: published, sort: ['-fecha_publicacion', '-id'] })
  return docs
}

type Episode = Awaited<ReturnType<typeof findEpisodes>>[number]

/** An episode as the radio page and the API show it; `inivtados` (the spec's spelling) null when there are none. */
function episodeCard(d: Episode) {
  return {
    id: d.id,
    titulo: d.titulo,
    presentador: d.presentador,
    inivtados: d.inivtados && d.inivtados.trim() !== '' ? d.inivtados : null,
    fecha_publicacion: formatDate(d.fecha_publicacion),
    archivo_podcast: fileUrl(d.archivo_podcast),
  }
}

/** Podcast episodes, newest first. */
export const listPodcasts = cachedRead('podcasts', [cacheTags.podcasts], async () => (await findEpisodes()).map(episodeCard))

/**
 * Published podcast episodes for the RSS feed, newest first: what `listPodcasts` gives plus the
 * publication instant and the audio file's size, type and (for WAV) duration.
 */
export const listPodcastFeedEpisodes = cachedRead('podcast-feed', [cacheTags.podcasts], async () =>
  Promise.all(
    (await findEpisodes()).map(async (d) => {
      const media = (d.archivo_podcast && typeof d.archivo_podcast === 'object' ? d.archivo_podcast : {}) as AudioMedia
      const { archivo_podcast: url, ...card } = episodeCard(d)
      return {
        ...card,
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
  ),
)
