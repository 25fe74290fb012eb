import { describe, expect, it } from 'vitest'
import { absoluteUrl, courseJsonLd, eventJsonLd, itemListJsonLd, newsArticleJsonLd, podcastEpisodeJsonLd, serializeJsonLd } from './structuredData'

describe('absoluteUrl', () => {
  it('joins without doubled or missing slashes', () => {
    expect(absoluteUrl('https://ugc.edu.mx/', '/licenciaturas')).toBe('https://ugc.edu.mx/licenciaturas')
    expect(absoluteUrl('https://ugc.edu.mx', 'media/a.webp')).toBe('https://ugc.edu.mx/media/a.webp')
    expect(absoluteUrl('https://ugc.edu.mx', '/')).toBe('https://ugc.edu.mx/')
  })
})

describe('courseJsonLd', () => {
  it('describes a course provided by the university', () => {
    const data = courseJsonLd({ siteUrl: 'https://ugc.edu.mx', path: '/licenciaturas/derecho', name: 'Derecho', description: 'Abogados.', image: '/media/d.webp' })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Derecho',
      description: 'Abogados.',
      url: 'https://ugc.edu.mx/licenciaturas/derecho',
      image: 'https://ugc.edu.mx/media/d.webp',
      provider: { '@type': 'CollegeOrUniversity', name: 'Universidad UGC', url: 'https://ugc.edu.mx/' },
    })
  })

  it('leaves out a missing image', () => {
    expect(courseJsonLd({ siteUrl: 'https://ugc.edu.mx', path: '/x', name: 'X', description: 'X', image: null })).not.toHaveProperty('image')
  })
})

describe('itemListJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const data = itemListJsonLd({ siteUrl: 'https://ugc.edu.mx', name: 'Diplomados', items: [{ name: 'A', path: '/diplomados/a' }, { name: 'B', path: '/diplomados/b' }] })
    expect(data['@type']).toBe('ItemList')
    expect(data.numberOfItems).toBe(2)
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', url: 'https://ugc.edu.mx/diplomados/a' },
      { '@type': 'ListItem', position: 2, name: 'B', url: 'https://ugc.edu.mx/diplomados/b' },
    ])
  })
})

describe('serializeJsonLd', () => {
  it('cannot close its script element and still parses to the same data', () => {
    const data = { name: 'Curso </script><script>alert(1)</script>', note: 'a\u2028b' }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/<\/?script/i)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(data)
  })
})

describe('podcastEpisodeJsonLd', () => {
  const base = {
    siteUrl: 'https://ugc.edu.mx',
    seriesName: 'Radio UGC',
    seriesPath: '/radiougc',
    name: 'Agua y turismo',
    datePublished: '2026-10-02',
    path: '/radiougc#episodio-7',
  }

  it('an episode with its audio and its series, all URLs absolute', () => {
    const data = podcastEpisodeJsonLd({ ...base, audioUrl: '/media/agua.wav', encodingFormat: 'audio/wav', presenter: 'Dra. Cosío', guests: 'Dr. Fiol' })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Agua y turismo',
      datePublished: '2026-10-02',
      url: 'https://ugc.edu.mx/radiougc#episodio-7',
      associatedMedia: { '@type': 'AudioObject', contentUrl: 'https://ugc.edu.mx/media/agua.wav', encodingFormat: 'audio/wav' },
      partOfSeries: { '@type': 'PodcastSeries', name: 'Radio UGC', url: 'https://ugc.edu.mx/radiougc' },
    })
    expect(data.actor).toEqual([
      { '@type': 'Person', name: 'Dra. Cosío' },
      { '@type': 'Person', name: 'Dr. Fiol' },
    ])
  })

  it('keeps an external audio URL and leaves out what is missing', () => {
    const data = podcastEpisodeJsonLd({ ...base, audioUrl: 'https://cdn.example.org/a.mp3' })
    expect(data.associatedMedia).toEqual({ '@type': 'AudioObject', contentUrl: 'https://cdn.example.org/a.mp3' })
    expect(data).not.toHaveProperty('actor')
    expect(podcastEpisodeJsonLd({ ...base, audioUrl: null })).not.toHaveProperty('associatedMedia')
  })

  it('an editor\'s </script> in a title cannot close the script element', () => {
    const json = serializeJsonLd(podcastEpisodeJsonLd({ ...base, name: '</script><script>alert(1)</script>', audioUrl: null }))
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })
})

describe('newsArticleJsonLd', () => {
  it('describes a news article published by the university, with absolute URLs', () => {
    const data = newsArticleJsonLd({
      siteUrl: 'https://ugc.edu.mx',
      path: '/vida-universitaria-y-eventos?slug=becas',
      headline: 'Becas',
      datePublished: '2026-07-24',
      image: '/media/becas.webp',
      description: 'Convocatoria.',
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Becas',
      datePublished: '2026-07-24',
      image: ['https://ugc.edu.mx/media/becas.webp'],
      author: { '@type': 'Organization', name: 'Universidad UGC' },
      publisher: { '@type': 'Organization', name: 'Universidad UGC' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://ugc.edu.mx/vida-universitaria-y-eventos?slug=becas' },
    })
  })

  it('leaves out what is missing', () => {
    const data = newsArticleJsonLd({ siteUrl: 'https://ugc.edu.mx', path: '/x', headline: 'X', datePublished: '', image: null })
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('datePublished')
  })
})

describe('eventJsonLd', () => {
  it('describes an offline, scheduled event at the campus, organised by the university', () => {
    const data = eventJsonLd({
      siteUrl: 'https://ugc.edu.mx',
      path: '/actividades-ugc?slug=torneo',
      name: 'Torneo',
      startDate: '2026-11-20',
      description: 'Fútbol y voleibol.',
      image: '/media/torneo.webp',
      address: 'Calle Leona Vicario s/n, Cabo San Lucas',
    })
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Torneo',
      startDate: '2026-11-20',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: { streetAddress: 'Calle Leona Vicario s/n, Cabo San Lucas' } },
      image: ['https://ugc.edu.mx/media/torneo.webp'],
      description: 'Fútbol y voleibol.',
      organizer: { '@type': 'Organization', name: 'Universidad UGC' },
      url: 'https://ugc.edu.mx/actividades-ugc?slug=torneo',
    })
  })
})
