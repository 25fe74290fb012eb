import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cms, label, solveCaptcha } from './helpers'
import { startNextServer, stopNextServers } from './next-server'
import { slotName } from '../support/slot.mjs'

afterAll(stopNextServers)

const json = (body: unknown, ip: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
  body: JSON.stringify(body),
})

describe(`a production server with the default limits on the same database (${label})`, () => {
  it('the sixth contact submission in a minute answers 429 with Retry-After, and is not stored', async () => {
    const base = await startNextServer({ CONTACT_RATE_LIMIT: '5', VISITS_RATE_LIMIT: '60', TRUSTED_PROXY_HOPS: '1' })
    const tag = `limite-${Date.now()}`
    const person = {
      nombre: 'Luis',
      apellido: 'Amador',
      telefono: '6121234567',
      email: 'luis@example.mx',
      programa: 'Licenciatura en Derecho',
    }
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 6; i++) {
      // Captchas come from the main server: both share the HMAC key under DATA_DIR.
      last = await fetch(
        `${base}/api/submit-Form-Contacto/`,
        json({ ...person, comentario: `${tag} ${i}`, captcha: await solveCaptcha() }, '198.51.100.20'),
      )
      statuses.push(last.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await last!.json()).toEqual({ error: 'Demasiadas solicitudes. Intenta de nuevo en un momento.' })
    const stored = await cms(`/solicitudes-contacto?limit=100&depth=0&where[comentario][like]=${tag}`)
    expect(stored.body.totalDocs).toBe(5)
  })
})

describe(`database unavailable (${label})`, () => {
  it('reads and writes answer 503 in Spanish with Retry-After, never a stack trace', async () => {
    const base = await startNextServer({
      DATA_DIR: path.join(os.tmpdir(), slotName(`ugc-sin-base-${label}`)),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5999/no_existe',
    })
    // A read the cache cannot answer: a list no server has read yet. (A made-up slug no longer
    // reaches the database: it is looked up in the cached list of programmes.)
    for (const [url, init] of [
      [`${base}/api/get-comunicacion/?tipo=EVE&cantidad=${97 + Math.floor(Math.random() * 3)}`, undefined],
      [`${base}/api/post-visitas/`, json({ slug: 'cualquiera' }, '198.51.100.30')],
    ] as const) {
      const response = await fetch(url, init)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('30')
      expect(await response.json()).toEqual({ error: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.' })
    }
  })
})
