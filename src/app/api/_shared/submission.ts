import 'server-only'
import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { CaptchaReused, checkCaptcha, claimCaptcha, releaseCaptcha, type CaptchaProof } from '@/guard/captcha'
import { awaitSubmission, findSubmission } from '@/data/idempotency'
import { clientAddress, consume } from '@/guard/rateLimit'
import { env } from '@/env'
import { captchaMessage, fieldErrors } from '@/lib/contact'
import { idempotencyKeyMessage, idempotencyKeyPattern } from '@/lib/idempotency'
import { jsonError, messages, readJsonBody, unavailable } from './respond'

/** 400 with the first field's Spanish message, and every field's beside it. */
export const invalidFields = (fields: Record<string, string>) => jsonError(400, Object.values(fields)[0]!, { extra: { fields } })

const captchaRefused = () => jsonError(400, captchaMessage, { extra: { fields: { captcha: captchaMessage } } })

type Spend = {
  /** The submission's `Idempotency-Key`, stored with its row. */
  key: string | undefined
  /** Spends the captcha inside the row's own transaction: both are kept, or neither. */
  claim: (req?: PayloadRequest) => Promise<void>
}

/**
 * A public form's POST with a captcha (the contact form, the event sign-up): the address's rate
 * limit, a JSON body of at most 16 KiB, the schema's Spanish messages beside their fields (the
 * captcha's first, as the form checks it first), and the `Idempotency-Key` (header or field
 * `clave_idempotencia`), which makes a retry answer the first result instead of storing again.
 */
export function captchaSubmission<S extends z.ZodType<{ captcha: string }>>(form: {
  /** The rate limit's and the idempotency record's name. */
  kind: 'contacto' | 'registro'
  schema: S
  /** The 201 answer for a stored submission. */
  answer: (id: number) => Promise<Response> | Response
  /** Stores the submission, spending the captcha with `claim`, and answers. */
  store: (data: Omit<z.output<S>, 'captcha'>, spend: Spend) => Promise<Response>
}) {
  /** A submission with this key being stored right now by another request (a double send): its answer. */
  const answerOfKey = async (key: string): Promise<Response | null> => {
    const other = await awaitSubmission(form.kind, key).catch(() => null)
    return other !== null ? form.answer(other) : null
  }

  return async function POST(request: Request): Promise<Response> {
    const client = clientAddress(request)
    try {
      const limit = await consume(form.kind, env.contactRateLimit, client)
      if (!limit.ok) return jsonError(429, messages.rateLimited, { headers: { 'Retry-After': String(limit.retryAfter) } })
    } catch (error) {
      return unavailable(error)
    }

    const read = await readJsonBody(request)
    if ('response' in read) return read.response
    const givenKey: unknown = request.headers.get('idempotency-key') ?? read.body.clave_idempotencia ?? null
    if (givenKey !== null && (typeof givenKey !== 'string' || !idempotencyKeyPattern.test(givenKey))) {
      return invalidFields({ clave_idempotencia: idempotencyKeyMessage })
    }
    const key = givenKey as string | null
    const parsed = form.schema.safeParse(read.body)
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error)
      if (fields.captcha) return jsonError(400, captchaMessage, { extra: { fields } })
      return invalidFields(fields)
    }
    const { captcha, ...data } = parsed.data

    let proof: CaptchaProof | null = null
    let claimed = false
    try {
      if (key) {
        const earlier = await findSubmission(form.kind, key)
        if (earlier !== null) return await form.answer(earlier)
      }
      proof = await checkCaptcha(captcha, client)
      if (!proof) return (key && (await answerOfKey(key))) || captchaRefused()
      const checked = proof
      return await form.store(data as Omit<z.output<S>, 'captcha'>, {
        key: key ?? undefined,
        claim: async (req) => {
          await claimCaptcha(checked, req)
          claimed = true
        },
      })
    } catch (error) {
      // Spent first by another request (Redis said so, or the database refused a second row for it).
      const reused = proof !== null && !claimed && error instanceof CaptchaReused
      if (reused) return (key && (await answerOfKey(key))) || captchaRefused()
      // Nothing was stored: where the spending is not undone with the transaction (Redis), undo it.
      if (proof && claimed) await releaseCaptcha(proof).catch(() => {})
      return unavailable(error)
    }
  }
}
