/**
 * Runs once when a server process starts (`next start`, `next dev`), before any request, not during
 * `next build`: it sets the process's clock to the site's zone, and starts recording each connection's address (a request that arrives while it
 * starts up counts as 'desconocido', src/guard/client.ts), the 503 that replaces a 500 page while the database
 * is away (src/guard/outage.ts), and the notification queue, so e-mails
 * to admissions leave after a deploy even if nobody opens the back office.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // The server writes the time of day in the site's own clock wherever a library formats a date
  // with the process's zone (the back office's version and restore texts): Los Cabos, whatever the
  // machine's zone. Node reads TZ again when it is set.
  const { siteTimeZone } = await import('./lib/siteTimeZone')
  process.env.TZ = siteTimeZone
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { recordPeerAddresses } = await import('./guard/connection')
  recordPeerAddresses()
  const { swapPageScriptPolicies } = await import('./guard/pageScriptHeader')
  swapPageScriptPolicies()
  const { answerOutagesWith503 } = await import('./guard/outage')
  answerOutagesWith503()
  const { startServerSide } = await import('./cms/jobs/startServerSide')
  startServerSide()
}
