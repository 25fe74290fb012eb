import { SMTPServer } from 'smtp-server'

/** Quoted-printable undone (soft line breaks and =XX bytes), so a test reads the text as written. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')

export type CaughtMail = { to: string; raw: string }

/** A real SMTP server on `port` that keeps every message it receives, by recipient, decoded. */
export async function startMailSink(port: number) {
  const caught: CaughtMail[] = []
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    caught,
    /** The first message to `email` among those caught from position `after` on (the queue polls, and retries a mail server that was away). */
    async mailTo(email: string, { after = 0, ms = 90_000 }: { after?: number; ms?: number } = {}): Promise<string> {
      const start = Date.now()
      for (;;) {
        const found = caught.slice(after).find((m) => m.to === email)
        if (found) return found.raw
        if (Date.now() - start > ms) throw new Error(`No llegó ningún correo a ${email}`)
        await new Promise((r) => setTimeout(r, 250))
      }
    },
    /** How many messages reached `email`. */
    count: (email: string) => caught.filter((m) => m.to === email).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
