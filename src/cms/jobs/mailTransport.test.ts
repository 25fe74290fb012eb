import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTransport } from './mailTransport'

// A real mail server that does not offer STARTTLS, like the local sinks of the API tests.
const received: string[] = []
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    let text = ''
    stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    stream.on('end', () => (received.push(text), done()))
  },
})
let url = ''

beforeAll(
  () =>
    new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => ((url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`), resolve())),
    ),
)
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const message = (subject: string) => ({ from: 'sitio@ugc.edu.mx', to: 'admisiones@ugc.edu.mx', subject, text: 'Solicitud de informes' })

describe('the contact e-mail over smtp://', () => {
  it('is not sent in clear text to a server without STARTTLS', async () => {
    await expect(createMailTransport(url, false).sendMail(message('sin cifrar'))).rejects.toThrow()
    expect(received.some((m) => m.includes('sin cifrar'))).toBe(false)
  })

  it('is sent in clear text only when SMTP_ALLOW_PLAINTEXT says so', async () => {
    await createMailTransport(url, true).sendMail(message('sumidero local'))
    expect(received.some((m) => m.includes('sumidero local'))).toBe(true)
  })
})
