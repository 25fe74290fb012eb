import { describe, expect, it } from 'vitest'
import { offerCampusesAt, requestCampusesOf } from './requestCampus'

describe('the campuses a request for a programme can name', () => {
  it('Cabo San Lucas and the Los Cabos campus are one site; Culiacán another', () => {
    expect(requestCampusesOf(['cabo-san-lucas', 'los-cabos'], ['escolarizada'])).toEqual(['los-cabos'])
    expect(requestCampusesOf(['cabo-san-lucas', 'culiacan'], ['escolarizada', 'ejecutiva-nocturna'])).toEqual(['los-cabos', 'culiacan'])
  })

  it('online teaching adds «En línea»; a programme taught only online is «En línea» alone', () => {
    expect(requestCampusesOf(['culiacan', 'cabo-san-lucas'], ['ejecutiva-nocturna', 'en-linea'])).toEqual([
      'los-cabos',
      'culiacan',
      'en-linea',
    ])
    expect(requestCampusesOf(['cabo-san-lucas', 'los-cabos', 'culiacan'], ['en-linea'])).toEqual(['en-linea'])
  })

  it('a programme without campuses or modalities names none', () => {
    expect(requestCampusesOf(null, null)).toEqual([])
    expect(requestCampusesOf([], ['mixta'])).toEqual([])
  })

  it("names the offer's campuses at the site a request chose", () => {
    expect(offerCampusesAt('los-cabos', ['cabo-san-lucas', 'culiacan'])).toEqual(['cabo-san-lucas'])
    expect(offerCampusesAt('culiacan', ['cabo-san-lucas', 'los-cabos'])).toEqual([])
  })
})
