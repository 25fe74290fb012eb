'use client'
import { type ReactNode, useEffect } from 'react'
import {
  browserStampPlaces,
  namedWithTooltip,
  namesForUnnamed,
  siteStampOfBrowserStamp,
  spanishCalendarLabel,
  spanishDateOfLock,
  spanishForHardCoded,
} from '@/lib/adminSpanish'

const attributes = ['aria-label', 'title', 'placeholder'] as const

function translateElement(element: Element) {
  const translate = element.closest('.react-datepicker') ? spanishCalendarLabel : spanishForHardCoded
  for (const name of attributes) {
    const value = element.getAttribute(name)
    const spanish = value === null ? undefined : translate(value)
    if (spanish !== undefined) element.setAttribute(name, spanish)
  }
}

/** The stamps this provider rewrote in the site's time, so a rewritten one is not moved again. */
const rewritten = new WeakMap<Text, string>()

/** A date and time the browser wrote with its own clock, in the site's (only where the back office does that). */
function siteTimeOf(node: Text, value: string): string | undefined {
  const parent = node.parentElement
  if (rewritten.get(node) === value || !parent?.closest(browserStampPlaces) || parent.closest('[class*="ugc-"]')) return undefined
  return siteStampOfBrowserStamp(value)
}

function translateText(node: Text) {
  const value = node.nodeValue ?? ''
  const spanish =
    spanishForHardCoded(value.trim()) ??
    (node.parentElement?.closest('.document-locked') ? spanishDateOfLock(value) : undefined) ??
    siteTimeOf(node, value)
  if (spanish === undefined || spanish === value) return
  node.nodeValue = spanish
  rewritten.set(node, spanish)
}

// A name by reference counts only if what it points to says something (the list's «select all»
// box points to itself).
const labelledText = (element: Element) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
    .join('')
const unnamed = (element: Element) => !element.getAttribute('aria-label')?.trim() && !labelledText(element) && !element.textContent?.trim()

function nameUnnamed(root: Element) {
  for (const [selector, name] of namesForUnnamed) {
    const found = root.matches(selector) ? [root, ...root.querySelectorAll(selector)] : root.querySelectorAll(selector)
    for (const element of found) {
      if (!unnamed(element)) continue
      element.removeAttribute('aria-labelledby')
      element.setAttribute('aria-label', name)
    }
  }
  // An icon alone says nothing to someone who cannot guess it: its name shows on hover too.
  const iconButtons = root.matches(namedWithTooltip)
    ? [root, ...root.querySelectorAll(namedWithTooltip)]
    : root.querySelectorAll(namedWithTooltip)
  for (const element of iconButtons) {
    const name = element.getAttribute('aria-label')
    if (name && !element.getAttribute('title')) element.setAttribute('title', name)
  }
}

function translateTree(root: Node) {
  if (root instanceof Text) return translateText(root)
  if (!(root instanceof Element)) return
  translateElement(root)
  nameUnnamed(root)
  for (const element of root.querySelectorAll('[aria-label],[title],[placeholder]')) translateElement(element)
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) translateText(node as Text)
}

/**
 * A few labels of the back office are written in English inside its code, with no translation key
 * to override: the rich-text editor's handles («Add block», «Drag to move»), its link buttons, and
 * the date in the «document in use» dialog; and the dates it writes with the browser's clock are put
 * in the site's. This provider puts them in Spanish as they appear, and
 * names the icon buttons and row checkboxes it leaves without a name for screen readers.
 */
export function HardCodedSpanish({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translateTree(document.body)
    // Says the admin's client side has started (the crawl test waits for it before reading a view).
    document.documentElement.dataset.adminEspanol = 'listo'
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) translateElement(record.target)
        else if (record.type === 'characterData' && record.target instanceof Text) translateText(record.target)
        else for (const node of record.addedNodes) translateTree(node)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...attributes],
    })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
