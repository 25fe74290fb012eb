import { describe, expect, it } from 'vitest'
import { cachedViewOf, canonicalQuery, namesCachedView, queryOfView, viewIndex, type ViewSources } from './cachedViews'

const news = (n: number, month: string) =>
  Array.from({ length: n }, (_, i) => ({ slug: `nota-${month.replace('/', '-')}-${i + 1}`, fecha: `0${(i % 9) + 1}/${month}` }))

// 7 news items (two pages of 5): 6 in October, 1 in September; 2 activities; episodes in two months;
// SITCA: 6 boletines in October (two pages of 5), 1 informe in September; 7 books (three pages of 3).
const sources: ViewSources = {
  news: [...news(6, '10/2026'), ...news(1, '09/2026')],
  events: [
    { slug: 'torneo', fecha: '20/11/2026' },
    { slug: 'feria', fecha: '02/10/2026' },
  ],
  podcasts: [{ fecha: '12/11/2026' }, { fecha: '01/10/2026' }, { fecha: '15/10/2026' }],
  sitca: [
    ...Array.from({ length: 6 }, (_, i) => ({ tab: 'boletines' as const, fecha: `1${i}/10/2026` })),
    { tab: 'informes', fecha: '30/09/2026' },
  ],
  books: 7,
}
const index = viewIndex(sources)
const views = (path: string) => [...index.get(path)!].sort()

describe('the views the proxy serves from cache', () => {
  it('are exactly the addresses the pages link to: details, months, and each page that exists', () => {
    expect(views('/vida-universitaria-y-eventos')).toEqual(
      [
        '',
        'page=2',
        'month=10/2026',
        'month=10/2026&page=2',
        'month=09/2026',
        ...news(6, '10/2026').map((n) => `slug=${n.slug}`),
        ...news(1, '09/2026').map((n) => `slug=${n.slug}`),
      ].sort(),
    )
    expect(views('/actividades-ugc')).toEqual(['', 'month=10/2026', 'month=11/2026', 'slug=feria', 'slug=torneo'].sort())
    expect(views('/radiougc')).toEqual(['', 'month=10/2026', 'month=11/2026'])
    // Each tab with each month of either list (an empty month keeps its one, empty, page).
    expect(views('/stica')).toEqual(
      [
        '',
        'page=2',
        'month=10/2026',
        'month=10/2026&page=2',
        'month=09/2026',
        'tab=informes',
        'month=10/2026&tab=informes',
        'month=09/2026&tab=informes',
      ].sort(),
    )
    expect(views('/stica/editoriales')).toEqual(['', 'pagina=2', 'pagina=3'])
    // The programme finder draws its other views per request (see cachedViews.ts).
    expect(views('/oferta-academica')).toEqual([''])
  })

  it('read any spelling of a query as one: order of keys, an escaped or plain slash', () => {
    expect(canonicalQuery('?page=2&month=10%2F2026')).toBe('month=10/2026&page=2')
    expect(canonicalQuery('?month=10/2026&page=2')).toBe('month=10/2026&page=2')
    expect(canonicalQuery('')).toBe('')
    expect(canonicalQuery('?slug=a%20b')).toBeNull()
    expect(canonicalQuery('?Slug=a')).toBeNull()
  })

  it('send an existing view to its twin, with the query in the path, and nothing else', () => {
    const path = '/vida-universitaria-y-eventos'
    expect(cachedViewOf(index, path, '')).toBe(`${path}/vista-en-cache`)
    expect(cachedViewOf(index, path, '?page=2&month=10%2F2026')).toBe(`${path}/vista-en-cache/month/10~2026/page/2`)
    expect(cachedViewOf(index, path, '?slug=nota-10-2026-1')).toBe(`${path}/vista-en-cache/slug/nota-10-2026-1`)
    for (const search of [
      '?page=3',
      '?page=1',
      '?slug=no-existe',
      '?month=01/1999',
      '?month=',
      '?page=2&page=2',
      '?page=2&utm_source=x',
      '?q=1',
    ]) {
      expect(cachedViewOf(index, path, search), search).toBeNull()
    }
    expect(cachedViewOf(index, '/licenciaturas', '')).toBeNull()
    expect(cachedViewOf(index, '/actividades-ugc', '?month=11%2F2026')).toBe('/actividades-ugc/vista-en-cache/month/11~2026')
    expect(cachedViewOf(index, '/radiougc', '?month=11/2026')).toBe('/radiougc/vista-en-cache/month/11~2026')
    expect(cachedViewOf(index, '/radiougc', '?month=12/2026')).toBeNull()
    expect(cachedViewOf(index, '/stica', '?tab=informes&month=09/2026')).toBe('/stica/vista-en-cache/month/09~2026/tab/informes')
    expect(cachedViewOf(index, '/stica', '?tab=boletines')).toBeNull()
    expect(cachedViewOf(index, '/stica/editoriales', '?pagina=3')).toBe('/stica/editoriales/vista-en-cache/pagina/3')
    expect(cachedViewOf(index, '/stica/editoriales', '?pagina=4')).toBeNull()
    expect(cachedViewOf(index, '/oferta-academica', '?nivel=LIC')).toBeNull()
    expect(cachedViewOf(index, '/oferta-academica', '?nivel=LIC')).toBeNull()
  })

  it('give the twin back the query its page reads', async () => {
    expect(await queryOfView(Promise.resolve({ consulta: ['month', '10~2026', 'page', '2'] }))).toEqual({ month: '10/2026', page: '2' })
    expect(await queryOfView(Promise.resolve({}))).toEqual({})
  })

  it('are not an address of their own', () => {
    expect(namesCachedView('/radiougc/vista-en-cache')).toBe(true)
    expect(namesCachedView('/actividades-ugc/vista-en-cache/slug/torneo')).toBe(true)
    expect(namesCachedView('/vida-universitaria-y-eventos')).toBe(false)
    expect(namesCachedView('/radiougc/podcast.xml')).toBe(false)
  })
})
