import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { useEffect, useState } from 'react'

/**
 * Embla on a viewport element, with its code fetched once the page has hydrated instead of with
 * the page's first scripts: until it arrives the carousel is the plain sideways scroller it is
 * without JavaScript. Plugins are fetched the same way, by `loadPlugins`. Options and plugins are
 * read once. Returns the viewport's ref and the API (undefined until ready).
 */
export function useLazyEmbla(options: EmblaOptionsType, loadPlugins: () => Promise<EmblaPluginType[]> = async () => []) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [settings] = useState(() => ({ options, loadPlugins }))

  useEffect(() => {
    if (!viewport) return
    let carousel: EmblaCarouselType | undefined
    let live = true
    Promise.all([import('embla-carousel'), settings.loadPlugins()])
      .then(([{ default: EmblaCarousel }, plugins]) => {
        if (!live) return
        carousel = EmblaCarousel(viewport, settings.options, plugins)
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

  return [setViewport, api] as const
}
