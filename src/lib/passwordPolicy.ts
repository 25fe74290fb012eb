import { dictionary } from '@zxcvbn-ts/language-common'

const minPasswordLength = 12

// The zxcvbn project's list of the passwords most found in leaks (about 49,000), kept up to date
// by its maintainers: a list we do not type ourselves.
const common = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()))

/** Lower case without accents: «Contraseña» is typed as often as «contrasena», which is on the list. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
/** What is left of a password once the digits and symbols people add around a word are gone. */
const core = (folded: string) => folded.replace(/^[\d\W_]+|[\d\W_]+$/gu, '')

/**
 * Why a password may not be used, in the words a staff member reads, or null when it may.
 * The same rule for every way a password is set: admin, REST, GraphQL, first account, terminal.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  if ([...password].length < minPasswordLength) return `La contraseña debe tener al menos ${minPasswordLength} caracteres.`
  const lower = password.toLowerCase()
  const folded = fold(password)
  // "password1234" is as guessable as "password": the list holds words, people add the numbers.
  // Nothing but digits and symbols is a guessable sequence too.
  const word = core(folded)
  if (common.has(lower) || common.has(folded) || word === '' || common.has(word)) {
    return 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.'
  }
  const name = (email ?? '').split('@')[0]?.trim().toLowerCase() ?? ''
  if (name.length >= 3 && (lower.includes(name) || folded.includes(fold(name)))) {
    return `La contraseña no puede contener el nombre del correo («${name}»).`
  }
  return null
}
