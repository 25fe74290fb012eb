// The cache tags an answer depends on, as the headers an edge cache purges by (docs/decisions/0036-cache-en-el-borde.md):
//   - `xkey` for Varnish's xkey module (edge/sitio.vcl), space-separated;
//   - `Surrogate-Key` for Fastly and Akamai, space-separated;
//   - `Cache-Tag` for Cloudflare, comma-separated.
// Only answers that carry them are kept at the edge. Pages get them from their Next.js cache entry
// (shared-cache-handler.mjs), public API reads from the reads they made (src/cache/index.ts, `withReadTags`).

/** A tag on every answer the edge keeps: purging it empties the edge (a deploy, a restore). */
export const siteTag = 'sitio'

/** The header of a Next.js cache entry that lists the tags its render read. */
export const nextTagsHeader = 'x-next-cache-tags'

/** Next's own implicit tags (`_N_T_/ruta`): the site never expires by path, so they are left out. */
const implicitTag = /^_N_T_/

/** The edge headers for a list of tags (duplicates and Next's implicit tags dropped; the site tag added). */
export function edgeTagHeaders(tags) {
  const list = [...new Set([siteTag, ...tags.filter((tag) => tag && !implicitTag.test(tag))])]
  return { xkey: list.join(' '), 'surrogate-key': list.join(' '), 'cache-tag': list.join(',') }
}

/** The edge headers of a page's Next.js cache entry headers (from its `x-next-cache-tags`). */
export function pageEdgeHeaders(entryHeaders) {
  const header = entryHeaders?.[nextTagsHeader]
  return edgeTagHeaders(typeof header === 'string' ? header.split(',') : [])
}
