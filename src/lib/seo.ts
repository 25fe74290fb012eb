/**
 * What search engines and social networks read of a page: title, description, canonical address,
 * Open Graph and Twitter card. One place for the defaults, so no page repeats or forgets them.
 */
import type { Metadata } from 'next'
import { excerpt } from './excerpt'

export const siteName = 'Universidad UGC'
const ogLocale = 'es_MX'
/** The size every generated share image has: the one Facebook, LinkedIn and X show large. */
export const ogSize = { width: 1200, height: 630 } as const

/** Search engines show about 160 characters of a description and want at least about 50. */
const descriptionLength = { min: 50, max: 160 } as const

export type OgImage = { url: string; width: number; height: number; alt: string }

/** The site's share image, for pages that have none of their own. */
export const defaultOgImage: OgImage = {
  url: '/og/sitio.png',
  ...ogSize,
  alt: 'Universidad UGC Los Cabos: Evolucionar para Trascender',
}

/** A page's `<title>`: its own name, then the university's. */
export function pageTitle(name: string): string {
  return `${name.replace(/\s+/g, ' ').trim()} · ${siteName}`
}

/**
 * A meta description from any text: spaces collapsed, cut at a word within 160 characters. A text
 * too short to describe the page (a one-line subtitle) is followed by `context`, a sentence that
 * says what and where the page is.
 */
export function metaDescription(text: string, context: string): string {
  const own = text.replace(/\s+/g, ' ').trim()
  const full = Array.from(own).length >= descriptionLength.min ? own : own ? `${own.replace(/[\s.]+$/u, '')}. ${context}` : context
  // excerpt's limit leaves out its ellipsis: one character is kept for it.
  return excerpt(full, descriptionLength.max - 1)
}

/** The address of a generated share image: `/og/{section}/{slug}.png`, section being the page's path. */
export function generatedOgImage(section: string, slug: string, alt: string): OgImage {
  return { url: `/og/${section.replace(/^\/+|\/+$/g, '')}/${encodeURIComponent(slug)}.png`, ...ogSize, alt }
}

/** The slug in a generated image's file name (`derecho.png` → `derecho`), or null for anything else. */
export function slugOfOgFile(file: string): string | null {
  let name: string
  try {
    name = decodeURIComponent(file)
  } catch {
    return null
  }
  const match = /^(.+)\.png$/.exec(name)
  return match ? match[1]! : null
}

/**
 * Whether an editor's photo can be a large share card: Facebook asks for at least 600×315, and
 * a card is cut to about 1.91:1, so a portrait or square photo would lose most of itself.
 */
export function isShareablePhoto(size: { width: number | null; height: number | null } | undefined): boolean {
  if (!size?.width || !size.height) return false
  const ratio = size.width / size.height
  return size.width >= 600 && size.height >= 315 && ratio >= 1.3 && ratio <= 2.5
}

/** The item's own photo when it makes a good card, else the image generated for it. */
export function shareImage(
  photo: { url: string | null; width: number | null; height: number | null; alt: string } | null,
  generated: OgImage,
): OgImage {
  if (photo?.url && isShareablePhoto(photo)) {
    return { url: photo.url, width: photo.width!, height: photo.height!, alt: photo.alt || generated.alt }
  }
  return generated
}

export type PageSeo = {
  /** The whole `<title>`, unique on the site (see `pageTitle`). */
  title: string
  /** Already 50–160 characters (see `metaDescription`). */
  description: string
  /** The canonical address, root-relative; `metadataBase` (SITE_URL) makes it absolute. */
  path: string
  image?: OgImage
  /** An `article` (news, event) carries its publication date (yyyy-mm-dd). */
  article?: { publishedTime?: string }
  /** `<link rel="alternate">` feeds by MIME type. */
  feeds?: Record<string, { url: string; title: string }[]>
  robots?: Metadata['robots']
}

/** A page's metadata: title, description, canonical, Open Graph and a large Twitter card. */
export function pageMetadata({ title, description, path, image = defaultOgImage, article, feeds, robots }: PageSeo): Metadata {
  const shared = { title, description, url: path, siteName, locale: ogLocale, images: [image] }
  return {
    title,
    description,
    alternates: { canonical: path, ...(feeds ? { types: feeds } : {}) },
    openGraph: article
      ? { ...shared, type: 'article', ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}) }
      : { ...shared, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
    ...(robots ? { robots } : {}),
  }
}

/**
 * The defaults of every page of the site (its layout): relative addresses resolve against
 * SITE_URL, and a page without metadata of its own (a 404) still shares with the site's card.
 */
export function siteMetadata(siteUrl: string): Metadata {
  return {
    metadataBase: new URL(`${siteUrl.replace(/\/+$/, '')}/`),
    title: 'Universidad UGC · Los Cabos',
    description: 'Universidad en Cabo San Lucas y Los Cabos, Baja California Sur, con campus en Culiacán.',
    applicationName: 'Universidad UGC Los Cabos',
    openGraph: { type: 'website', siteName, locale: ogLocale, images: [defaultOgImage] },
    twitter: { card: 'summary_large_image', images: [{ url: defaultOgImage.url, alt: defaultOgImage.alt }] },
  }
}

/** What an editor wrote in an item's «Buscadores y redes»; null fields keep the automatic values. */
export type ItemSeo = { title: string | null; description: string | null; image: OgImage | null }

/**
 * A page's SEO with the editor's own values over the automatic ones: the meta title is the whole
 * `<title>` as written, the description is used as written (cut at 160 only if longer), the image
 * replaces the share card.
 */
export function withItemSeo(seo: PageSeo, own: ItemSeo | null | undefined): PageSeo {
  if (!own) return seo
  return {
    ...seo,
    ...(own.title ? { title: own.title.replace(/\s+/g, ' ').trim() } : {}),
    ...(own.description ? { description: excerpt(own.description.replace(/\s+/g, ' ').trim(), descriptionLength.max - 1) } : {}),
    ...(own.image ? { image: own.image } : {}),
  }
}
