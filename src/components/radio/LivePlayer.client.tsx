'use client'

import { LoaderCircle, Pause, Play, Radio, TriangleAlert } from '@/components/ui/icons'
import { useRef, useState } from 'react'

type Texts = { play: string; pause: string; idle: string; connecting: string; live: string; paused: string; error: string }

type Props = {
  /** The live stream's address (site settings `radio_stream_url`). */
  streamUrl: string
  /** The station's name, for the player's accessible names. */
  station: string
  texts: Texts
}

type Status = 'idle' | 'connecting' | 'live' | 'paused' | 'error'

/**
 * The live radio player (spec §2.13): a play/pause button and a spoken status. The `<audio>`
 * element gets the stream's address only when the person presses play, so nothing reaches the
 * stream's host before (docs/arquitectura.md, costumbre 7); pausing drops the connection, and playing again
 * reconnects to the live edge rather than resuming minutes behind.
 */
export function LivePlayer({ streamUrl, station, texts }: Props) {
  const [status, setStatus] = useState<Status>('idle')
  const audio = useRef<HTMLAudioElement>(null)

  // play() inside the press itself: phones (iOS Safari) only let sound start from a gesture.
  const onPress = () => {
    const el = audio.current
    if (!el) return
    if (status === 'live' || status === 'connecting') {
      el.pause()
      el.removeAttribute('src')
      el.load()
      setStatus('paused')
      return
    }
    setStatus('connecting')
    // A fresh load each time: back to the live edge after a pause, a new try after an error.
    el.src = streamUrl
    el.play().catch((error: unknown) => {
      // An aborted play (the person paused while connecting) is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus('error')
    })
  }

  const playing = status === 'live' || status === 'connecting'
  const label = playing ? texts.pause : texts.play
  const message = { idle: texts.idle, connecting: texts.connecting, live: texts.live, paused: texts.paused, error: texts.error }[status]

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <button
        type="button"
        onClick={onPress}
        aria-label={`${label}: ${station}`}
        className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-white text-brand-dark shadow-card transition-transform duration-150 ease-calm hover:scale-105 motion-reduce:hover:scale-100"
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-7 fill-current" />
        ) : (
          <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
        )}
      </button>
      <p role="status" className="flex min-h-11 items-center gap-2 font-semibold text-white">
        {status === 'live' && (
          <span aria-hidden="true" className="relative flex size-3">
            <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
            <span className="relative inline-flex size-3 rounded-full bg-white" />
          </span>
        )}
        {status === 'connecting' && <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
        {status === 'error' && <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />}
        {(status === 'idle' || status === 'paused') && <Radio aria-hidden="true" className="size-5" />}
        <span>{message}</span>
      </p>
      {/* No src until the press, and preload none: the stream's host hears nothing before. */}
      <audio
        ref={audio}
        preload="none"
        onPlaying={() => setStatus('live')}
        onWaiting={() => setStatus((s) => (s === 'live' ? 'connecting' : s))}
        // A live stream only ends when the station drops it: ready to connect again.
        onEnded={() => setStatus('paused')}
        onError={() => setStatus((s) => (s === 'paused' || s === 'idle' ? s : 'error'))}
        className="hidden"
      />
    </div>
  )
}
