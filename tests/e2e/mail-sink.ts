import { SMTPServer } from 'smtp-server'
import { slotPort } from '../support/slot.mjs'

/** The port of the mail server the browser tests run (SMTP_URL of the site under test). */
export const mailSinkPort = slotPort(2530)

/** Quoted-printable undone (soft line breaks and =XX bytes), so a test reads the text as written. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')

/** A real SMTP server that keeps every message it receives, by recipient, decoded. */
export async function startMailSink() {
  const caught: { to: string; raw: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) caught.push({ to: to.address, raw: decodeQuotedPrintable(text) })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(mailSinkPort, '127.0.0.1', resolve))
  return {
    /** The first message to `email` (the queue polls every few seconds, and retries a mail server that was away). */
    async mailTo(email: string, ms = 90_000): Promise<string> {
      const start = Date.now()
      for (;;) {
        const found = caught.find((m) => m.to === email)
        if (found) return found.raw
        if (Date.now() - start > ms) throw new Error(`No llegó ningún correo a ${email}`)
        await new Promise((r) => setTimeout(r, 250))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
