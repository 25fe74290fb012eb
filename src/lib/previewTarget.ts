/**
 * The one document a preview is for, as the link, the cookie and a shared link carry it:
 * `c:<collection>:<id>` or `g:<global>`. Only it is read as a draft; everything else on the page
 * is what is published. A module of its own, without the signing (src/lib/previewToken.ts), so
 * the back office's browser code names a document the same way.
 */
export type PreviewTarget = { collection: string; id: string } | { global: string }

export const targetPattern = '(?:c:[a-z0-9-]{1,64}:[A-Za-z0-9_-]{1,64}|g:[a-z0-9-]{1,64})'
const targetShape = new RegExp(`^${targetPattern}$`)

/** The text form of a preview's document. */
export const previewTargetText = (target: PreviewTarget): string =>
  'global' in target ? `g:${target.global}` : `c:${target.collection}:${target.id}`

/** The document a preview's text names, or null when it is not one. */
export function parsePreviewTarget(text: string | undefined | null): PreviewTarget | null {
  if (!text || !targetShape.test(text)) return null
  const [kind, slug, id] = text.split(':')
  return kind === 'g' ? { global: slug! } : { collection: slug!, id: id! }
}
