'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'

/** The page that has a footer of its own (spec §2.2): the layout cannot know the path, these leaves can. */
function usePreparatoria(): boolean {
  return usePathname() === '/preparatoria'
}

/**
 * The footer element, in the /preparatoria colours with its photo behind on that page and the
 * standard ones elsewhere. What both footers share is rendered once, on the server, as `children`.
 */
export function FooterFrame({ backdrop, children }: { backdrop: React.ReactNode; children: React.ReactNode }) {
  const prepa = usePreparatoria()
  return (
    <footer
      data-variant={prepa ? 'preparatoria' : 'standard'}
      data-clear-of-floating=""
      className={`on-dark relative isolate overflow-hidden text-white ${prepa ? 'bg-brand-darker' : 'bg-brand-dark'}`}
    >
      {prepa ? backdrop : null}
      {children}
    </footer>
  )
}

/** One of the few parts where the two footers differ: the /preparatoria one on that page, the standard one elsewhere. */
export function FooterSwitch({ standard, preparatoria }: { standard: React.ReactNode; preparatoria: React.ReactNode }) {
  return usePreparatoria() ? preparatoria : standard
}
