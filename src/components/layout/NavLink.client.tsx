'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { isExternal, type MenuItem } from '@/copy/menu'
import { NewTabHint, newTabProps } from './NewTabHint'

type Props = {
  href: string
  children: React.ReactNode
  className?: string
  /** Called when an internal link is followed (the mobile panel closes on it). */
  onNavigate?: () => void
  onKeyDown?: React.KeyboardEventHandler<HTMLAnchorElement>
}

/** Normalises the spec's relative link `NuestroCampus` and a trailing slash for comparison. */
function pathOf(href: string): string {
  const path = href.startsWith('/') ? href : `/${href}`
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** True when `href` leads to the page at `pathname`. */
function isCurrentHref(href: string | undefined, pathname: string): boolean {
  return href !== undefined && !isExternal(href) && pathOf(href.split(/[?#]/)[0]) === pathname
}

/** True when the item or any entry below it is the page being shown. */
export function holdsCurrent(item: MenuItem, pathname: string): boolean {
  return isCurrentHref(item.href, pathname) || (item.subItems ?? []).some((sub) => holdsCurrent(sub, pathname))
}

/**
 * A menu link: internal ones route client-side and say aria-current="page" on their own page;
 * `https` ones open a new tab and say so.
 */
export function NavLink({ href, children, className, onNavigate, onKeyDown }: Props) {
  const current = isCurrentHref(href, usePathname())
  if (isExternal(href)) {
    return (
      <a href={href} {...newTabProps} className={className} onKeyDown={onKeyDown}>
        {children}
        <NewTabHint icon />
      </a>
    )
  }
  return (
    <Link href={pathOf(href)} aria-current={current ? 'page' : undefined} className={className} onClick={onNavigate} onKeyDown={onKeyDown}>
      {children}
    </Link>
  )
}
