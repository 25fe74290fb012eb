'use client'

import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept live as it changes. The server cannot know, so it answers
 * `serverAnswer` until the browser has said.
 */
export function useMediaQuery(query: string, serverAnswer: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => serverAnswer,
  )
}

/**
 * Whether the visitor asked the system for less motion, kept live if they change it.
 * The server cannot know, so it answers "reduce": nothing moves before the browser has said so.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true)
}
