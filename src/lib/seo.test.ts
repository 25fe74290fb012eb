import { describe, expect, it } from 'vitest'
import {
  defaultOgImage,
  generatedOgImage,
  isShareablePhoto,
  metaDescription,
  pageMetadata,
  pageTitle,
  shareImage,
  siteMetadata,
  slugOfOgFile,
  withItemSeo,
} from './seo'

const context = 'Licenciatura con validez oficial en la Universidad UGC, en Cabo San Lucas, Baja California Sur.'

describe('pageTitle', () => {
  it('follows the page name with the university, spaces tidied', () => {
    expect(pageTitle('  Licenciatura en   Derecho ')).toBe('Licenciatura en Derecho · Universidad UGC')
  })
})

describe('metaDescription', () => {
  it('keeps a description of 50 to 160 characters as it is', () => {
    const text = 'Forma abogados con visión humanista, preparados para litigar y asesorar a empresas.'
    expect(metaDescription(text, context)).toBe(text)
  })

  it('cuts a long text at a word, within 160 characters, ellipsis included', () => {
    const text = 'palabra '.repeat(40)
    const d = metaDescription(text, context)
    expect(Array.from(d).length).toBeLessThanOrEqual(160)
    expect(d).toMatch(/palabra…$/)
  })

  it('follows a text too short to describe the page with the context sentence', () => {
    expect(metaDescription('Abogados.', context)).toBe(`Abogados. ${context}`)
    expect(metaDescription('  ', context)).toBe(context)
    expect(Array.from(metaDescription('Abogados', context)).length).toBeGreaterThanOrEqual(50)
  })

  it('counts characters, not UTF-16 units, and collapses whitespace', () => {
    const d = metaDescription('Gestión   hotelera\ny turística en Los Cabos, con prácticas en hoteles de la región.', context)
    expect(d).toBe('Gestión hotelera y turística en Los Cabos, con prácticas en hoteles de la región.')
  })
})

describe('generated share images', () => {
  it('live at /og/{section}/{slug}.png, 1200×630, with their alt text', () => {
    expect(generatedOgImage('/licenciaturas', 'licenciatura-en-derecho', 'Derecho')).toEqual({
      url: '/og/licenciaturas/licenciatura-en-derecho.png',
      width: 1200,
      height: 630,
      alt: 'Derecho',
    })
    expect(generatedOgImage('CONOCER', 'ec 0217', 'x').url).toBe('/og/CONOCER/ec%200217.png')
  })

  it('give back the slug of their file name, and nothing for another file', () => {
    expect(slugOfOgFile('licenciatura-en-derecho.png')).toBe('licenciatura-en-derecho')
    expect(slugOfOgFile('ec%200217.png')).toBe('ec 0217')
    expect(slugOfOgFile('derecho.jpg')).toBeNull()
    expect(slugOfOgFile('.png')).toBeNull()
  })
})

describe('isShareablePhoto', () => {
  it('takes a landscape photo of at least 600×315', () => {
    expect(isShareablePhoto({ width: 1200, height: 675 })).toBe(true)
    expect(isShareablePhoto({ width: 600, height: 315 })).toBe(true)
  })

  it('refuses a small, square, portrait or unmeasured photo', () => {
    expect(isShareablePhoto({ width: 400, height: 210 })).toBe(false)
    expect(isShareablePhoto({ width: 800, height: 800 })).toBe(false)
    expect(isShareablePhoto({ width: 800, height: 1000 })).toBe(false)
    expect(isShareablePhoto({ width: 3000, height: 600 })).toBe(false)
    expect(isShareablePhoto({ width: null, height: null })).toBe(false)
    expect(isShareablePhoto(undefined)).toBe(false)
  })
})

describe('shareImage', () => {
  const generated = generatedOgImage('/vida-universitaria-y-eventos', 'feria', 'Feria del empleo')

  it("uses the item's own photo, with its size and alt, when it makes a good card", () => {
    expect(shareImage({ url: '/media/feria.webp', width: 1200, height: 675, alt: 'Estudiantes en la feria' }, generated)).toEqual({
      url: '/media/feria.webp',
      width: 1200,
      height: 675,
      alt: 'Estudiantes en la feria',
    })
    expect(shareImage({ url: '/media/feria.webp', width: 1200, height: 675, alt: '' }, generated).alt).toBe('Feria del empleo')
  })

  it('falls back to the generated card without a photo or with an unsuitable one', () => {
    expect(shareImage(null, generated)).toBe(generated)
    expect(shareImage({ url: '/media/logo.png', width: 800, height: 800, alt: 'Logo' }, generated)).toBe(generated)
  })
})

