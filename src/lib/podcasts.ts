/** Pure helpers of the radio page and the podcast feed (spec §2.13, §5): month filter, audio types, durations. */

export { distinctMonths, filterByMonth, isMonthValue, monthLabel } from './months'

const audioTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
}

/** The MIME type of an audio file by its URL's extension (query and hash ignored), or null when unknown. */
export function audioTypeOf(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0]!
  const match = /\.([a-z0-9]+)$/i.exec(pathname)
  return match ? (audioTypes[match[1]!.toLowerCase()] ?? null) : null
}

/** The `<source>`s of an episode's player: one per file the data provides, typed by extension. */
export function audioSources(urls: readonly (string | null | undefined)[]): { src: string; type?: string }[] {
  const seen = new Set<string>()
  const sources: { src: string; type?: string }[] = []
  for (const url of urls) {
    if (!url || seen.has(url)) continue
    seen.add(url)
    const type = audioTypeOf(url)
    sources.push(type ? { src: url, type } : { src: url })
  }
  // Browsers take the first source they can play: MP3 first, as the smaller download.
  const rank = (s: { type?: string }) => (s.type === 'audio/mpeg' ? 0 : 1)
  return sources.sort((a, b) => rank(a) - rank(b))
}

/**
 * Seconds of a PCM WAV file from its first bytes (the RIFF header up to the data chunk), or null
 * when it is not one: byte rate from the fmt chunk, length from the data chunk.
 */
export function wavDurationSeconds(header: Uint8Array): number | null {
  if (header.length < 12) return null
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength)
  const tag = (at: number) => String.fromCharCode(header[at]!, header[at + 1]!, header[at + 2]!, header[at + 3]!)
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null
  let byteRate = 0
  let offset = 12
  while (offset + 8 <= header.length) {
    const id = tag(offset)
    const size = view.getUint32(offset + 4, true)
    if (id === 'fmt ' && offset + 20 <= header.length) byteRate = view.getUint32(offset + 16, true)
    if (id === 'data') return byteRate > 0 ? size / byteRate : null
    offset += 8 + size + (size % 2)
  }
  return null
}

/** A duration for itunes:duration: h:mm:ss from an hour, m:ss below; whole seconds, at least 1. */
export function formatDuration(seconds: number): string {
  return hoursMinutesSeconds(Math.max(1, Math.round(seconds)))
}

/** A player's time: 75.9 → «1:15», 3723 → «1:02:03»; never negative. */
export function clock(seconds: number): string {
  return hoursMinutesSeconds(Math.max(0, Math.floor(seconds)))
}

/** Whole seconds as «m:ss», or «h:mm:ss» from an hour. */
function hoursMinutesSeconds(total: number): string {
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const ss = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}
