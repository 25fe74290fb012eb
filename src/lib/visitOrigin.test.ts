import { describe, expect, it } from 'vitest'
import { originSchema } from './contact'
import { pagePath, parseStoredOrigin } from './contactOrigin'
import { readVisitOrigin } from './visitOrigin'

const site = 'https://ugc.edu.mx'

describe('readVisitOrigin', () => {
  it('takes the four UTM tags of the landing address and another site as referrer', () => {
    expect(
      readVisitOrigin(
        '?utm_source=facebook&utm_medium=cpc&utm_campaign=admision2027&utm_content=video&fbclid=abc',
        'https://l.facebook.com/',
        site,
      ),
    ).toEqual({
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'admision2027',
      utm_content: 'video',
      referrer: 'https://l.facebook.com/',
    })
  })

  it('decodes the tags and leaves out what is missing, blank or too long', () => {
    expect(readVisitOrigin(`?utm_source=Correo%20ex-alumnos&utm_medium=&utm_campaign=${'x'.repeat(201)}`, '', site)).toEqual({
      utm_source: 'Correo ex-alumnos',
    })
    expect(readVisitOrigin('', '', site)).toEqual({})
  })

  it('does not count this site, nor anything but a web address, as where the visit came from', () => {
    expect(readVisitOrigin('', `${site}/licenciaturas`, site)).toEqual({})
    expect(readVisitOrigin('', `${site}.otro.example/`, site)).toEqual({ referrer: `${site}.otro.example/` })
    expect(readVisitOrigin('', 'android-app://com.google.android.gm/', site)).toEqual({})
    expect(readVisitOrigin('', 'no es una dirección', site)).toEqual({})
  })

  it('gives only what the API accepts', () => {
    const origin = readVisitOrigin('?utm_source=%00x&utm_campaign=%20admision%20', 'http://buscador.example/?q=ugc', site)
    expect(origin).toEqual({ utm_campaign: 'admision', referrer: 'http://buscador.example/?q=ugc' })
    expect(originSchema.safeParse(origin).success).toBe(true)
  })
})

describe('parseStoredOrigin', () => {
  it('reads back what was kept', () => {
    const kept = { utm_source: 'facebook', utm_campaign: 'admision2027', referrer: 'https://www.facebook.com/' }
    expect(parseStoredOrigin(JSON.stringify(kept))).toEqual(kept)
  })

  it('leaves out anything else, and survives a damaged or missing note', () => {
    expect(
      parseStoredOrigin(
        JSON.stringify({ utm_source: 5, utm_medium: 'x'.repeat(201), referrer: 'javascript:alert(1)', pagina: '/x', otra: 'y' }),
      ),
    ).toEqual({})
    expect(parseStoredOrigin(JSON.stringify({ referrer: `https://a.example/${'x'.repeat(2000)}` }))).toEqual({})
    expect(parseStoredOrigin('{no es json')).toEqual({})
    expect(parseStoredOrigin('null')).toEqual({})
    expect(parseStoredOrigin(null)).toEqual({})
  })
})

describe('pagePath', () => {
  it('is the path when the API would take it', () => {
    expect(pagePath('/licenciaturas/administracion')).toBe('/licenciaturas/administracion')
    expect(pagePath('//otro.sitio')).toBeUndefined()
    expect(pagePath(`/${'a'.repeat(600)}`)).toBeUndefined()
  })
})
