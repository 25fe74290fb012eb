import type { Page } from '@playwright/test'

// Timers in the browser tests run on Playwright's clock (installed with `page.clock.install()`
// before the page opens): a carousel's ten seconds pass when the test says, at no cost.

/** Stops the page's fake clock a quarter second from now; from here on only `advance` moves it. */
export async function pauseClock(page: Page) {
  // The clock still runs while this call travels: aim a little ahead, never in its past. On a
  // loaded machine the trip can outlast the quarter second; then aim again from the new "now".
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250))
      return
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}

/** Moves the paused clock on, firing what falls due, then lets React render what that changed. */
export async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms)
  // React renders from message-channel tasks, which the clock does not hold: two round trips let it finish.
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
}

/**
 * An instant as the staff read it in the back office, computed here on its own: «dd/mm/aaaa HH:mm»
 * in Los Cabos time, whatever the zone of the machine or of the test's browser.
 */
export const losCabosStamp = (instant: Date | string) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mazatlan',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(instant))
    .replace(', ', ' ')
