import { expect } from 'vitest'

/**
 * The quickest of a set of timed tries: a busy machine only ever adds time, so the least disturbed
 * tries are the ones to compare (a password hash against none would be tens of times apart).
 */
export const quickest = (tries: { ms: number }[]) => Math.min(...tries.map((t) => t.ms))

/**
 * Two kinds of answer take about as long: their quickest tries within a factor of three. A path that
 * skips the password hash answers in a few milliseconds against hundreds, tens of times apart; on a
 * machine running two other suites the same path was seen 2.3 times apart (medians) and 0.44
 * (quickest of four), so a tighter bound would measure the machine, not the code.
 */
export function expectAboutAsLong(a: { ms: number }[], b: { ms: number }[], names: [string, string]) {
  const ratio = quickest(a) / quickest(b)
  const times = `${names[0]} ${quickest(a).toFixed(0)} ms, ${names[1]} ${quickest(b).toFixed(0)} ms`
  expect(ratio, times).toBeGreaterThan(1 / 3)
  expect(ratio, times).toBeLessThan(3)
}
