import { dropXmlForbidden, escapeXml } from './xml'

/**
 * Where a string ends up in a document written by the `feed` package, which serialises with
 * xml-js 1.6:
 * - `text`: element content. xml-js escapes `&`, `<` and `>`, but first turns every `&amp;` back
 *   into `&`; escaping `&` here once keeps a literal «&amp;» as the reader's text.
 * - `cdata`: what `feed` wraps in CDATA (an item's title and description). xml-js splits only the
 *   first `]]>` of a section; the others are split here, so any number of them stays text.
 * - `attribute`: an attribute value we add ourselves (xml-js escapes only `"`).
 */
export type FeedTextPlace = 'text' | 'cdata' | 'attribute'

const cdataEnd = ']]>'

/**
 * Editors' text made safe for one place of a `feed` document. In every place the characters XML
 * 1.0 forbids (control characters, lone surrogates) are dropped, as the hand-written writers did.
 */
export function feedText(value: string, place: FeedTextPlace): string {
  if (place === 'attribute') return escapeXml(value)
  const text = dropXmlForbidden(value)
  if (place === 'text') return text.replace(/&/g, '&amp;')
  const first = text.indexOf(cdataEnd)
  if (first === -1) return text
  const cut = first + cdataEnd.length
  // A reader joins the CDATA sections back: «a]]» + «>b» is «a]]>b».
  return text.slice(0, cut) + text.slice(cut).replaceAll(cdataEnd, ']]]]><![CDATA[>')
}
