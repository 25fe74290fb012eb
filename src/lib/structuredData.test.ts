import { describe, expect, it } from 'vitest'
import { absoluteUrl, courseJsonLd, itemListJsonLd, serializeJsonLd } from './structuredData'

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
