import { SMTPServer } from 'smtp-server'

/** Quoted-printable undone (soft line breaks and =XX bytes), so a test reads the text as written. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

export type CaughtMail = { to: string; raw: string }

/**
 * What a test asks of the messages a mail server caught (`read` gives them, in the order they came):
 * the first to an address, how many reached it.
 */
export function mailbox(read: () => CaughtMail[]) {
  return {
    get caught() {
      return read()
    },
    /**
     * The first message to `email` among those caught from position `after` on (the queue polls, and
     * retries a mail server that was away); with `containing`, the first that says it (an address
     * other tests mail at the same time, as every publisher is told of every review).
     */
    async mailTo(
      email: string,
      { after = 0, ms = 90_000, containing }: { after?: number; ms?: number; containing?: string } = {},
    ): Promise<string> {
      const start = Date.now()
      for (;;) {
        const found = read()
          .slice(after)
          .find((m) => m.to === email && (!containing || m.raw.includes(containing)))
        if (found) return found.raw
        if (Date.now() - start > ms) throw new Error(`No llegó ningún correo a ${email}`)
        await new Promise((r) => setTimeout(r, 250))
      }
    },
    /** How many messages reached `email` (with `containing`, how many of them say it). */
    count: (email: string, containing?: string) =>
      read().filter((m) => m.to === email && (!containing || m.raw.includes(containing))).length,
  }
}

/**
 * A real SMTP server on `port` that keeps every message it receives, by recipient, decoded; each is
 * also handed to `onMail` (the browser tests' server writes it where every worker reads it).
 */
export async function startMailSink(port: number, onMail?: (mail: CaughtMail, position: number) => void) {
  const caught: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) {
          const mail = { to: to.address, raw: decodeQuotedPrintable(text) }
          caught.push(mail)
          onMail?.(mail, caught.length)
        }
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  // Object.assign keeps the mailbox's `caught` a getter (a spread would read it once).
  return Object.assign(
    mailbox(() => caught),
    { close: () => new Promise<void>((resolve) => server.close(() => resolve())) },
  )
}
