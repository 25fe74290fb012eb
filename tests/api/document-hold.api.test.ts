import { describe, expect, it } from 'vitest'
import { base, cms, createNewsItem, editorToken } from './helpers'

// «Quién está editando» (POST /cms-api/users/quien-edita): it answers only a staff member, and only
// about a document or global they can read themselves; an editor learns nothing of an account
// that is not theirs, or of a document that does not exist.
describe('who is editing a document', () => {
  it('answers a staff member about what they can read, and nobody else about anything', async () => {
    const ask = (body: object, token?: string) =>
      fetch(`${base}/cms-api/users/quien-edita`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify(body),
      })
    const message = async (answer: Response) => ((await answer.json()) as { errors: { message: string }[] }).errors[0]!.message
    const news = await createNewsItem(base, `Quién edita ${Date.now()}`, 'draft')
    try {
      const editor = await editorToken('quien-edita')

      const anonymous = await ask({ coleccion: 'comunicaciones', id: news })
      expect(anonymous.status).toBe(401)
      expect(await message(anonymous)).toBe('Inicia sesión en la administración para usar esta dirección.')

      // Their own draft: nobody holds it.
      const free = await ask({ coleccion: 'comunicaciones', id: news }, editor)
      expect(free.status).toBe(200)
      expect(await free.json()).toEqual({ data: { titular: null } })
      const global = await ask({ global: 'aviso' }, editor)
      expect(global.status).toBe(200)

      // Another person's account, a made-up document, collection or global: the same refusal.
      const admin = ((await cms('/users?limit=1&where[role][equals]=admin&depth=0')).body.docs as { id: number }[])[0]!
      for (const body of [
        { coleccion: 'users', id: admin.id },
        { coleccion: 'comunicaciones', id: 987654321 },
        { coleccion: 'no-existe', id: 1 },
        { global: 'no-existe' },
        {},
      ]) {
        const answer = await ask(body, editor)
        expect(answer.status, JSON.stringify(body)).toBe(404)
        expect(await message(answer)).toBe('No encontramos ese documento.')
      }
    } finally {
      await cms(`/comunicaciones/${news}`, { method: 'DELETE' })
    }
  })
})
