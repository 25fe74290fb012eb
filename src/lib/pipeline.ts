/*
 * The pure rules of the admissions pipeline: whose turn it is, how long the first answer took,
 * whether two requests are the same person, and whether a server-written value was rewritten.
 */

/** How far back a request with the same e-mail or phone counts as the same person. */
export const duplicateWindowDays = 90

/** The adviser whose turn it is: `turn` is the pool's counter after taking it (1, 2, 3…). */
export function pickInTurn<T>(advisers: readonly T[], turn: number): T | null {
  if (advisers.length === 0) return null
  return advisers[(((turn - 1) % advisers.length) + advisers.length) % advisers.length]!
}

/** Whole minutes from the request's arrival to its first answer (never negative). */
export function minutesToFirstResponse(createdAt: string | Date, answeredAt: string | Date): number {
  const ms = new Date(answeredAt).getTime() - new Date(createdAt).getTime()
  return Math.max(0, Math.round(ms / 60_000))
}

/** A 10-digit Mexican phone from whatever was stored, or null. */
export function tenDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '')
  return digits.length === 10 ? digits : null
}

export type Person = { email?: string | null; telefono?: string | null }

/** Same person: the same e-mail (any case) or the same 10-digit phone. */
export function samePerson(a: Person, b: Person): boolean {
  const email = (x: Person) => (x.email ?? '').trim().toLocaleLowerCase('en-US')
  if (email(a) !== '' && email(a) === email(b)) return true
  const phone = tenDigits(a.telefono)
  return phone !== null && phone === tenDigits(b.telefono)
}

const idOf = (v: unknown): unknown => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v)
const isDateLike = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)

/** A stored value in one comparable form: relationships by id, dates by instant, empty as null. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.map((row) => comparable(row))
  if (value instanceof Date) return value.getTime()
  if (isDateLike(value)) return new Date(value as string).getTime()
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value as object).sort()) {
      if (key === 'id') continue
      // A populated relationship inside a row counts as its id.
      out[key] = comparable(idOf((value as Record<string, unknown>)[key]))
    }
    return out
  }
  return value
}

/** True when a client sent a server-written value that differs from what is stored. */
export function rewrites(sent: unknown, stored: unknown): boolean {
  if (!Array.isArray(sent) && !Array.isArray(stored)) return rewritesScalar(idOf(sent), idOf(stored))
  const empty = (v: unknown) => v === null || v === false || (Array.isArray(v) && v.length === 0)
  const a = comparable(sent)
  const b = comparable(stored)
  if (empty(a) && empty(b)) return false
  return JSON.stringify(a) !== JSON.stringify(b)
}

function rewritesScalar(sent: unknown, stored: unknown): boolean {
  const a = comparable(sent)
  const b = comparable(stored)
  const empty = (v: unknown) => v === null || v === false
  if (empty(a) && empty(b)) return false
  return a !== b && String(a) !== String(b)
}
