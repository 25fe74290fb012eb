// Several checkouts of the project can run their suites on one machine at once: TEST_SLOT=n
// (default 0) moves every fixed port, temporary folder, PostgreSQL database and Redis database
// the suites use, so two runs never share one. CI runs alone, on slot 0.
const slot = Number(process.env.TEST_SLOT ?? 0)
if (!Number.isInteger(slot) || slot < 0 || slot > 5) throw new Error('TEST_SLOT debe ser un entero de 0 a 5')

export const testSlot = slot
/** A fixed port of the suites, moved by the slot. */
export const slotPort = (port) => port + slot * 10
/** A name (folder, database) of the suites, made unique to the slot. */
export const slotName = (name) => (slot === 0 ? name : `${name}_s${slot}`)
/** A Redis database of the suites (5 or 7 on slot 0), moved by the slot: 8–9 on slot 1 … 14–15 on slot 4, 2–3 on slot 5. */
export const slotRedisDb = (db) => (slot === 0 ? db : (slot === 5 ? 2 : 6 + 2 * slot) + (db === 7 ? 1 : 0))
