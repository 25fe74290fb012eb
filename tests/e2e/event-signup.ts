import { expect, test, type APIRequestContext } from '@playwright/test'
import { solveCaptchaAt } from '../support/captcha'

/** A name as an e-mail address part: no accents, lower case, dots for spaces. */
export const plainName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '.')

/**
 * Signs someone up (with two guests) through the public API, with the captcha solved as a browser
 * would; answers the person's e-mail and phone and the API's answer.
 */
export async function signUpByApi(request: APIRequestContext, slug: string, nombre: string, apellido: string) {
  const captcha = await solveCaptchaAt(test.info().project.use.baseURL!)
  const email = `${plainName(nombre)}.${Date.now()}@example.mx`
  // A phone of its own: one already registered for the event is the same person.
  const telefono = `612${String(Date.now()).slice(-7)}`
  const response = await request.post('/api/registro-evento/', {
    data: { slug, nombre, apellido, email, telefono, acompanantes: 2, acepta_aviso: true, captcha },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { email, telefono, ...((await response.json()) as { data: { id: number; estado: string } }).data }
}
