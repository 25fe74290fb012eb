import type { CollectionConfig, Field, GlobalConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'
import { env } from '@/env'
import { requestIsHttps } from '@/guard/client'
import { collectionAddresses, globalAddresses, publicAddressOf } from '@/lib/previewAddress'
import { signPreviewLink } from '@/lib/previewToken'
import type { PreviewTarget } from '@/lib/previewTarget'

/**
 * «Vista previa» in the back office (docs/decisions/0024-vista-previa.md): the live preview beside
 * the form and the button that opens the draft on its real address, for every collection and
 * global listed in src/lib/previewAddress.ts. Both open /vista-previa with a signed, expiring link
 * to the public address; that route checks the staff session and turns on draft mode.
 */

/** The origin the editor's browser uses, when it is one of the site's own; else SITE_URL's. */
function originOf(req: PayloadRequest): string {
  const host = req.headers.get('host')
  if (host) {
    // X-Forwarded-Proto only as the trusted proxies report it; Payload's request is the incoming Request.
    const https = requestIsHttps(req as unknown as Request)
    const origin = `${https ? 'https' : 'http'}://${host}`
    if (env.trustedOrigins.includes(origin)) return origin
  }
  return new URL(env.siteUrl).origin
}

/** The signed link that opens `path` in draft mode showing `doc`'s draft (absolute: the live preview talks to its origin). */
function previewLinkFor(req: PayloadRequest, path: string, doc: PreviewTarget): string {
  const query = new URLSearchParams(signPreviewLink(env.payloadSecret, path, doc))
  return `${originOf(req)}/vista-previa?${query.toString()}`
}

const linkOf = (kind: 'collection' | 'global', slug: string, doc: Record<string, unknown>, req: PayloadRequest) => {
  // Only a signed-in member of the staff ever gets one (the edit view is theirs alone).
  if (!req.user) return null
  const path = publicAddressOf(kind, slug, doc)
  // A document not yet saved has no draft to show.
  if (kind === 'collection' && typeof doc.id !== 'number' && typeof doc.id !== 'string') return null
  const target: PreviewTarget = kind === 'global' ? { global: slug } : { collection: slug, id: String(doc.id) }
  return path ? previewLinkFor(req, path, target) : null
}

/** The live preview's sizes, as the editor picks them above the preview. */
const previewBreakpoints = [
  { name: 'telefono', label: 'Teléfono', width: 390, height: 844 },
  { name: 'tableta', label: 'Tableta', width: 768, height: 1024 },
  { name: 'escritorio', label: 'Escritorio', width: 1440, height: 900 },
]

/** `admin.livePreview` of the config: every collection and global that shows on a public page. */
export const livePreview: RootLivePreviewConfig = {
  collections: Object.keys(collectionAddresses),
  globals: Object.keys(globalAddresses),
  breakpoints: previewBreakpoints,
  url: ({ data, collectionConfig, globalConfig, req }) => {
    const [kind, slug] = collectionConfig
      ? (['collection', collectionConfig.slug] as const)
      : (['global', globalConfig?.slug ?? ''] as const)
    return linkOf(kind, slug, data ?? {}, req) ?? undefined
  },
}

/**
 * «Compartir vista previa», in the sidebar of what has a public page: a link to the saved draft for
 * someone outside the staff (src/cms/collections/SharedPreviews). Not stored.
 */
const sharePanel: Field = {
  name: 'compartir',
  type: 'ui',
  label: 'Compartir vista previa',
  admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/components/SharePreview.client#SharePreview' } },
}

/** A collection with the «Vista previa» button and «Compartir vista previa» when it shows on a public page. */
export function withPreviewButton(config: CollectionConfig): CollectionConfig {
  if (!Object.hasOwn(collectionAddresses, config.slug)) return config
  return {
    ...config,
    admin: { ...config.admin, preview: (doc, { req }) => linkOf('collection', config.slug, doc, req) },
    fields: [...config.fields, sharePanel],
  }
}

/** A global with the «Vista previa» button and «Compartir vista previa» when it shows on a public page. */
export function withGlobalPreviewButton(config: GlobalConfig): GlobalConfig {
  if (!Object.hasOwn(globalAddresses, config.slug)) return config
  return {
    ...config,
    admin: { ...config.admin, preview: (doc, { req }) => linkOf('global', config.slug, doc, req) },
    fields: [...config.fields, sharePanel],
  }
}
