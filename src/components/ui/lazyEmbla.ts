import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Embla on a viewport element, with its code fetched once the page has hydrated instead of with
 * the page's first scripts: until it arrives the carousel is the plain sideways scroller it is
 * without JavaScript. Plugins are fetched the same way, by `loadPlugins`. Options and plugins are
 * read once. Returns the viewport's ref, the API (undefined until ready) and `scrollTo`, which
 * also takes a choice made before Embla arrives (a dot pressed early) and starts Embla there.
 */
export function useLazyEmbla(options: EmblaOptionsType, loadPlugins: () => Promise<EmblaPluginType[]> = async () => []) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [settings] = useState(() => ({ options, loadPlugins }))
  const pending = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!viewport) return
    let carousel: EmblaCarouselType | undefined
    let live = true
    Promise.all([import('embla-carousel'), settings.loadPlugins()])
      .then(([{ default: EmblaCarousel }, plugins]) => {
        if (!live) return
        const start = pending.current
        carousel = EmblaCarousel(viewport, start === undefined ? settings.options : { ...settings.options, startIndex: start }, plugins)
        setApi(carousel)
      })
      // Without its code the carousel stays the sideways scroller, which works on its own.
      .catch((error: unknown) => console.error('No se pudo cargar el carrusel:', error))
    return () => {
      live = false
      carousel?.destroy()
      setApi(undefined)
    }
  }, [viewport, settings])

  const scrollTo = useCallback(
    (index: number, jump?: boolean) => {
      if (api) api.scrollTo(index, jump)
      else pending.current = index
    },
    [api],
  )

  return [setViewport, api, scrollTo] as const
}
