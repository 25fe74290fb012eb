'use client'

import { useSyncExternalStore } from 'react'
import { useMediaQuery } from './motion.client'

/**
 * Marks the page (`<html data-clear-region>`) while a region no floating control may cover is on
 * screen: the footer, the contact form and the event sign-up, each marked `data-clear-of-floating`.
 * site.css then sets the WhatsApp button aside with no script of its own, and on a phone the way
 * back up takes its place (`useClearRegionMarked`): a phone never shows two floating controls at
 * once. Returns the clean-up, for an effect that runs again on each new page (layout/ScrollToTop).
 */
export function markClearRegions(): () => void {
  const root = document.documentElement
  const regions = [...document.querySelectorAll('[data-clear-of-floating]')]
  const showing = new Set<Element>()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) showing.add(entry.target)
      else showing.delete(entry.target)
    }
    root.toggleAttribute('data-clear-region', showing.size > 0)
  })
  for (const region of regions) observer.observe(region)
  return () => {
    observer.disconnect()
    root.removeAttribute('data-clear-region')
  }
}

/** Whether the page carries the mark `markClearRegions` sets, kept live. */
export function useClearRegionMarked(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const watcher = new MutationObserver(onChange)
      watcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-clear-region'] })
      return () => watcher.disconnect()
    },
    () => document.documentElement.hasAttribute('data-clear-region'),
    () => false,
  )
}

/** Whether the page is laid out for a phone or a small tablet (below Tailwind's `lg`). */
export function useNarrowLayout(): boolean {
  return useMediaQuery('(max-width: 63.99rem)', true)
}

/** How a floating control that steps aside looks: out of sight, the tab order and the accessibility tree. */
export const floatingLook = (shown: boolean) =>
  `transition-[opacity,transform,visibility,background-color] duration-200 ease-calm ${shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'}`
