import { captchaKind, newChallenge } from '@/guard/captcha'
import { methodsNotAllowed, OPTIONS, unavailable } from '@/app/api/_shared/respond'

/** The ALTCHA challenge the contact form's widget solves; with reCAPTCHA configured, its site key. */
export async function GET(): Promise<Response> {
  try {
    const kind = captchaKind()
    const body = kind.kind === 'altcha' ? await newChallenge() : kind
    return Response.json(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } })
  } catch (error) {
    return unavailable(error)
  }
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
export { OPTIONS }
