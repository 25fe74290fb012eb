import { describe, expect, it } from 'vitest'
import { sitemapEntries, sitemapRoutes, type ContentDates } from './sitemap'

const site = 'https://ugc.edu.mx'
const built = new Date('2026-12-01T00:00:00.000Z')

const content: ContentDates = {
  latest: {
    settings: '2026-11-01T10:00:00.000Z',
    institutional: '2026-11-15T10:00:00.000Z',
    slides: '2026-10-01T10:00:00.000Z',
    books: '2026-11-20T10:00:00.000Z',
    podcasts: null,
  },
  programmes: [
    { tipo: 'BAC', slug: 'preparatoria-general', updatedAt: '2026-11-05T10:00:00.000Z' },
    { tipo: 'LIC', slug: 'licenciatura-en-derecho', updatedAt: '2026-10-02T10:00:00.000Z' },
    { tipo: 'LIC', slug: 'licenciatura-en-turismo', updatedAt: '2026-11-03T10:00:00.000Z' },
    { tipo: 'DIP', slug: 'diplomado-en-gestion-hotelera', updatedAt: '2026-09-09T10:00:00.000Z' },
    { tipo: 'LIC', slug: '', updatedAt: '2026-11-30T10:00:00.000Z' },
  ],
  conocer: [{ slug: 'ec0217-imparticion-de-cursos', updatedAt: '2026-08-08T10:00:00.000Z' }],
  communication: [
    { tipo: 'NOT', slug: 'graduacion', updatedAt: '2026-11-25T10:00:00.000Z' },
    { tipo: 'EVE', slug: 'torneo', updatedAt: '2026-11-10T10:00:00.000Z' },
  ],
}

const byUrl = (entries: ReturnType<typeof sitemapEntries>) => Object.fromEntries(entries.map((e) => [e.url, e.lastModified]))

describe('sitemapEntries', () => {
  const entries = sitemapEntries(site, content, built)
  const dates = byUrl(entries)

  it('lists every route of spec §2.1 once, as absolute addresses', () => {
    for (const r of sitemapRoutes) expect(dates).toHaveProperty(`${site}${r.path}`)
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length)
    expect(sitemapRoutes).toHaveLength(21)
  })

  it('lists each licenciatura, diplomado, standard, news item and event at its own address', () => {
    expect(dates[`${site}/licenciaturas/licenciatura-en-derecho`]).toBe('2026-10-02T10:00:00.000Z')
    expect(dates[`${site}/diplomados/diplomado-en-gestion-hotelera`]).toBe('2026-09-09T10:00:00.000Z')
    expect(dates[`${site}/CONOCER/ec0217-imparticion-de-cursos`]).toBe('2026-08-08T10:00:00.000Z')
    expect(dates[`${site}/vida-universitaria-y-eventos?slug=graduacion`]).toBe('2026-11-25T10:00:00.000Z')
    expect(dates[`${site}/actividades-ugc?slug=torneo`]).toBe('2026-11-10T10:00:00.000Z')
  })

  it('leaves out bachillerato programmes (they live on /preparatoria) and items without a slug', () => {
    expect(entries.some((e) => e.url.includes('preparatoria-general'))).toBe(false)
    expect(entries.some((e) => e.url.endsWith('/licenciaturas/'))).toBe(false)
    expect(entries).toHaveLength(21 + 6)
  })

  it('dates a list by its newest item, or the settings when those changed later', () => {
    // A licenciatura without a slug has no page, but it is on the list: the list changed.
    expect(dates[`${site}/licenciaturas`]).toBe('2026-11-30T10:00:00.000Z')
    expect(dates[`${site}/preparatoria`]).toBe('2026-11-05T10:00:00.000Z')
    expect(dates[`${site}/diplomados`]).toBe('2026-11-01T10:00:00.000Z')
    expect(dates[`${site}/`]).toBe('2026-11-25T10:00:00.000Z')
    expect(dates[`${site}/stica/editoriales`]).toBe('2026-11-20T10:00:00.000Z')
    expect(dates[`${site}/quienes-somos`]).toBe('2026-11-15T10:00:00.000Z')
  })

  it('dates a page with only fixed copy by the settings', () => {
    expect(dates[`${site}/ugcidiomas`]).toBe('2026-11-01T10:00:00.000Z')
    expect(dates[`${site}/radiougc`]).toBe('2026-11-01T10:00:00.000Z')
  })

  it('falls back to the build time when nothing was ever saved', () => {
    const empty = byUrl(sitemapEntries(site, { latest: {}, programmes: [], conocer: [], communication: [] }, built))
    expect(empty[`${site}/circulos`]).toBe(built.toISOString())
    expect(Object.keys(empty)).toHaveLength(21)
  })

  it('ignores a date it cannot read', () => {
    const odd = byUrl(sitemapEntries(site, { ...content, conocer: [{ slug: 'x', updatedAt: 'ayer' }] }, built))
    expect(odd[`${site}/CONOCER/x`]).toBe(built.toISOString())
  })
})
