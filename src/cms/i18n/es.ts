import { es as payloadEs } from '@payloadcms/translations/languages/es'
import { accountAndErrors } from './accountAndErrors'
import { general } from './general'
import { versionsAndUploads } from './versionsAndUploads'

// The back office's Spanish: Payload's own, rewritten where it used «usted», Title Case, jargon or
// vendor names. Payload merges `i18n.translations.es` over its built-in strings.
export const esOverrides = {
  ...accountAndErrors,
  general,
  ...versionsAndUploads,
}

type Namespaces = Record<string, Record<string, unknown>>

/** Payload's Spanish with our overrides on top (what the admin shows), for tests and checks. */
export function mergedSpanish(): Namespaces {
  const base = payloadEs.translations as unknown as Namespaces
  const out: Namespaces = {}
  for (const ns of new Set([...Object.keys(base), ...Object.keys(esOverrides)])) {
    out[ns] = { ...base[ns], ...(esOverrides as Namespaces)[ns] }
  }
  return out
}
