import { describe, expect, it } from 'vitest'
import { cms, label } from './helpers'

type Settings = { campus?: { galeria?: number[] }[] }

describe(`a file the site shows cannot be deleted over REST (${label})`, () => {
  it('a campus gallery picture: 409 with where it is used, in Spanish; the picture and the setting stay', async () => {
    const settings = (await cms('/globals/configuracion-sitio?depth=0')).body as Settings
    const picture = settings.campus?.[0]?.galeria?.[0]
    expect(picture, 'la demostración trae fotos de campus').toBeTypeOf('number')
    const refused = await cms(`/media/${picture}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain('No puedes borrar este archivo: se usa en «Configuración del sitio»')
    expect((await cms(`/media/${picture}`)).status).toBe(200)
    const after = (await cms('/globals/configuracion-sitio?depth=0')).body as Settings
    expect(after.campus?.[0]?.galeria).toContain(picture)
  })
})
