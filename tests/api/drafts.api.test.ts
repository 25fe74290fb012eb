import { describe, expect, it } from 'vitest'
import { base, cms as cmsRequest, eventually, label } from './helpers'

const cms = (path: string, method: string, body?: unknown) =>
  cmsRequest(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })

const titles = async () =>
  ((await (await fetch(`${base}/api/get-comunicacion/?tipo=NOT`)).json()) as { data: { titulo: string; slug: string }[] }).data

describe(`only published content leaves the back office; a publish shows within seconds (${label})`, () => {
  it('a draft is invisible to the API; once published it is listed and its detail visits count', async () => {
    const titulo = `Borrador de convocatoria ${Date.now()}`
    const draft = await cms('/comunicaciones?draft=true', 'POST', {
      tipo: 'NOT',
      titulo,
      fecha: new Date().toISOString(),
      _status: 'draft',
    })
    expect(draft.status).toBe(201)
    const doc = draft.body.doc as { id: number; slug: string }
    expect((await titles()).map((n) => n.titulo)).not.toContain(titulo)
    expect(
      (
        await fetch(`${base}/api/post-visitas`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ slug: doc.slug }),
        })
      ).status,
    ).toBe(404)

    const published = await cms(`/comunicaciones/${doc.id}`, 'PATCH', { _status: 'published' })
    expect(published.status).toBe(200)
    const { value: after } = await eventually(titles, (list) => list.some((n) => n.titulo === titulo))
    expect(after[0]!.titulo).toBe(titulo)
    expect(after[0]!.slug).toBe(doc.slug)
  })
})
