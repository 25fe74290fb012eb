import { z } from 'zod'
import { captchaMessage, consentMessage, phoneMessage, programmeMessage } from './contactMessages'
import { pagePathMaxLength, pagePathPattern, referrerMaxLength } from './contactOrigin'
import { campusMessage, requestCampusValues } from './requestCampus'
import { utmMaxLength, utmNames } from './visitOrigin'

export { captchaMessage, consentMessage, phoneMessage, programmeMessage }

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

/** An optional text: absent, null and blank all mean «not given» (a client may send any of them). */
const optionalText = (inner: z.ZodType<string, string>, typeMessage: string) =>
  z
    .union([z.string({ error: typeMessage }), z.null()], { error: typeMessage })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()))
    .pipe(inner.optional())

const utm = (name: string) =>
  optionalText(
    z
      .string()
      .max(utmMaxLength, `El campo ${name} admite como máximo ${utmMaxLength} caracteres.`)
      .refine((v) => !controlCharacters.test(v), `El campo ${name} contiene caracteres no válidos.`),
    `El campo ${name} debe ser texto.`,
  ).meta({ description: `Opcional: ${name} de la dirección con la que la visita llegó al sitio.`, maxLength: utmMaxLength })

const pageMessage = 'El campo pagina debe ser una ruta del sitio que empiece con «/» (por ejemplo, /licenciaturas).'
const referrerMessage = 'El campo referrer debe ser una dirección web que empiece con http:// o https://.'

/**
 * Where the request came from (api-contract «Contact submission, optional fields»): optional, so
 * clients written against the original API keep working.
 */
export const originSchema = z.object({
  ...(Object.fromEntries(utmNames.map((name) => [name, utm(name)])) as Record<(typeof utmNames)[number], ReturnType<typeof utm>>),
  pagina: optionalText(
    z
      .string()
      .max(pagePathMaxLength, `El campo pagina admite como máximo ${pagePathMaxLength} caracteres.`)
      .regex(pagePathPattern, pageMessage),
    pageMessage,
  ).meta({
    description: 'Opcional: la ruta del sitio desde la que se envió (/licenciaturas).',
    maxLength: pagePathMaxLength,
    pattern: pagePathPattern.source,
  }),
  referrer: optionalText(
    z
      .string()
      .max(referrerMaxLength, `El campo referrer admite como máximo ${referrerMaxLength} caracteres.`)
      .pipe(z.url({ protocol: /^https?$/, error: referrerMessage })),
    referrerMessage,
  ).meta({
    description: 'Opcional: la página de otro sitio que trajo la visita (http o https).',
    maxLength: referrerMaxLength,
    format: 'uri',
  }),
  acepta_aviso: z
    .union([z.boolean(), z.null()], { error: 'El campo acepta_aviso debe ser true o false.' })
    .optional()
    .transform((v) => v ?? undefined)
    .meta({
      description:
        'Opcional: la persona aceptó el aviso de privacidad (el formulario del sitio siempre envía true); se guarda con la hora de llegada.',
    }),
})

/**
 * The contact request, as the form sends it and the API validates it: one schema for both,
 * Spanish messages per field.
 */
export const contactSchema = z
  .object({
    nombre: text('El nombre', 100),
    apellido: text('El apellido', 100),
    telefono: z
      .string({ error: phoneMessage })
      .transform(normalisePhone)
      .pipe(z.string().regex(/^\d{10}$/, phoneMessage)),
    email: z
      .string({ error: 'El correo electrónico es obligatorio.' })
      .trim()
      .min(1, 'El correo electrónico es obligatorio.')
      .max(100, 'El correo electrónico admite como máximo 100 caracteres.')
      .pipe(z.email('Escribe un correo electrónico válido.')),
    programa: z
      .union([z.string(), z.number()], { error: programmeMessage })
      .transform((v) => String(v).trim())
      .pipe(z.string().min(1, programmeMessage).max(200, programmeMessage)),
    comentario: text('El comentario', 2000),
    campus: z
      .union([z.string({ error: campusMessage }), z.null()], { error: campusMessage })
      .optional()
      .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()))
      .pipe(z.enum(requestCampusValues, { error: campusMessage }).optional())
      .meta({
        description:
          'Opcional: el campus que la persona prefiere (los-cabos, culiacan o en-linea). El formulario lo pregunta cuando el programa se imparte en más de uno; dirige la solicitud a quienes atienden ese campus.',
      }),
    captcha: z.string({ error: captchaMessage }).trim().min(1, captchaMessage).max(10_000, captchaMessage),
  })
  .extend(originSchema.shape)

/** The site's own form: the same request, and it cannot be sent without consent to the aviso de privacidad. */
export const contactFormSchema = contactSchema.extend({
  acepta_aviso: z.literal(true, { error: consentMessage }),
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
