'use client'

import { Pause, Play } from '@/components/ui/icons'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { clock } from '@/lib/podcasts'

type Props = {
  /** The episode's title, for the controls' names. */
  title: string
  sources: { src: string; type?: string }[]
  /** The length when the server knows it (a WAV's header); otherwise read once the audio loads. */
  seconds: number | null
  /** The spec's text for a browser without audio (§2.13). */
  fallback: ReactNode
}

/**
 * One podcast episode's player. Without JavaScript (and until it runs) it is the browser's own
 * player; then the site's: a 44 px play button, the position as a slider the arrow keys move, the
 * time and the length. Nothing downloads until someone plays (preload none), and only one audio
 * of the page plays at a time: starting one pauses any other, the live radio included.
 */
export function EpisodePlayer({ title, sources, seconds, fallback }: Props) {
  const audio = useRef<HTMLAudioElement>(null)
  const [enhanced, setEnhanced] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [position, setPosition] = useState(0)
  const [length, setLength] = useState<number | null>(seconds)

  useEffect(() => {
    setEnhanced(true)
    // Another audio starting on the page pauses this one.
    const onPlay = (e: Event) => {
      if (e.target !== audio.current && e.target instanceof HTMLMediaElement) audio.current?.pause()
    }
    document.addEventListener('play', onPlay, true)
    return () => document.removeEventListener('play', onPlay, true)
  }, [])

  const toggle = () => {
    const el = audio.current
    if (!el) return
    if (el.paused) void el.play().catch(() => setPlaying(false))
    else el.pause()
  }

  return (
    <div className="mt-4 min-h-14">
      <audio
        ref={audio}
        controls={!enhanced}
        preload="none"
        aria-label={`Escuchar: ${title}`}
        className={enhanced ? 'hidden' : 'w-full'}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setLength(e.currentTarget.duration)}
      >
        {sources.map((s) => (
          <source key={s.src} src={s.src} type={s.type} />
        ))}
        {fallback}
      </audio>
      {enhanced && (
        <div
          role="group"
          aria-label={`Reproductor de «${title}»`}
          className="flex min-h-14 items-center gap-3 rounded-full bg-surface-warm py-1.5 pr-4 pl-1.5"
        >
          <button
            type="button"
            onClick={toggle}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-white transition-colors duration-150 hover:bg-brand-dark"
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5 translate-x-px" />}
            <span className="sr-only">{playing ? `Pausar «${title}»` : `Reproducir «${title}»`}</span>
          </button>
          <span className="w-12 shrink-0 text-right text-sm font-semibold tabular-nums text-ink">{clock(position)}</span>
          <input
            type="range"
            min={0}
            max={length ?? 0}
            step={1}
            value={Math.min(position, length ?? 0)}
            disabled={length === null}
            aria-label={`Posición en «${title}»`}
            aria-valuetext={`${clock(position)} de ${length === null ? 'duración desconocida' : clock(length)}`}
            onChange={(e) => {
              const el = audio.current
              if (!el) return
              el.currentTime = Number(e.target.value)
              setPosition(el.currentTime)
            }}
            className="h-11 min-w-0 flex-1 cursor-pointer accent-brand disabled:cursor-default"
          />
          <span className="w-12 shrink-0 text-sm tabular-nums text-muted" data-duracion="">
            {length === null ? '--:--' : clock(length)}
          </span>
        </div>
      )}
    </div>
  )
}
