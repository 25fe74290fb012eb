import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'
import { altchaToken, solveAltcha } from './altcha'

const hmacKey = 'clave-de-prueba-para-altcha-0123456789'

describe('solveAltcha', () => {
  it('finds the number of a challenge made by the server library, and its token verifies', async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 5000, number: 4321, expires: new Date(Date.now() + 60_000) })
    const number = await solveAltcha(challenge)
    expect(number).toBe(4321)
    expect(await verifySolution(altchaToken(challenge, number!), hmacKey, true)).toBe(true)
  })

  it('finds numbers at the edges of a batch and of the range', async () => {
    for (const n of [0, 127, 128, 300]) {
      const challenge = await createChallenge({ hmacKey, maxNumber: 300, number: n })
      expect(await solveAltcha(challenge)).toBe(n)
    }
  })

  it('gives up with null when the answer is out of range, or when aborted', async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 5000, number: 4000 })
    expect(await solveAltcha({ ...challenge, maxnumber: 1000 })).toBeNull()
    const controller = new AbortController()
    controller.abort()
    expect(await solveAltcha(challenge, controller.signal)).toBeNull()
  })

  it('makes a token the server rejects when the number is wrong', async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 500, number: 42 })
    expect(await verifySolution(altchaToken(challenge, 43), hmacKey, true)).toBe(false)
  })
})
