'use client'

import { CircleCheck, Hourglass } from '@/components/ui/icons'
import type React from 'react'
import { useId, useRef, useState } from 'react'
import { controlClass, Field } from '@/components/ui/Field'
import type { CaptchaKind } from '@/components/contact/Captcha.client'
import { keptOrigin } from '@/components/contact/contactFormParts'
import { FormClosing, PersonFields, useGuardedSubmit } from '@/components/contact/requestForm'
import { ProgrammeOptions, type ContactProgramme } from '@/components/contact/ProgrammeOptions'
import { signupCopy as copy } from '@/copy/eventRegistration'
import { captchaMessage } from '@/lib/contactMessages'

/* The schema (zod) is fetched when the form first takes focus, as the contact form does. */
const loadSchema = () => import('@/lib/eventRegistration')

const names = ['nombre', 'apellido', 'telefono', 'email', 'programa', 'acompanantes', 'acepta_aviso', 'captcha'] as const
type Name = (typeof names)[number]
type Errors = Partial<Record<Name, string>>

function known(fields: unknown): Errors {
  const errors: Errors = {}
  if (fields && typeof fields === 'object') {
    for (const name of names) {
      const message = (fields as Record<string, unknown>)[name]
      if (typeof message === 'string') errors[name] = message
    }
  }
  return errors
}

type Done = ({ estado: 'confirmado' } | { estado: 'lista-de-espera'; posicion: number }) & { again?: boolean }

/**
 * An event's sign-up form (issue 23, item 3): the contact form's fields and checks, the programme
 * optional, how many guests, the captcha and the consent; the answer says whether the place is
 * confirmed or where the person stands in the waiting list.
 */
export function EventSignupForm({
  slug,
  full,
  programmes,
  captcha,
  privacyNotice,
}: {
  slug: string
  full: boolean
  programmes: ContactProgramme[]
  captcha: CaptchaKind
  privacyNotice: React.ReactNode
}) {
  const id = useId()
  const [done, setDone] = useState<Done | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const submit = useGuardedSubmit<'first-invalid' | 'message'>((target) => {
    if (target === 'message') messageRef.current?.focus()
    else {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      invalid?.focus({ preventScroll: true })
      invalid?.scrollIntoView({ block: 'nearest' })
    }
  })

  const fieldId = (name: Name) => `${id}-${name}`

  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    const name = (target.name || (target.type === 'checkbox' ? 'captcha' : '')) as Name
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
    // The last answer's message is about what was sent: a change makes it old news.
    if (message) setMessage(null)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    await submit.guard(async () => {
      setMessage(null)
      try {
        const { registrationFormSchema } = await loadSchema()
        const { fieldErrors } = await import('@/lib/contact')
        // The visit's campaign and page travel with the sign-up, as with the contact form.
        const values = { ...Object.fromEntries(form), ...(await keptOrigin()), slug, acepta_aviso: form.get('acepta_aviso') === 'si' }
        const parsed = registrationFormSchema.safeParse(values)
        if (!parsed.success) {
          const { captcha: captchaProblem, ...fields } = known(fieldErrors(parsed.error))
          setErrors(captchaProblem ? { ...fields, captcha: captchaProblem } : fields)
          if (captchaProblem) setMessage(captchaMessage)
          submit.focusAfterRender(Object.keys(fields).length > 0 ? 'first-invalid' : 'message')
          return
        }
        setErrors({})
        const response = await submit.post('/api/registro-evento/', parsed.data)
        const body = (await response.json().catch(() => null)) as { data?: Done; error?: string; fields?: unknown } | null
        // 200: this person already held a place (or a turn) for the event; its e-mail went out again.
        if ((response.status === 201 || response.status === 200) && body?.data) {
          submit.stored()
          setDone({ ...body.data, again: response.status === 200 })
          return
        }
        const fields = known(body?.fields)
        setErrors(fields)
        setMessage(body?.error ?? copy.failure)
        submit.focusAfterRender(Object.keys(fields).some((name) => name !== 'captcha') ? 'first-invalid' : 'message')
      } catch (error) {
        console.error('Error al enviar el registro:', error)
        setMessage(copy.failure)
        submit.focusAfterRender('message')
      }
    })
  }

  if (done) {
    const confirmed = done.estado === 'confirmado'
    const Icon = confirmed ? CircleCheck : Hourglass
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <Icon aria-hidden="true" className={`size-14 ${confirmed ? 'text-green-700' : 'text-brand'}`} strokeWidth={1.5} />
        {/* Focused as it appears, so a screen reader reads the answer at once. */}
        <h3 ref={(heading) => heading?.focus()} tabIndex={-1} className="type-h3 mt-4 font-bold text-ink">
          {confirmed ? copy.confirmedTitle : copy.waitingTitle}
        </h3>
        <p className="mt-3 max-w-prose text-ink">
          {done.again ? `${copy.again} ` : null}
          {done.estado === 'confirmado' ? copy.confirmedText : copy.waitingText(done.posicion)}
        </p>
        <button
          type="button"
          className="btn btn-outline mt-6"
          onClick={() => {
            setDone(null)
            setFormKey((k) => k + 1)
          }}
        >
          {copy.another}
        </button>
      </div>
    )
  }

  return (
    <>
      <form
        key={formKey}
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onInput={onInput}
        onFocus={() => void loadSchema().catch(() => undefined)}
        className="grid gap-5 sm:grid-cols-2"
      >
        <PersonFields fieldId={fieldId} errors={errors} />
        <Field id={fieldId('programa')} label={copy.programme} error={errors.programa}>
          {(control) => (
            <select {...control} name="programa" defaultValue="" className={`${controlClass} cursor-pointer`}>
              <option value="">{copy.noProgramme}</option>
              <ProgrammeOptions programmes={programmes} />
            </select>
          )}
        </Field>
        <Field id={fieldId('acompanantes')} label={copy.guests} error={errors.acompanantes} hint={copy.guestsHint}>
          {(control) => (
            <select {...control} name="acompanantes" defaultValue="0" className={`${controlClass} cursor-pointer`}>
              {[0, 1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormClosing
          fieldId={fieldId}
          errors={errors}
          captcha={captcha}
          submit={submit}
          privacyNotice={privacyNotice}
          label={full ? copy.submitWaiting : copy.submit}
          sendingLabel={copy.sending}
        />
      </form>
      <div ref={messageRef} role="status" aria-live="polite" tabIndex={-1} className="not-empty:mt-5">
        {message ? (
          <p className="rounded-lg border-l-4 border-brand bg-brand-50 px-4 py-3 font-semibold text-brand-darker">{message}</p>
        ) : null}
      </div>
    </>
  )
}
