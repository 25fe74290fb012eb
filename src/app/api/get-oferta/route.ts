import { listOffer, offerForApi } from '@/data/offer'
import { apiOfferKeys, filterOffer, parseOfferQuery } from '@/lib/offer'
import { canonicalQuery, jsonData, jsonError, methodsNotAllowed, OPTIONS, publicRead, unavailable } from '@/app/api/_shared/respond'

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
  // The edge keeps the whole list and each single filter; combinations and text reach the server.
  const filters = apiOfferKeys.filter((key) => key !== 'q')
  const keep = [...search].length <= 1 && canonicalQuery(search, filters, (key) => query[key as (typeof filters)[number]][0])
  try {
    const { value, headers } = await publicRead(listOffer, keep)
    return jsonData(filterOffer(value, query).map(offerForApi), { headers })
  } catch (error) {
    return unavailable(error)
  }
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
