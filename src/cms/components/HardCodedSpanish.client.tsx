'use client'
import { type ReactNode, useEffect } from 'react'
import { namesForUnnamed, spanishDateOfLock, spanishForHardCoded } from '@/lib/adminSpanish'

const attributes = ['aria-label', 'title', 'placeholder'] as const

function translateElement(element: Element) {
  for (const name of attributes) {
    const value = element.getAttribute(name)
    const spanish = value === null ? undefined : spanishForHardCoded(value)
    if (spanish !== undefined) element.setAttribute(name, spanish)
  }
}

function translateText(node: Text) {
  const value = node.nodeValue ?? ''
  const spanish =
    spanishForHardCoded(value.trim()) ?? (node.parentElement?.closest('.document-locked') ? spanishDateOfLock(value) : undefined)
  if (spanish !== undefined && spanish !== value) node.nodeValue = spanish
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
 * the date in the «document in use» dialog. This provider puts them in Spanish as they appear, and
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
