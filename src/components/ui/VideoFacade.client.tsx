'use client'

import { Play } from '@/components/ui/icons'
import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = {
  /** The YouTube video id, e.g. 'Zk3bYQ1nLqM'. */
  videoId: string
  /** What the video is about: names the play button and the player. */
  title: string
  /** A server-rendered local image (SiteImage) standing in for the video until it is asked for. */
  poster: ReactNode
  /**
   * On a phone, a small tile at the end of its grid row (beside a banner's text) that takes the whole row
   * once played, so the page's own content reaches the first screen.
   */
  tile?: boolean
}

/**
 * Click-to-play video (spec §2.4 item 5, §4): a local poster and a play button, and nothing
 * from the video host until the person presses it (docs/arquitectura.md, costumbre 7). Then the privacy-
 * enhanced player loads, plays at 720p, and takes focus so keyboard users land in it.
 */
export function VideoFacade({ videoId, title, poster, tile = false }: Props) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div
      className={`relative aspect-video overflow-hidden rounded-xl bg-ink shadow-card ${
        tile ? (playing ? 'max-md:col-span-full' : 'max-md:w-28 max-md:justify-self-end') : ''
      }`}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&vq=hd720&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          {poster}
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex items-center justify-center bg-ink/25 transition-colors duration-200 hover:bg-ink/10 focus-visible:-outline-offset-4 focus-visible:outline-4 focus-visible:outline-white"
          >
            <span
              className={`flex size-20 items-center justify-center rounded-full bg-brand text-white shadow-card-hover transition-transform duration-200 ease-calm group-hover:scale-110 ${tile ? 'max-md:size-11' : ''} md:size-24`}
            >
              <Play aria-hidden="true" className={`ml-1 size-9 fill-current ${tile ? 'max-md:size-5' : ''} md:size-11`} />
            </span>
            <span className="sr-only">Reproducir video: {title}</span>
          </button>
        </>
      )}
    </div>
  )
}
