'use client'

import type { AutoplayType } from 'embla-carousel-autoplay'
import { Pause, Play } from '@/components/ui/icons'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useLazyEmbla } from '@/components/ui/lazyEmbla'
import { VisitLink } from './VisitLink.client'
import { DotRow } from '@/components/ui/DotRow.client'

type EventSlide = {
  slug: string
  titulo: string
  /** dd/mm/yyyy, as shown. */
  fecha: string
  /** yyyy-mm-dd, for `<time dateTime>`. */
  fechaIso: string
  /** The first characters of the event's text. */
  resumen: string
  /** The event's detail page. */
  href: string
}

type Props = {
  events: EventSlide[]
  /** One server-rendered image per event, same order. */
  images: React.ReactNode[]
  heading: string
  intro: string
  cta: string
  /** Milliseconds between automatic advances. */
  delay: number
}

/** Spec §2.4 item 6: the section's background cycles among three red gradients by active index. */
const backgrounds = ['from-brand to-brand-dark', 'from-brand-dark to-brand-darker', 'from-brand-darker to-brand']

/**
 * The events carousel (WAI-ARIA APG carousel): loops, advances every `delay` ms while the
 * pointer is not over it, focus is not inside it, the person has not stopped it and does not
 * prefer reduced motion; two slides per view, one below 768px. The side panel follows the
 * active event, and is announced only when the person changes it (not while it rotates).
 */
export function EventsCarousel({ events, images, heading, intro, cta, delay }: Props) {
  const [viewportRef, api, scrollTo] = useLazyEmbla({ loop: true, align: 'start', slidesToScroll: 1 }, async () => {
    const { default: Autoplay } = await import('embla-carousel-autoplay')
    return [Autoplay({ delay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })]
  })
  // The plugin comes with Embla, once the carousel is ready.
  const autoplay = api?.plugins().autoplay as AutoplayType | undefined
  const [index, setIndex] = useState(0)
  const [canRotate, setCanRotate] = useState(false)
  // null until the browser tells: nothing moves before we know motion is welcome.
  const [reducedMotion, setReducedMotion] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)

  const rotating = canRotate && reducedMotion === false && !hovered && !focused && !stopped
  const rotatingRef = useRef(rotating)
  rotatingRef.current = rotating

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setIndex(api.selectedScrollSnap())
      setCanRotate(api.scrollSnapList().length > 1)
    }
    // A drag stops the plugin (stopOnInteraction); it resumes here if nothing else holds it.
    const afterDrag = () => {
      if (rotatingRef.current) autoplay?.play()
    }
    sync()
    api.on('select', sync).on('reInit', sync).on('pointerUp', afterDrag)
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerUp', afterDrag)
    }
  }, [api, autoplay])

  useEffect(() => {
    if (!autoplay) return
    if (rotating) autoplay.play()
    else autoplay.stop()
  }, [api, autoplay, rotating])

  if (events.length === 0) return null
  const active = events[Math.min(index, events.length - 1)]!

  function goTo(target: number) {
    scrollTo(target, reducedMotion === true)
    // A fresh full delay after a choice, so the chosen event can be read.
    autoplay?.reset()
  }

  return (
    <section aria-labelledby="actividades-titulo" className="below-fold on-dark relative isolate overflow-hidden text-white">
      {backgrounds.map((gradient, i) => (
        <div
          key={gradient}
          aria-hidden="true"
          className={`absolute inset-0 -z-10 bg-linear-to-br ${gradient} transition-opacity duration-700 ease-calm ${
            index % backgrounds.length === i ? 'opacity-100' : 'opacity-0'
          }`}
        />
      ))}
      <div className="container-page section-space">
        <div className="mb-8 max-w-3xl">
          <h2 id="actividades-titulo" className="type-h2 font-extrabold">
            {heading}
          </h2>
          <p className="mt-3">{intro}</p>
        </div>
        <div
          className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-8"
          onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
          onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
          }}
        >
          <div
            className="flex flex-col gap-4 rounded-xl bg-brand-darker p-6 lg:min-h-[400px]"
            aria-live={rotating ? 'off' : 'polite'}
            aria-atomic="true"
          >
            <p className="text-sm font-semibold uppercase tracking-wider">
              Evento {index + 1} de {events.length}
            </p>
            <h3 className="type-h3 font-bold">{active.titulo}</h3>
            <time dateTime={active.fechaIso || undefined} className="text-sm font-semibold">
              {active.fecha}
            </time>
            <p className="leading-relaxed">{active.resumen}</p>
            <VisitLink slug={active.slug} href={active.href} className="btn btn-light mt-auto self-start">
              {cta}
              <span className="sr-only"> sobre «{active.titulo}»</span>
            </VisitLink>
          </div>

          <div role="group" aria-roledescription="carrusel" aria-label={heading} className="min-w-0">
            <div ref={viewportRef} className="overflow-hidden">
              <div className="-ml-4 flex touch-pan-y">
                {events.map((event, i) => (
                  <div
                    key={event.slug}
                    role="group"
                    aria-roledescription="diapositiva"
                    aria-label={`${i + 1} de ${events.length}`}
                    className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2"
                  >
                    <div className="flex h-[400px] flex-col overflow-hidden rounded-xl bg-surface text-ink shadow-card">
                      <div className="relative aspect-video shrink-0 bg-brand-50">{images[i]}</div>
                      <div className="flex flex-1 flex-col gap-2 p-5">
                        <time dateTime={event.fechaIso || undefined} className="text-sm text-muted">
                          {event.fecha}
                        </time>
                        <p className="line-clamp-2 text-lg font-bold leading-snug">{event.titulo}</p>
                        <p className="line-clamp-2 text-muted">{event.resumen}</p>
                      </div>
                    </div>
                  </div>
                ))}
              </div>
            </div>

            <div className="mt-4 flex items-center justify-center gap-x-1 lg:justify-start">
              {canRotate && reducedMotion === false && (
                <button
                  type="button"
                  onClick={() => setStopped((s) => !s)}
                  className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
                  aria-label={stopped ? 'Reanudar el avance automático' : 'Detener el avance automático'}
                >
                  {stopped ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
                </button>
              )}
              <div role="group" aria-label="Elegir evento" className="min-w-0">
                <DotRow
                  count={events.length}
                  index={index}
                  onGo={goTo}
                  labelOf={(i) => `Ir al evento ${i + 1}`}
                  dot={(current) => (
                    <span
                      aria-hidden="true"
                      className={`block size-3 rounded-full border-2 border-white transition-colors duration-200 ${current ? 'bg-white' : 'bg-transparent group-hover:bg-white/50'}`}
                    />
                  )}
                />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