describe('pageMetadata', () => {
  it('sets the title, description, canonical, Open Graph and a large Twitter card', () => {
    const m = pageMetadata({
      title: 'Licenciaturas · Universidad UGC',
      description: 'Licenciaturas con validez oficial.',
      path: '/licenciaturas',
    })
    expect(m).toEqual({
      title: 'Licenciaturas · Universidad UGC',
      description: 'Licenciaturas con validez oficial.',
      alternates: { canonical: '/licenciaturas' },
      openGraph: {
        type: 'website',
        title: 'Licenciaturas · Universidad UGC',
        description: 'Licenciaturas con validez oficial.',
        url: '/licenciaturas',
        siteName: 'Universidad UGC',
        locale: 'es_MX',
        images: [defaultOgImage],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Licenciaturas · Universidad UGC',
        description: 'Licenciaturas con validez oficial.',
        images: [{ url: defaultOgImage.url, alt: defaultOgImage.alt }],
      },
    })
  })

  it('makes an article with its date, its own image and the feeds', () => {
    const image = generatedOgImage('/actividades-ugc', 'torneo', 'Torneo')
    const feeds = { 'text/calendar': [{ url: '/actividades-ugc/eventos.ics', title: 'Actividades' }] }
    const m = pageMetadata({
      title: 'T',
      description: 'D',
      path: '/actividades-ugc?slug=torneo',
      image,
      article: { publishedTime: '2026-11-20' },
      feeds,
    })
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-20',
      url: '/actividades-ugc?slug=torneo',
      images: [image],
    })
    expect(m.alternates).toEqual({ canonical: '/actividades-ugc?slug=torneo', types: feeds })
    expect(m.twitter).toMatchObject({ images: [{ url: image.url, alt: 'Torneo' }] })
  })

  it('leaves out a missing publication date and carries robots when asked', () => {
    const m = pageMetadata({ title: 'T', description: 'D', path: '/x', article: {}, robots: { index: false, follow: true } })
    expect(m.openGraph).not.toHaveProperty('publishedTime')
    expect(m.robots).toEqual({ index: false, follow: true })
  })
})

describe('siteMetadata', () => {
  it('resolves addresses against SITE_URL, with or without its final slash', () => {
    expect(String(siteMetadata('https://ugc.edu.mx').metadataBase)).toBe('https://ugc.edu.mx/')
    expect(String(siteMetadata('https://ugc.edu.mx/').metadataBase)).toBe('https://ugc.edu.mx/')
    expect(siteMetadata('https://ugc.edu.mx').openGraph).toMatchObject({
      locale: 'es_MX',
      siteName: 'Universidad UGC',
      images: [defaultOgImage],
    })
  })
})

describe('slugOfOgFile with a broken escape', () => {
  it('answers null instead of throwing', () => {
    expect(slugOfOgFile('%E0%A4%A.png')).toBeNull()
  })
})

describe('withItemSeo', () => {
  const auto = { title: 'Derecho · Universidad UGC', description: 'Automática.', path: '/licenciaturas/derecho', image: defaultOgImage }
  const image = { url: '/media/derecho-og.jpg', width: 1200, height: 630, alt: 'Estudiantes de Derecho' }

  it('keeps the automatic values when the editor wrote nothing', () => {
    expect(withItemSeo(auto, null)).toEqual(auto)
    expect(withItemSeo(auto, { title: null, description: '', image: null })).toEqual(auto)
  })

  it("puts the editor's title, description and image over them", () => {
    expect(withItemSeo(auto, { title: ' Estudia  Derecho en Los Cabos ', description: 'Propia.', image })).toEqual({
      ...auto,
      title: 'Estudia Derecho en Los Cabos',
      description: 'Propia.',
      image,
    })
    expect(
      Array.from(withItemSeo(auto, { title: null, description: 'palabra '.repeat(60), image: null }).description).length,
    ).toBeLessThanOrEqual(160)
  })
})
