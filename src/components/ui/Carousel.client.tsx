'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from '@/components/ui/icons'
import { Children, useCallback, useEffect, useId, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react'
import { DotRow } from './DotRow.client'
import { useLazyEmbla } from './lazyEmbla'
import { usePrefersReducedMotion } from './motion.client'

type Props = {
  /** The carousel's accessible name, e.g. 'Avisos destacados'. */
  label: string
  /** One server-rendered node per slide (an image, a link wrapping an image…). */
  children: ReactNode[]
  /** Auto-advance period; the spec's 10 s by default (§9). */
  intervalMs?: number
  /** 'hero': slides are 25:11 below md and 25:9 from md (§2.3); 'none': slides size themselves. */
  aspect?: 'hero' | 'none'
  /**
   * Width classes of each slide when several show at once, e.g. 'basis-full min-[1240px]:basis-1/2'.
   * Without it one slide fills the carousel.
   */
  slideClassName?: string
  className?: string
  /**
   * The first slide holds the page's h1 (the home banner): out of view it stays in the accessibility
   * tree, so the page never loses its heading, and only what it marks `data-slide-action` leaves the
   * tab order (issue 38.1).
   */
  firstHoldsHeading?: boolean
  /**
   * A slide to show and hold from the start: the one an editor is previewing (issue 38.1). The
   * carousel starts on it, stopped, so the preview beside the form keeps it in view.
   */
  startAt?: number
}

const aspectClass = { hero: 'aspect-[25/11] md:aspect-[25/9]', none: '' } as const

/**
 * The shared image carousel (spec §2.3, §4) as the WAI-ARIA APG auto-rotating carousel:
 * previous/next and one button per slide, wrapping both ways; rotation pauses while the
 * pointer is over it or keyboard focus is in it, stops with its own button, and never starts
 * when the visitor prefers reduced motion. Without JavaScript the slides scroll sideways.
 */
export function Carousel({
  label,
  children,
  intervalMs = 10_000,
  aspect = 'hero',
  slideClassName,
  className = '',
  firstHoldsHeading = false,
  startAt,
}: Props) {
  const slides = Children.toArray(children)
  const count = slides.length
  const slidesId = useId()
  const reducedMotion = usePrefersReducedMotion()
  const multiple = slideClassName !== undefined
  const [viewportRef, api, scrollTo] = useLazyEmbla({ loop: true, align: 'start', duration: 28, inViewThreshold: 0.6 })
  const [index, setIndex] = useState(0)
  // With several slides per view, every slide mostly in view stays reachable.
  const [inView, setInView] = useState<number[]>([0])
  const [stopped, setStopped] = useState(startAt !== undefined)
  const [hovered, setHovered] = useState(false)
  const [keyboardFocus, setKeyboardFocus] = useState(false)
  const [dragging, setDragging] = useState(false)

  const ready = api !== undefined
  const canRotate = ready && count > 1 && !reducedMotion
  const rotating = canRotate && !stopped && !hovered && !keyboardFocus && !dragging

  useEffect(() => {
    if (!api) return
    // Someone may have swiped the no-JS scroller before hydration: carry that slide over.
    const viewport = api.rootNode()
    if (viewport.scrollLeft > 0) {
      const shown = Math.round(viewport.scrollLeft / viewport.clientWidth)
      viewport.scrollLeft = 0
      api.scrollTo(shown, true)
    }
    const onSelect = () => setIndex(api.selectedScrollSnap())
    const onPointerDown = () => setDragging(true)
    const onPointerUp = () => setDragging(false)
    const onInView = () => setInView(api.slidesInView())
    onSelect()
    onInView()
    api.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp)
    api.on('slidesInView', onInView)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown).off('pointerUp', onPointerUp)
      api.off('slidesInView', onInView)
    }
  }, [api])

  // The first slide out of view keeps its heading for assistive technology, not its actions.
  useEffect(() => {
    if (!firstHoldsHeading || !api) return
    const first = api.slideNodes()[0]
    for (const action of first?.querySelectorAll<HTMLElement>('[data-slide-action]') ?? []) action.inert = index !== 0
  }, [firstHoldsHeading, api, index])

  useEffect(() => {
    if (startAt !== undefined) scrollTo(startAt, true)
  }, [startAt, scrollTo])

  const goTo = useCallback((i: number) => scrollTo(i, reducedMotion), [scrollTo, reducedMotion])

  // Embla cannot loop two slides; stepping past either end by hand keeps the spec's wrap.
  const goNext = useCallback(() => {
    if (!api) return
    if (api.canScrollNext()) api.scrollNext(reducedMotion)
    else api.scrollTo(0, reducedMotion)
  }, [api, reducedMotion])

  const goPrev = useCallback(() => {
    if (!api) return
    if (api.canScrollPrev()) api.scrollPrev(reducedMotion)
    else api.scrollTo(count - 1, reducedMotion)
  }, [api, count, reducedMotion])

  // One timeout per shown slide: any change of slide (arrow, dot, swipe, timer) starts a full period again.
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(goNext, intervalMs)
    return () => window.clearTimeout(timer)
  }, [rotating, index, intervalMs, goNext])

  // Only keyboard focus pauses: a mouse click on an arrow leaves focus there, and the pointer leaving should resume.
  const onFocus = (e: FocusEvent<HTMLElement>) => setKeyboardFocus(e.target.matches(':focus-visible'))
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setKeyboardFocus(false)
  }
  // Touch "hover" would stick after a tap; only a mouse pauses by hovering.
  const onPointerEnter = (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true)
  const onPointerLeave = (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(false)

  // Cards (several per view) keep their controls in a row below at every width; a single image
  // slide has them float over it from md.
  const overlay = !multiple
  const arrow = `inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-brand/25 bg-surface text-brand-dark shadow-card transition-colors duration-150 hover:bg-brand-50 ${
    overlay ? 'md:absolute md:top-1/2 md:z-10 md:-translate-y-1/2 md:border-0 md:bg-surface/90 md:hover:bg-surface' : ''
  }`
  const pillButton = `inline-flex size-11 shrink-0 items-center justify-center rounded-full ${overlay ? 'md:focus-visible:outline-white' : ''}`

  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      className={`relative ${className}`}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div
        ref={viewportRef}
        // Until Embla runs (without JavaScript, or while its code arrives) the slides are a sideways
        // scroller, and a scroll box must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={ready ? undefined : 0}
        className={
          ready
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:-outline-offset-4 [&::-webkit-scrollbar]:hidden'
        }
      >
        <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${count}`}
              // Slides out of view stay out of the tab order and the accessibility tree, as the APG hides them.
              inert={ready && !(firstHoldsHeading && i === 0) && (multiple ? !inView.includes(i) && i !== index : i !== index)}
              // The viewport clips outside focus rings and a slide's image covers inside ones, so a
              // slide holding keyboard focus draws its own ring on top: white, lined with ink.
              className={`relative min-w-0 shrink-0 grow-0 ${slideClassName ?? 'basis-full'} snap-start after:pointer-events-none after:absolute after:inset-0 after:z-10 has-[:focus-visible]:after:content-[''] has-[:focus-visible]:after:ring-4 has-[:focus-visible]:after:ring-inset has-[:focus-visible]:after:ring-white has-[:focus-visible]:after:outline-2 has-[:focus-visible]:after:-outline-offset-6 has-[:focus-visible]:after:outline-ink ${aspectClass[aspect]}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {count > 1 && (
        // Phones: a row under the slides, so the controls cover nothing on a short image.
        // From md they float over it. The row is rendered (invisible) before hydration so
        // its arrival does not push the page down.
        <div className={`flex items-center justify-between gap-2 px-2 pt-2 ${overlay ? 'md:contents' : ''} ${ready ? '' : 'invisible'}`}>
          <div
            className={`flex min-w-0 items-center ${
              overlay ? 'md:absolute md:bottom-4 md:left-1/2 md:z-10 md:-translate-x-1/2 md:rounded-full md:bg-ink/70 md:px-1' : ''
            }`}
          >
            {canRotate && (
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                className={`${pillButton} text-ink ${overlay ? 'md:text-white' : ''}`}
              >
                {stopped ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
                <span className="sr-only">{stopped ? 'Reanudar la rotación automática' : 'Detener la rotación automática'}</span>
              </button>
            )}
            <DotRow
              count={count}
              index={index}
              onGo={goTo}
              controls={slidesId}
              labelOf={(i) => `Ir a la diapositiva ${i + 1}`}
              buttonClassName={overlay ? 'md:focus-visible:outline-white' : ''}
              counterClassName={`text-ink ${overlay ? 'md:text-white' : ''}`}
              dot={(current) => (
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all duration-200 ${
                    current
                      ? `w-6 bg-brand ${overlay ? 'md:bg-white' : ''}`
                      : `w-2.5 bg-muted group-hover:bg-ink ${overlay ? 'md:bg-white/60 md:group-hover:bg-white/90' : ''}`
                  }`}
                />
              )}
            />
          </div>
          <div className="flex gap-2">
            <button type="button" onClick={goPrev} aria-controls={slidesId} className={`${arrow} ${overlay ? 'md:left-4' : ''}`}>
              <ChevronLeft aria-hidden="true" className="size-6" />
              <span className="sr-only">Diapositiva anterior</span>
            </button>
            <button type="button" onClick={goNext} aria-controls={slidesId} className={`${arrow} ${overlay ? 'md:right-4' : ''}`}>
              <ChevronRight aria-hidden="true" className="size-6" />
              <span className="sr-only">Diapositiva siguiente</span>
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
