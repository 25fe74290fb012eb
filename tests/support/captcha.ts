import { solveChallenge } from 'altcha-lib/v1'

/** Solves the site's captcha at `base` as a visitor's browser does, and returns the token a form sends. */
export async function solveCaptchaAt(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/altcha/`)).json()) as {
    algorithm: string
    challenge: string
    maxnumber?: number
    maxNumber?: number
    salt: string
    signature: string
  }
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? challenge.maxNumber,
  ).promise
  if (!solution) throw new Error('No se pudo resolver el captcha')
  const { algorithm, challenge: c, salt, signature } = challenge
  return Buffer.from(JSON.stringify({ algorithm, challenge: c, number: solution.number, salt, signature })).toString('base64')
}
