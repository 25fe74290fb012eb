import { CaptchaReused, checkCaptcha, claimCaptcha, releaseCaptcha, type CaptchaProof } from '@/guard/captcha'
import { answerOf, registerForEvent, type RegistrationAnswer } from '@/data/eventRegistration'
import { awaitSubmission, findSubmission } from '@/data/idempotency'
import { clientAddress, consume } from '@/guard/rateLimit'
import { env } from '@/env'
import { captchaMessage, fieldErrors, programmeMessage } from '@/lib/contact'
import { eventMessages, registrationSchema } from '@/lib/eventRegistration'
import { idempotencyKeyMessage, idempotencyKeyPattern } from '@/lib/idempotency'
import { jsonError, messages, methodsNotAllowed, OPTIONS, readJsonBody, unavailable } from '../_shared/respond'

const invalid = (fields: Record<string, string>) => jsonError(400, Object.values(fields)[0]!, { extra: { fields } })

const registrationMessages = {
  confirmado: 'Registro confirmado.',
  'lista-de-espera': 'El cupo está lleno: quedaste en la lista de espera.',
} as const

const created = (answer: RegistrationAnswer) =>
  Response.json(
    { data: answer, message: registrationMessages[answer.estado] },
    { status: 201, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } },
  )

const captchaRefused = () => jsonError(400, captchaMessage, { extra: { fields: { captcha: captchaMessage } } })

/**
 * POST /api/registro-evento/ (api-contract.md, last section): a person signs up for an event that
 * takes registrations. Validated, captcha checked, rate-limited by address as the contact form;
 * stored with its pipeline request and e-mails queued in one transaction; 201 with the seat or the
 * place in the waiting list. The `Idempotency-Key` makes a retry answer the first result.
 */
export async function POST(request: Request): Promise<Response> {
  const client = clientAddress(request)
  try {
    const limit = await consume('registro', env.contactRateLimit, client)
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
  const parsed = registrationSchema.safeParse(read.body)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    if (fields.captcha) return jsonError(400, captchaMessage, { extra: { fields } })
    return invalid(fields)
  }
  const { captcha, ...registration } = parsed.data

  let proof: CaptchaProof | null = null
  let claimed = false
  try {
    if (key) {
      const earlier = await findSubmission('registro', key)
      if (earlier !== null) return created(await answerOf(earlier))
    }
    proof = await checkCaptcha(captcha, client)
    if (!proof) return (key && (await answerOfKey(key))) || captchaRefused()
    const checked = proof
    const outcome = await registerForEvent(registration, {
      key: key ?? undefined,
      claim: async (req) => {
        await claimCaptcha(checked, req)
        claimed = true
      },
    })
    if (outcome === 'not-found') return jsonError(404, eventMessages.notFound)
    if (outcome === 'closed') return jsonError(409, eventMessages.closed)
    if (outcome === 'programme') return invalid({ programa: programmeMessage })
    return created(outcome)
  } catch (error) {
    const reused = proof !== null && !claimed && error instanceof CaptchaReused
    if (reused) return (key && (await answerOfKey(key))) || captchaRefused()
    if (proof && claimed) await releaseCaptcha(proof).catch(() => {})
    return unavailable(error)
  }
}

/** A submission with this key being stored right now by another request (a double send): its answer. */
async function answerOfKey(key: string): Promise<Response | null> {
  const other = await awaitSubmission('registro', key).catch(() => null)
  return other !== null ? created(await answerOf(other)) : null
}

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
export { OPTIONS }
