/** A YouTube video's id: 11 letters, digits, '-' or '_'. */
const videoId = /^[A-Za-z0-9_-]{11}$/

/**
 * The id of a YouTube video from what an editor pastes: the id itself, or the address of the video
 * (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…). Null when there is none.
 */
export function youtubeId(value: string): string | null {
  const text = value.trim()
  if (videoId.test(text)) return text
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const candidate =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '')
        : ''
  return videoId.test(candidate) ? candidate : null
}

export const videoProblemMessage =
  'Pega la dirección del video de YouTube (como https://www.youtube.com/watch?v=Zk3bYQ1nLqM) o solo su identificador de 11 caracteres.'
