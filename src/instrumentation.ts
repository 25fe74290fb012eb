/**
 * Runs once when the server process starts (Next.js instrumentation). A request that arrives while
 * it starts up has no recorded address and counts as 'desconocido' (src/guard/client.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordPeerAddresses } = await import('./guard/connection')
    recordPeerAddresses()
  }
}
