import { storeContactRequest, resolveProgramme } from '@/data/contact'
import { verifyCaptcha } from '@/guard/captcha'
import { clientAddress, consume } from '@/guard/rateLimit'
import { env } from '@/env'
import { captchaMessage, contactSchema, fieldErrors, programmeMessage } from '@/lib/contact'
import { jsonError, messages, methodsNotAllowed, OPTIONS, readJsonBody, unavailable } from '../_shared/respond'

const invalid = (fields: Record<string, string>) =>
  jsonError(400, Object.values(fields)[0]!, { extra: { fields } })

/** A visitor's contact request: validated, captcha checked, stored with its e-mail queued, then 201. */
export async function POST(request: Request): Promise<Response> {
  const client = clientAddress(request)
  try {
    const limit = await consume('contacto', env.contactRateLimit, client)
    if (!limit.ok) return jsonError(429, messages.rateLimited, { headers: { 'Retry-After': String(limit.retryAfter) } })
  } catch (error) {
    return unavailable(error)
  }

  const read = await readJsonBody(request)
  if ('response' in read) return read.response
  const parsed = contactSchema.safeParse(read.body)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    // The captcha comes first, as the form checks it first.
    if (fields.captcha) return jsonError(400, captchaMessage, { extra: { fields } })
    return invalid(fields)
  }
  const { captcha, ...contact } = parsed.data

  try {
    if (!(await verifyCaptcha(captcha, client))) return jsonError(400, captchaMessage, { extra: { fields: { captcha: captchaMessage } } })
    const programme = await resolveProgramme(contact.programa)
    if (!programme) return invalid({ programa: programmeMessage })
    const id = await storeContactRequest(contact, programme)
    return Response.json(
      { data: { id }, message: 'Formulario enviado con éxito.' },
      { status: 201, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return unavailable(error)
  }
}

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
export { OPTIONS }
