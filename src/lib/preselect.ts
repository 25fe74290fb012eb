import { slugify } from './slugify'

/** The address parameter that names the programme a page's contact form opens with (lib/offer, askHref). */
export const programmeParam = 'programa'

/**
 * The id of the programme a route refers to, to preselect it in the contact form: a route may
 * carry the programme's title or its slug. Undefined when nothing listed matches.
 */
export function findPreselectedProgramme(
  programmes: readonly { id: string; titulo: string }[],
  preselect: string | undefined,
): string | undefined {
  if (!preselect) return undefined
  const wanted = preselect.trim()
  if (wanted === '') return undefined
  return (programmes.find((p) => p.titulo === wanted) ?? programmes.find((p) => slugify(p.titulo) === wanted))?.id
}
