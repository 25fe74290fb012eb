'use client'

import { ArrowRight } from '@/components/ui/icons'
import Link from 'next/link'
import type React from 'react'
import { useState } from 'react'

type OfferStripPanel = {
  title: string
  description: string
  /** What a prospect decides on, shown under the title: how many, how long, how and where. */
  facts?: string
  href: string
  /** An https address: opens in a new tab. */
  external: boolean
  /** The panel's background, rendered on the server. */
  image: React.ReactNode
}

type Props = { panels: OfferStripPanel[]; cta: string; newTabNote: string }

/** The width from which panels widen on hover and a click follows the link (spec §9: 1280px). */
const wideQuery = '(min-width: 1280px)'

/**
 * The offer panels. Wide screens: hover or focus widens a panel (CSS), a click follows it.
 * Narrow screens: a first tap expands the panel to show its description, a second tap on the
 * same panel follows the link; one panel expanded at a time (spec §4). Every panel is a real
 * link, so the keyboard (Enter) and the page without JavaScript simply follow it.
 */
export function OfferStripPanels({ panels, cta, newTabNote }: Props) {
  const [expanded, setExpanded] = useState<number | null>(null)

  function tap(event: React.MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    // detail is 0 when the click comes from the keyboard: the expand step is for pointers only.
    if (event.detail === 0 || window.matchMedia(wideQuery).matches || expanded === index) return
    event.preventDefault()
    setExpanded(index)
  }

  // Shown on a wide screen while hovered or focused, on a narrow one while expanded; read by
  // screen readers always, so the link's name carries the description.
  const reveal = 'sr-only group-data-[expanded=true]:not-sr-only xl:group-hover:not-sr-only xl:group-focus-visible:not-sr-only'

  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-3 xl:flex xl:h-[30rem] xl:items-stretch xl:gap-2">
      {panels.map((panel, index) => {
        const isExpanded = expanded === index
        const className =
          'group relative isolate flex h-36 overflow-hidden rounded-xl bg-brand-darker text-white shadow-card transition-[height,box-shadow] duration-300 ease-calm hover:shadow-card-hover data-[expanded=true]:h-64 sm:h-44 sm:data-[expanded=true]:h-72 xl:h-full xl:data-[expanded=true]:h-full'
        const content = (
          <>
            {panel.image}
            <span aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-black/80 via-black/40 to-black/5" />
            <span className="relative mt-auto flex w-full flex-col gap-2 p-4">
              <span className="text-xl font-bold leading-tight xl:text-lg">{panel.title}</span>
              {/* Never cut (the campus comes last, and a prospect decides on it): three lines kept for
                  every panel, five in the narrow columns at 1440, so the panels of a row end alike. */}
              {panel.facts && (
                <span className="min-h-[3lh] text-sm xl:min-h-[5lh] leading-snug font-medium text-white/90">{panel.facts}</span>
              )}
              <span className={`${reveal} text-base leading-snug xl:min-w-[16rem]`}>{panel.description}</span>
              <span className={`${reveal} inline-flex items-center gap-1 font-semibold underline underline-offset-4`}>
                {cta}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              {panel.external && <span className="sr-only">{newTabNote}</span>}
            </span>
          </>
        )
        return (
          <li
            key={panel.title}
            className="xl:min-w-0 xl:flex-1 xl:transition-[flex-grow] xl:duration-300 xl:ease-calm xl:focus-within:grow-[2] xl:hover:grow-[2]"
          >
            {panel.external ? (
              <a
                href={panel.href}
                target="_blank"
                rel="noopener noreferrer"
                data-expanded={isExpanded}
                onClick={(e) => tap(e, index)}
                className={className}
              >
                {content}
              </a>
            ) : (
              <Link href={panel.href} data-expanded={isExpanded} onClick={(e) => tap(e, index)} className={className}>
                {content}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}
