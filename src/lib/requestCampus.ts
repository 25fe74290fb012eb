import type { Campus, Modality } from './offerOptions'

/**
 * Where a person wants to study, as a contact request names it (the contract's `campus`): the two
 * sites the university has and its online offer. Cabo San Lucas is a town of Los Cabos: a
 * programme given at either of the offer's campuses there is the Los Cabos site's.
 */
export const requestCampusLabels = {
  'los-cabos': 'Los Cabos',
  culiacan: 'Culiacán',
  'en-linea': 'En línea',
} as const
export type RequestCampus = keyof typeof requestCampusLabels

export const requestCampusValues = Object.keys(requestCampusLabels) as RequestCampus[]

export const campusMessage = 'Elige el campus: Los Cabos, Culiacán o En línea.'
/** The form's own message when it asked for the campus and none was chosen. */
export const campusChoiceMessage = 'Elige el campus donde quieres estudiar.'
export const campusNotOfferedMessage = 'Este programa no se imparte en ese campus; elige otro.'

const siteOf: Record<Campus, RequestCampus> = { 'cabo-san-lucas': 'los-cabos', 'los-cabos': 'los-cabos', culiacan: 'culiacan' }

/**
 * The campuses a request for a programme can name, in the form's order: the sites it is given at,
 * and «En línea» when it is taught online too. A programme taught only online is «En línea» alone,
 * whatever site runs it.
 */
export function requestCampusesOf(
  campus: readonly string[] | null | undefined,
  modalidades: readonly string[] | null | undefined,
): RequestCampus[] {
  const modes = modalidades ?? []
  const online = modes.includes('en-linea' satisfies Modality)
  const onlineOnly = online && modes.every((m) => m === 'en-linea')
  const found = new Set<RequestCampus>()
  if (!onlineOnly) for (const c of campus ?? []) if (c in siteOf) found.add(siteOf[c as Campus])
  if (online) found.add('en-linea')
  return requestCampusValues.filter((c) => found.has(c))
}

/** The offer's campuses of a programme (`campus`) that belong to the site a request names. */
export function offerCampusesAt(site: RequestCampus, campus: readonly string[]): Campus[] {
  return campus.filter((c): c is Campus => c in siteOf && siteOf[c as Campus] === site)
}
