/** schema.org data of the site's pages (JSON-LD), built from plain values. */

export const university = 'Universidad UGC'

/** An absolute URL of the site from a path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** A `Course` offered by the university (one programme's detail page). */
export function courseJsonLd({
  siteUrl,
  path,
  name,
  description,
  image,
}: {
  siteUrl: string
  path: string
  name: string
  description: string
  image?: string | null
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    url: absoluteUrl(siteUrl, path),
    ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
    inLanguage: 'es-MX',
    provider: { '@type': 'CollegeOrUniversity', name: university, url: absoluteUrl(siteUrl, '/') },
  }
}

/** An `ItemList` of the detail pages a list page links to, in the order shown. */
export function itemListJsonLd({
  siteUrl,
  name,
  items,
}: {
  siteUrl: string
  name: string
  items: readonly { name: string; path: string }[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: absoluteUrl(siteUrl, item.path),
    })),
  }
}

/**
 * An `ItemList` of `Course`s, each with its provider (the finder): the form search engines read as
 * a list of courses, every entry a course of its own, not only a link.
 */
export function courseListJsonLd({
  siteUrl,
  name,
  items,
}: {
  siteUrl: string
  name: string
  items: readonly { name: string; description: string; path: string; image?: string | null }[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => {
      const { '@context': _, ...course } = courseJsonLd({
        siteUrl,
        path: item.path,
        name: item.name,
        description: item.description,
        image: item.image,
      })
      return { '@type': 'ListItem', position: i + 1, item: course }
    }),
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped so that no text an editor wrote
 * (a title with `</script>`) can close the element early; U+2028/9 so old parsers stay happy.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A `PodcastEpisode` of the university's podcast series, with its audio as an `AudioObject`. */
export function podcastEpisodeJsonLd({
  siteUrl,
  seriesName,
  seriesPath,
  name,
  datePublished,
  path,
  audioUrl,
  encodingFormat,
  presenter,
  guests,
}: {
  siteUrl: string
  seriesName: string
  /** The page of the series, e.g. '/radiougc'. */
  seriesPath: string
  name: string
  /** yyyy-mm-dd. */
  datePublished: string
  /** The episode's place on the site, e.g. '/radiougc#episodio-3'. */
  path: string
  /** A `/media/…` or absolute URL of the audio. */
  audioUrl: string | null
  encodingFormat?: string | null
  presenter?: string | null
  guests?: string | null
}) {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : absoluteUrl(siteUrl, url))
  const people = (names: string | null | undefined) => (names ? [{ '@type': 'Person', name: names }] : [])
  const actors = [...people(presenter), ...people(guests)]
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name,
    ...(datePublished ? { datePublished } : {}),
    url: absoluteUrl(siteUrl, path),
    inLanguage: 'es-MX',
    ...(actors.length > 0 ? { actor: actors } : {}),
    ...(audioUrl
      ? {
          associatedMedia: {
            '@type': 'AudioObject',
            contentUrl: absolute(audioUrl),
            ...(encodingFormat ? { encodingFormat } : {}),
          },
        }
      : {}),
    partOfSeries: { '@type': 'PodcastSeries', name: seriesName, url: absoluteUrl(siteUrl, seriesPath) },
  }
}

export const organization = (siteUrl: string) => ({ '@type': 'Organization', name: university, url: absoluteUrl(siteUrl, '/') })

/** A `NewsArticle`: one news item's detail page. `datePublished` is a yyyy-mm-dd date. */
export function newsArticleJsonLd({
  siteUrl,
  path,
  headline,
  datePublished,
  image,
  description,
}: {
  siteUrl: string
  path: string
  headline: string
  datePublished: string
  image?: string | null
  description?: string
}) {
  const url = absoluteUrl(siteUrl, path)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    ...(datePublished ? { datePublished } : {}),
    ...(image ? { image: [absoluteUrl(siteUrl, image)] } : {}),
    ...(description ? { description } : {}),
    inLanguage: 'es-MX',
    author: organization(siteUrl),
    publisher: organization(siteUrl),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}

/**
 * A `BreadcrumbList` from the home page down to the page itself, each step with its absolute
 * address (the last one too, so that every step can be followed).
 */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

const regions: [RegExp, string][] = [
  [/^b\.?\s*c\.?\s*s\.?$|^baja california sur$/i, 'Baja California Sur'],
  [/^sin\.?$|^sinaloa$/i, 'Sinaloa'],
]

/**
 * A `PostalAddress` from an address as editors write it ('Calle…, Col. Centro, C.P. 23410, Cabo
 * San Lucas, B.C.S.'): the postal code after 'C.P.', the last two parts as town and state, the
 * rest as the street. What cannot be told apart stays in the street, in the main campus' town.
 */
export function postalAddressOf(text: string) {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const postal = parts.map((p) => /^C\.?\s*P\.?\s*(\d{5})\.?$/i.exec(p)?.[1]).find(Boolean)
  const rest = parts.filter((p) => !/^C\.?\s*P\.?\s*\d{5}\.?$/i.test(p))
  const region = rest.length >= 3 ? regions.find(([pattern]) => pattern.test(rest.at(-1)!))?.[1] : undefined
  const [street, locality] = region ? [rest.slice(0, -2).join(', '), rest.at(-2)!] : [rest.join(', '), 'Cabo San Lucas']
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region ?? 'Baja California Sur',
    ...(postal ? { postalCode: postal } : {}),
    addressCountry: 'MX',
  }
}

/** The university itself (`CollegeOrUniversity`), for the home page: who, where, how to reach it. */
export function collegeJsonLd({
  siteUrl,
  name,
  alternateName,
  description,
  logoPath,
  address,
  telephone,
  email,
  sameAs,
}: {
  siteUrl: string
  name: string
  alternateName?: string
  description: string
  logoPath: string
  /** As editors write it; see `postalAddressOf`. */
  address: string
  /** In international form, e.g. +526241433030. */
  telephone: string
  email?: string | null
  /** The university's profiles on social networks. */
  sameAs: readonly (string | null | undefined)[]
}) {
  const url = absoluteUrl(siteUrl, '/')
  const profiles = sameAs.filter((u): u is string => !!u && /^https?:\/\//.test(u))
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': `${url}#universidad`,
    name,
    ...(alternateName ? { alternateName } : {}),
    description,
    url,
    logo: absoluteUrl(siteUrl, logoPath),
    address: postalAddressOf(address),
    telephone,
    ...(email ? { email } : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  }
}
