import type React from 'react'
import { phoneMessage } from '@/lib/contactMessages'
import { pagePath, parseStoredOrigin } from '@/lib/contactOrigin'
import { originStorageKey, type VisitOrigin } from '@/lib/visitOrigin'

/* The contact form's fields, what it keeps of an answer's errors, and what it sends besides. */

const fieldNames = ['nombre', 'apellido', 'telefono', 'email', 'programa', 'campus', 'comentario', 'acepta_aviso', 'captcha'] as const
export type FieldName = (typeof fieldNames)[number]
export type Errors = Partial<Record<FieldName, string>>

/** Only messages about fields the form shows; anything else the API names is the banner's. */
export function knownFields(fields: unknown): Errors {
  const errors: Errors = {}
  if (fields && typeof fields === 'object') {
    for (const name of fieldNames) {
      const message = (fields as Record<string, unknown>)[name]
      if (typeof message === 'string') errors[name] = message
    }
  }
  return errors
}

/** The person's own fields, the same in every form that stores a request. */
export type PersonField = 'nombre' | 'apellido' | 'telefono' | 'email'

/* The four one-line fields, in the order the form shows them (spec §2.24). */
export const textFields: ({ name: PersonField; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>)[] = [
  { name: 'nombre', label: 'Nombre', type: 'text', maxLength: 100, autoComplete: 'given-name' },
  { name: 'apellido', label: 'Apellido', type: 'text', maxLength: 100, autoComplete: 'family-name' },
  // The schema's phone message is the hint's own text: the hint turns into the message.
  { name: 'telefono', label: 'Teléfono', type: 'tel', inputMode: 'tel', maxLength: 20, autoComplete: 'tel', hint: phoneMessage },
  { name: 'email', label: 'Correo electrónico', type: 'email', maxLength: 100, autoComplete: 'email' },
]

/** The fields whose answer is checked as the person leaves them. */
export const checkedOnLeave = new Set<FieldName>(['nombre', 'apellido', 'telefono', 'email', 'comentario'])

/** Where the visit came from (noted by the layout's VisitOrigin) and the page the form is on. */
function visitOrigin(): VisitOrigin & { pagina?: string } {
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(originStorageKey)
  } catch {
    // Storage off: the request goes without its origin.
  }
  return { ...parseStoredOrigin(stored), pagina: pagePath(location.pathname) }
}

/**
 * The visit's origin and the page, as a form sends them: a note the API would refuse is the
 * browser's, not the visitor's to fix, so it is left out rather than shown as an error.
 */
export async function keptOrigin(): Promise<Record<string, string>> {
  const { fieldErrors, originSchema } = await import('@/lib/contact')
  const origin = visitOrigin()
  const check = originSchema.safeParse(origin)
  const refused = check.success ? {} : fieldErrors(check.error)
  return Object.fromEntries(
    Object.entries(origin).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !(entry[0] in refused)),
  )
}

/** A random key for one submission (crypto.randomUUID needs HTTPS; getRandomValues does not). */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
