import fs from 'node:fs'
import path from 'node:path'
import { mailbox, startMailSink, type CaughtMail } from '../support/mailSink'
import { slotPort } from '../support/slot.mjs'

/** The port of the mail server the browser tests run (SMTP_URL of the site under test). */
export const mailSinkPort = slotPort(2530)

/** The folder the run's mail server writes each message to (playwright.config.ts names it per run). */
const folder = () => process.env.E2E_MAIL_DIR!

/**
 * The run's one mail server (tests/support/mailSink.ts), started before the first test: every
 * worker reads what it caught from the folder, one file per message in the order they came, so
 * tests in different workers that wait for e-mail can run at the same time. Its stop, for the end.
 */
export async function startRunMailServer(): Promise<() => Promise<void>> {
  fs.mkdirSync(folder(), { recursive: true })
  const sink = await startMailSink(mailSinkPort, (mail, position) => {
    const file = path.join(folder(), `${String(position).padStart(6, '0')}.json`)
    // Written whole, then named: a reader never sees half a message.
    fs.writeFileSync(`${file}.part`, JSON.stringify(mail))
    fs.renameSync(`${file}.part`, file)
  })
  return async () => {
    await sink.close()
    fs.rmSync(folder(), { recursive: true, force: true })
  }
}

function caught(): CaughtMail[] {
  return fs
    .readdirSync(folder())
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder(), name), 'utf8')) as CaughtMail)
}

/** Every message the run's mail server has caught, as a test reads them (each to its own addresses). */
export const runMail = () => mailbox(caught)
