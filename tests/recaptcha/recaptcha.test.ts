import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as captchaConfig } from '@/app/api/altcha/route'
import { POST as submitContact } from '@/app/api/submit-Form-Contacto/route'
import { captchaKind, verifyCaptcha } from '@/guard/captcha'
import { slotPort } from '../support/slot.mjs'

/** A local stand-in for Google's siteverify (there is no internet here), checking what we send. */
const calls: URLSearchParams[] = []
const standIn = http.createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const form = new URLSearchParams(body)
    calls.push(form)
    const ok =
      req.method === 'POST' &&
      req.url === '/recaptcha/api/siteverify' &&
      form.get('secret') === 'clave-secreta-de-prueba' &&
      form.get('response') === 'token-valido'
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(ok ? { success: true, hostname: 'ugc.edu.mx' } : { success: false, 'error-codes': ['invalid-input-response'] }))
  })
})

beforeAll(() => new Promise<void>((resolve) => standIn.listen(slotPort(3999), '127.0.0.1', resolve)))
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

describe('Google reCAPTCHA, when its keys are set', () => {
  it('replaces ALTCHA: the form is told the site key', async () => {
    expect(captchaKind()).toEqual({ kind: 'recaptcha', siteKey: 'clave-del-sitio-de-prueba' })
    expect(await (await captchaConfig()).json()).toEqual({ kind: 'recaptcha', siteKey: 'clave-del-sitio-de-prueba' })
  })

  it('verifies tokens against siteverify with the secret and the client address', async () => {
    expect(await verifyCaptcha('token-valido', '203.0.113.7')).toBe(true)
    expect(calls.at(-1)!.get('remoteip')).toBe('203.0.113.7')
    expect(await verifyCaptcha('token-falso', '203.0.113.7')).toBe(false)
  })

  it('a submission with a rejected token answers 400 with the captcha message', async () => {
    const response = await submitContact(
      new Request('http://localhost/api/submit-Form-Contacto/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.8' },
        body: JSON.stringify({
          nombre: 'Ana',
          apellido: 'Ruiz',
          telefono: '6241234567',
          email: 'ana@example.mx',
          programa: 'Derecho',
          comentario: 'Hola',
          captcha: 'token-falso',
        }),
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Por favor, completa el reCAPTCHA',
      fields: { captcha: 'Por favor, completa el reCAPTCHA' },
    })
  })
})
