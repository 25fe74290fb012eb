import { eventJsonLd } from './eventStructuredData'
import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  collegeJsonLd,
  courseJsonLd,
  itemListJsonLd,
  newsArticleJsonLd,
  podcastEpisodeJsonLd,
  postalAddressOf,
  serializeJsonLd,
} from './structuredData'

describe('absoluteUrl', () => {
  it('joins without doubled or missing slashes', () => {
    expect(absoluteUrl('https://ugc.edu.mx/', '/licenciaturas')).toBe('https://ugc.edu.mx/licenciaturas')
    expect(absoluteUrl('https://ugc.edu.mx', 'media/a.webp')).toBe('https://ugc.edu.mx/media/a.webp')
    expect(absoluteUrl('https://ugc.edu.mx', '/')).toBe('https://ugc.edu.mx/')
  })
})

describe('courseJsonLd', () => {
  it('describes a course provided by the university', () => {
    const data = courseJsonLd({
      siteUrl: 'https://ugc.edu.mx',
      path: '/licenciaturas/derecho',
      name: 'Derecho',
      description: 'Abogados.',
      image: '/media/d.webp',
    })
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
    expect(courseJsonLd({ siteUrl: 'https://ugc.edu.mx', path: '/x', name: 'X', description: 'X', image: null })).not.toHaveProperty(
      'image',
    )
  })
})

describe('itemListJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const data = itemListJsonLd({
      siteUrl: 'https://ugc.edu.mx',
      name: 'Diplomados',
      items: [
        { name: 'A', path: '/diplomados/a' },
        { name: 'B', path: '/diplomados/b' },
      ],
    })
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
    const data = podcastEpisodeJsonLd({
      ...base,
      audioUrl: '/media/agua.wav',
      encodingFormat: 'audio/wav',
      presenter: 'Dra. Cosío',
      guests: 'Dr. Fiol',
    })
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

  it("an editor's </script> in a title cannot close the script element", () => {
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
    expect(data).not.toHaveProperty('offers')
    expect(data).not.toHaveProperty('remainingAttendeeCapacity')
  })

  it('with a sign-up: its times and place, the places left, and a free offer until registration closes', () => {
    const signup = {
      inicio: '2030-01-11T17:00:00.000Z',
      fin: '2030-01-11T21:00:00.000Z',
      lugar: 'Auditorio del campus Centro',
      cupo: 150,
      ocupados: 150,
      cierre: '2030-01-11T01:00:00.000Z',
    }
    const data = eventJsonLd({
      siteUrl: 'https://ugc.edu.mx',
      path: '/actividades-ugc?slug=congreso',
      name: 'Congreso',
      startDate: signup.inicio,
      description: 'Dos días.',
      address: 'Calle Leona Vicario s/n',
      signup,
    })
    expect(data).toMatchObject({
      startDate: '2030-01-11T17:00:00.000Z',
      endDate: '2030-01-11T21:00:00.000Z',
      location: { '@type': 'Place', name: 'Auditorio del campus Centro' },
      maximumAttendeeCapacity: 150,
      remainingAttendeeCapacity: 0,
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'MXN',
        availability: 'https://schema.org/SoldOut',
        validThrough: '2030-01-11T01:00:00.000Z',
        url: 'https://ugc.edu.mx/actividades-ugc?slug=congreso#registro',
      },
    })
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 and gives each one its absolute address', () => {
    expect(
      breadcrumbJsonLd('https://ugc.edu.mx/', [
        { name: 'Inicio', path: '/' },
        { name: 'Licenciaturas', path: '/licenciaturas' },
        { name: 'Licenciatura en Derecho', path: '/licenciaturas/licenciatura-en-derecho' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://ugc.edu.mx/' },
        { '@type': 'ListItem', position: 2, name: 'Licenciaturas', item: 'https://ugc.edu.mx/licenciaturas' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Licenciatura en Derecho',
          item: 'https://ugc.edu.mx/licenciaturas/licenciatura-en-derecho',
        },
      ],
    })
  })
})

describe('postalAddressOf', () => {
  it('reads the street, postal code, town and state of an address as editors write it', () => {
    expect(postalAddressOf('Calle Leona Vicario s/n, Col. Centro, C.P. 23410, Cabo San Lucas, B.C.S.')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Calle Leona Vicario s/n, Col. Centro',
      addressLocality: 'Cabo San Lucas',
      addressRegion: 'Baja California Sur',
      postalCode: '23410',
      addressCountry: 'MX',
    })
    expect(postalAddressOf('Blvd. Pedro Infante 2911, CP 80020, Culiacán, Sinaloa')).toMatchObject({
      streetAddress: 'Blvd. Pedro Infante 2911',
      addressLocality: 'Culiacán',
      addressRegion: 'Sinaloa',
      postalCode: '80020',
    })
  })

  it('keeps an address it cannot split as the street, in Cabo San Lucas', () => {
    expect(postalAddressOf('Leona Vicario s/n')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Leona Vicario s/n',
      addressLocality: 'Cabo San Lucas',
      addressRegion: 'Baja California Sur',
      addressCountry: 'MX',
    })
    expect(postalAddressOf('Leona Vicario s/n, Centro, Cabo San Lucas')).toMatchObject({
      streetAddress: 'Leona Vicario s/n, Centro, Cabo San Lucas',
      addressRegion: 'Baja California Sur',
    })
  })
})

describe('collegeJsonLd', () => {
  const base = {
    siteUrl: 'https://ugc.edu.mx',
    name: 'Universidad UGC',
    description: 'Universidad en Los Cabos.',
    logoPath: '/icons/icon-512.png',
    address: 'Calle Leona Vicario s/n, Col. Centro, C.P. 23410, Cabo San Lucas, B.C.S.',
    telephone: '+526241433030',
  }

  it('describes the university with absolute url and logo, address, phone and social profiles', () => {
    const data = collegeJsonLd({
      ...base,
      email: 'admisiones@ugc.edu.mx',
      sameAs: ['https://www.facebook.com/UGCLosCabos', null, 'https://www.youtube.com/@UGCLosCabos'],
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      '@id': 'https://ugc.edu.mx/#universidad',
      name: 'Universidad UGC',
      url: 'https://ugc.edu.mx/',
      logo: 'https://ugc.edu.mx/icons/icon-512.png',
      address: { '@type': 'PostalAddress', postalCode: '23410', addressCountry: 'MX' },
      telephone: '+526241433030',
      email: 'admisiones@ugc.edu.mx',
      sameAs: ['https://www.facebook.com/UGCLosCabos', 'https://www.youtube.com/@UGCLosCabos'],
    })
  })

  it('leaves out empty profiles, anything that is not a web address, and a missing e-mail', () => {
    const data = collegeJsonLd({ ...base, sameAs: ['', 'facebook.com/ugc'] })
    expect(data).not.toHaveProperty('sameAs')
    expect(data).not.toHaveProperty('email')
  })
})
