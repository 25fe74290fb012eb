import 'server-only'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { payloadClient } from './payload'

/*
 * Idempotent form submissions. A public form sends a random key with each submission and keeps
 * it for that submission's retries (a lost answer, a double click, a restart in between): the
 * first submission stores its row and the key together; every retry with the key answers the
 * same result and stores nothing. Each form of the site has its own `form` name: `contacto`, and
 * `registro` for an event sign-up.
 */

/** How long a key is remembered: far longer than anyone retries one submission. */
const keyLifetimeMs = 24 * 3600 * 1000
let lastCleanup = 0

const rowKey = (form: string, key: string) => `${form}:${key}`

/** The stored result of an earlier submission of this form with this key; null when there is none. */
export async function findSubmission(form: string, key: string): Promise<number | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'envios-formularios',
    where: { clave: { equals: rowKey(form, key) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.resultado ?? null
}

/** Waits a few seconds for a submission with the same key that is being stored right now. */
export async function awaitSubmission(form: string, key: string, ms = 5000): Promise<number | null> {
  const until = Date.now() + ms
  for (;;) {
    const found = await findSubmission(form, key)
    if (found !== null || Date.now() >= until) return found
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * Stores one submission: `create` writes the form's rows inside one transaction (with `req`) and
 * answers the new id; with a key, the key is stored in the same transaction. When another
 * submission with the key got there first (two instances at once), nothing of this one is kept
 * and its result is answered. `created` tells which happened.
 */
export async function storeOnce(
  form: string,
  key: string | undefined,
  create: (req: PayloadRequest) => Promise<number>,
): Promise<{ id: number; created: boolean }> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let id: number
  try {
    id = await create(req)
    if (key) {
      await payload.create({
        collection: 'envios-formularios',
        data: { clave: rowKey(form, key), formulario: form, resultado: id, vence_el: new Date(Date.now() + keyLifetimeMs).toISOString() },
        req,
        overrideAccess: true,
        depth: 0,
      })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    if (key) {
      const earlier = await findSubmission(form, key).catch(() => null)
      if (earlier !== null) return { id: earlier, created: false }
    }
    throw error
  }
  if (Date.now() - lastCleanup > 60_000) {
    lastCleanup = Date.now()
    void payload
      .delete({ collection: 'envios-formularios', where: { vence_el: { less_than: new Date().toISOString() } }, overrideAccess: true })
      .catch(() => {})
  }
  return { id, created: true }
}
