import { z } from 'zod'
import { captchaMessage, phoneMessage, programmeMessage } from './contactMessages'

export { captchaMessage, phoneMessage, programmeMessage }

// In the browser the form runs under a CSP without 'unsafe-eval': zod's probe for eval (its faster
// parser) would be reported as a violation. Validating one form needs no compiled parser.
if (typeof window !== 'undefined') z.config({ jitless: true })

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL outright). */
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(max, `${label} admite como máximo ${max} caracteres.`)
    .refine((v) => !controlCharacters.test(v), `${label} contiene caracteres no válidos.`)

/** Digits of a Mexican phone: spaces, dashes, dots and brackets removed, a leading +52 dropped. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-.()]/g, '').replace(/^\+52/, '')
}

/**
 * The contact request, as the form sends it and the API validates it: one schema for both,
 * Spanish messages per field.
 */
export const contactSchema = z.object({
  nombre: text('El nombre', 100),
  apellido: text('El apellido', 100),
  telefono: z
    .string({ error: phoneMessage })
    .transform(normalisePhone)
    .pipe(z.string().regex(/^\d{10}$/, phoneMessage)),
  email: z
    .string({ error: 'El correo electrónico es obligatorio.' })
    .trim()
    .max(100, 'El correo electrónico admite como máximo 100 caracteres.')
    .pipe(z.email('Escribe un correo electrónico válido.')),
  programa: z
    .union([z.string(), z.number()], { error: programmeMessage })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, programmeMessage).max(200, programmeMessage)),
  comentario: text('El comentario', 2000),
  captcha: z.string({ error: captchaMessage }).trim().min(1, captchaMessage).max(10_000, captchaMessage),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactRequest = z.output<typeof contactSchema>

/** Field → first Spanish message, as the API answers `fields` and the form shows them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'formulario')
    fields[name] ??= issue.message
  }
  return fields
}
