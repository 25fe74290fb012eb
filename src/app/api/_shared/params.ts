import { z } from 'zod'
import { areaLabels, campusLabels, levelLabels, maxQueryLength, modalityLabels } from '@/lib/offer'

/** Control characters can never be part of a slug (and PostgreSQL refuses NUL in text). */
const noControlCharacters = /^[^\u0000-\u001f\u007f]*$/

/** Query parameters of the public GET endpoints; the OpenAPI description is written from these. */
export const params = {
  slideType: z.object({ tipo: z.enum(['CAR', 'RAD', 'CAL']) }),
  radioSlides: z.object({ tipo: z.enum(['RAD']).default('RAD') }),
  programmeLogos: z.object({ tipo: z.enum(['PAC']) }),
  programmeCards: z.object({ tipo: z.enum(['BAC', 'LIC', 'DIP']) }),
  bachillerato: z.object({ tipo: z.enum(['BAC']).default('BAC') }),
  slug: z.object({
    slug: z
      .string()
      .trim()
      .min(1, 'no puede estar vacío')
      .max(200, 'es demasiado largo')
      .regex(noControlCharacters, 'contiene caracteres no válidos'),
  }),
  communication: z.object({
    tipo: z.enum(['NOT', 'EVE']),
    cantidad: z
      .string()
      .regex(/^\d{1,3}$/, 'debe ser un número entero entre 1 y 100')
      .transform(Number)
      .pipe(z.number().int().min(1, 'debe ser un número entero entre 1 y 100').max(100, 'debe ser un número entero entre 1 y 100'))
      .optional(),
  }),
  /** For the OpenAPI description only: /api/get-oferta/ parses its repeatable filters with src/lib/offer.ts. */
  offer: z.object({
    nivel: z
      .array(z.enum(Object.keys(levelLabels) as [string, ...string[]]))
      .optional()
      .describe('Repetible: los valores son alternativas'),
    area: z
      .array(z.enum(Object.keys(areaLabels) as [string, ...string[]]))
      .optional()
      .describe('Repetible: los valores son alternativas'),
    modalidad: z
      .array(z.enum(Object.keys(modalityLabels) as [string, ...string[]]))
      .optional()
      .describe('Repetible: los valores son alternativas'),
    campus: z
      .array(z.enum(Object.keys(campusLabels) as [string, ...string[]]))
      .optional()
      .describe('Repetible: los valores son alternativas'),
    q: z
      .string()
      .max(maxQueryLength)
      .optional()
      .describe('Texto; sin distinguir acentos ni mayúsculas; cada palabra debe iniciar una palabra del programa'),
  }),
  none: z.object({}),
} as const

/** JSON bodies of the public POST endpoints. */
export const bodies = {
  visit: z.object({
    slug: z
      .string({ error: 'El campo slug es obligatorio.' })
      .trim()
      .min(1, 'El campo slug es obligatorio.')
      .max(200, 'El slug es demasiado largo.')
      .regex(noControlCharacters, 'El slug contiene caracteres no válidos.'),
    // Accepted for compatibility with the original clients, and ignored: no client sets a count.
    visitas: z.unknown().optional(),
  }),
} as const
