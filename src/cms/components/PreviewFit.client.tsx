'use client'
import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect } from 'react'

/*
 * The live preview at a fixed size (Teléfono 390, Tableta 768, Escritorio 1440) wider than the pane
 * beside the form was cut off: the device is shown whole, scaled down to the pane (brand.scss,
 * `.ugc-ajustada`). Payload's own «%» menu keeps its meaning (how much of the page the device
 * shows); «Adaptable» fills the pane as it always did.
 */

const fitted = 'ugc-ajustada'

export function PreviewFit() {
  const { breakpoint, isLivePreviewing, previewWindowType, size } = useLivePreviewContext()
  const width = typeof size?.width === 'number' ? size.width : null

  useEffect(() => {
    const pane = document.querySelector<HTMLElement>('.live-preview-window__main')
    if (!pane) return
    const fixed = isLivePreviewing && previewWindowType === 'iframe' && breakpoint && breakpoint !== 'responsive' && width
    const fit = () => {
      // The room inside the pane's padding, less a little at each side (brand.scss moves the device 8 px in).
      const room = ((pane.firstElementChild as HTMLElement | null) ?? pane).clientWidth - 16
      const scale = fixed ? Math.min(1, room / width) : 1
      pane.classList.toggle(fitted, scale < 1)
      pane.style.setProperty('--ugc-escala', String(scale))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(pane)
    return () => {
      observer.disconnect()
      pane.classList.remove(fitted)
    }
  }, [breakpoint, isLivePreviewing, previewWindowType, width])
  return null
}
