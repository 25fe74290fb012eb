import { listOffer, offerForApi } from '@/data/offer'
import { apiOfferKeys, filterOffer, parseOfferQuery } from '@/lib/offer'
import { jsonData, jsonError, methodsNotAllowed, OPTIONS, publicHeaders, unavailable } from '@/app/api/_shared/respond'

/**
 * Every programme of every level that matches (api-contract.md, last section): `nivel`, `area`,
 * `modalidad`, `campus` may repeat (alternatives), `q` is matched without accents. The finder's
 * other filters (duration, start month) are not in the contract and are ignored like any unknown parameter.
 */
export async function GET(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams
  const given = new URLSearchParams([...search].filter(([key]) => (apiOfferKeys as readonly string[]).includes(key)))
  if (given.getAll('q').length > 1) return jsonError(400, 'El parámetro q está repetido.')
  const { query, problems } = parseOfferQuery(given)
  if (problems.length > 0) return jsonError(400, problems[0]!.message)
  try {
    return jsonData(filterOffer(await listOffer(), query).map(offerForApi), { headers: publicHeaders })
  } catch (error) {
    return unavailable(error)
  }
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
