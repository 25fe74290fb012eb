import { startMailSink as start } from '../support/mailSink'
import { slotPort } from '../support/slot.mjs'

/** The port of the mail server the browser tests run (SMTP_URL of the site under test). */
export const mailSinkPort = slotPort(2530)

/** The browser tests' mail server (tests/support/mailSink.ts) on their port. */
export const startMailSink = () => start(mailSinkPort)
