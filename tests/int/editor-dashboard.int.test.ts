import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadEditorDashboard } from '@/cms/content/editorDashboard'
import { flushMissingPaths, recordMissingPath } from '@/data/missingPages'
import { clientAddress } from '@/guard/client'
import { createStaff, richText, unique, uploadImage } from './fixtures'
import { testPayload } from './payload'

// The summary at the top of the back office's home: an editor's own drafts (not a colleague's),
// what is scheduled, what was just published and the most visited missing addresses.
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let image: number

beforeAll(async () => {
  payload = await testPayload()
  image = await uploadImage(payload)
})

const news = (titulo: string) => ({
  tipo: 'NOT' as const,
  titulo,
  fecha: '2026-11-20T12:00:00.000Z',
  path_imagen: image,
  contenido: richText('Texto.'),
})

describe(`editor's dashboard (${engine})`, () => {
  it("lists the editor's own drafts, the schedules, the latest publications and the top missing addresses", async () => {
    const me = await createStaff(payload, 'editor')
    // The colleague publishes: a publisher, whose home is an editor's too.
    const colleague = await createStaff(payload, 'publicador')
    const mine = `Mi borrador ${unique()}`
    const theirs = `Borrador ajeno ${unique()}`
    const live = `Recién publicada ${unique()}`
    const slide = `Diapositiva mía ${unique()}`
    const myDraft = await payload.create({
      collection: 'comunicaciones',
      data: { ...news(mine), _status: 'draft' },
      draft: true,
      user: me,
      overrideAccess: false,
    })
    await payload.create({
      collection: 'comunicaciones',
      data: { ...news(theirs), _status: 'draft' },
      draft: true,
      user: colleague,
      overrideAccess: false,
    })
    await payload.create({
      collection: 'carrusel',
      data: { titulo: slide, imagen: image, _status: 'draft' } as never,
      draft: true,
      user: me,
      overrideAccess: false,
    })
    await payload.create({
      collection: 'comunicaciones',
      data: { ...news(live), _status: 'published' },
      user: colleague,
      overrideAccess: false,
    })
    const at = new Date(Date.UTC(2032, 0, 10, 17, 0))
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'comunicaciones', value: String(myDraft.id) as never } },
      waitUntil: at,
    })
    const hot = `/muy-buscada-${unique()}`
    await payload.create({
      collection: 'direcciones-no-encontradas',
      data: { path: hot, veces: 1_000_000, primera_vez: new Date().toISOString(), ultima_vez: new Date().toISOString() },
      overrideAccess: true,
    })

    const board = await loadEditorDashboard(payload, me.id)
    const titles = (items: { title: string }[]) => items.map((i) => i.title)
    expect(titles(board.drafts)).toEqual(expect.arrayContaining([mine, slide]))
    expect(titles(board.drafts)).not.toContain(theirs)
    expect(board.drafts.find((d) => d.title === mine)).toMatchObject({
      kind: 'Noticia o evento',
      href: `/admin/collections/comunicaciones/${myDraft.id}`,
    })
    expect(board.scheduled.find((s) => s.title === mine)?.when).toBe('Programado para el 10/01/2032 10:00')
    expect(titles(board.published)).toContain(live)
    expect(titles(board.published)).not.toContain(mine)
    expect(board.missing[0]).toMatchObject({ path: hot, veces: 1_000_000 })

    // The colleague sees their own draft, not this editor's.
    const other = await loadEditorDashboard(payload, colleague.id)
    expect(titles(other.drafts)).toContain(theirs)
    expect(titles(other.drafts)).not.toContain(mine)
  })
})

/** A visitor behind the site's balancer (TRUSTED_PROXY_HOPS=1 here), as the proxy reads them. */
const from = (address: string) =>
  clientAddress(new Request('http://localhost:3000/', { headers: { 'X-Forwarded-For': `10.9.8.7, ${address}` } }))

describe(`the 404 log counts what several visitors asked for, not one client's flood (${engine})`, () => {
  it("one client's 200 made-up addresses, each asked five times, add nothing to the log or the dashboard; an address three clients ask for appears", async () => {
    const tag = unique()
    const flooder = from('203.0.113.66')
    for (let round = 0; round < 5; round++) for (let i = 0; i < 200; i++) recordMissingPath(`/inventada-${tag}-${i}`, flooder)
    // One chosen address, a thousand times, from the same client.
    for (let i = 0; i < 1000; i++) recordMissingPath(`/elegida-${tag}`, flooder)
    await flushMissingPaths()
    const logged = (path: string) =>
      payload.find({ collection: 'direcciones-no-encontradas', where: { path: { like: path } }, depth: 0, overrideAccess: true })
    expect((await logged(`inventada-${tag}`)).totalDocs).toBe(0)
    expect((await logged(`elegida-${tag}`)).totalDocs).toBe(0)
    const editor = await createStaff(payload, 'editor')
    expect(JSON.stringify((await loadEditorDashboard(payload, editor.id)).missing)).not.toContain(tag)

    // The same address from three visitors (the flooder among them) is counted: once per visitor.
    const real = `/plan-de-estudios-${tag}`
    recordMissingPath(real, from('198.51.100.10'))
    recordMissingPath(real, flooder)
    recordMissingPath(real, from('198.51.100.10'))
    await flushMissingPaths()
    expect((await logged(real)).totalDocs).toBe(0)
    recordMissingPath(real, from('198.51.100.11'))
    recordMissingPath(real, from('198.51.100.11'))
    await flushMissingPaths()
    expect((await logged(real)).docs[0]).toMatchObject({ path: real, veces: 3 })
    // A fourth visitor adds one; a visitor seen already adds nothing.
    recordMissingPath(real, from('198.51.100.12'))
    for (let i = 0; i < 50; i++) recordMissingPath(real, flooder)
    await flushMissingPaths()
    expect((await logged(real)).docs[0]?.veces).toBe(4)
    await payload.update({
      collection: 'direcciones-no-encontradas',
      where: { path: { equals: real } },
      data: { veces: 2_000_000 },
      overrideAccess: true,
    })
    expect((await loadEditorDashboard(payload, editor.id)).missing[0]).toMatchObject({ path: real })
    await payload.delete({ collection: 'direcciones-no-encontradas', where: { path: { equals: real } }, overrideAccess: true })
  })
})
