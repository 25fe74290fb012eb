import { answerOf, registerForEvent, type RegistrationAnswer } from '@/data/eventRegistration'
import { programmeMessage } from '@/lib/contact'
import { signupCopy } from '@/copy/eventRegistration'
import { eventMessages, registrationSchema } from '@/lib/eventRegistration'
import { jsonError, methodsNotAllowed, OPTIONS } from '@/app/api/_shared/respond'
import { captchaSubmission, invalidFields } from '@/app/api/_shared/submission'

const registrationMessages = {
  confirmado: 'Registro confirmado.',
  'lista-de-espera': 'El cupo está lleno: quedaste en la lista de espera.',
} as const

/** 201 with the new seat or place in line; 200 with the one the person already held (nothing new stored). */
const registered = (answer: RegistrationAnswer, again = false) =>
  Response.json(
    { data: answer, message: again ? signupCopy.again : registrationMessages[answer.estado] },
    { status: again ? 200 : 201, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } },
  )

/**
 * POST /api/registro-evento/ (api-contract.md, last section): a person signs up for an event that
 * takes registrations. Validated, captcha checked, rate-limited by address as the contact form;
 * stored with its pipeline request and e-mails queued in one transaction; 201 with the seat or the
 * place in the waiting list; 200 with the registration the same person (e-mail without case, or
 * phone) already holds, whose e-mail is sent again. The `Idempotency-Key` makes a retry answer the
 * first result.
 */
export const POST = captchaSubmission({
  kind: 'registro',
  schema: registrationSchema,
  answer: async (id) => registered(await answerOf(id)),
  store: async (registration, spend) => {
    const outcome = await registerForEvent(registration, spend)
    if (outcome === 'not-found') return jsonError(404, eventMessages.notFound)
    if (outcome === 'closed') return jsonError(409, eventMessages.closed)
    if (outcome === 'programme') return invalidFields({ programa: programmeMessage })
    return registered(outcome.answer, outcome.again)
  },
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
export { OPTIONS }
