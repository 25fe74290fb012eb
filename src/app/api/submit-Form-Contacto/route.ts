import { CaptchaReused, checkCaptcha, claimCaptcha, releaseCaptcha, type CaptchaProof } from '@/guard/captcha'
import { storeContactRequest, resolveProgramme } from '@/data/contact'
import { awaitSubmission, findSubmission } from '@/data/idempotency'
import { clientAddress, consume } from '@/guard/rateLimit'
import { env } from '@/env'
import { captchaMessage, contactSchema, fieldErrors, programmeMessage } from '@/lib/contact'
import { idempotencyKeyMessage, idempotencyKeyPattern } from '@/lib/idempotency'
import { jsonError, messages, methodsNotAllowed, OPTIONS, readJsonBody, unavailable } from '../_shared/respond'

const invalid = (fields: Record<string, string>) =>
  jsonError(400, Object.values(fields)[0]!, { extra: { fields } })

const created = (id: number) =>
  Response.json(
    { data: { id }, message: 'Formulario enviado con éxito.' },
    { status: 201, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } },
  )

/**
 * A visitor's contact request: validated, captcha checked, stored with its e-mail queued, then 201.
 * The form's idempotency key (header `Idempotency-Key` or field `clave_idempotencia`) makes a
 * retry of one submission answer the first result instead of storing it again.
 */
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
  const givenKey: unknown = request.headers.get('idempotency-key') ?? read.body.clave_idempotencia ?? null
  if (givenKey !== null && (typeof givenKey !== 'string' || !idempotencyKeyPattern.test(givenKey))) {
    return invalid({ clave_idempotencia: idempotencyKeyMessage })
  }
  const key = givenKey as string | null
  const parsed = contactSchema.safeParse(read.body)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    // The captcha comes first, as the form checks it first.
    if (fields.captcha) return jsonError(400, captchaMessage, { extra: { fields } })
    return invalid(fields)
  }
  const { captcha, ...contact } = parsed.data

  let proof: CaptchaProof | null = null
  let claimed = false
  try {
    if (key) {
      const earlier = await findSubmission('contacto', key)
      if (earlier !== null) return created(earlier)
    }
    proof = await checkCaptcha(captcha, client)
    if (!proof) return (key && (await answerOfKey(key))) || captchaRefused()
    const programme = await resolveProgramme(contact.programa)
    if (!programme) return invalid({ programa: programmeMessage })
    const checked = proof
    // The captcha is spent in the request's own transaction: both are kept, or neither.
    const id = await storeContactRequest(contact, programme, {
      key: key ?? undefined,
      acknowledge: true,
      claim: async (req) => {
        await claimCaptcha(checked, req)
        claimed = true
      },
    })
    return created(id)
  } catch (error) {
    // Spent first by another request (Redis said so, or the database refused a second row for it).
    const reused = proof !== null && !claimed && error instanceof CaptchaReused
    if (reused) return (key && (await answerOfKey(key))) || captchaRefused()
    // Nothing was stored: where the spending is not undone with the transaction (Redis), undo it.
    if (proof && claimed) await releaseCaptcha(proof).catch(() => {})
    return unavailable(error)
  }
}

const captchaRefused = () => jsonError(400, captchaMessage, { extra: { fields: { captcha: captchaMessage } } })

/** A submission with this key being stored right now by another request (a double send): its answer. */
async function answerOfKey(key: string): Promise<Response | null> {
  const other = await awaitSubmission('contacto', key).catch(() => null)
  return other !== null ? created(other) : null
}

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
export { OPTIONS }
