import { storeContactRequest, resolveProgramme } from '@/data/contact'
import { contactSchema, programmeMessage } from '@/lib/contact'
import { campusNotOfferedMessage } from '@/lib/requestCampus'
import { methodsNotAllowed, OPTIONS } from '@/app/api/_shared/respond'
import { captchaSubmission, invalidFields } from '@/app/api/_shared/submission'

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
export const POST = captchaSubmission({
  kind: 'contacto',
  schema: contactSchema,
  answer: created,
  store: async (contact, spend) => {
    const programme = await resolveProgramme(contact.programa)
    if (!programme) return invalidFields({ programa: programmeMessage })
    if (contact.campus && !programme.sedes.includes(contact.campus)) return invalidFields({ campus: campusNotOfferedMessage })
    return created(await storeContactRequest(contact, programme, { ...spend, acknowledge: true }))
  },
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
export { OPTIONS }
