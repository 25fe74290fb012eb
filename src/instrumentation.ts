/**
 * Runs once when a server process starts (`next start`, `next dev`), before any request: the
 * notification queue starts here, so e-mails to admissions leave after a deploy even if nobody
 * opens the back office. Not during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServerSide } = await import('./cms/jobs/startServerSide')
  startServerSide()
}
