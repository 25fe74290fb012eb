/** schema.org data of the site's pages (JSON-LD), built from plain values. */

const university = 'Universidad UGC'

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
 * JSON for a `<script type="application/ld+json">`: `<` escaped so that no text an editor wrote
 * (a title with `</script>`) can close the element early; U+2028/9 so old parsers stay happy.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
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

const organization = (siteUrl: string) => ({ '@type': 'Organization', name: university, url: absoluteUrl(siteUrl, '/') })

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

/** An `Event` held at the university (one event's detail page). `startDate` is a yyyy-mm-dd date. */
export function eventJsonLd({
  siteUrl,
  path,
  name,
  startDate,
  description,
  image,
  address,
}: {
  siteUrl: string
  path: string
  name: string
  startDate: string
  description: string
  image?: string | null
  /** The campus address where the event takes place. */
  address: string
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    ...(startDate ? { startDate } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: university, address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'MX' } },
    ...(image ? { image: [absoluteUrl(siteUrl, image)] } : {}),
    description,
    organizer: organization(siteUrl),
    url: absoluteUrl(siteUrl, path),
  }
}
