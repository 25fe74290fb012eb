import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createQueueRunner } from '@/cms/jobs/runner'
import { env } from '@/env'
import { startMailSink } from '../support/mailSink'
import { unique } from './fixtures'
import { testPayload } from './payload'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let sink: Awaited<ReturnType<typeof startMailSink>>

beforeAll(async () => {
  payload = await testPayload()
  sink = await startMailSink(Number(new URL(env.smtpUrl!).port))
})
afterAll(async () => {
  await sink.close()
})

/** Stores a request as the public form does and sends its acknowledgment through the real queue and mail server. */
async function acknowledged(data: { nombre: string; comentario: string }): Promise<string> {
  const email = `acuse-${unique()}@correo.mx`
  const doc = await payload.create({
    collection: 'solicitudes-contacto',
    data: { apellido: 'López', telefono: '6241234567', email, programa: 'Licenciatura en Derecho', pagina: '/contacto', ...data },
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'acusarSolicitud', input: { acuse: doc.id } })
  const runner = createQueueRunner(payload, { poll: false })
  const start = Date.now()
  while (sink.count(email) === 0 && Date.now() - start < 30_000) {
    await runner.tick()
    await new Promise((r) => setTimeout(r, 250))
  }
  const raw = await sink.mailTo(email, { ms: 1000 })
  await payload.delete({ collection: 'solicitudes-contacto', id: doc.id, overrideAccess: true })
  return raw
}

describe(`the acknowledgment e-mail carries nothing the sender wrote but their name's letters (${engine})`, () => {
  it('a name with a formula and a link, and a message with a link: only the letters of the name, in text and HTML', async () => {
    const raw = await acknowledged({
      nombre: '=HYPERLINK("http://estafa.example/premio","Cobra")',
      comentario: 'Visita http://estafa.example/premio y gana un celular <a href="http://estafa.example">aquí</a>',
    })
    expect(raw).toContain('Content-Type: text/plain')
    expect(raw).toContain('Content-Type: text/html')
    expect(raw).toContain('Hola, HYPERLINKhttpestafaexamplepremioCobra:')
    expect(raw).toContain('Recibimos tu solicitud de informes sobre Licenciatura en Derecho.')
    expect(raw).not.toContain('estafa.example')
    expect(raw).not.toContain('=HYPERLINK')
    expect(raw).not.toContain('gana un celular')
  })

  it('a name with no letters at all greets with «Hola:» alone; an accented name stays as written', async () => {
    const blank = await acknowledged({ nombre: '<>://1234', comentario: 'Informes.' })
    expect(blank).toMatch(/^Hola:$/m)
    expect(blank).toContain('<p style')
    expect(blank).not.toContain('://1234')
    const accented = await acknowledged({ nombre: "María-José O'Neil", comentario: 'Informes.' })
    expect(accented).toContain("Hola, María-José O'Neil:")
  })
})
