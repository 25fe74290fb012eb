import { LoaderCircle } from '@/components/ui/icons'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { controlClass, Field, FieldError } from '@/components/ui/Field'
import { captchaFieldMessage } from '@/lib/contactMessages'
import { Captcha, type CaptchaKind } from './Captcha.client'
import { ConsentField } from './ConsentField'
import { newSubmissionKey, textFields, type PersonField } from './contactFormParts'

/**
 * What the public forms that store a request (contact, event sign-up) share: the person's fields,
 * the captcha, consent and send button at the end, and how they send:
 * - the button stays off until React runs (a click before would post the form natively, with no
 *   captcha);
 * - one submission at a time: a second press while the first is on its way does nothing;
 * - one random Idempotency-Key per submission, kept while the same answers are sent again (a lost
 *   reply, a retry after an error), so the server answers the first result instead of storing twice;
 * - the captcha is renewed once the server has seen its token, whatever the answer;
 * - focus moves where the form asks once the next render is on screen.
 */
export function useGuardedSubmit<Target extends string>(focus: (target: Target) => void) {
  const [ready, setReady] = useState(false)
  const [sending, setSending] = useState(false)
  const [captchaKey, setCaptchaKey] = useState(0)
  const sendingNow = useRef(false)
  const submission = useRef<{ key: string; answers: string } | null>(null)
  const focusNext = useRef<Target | null>(null)

  useEffect(() => setReady(true), [])
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    focus(target)
  })

  return {
    ready,
    sending,
    captchaKey,
    renewCaptcha: () => setCaptchaKey((k) => k + 1),
    /** Where focus goes once the next render is on screen. */
    focusAfterRender: (target: Target) => {
      focusNext.current = target
    },
    /** Runs a submission unless one is on its way. */
    async guard(run: () => Promise<void>) {
      if (sendingNow.current) return
      sendingNow.current = true
      try {
        await run()
      } finally {
        sendingNow.current = false
        setSending(false)
      }
    },
    /** Posts checked answers (the captcha's token among them) as JSON with the submission's key. */
    async post(url: string, data: { captcha?: unknown }): Promise<Response> {
      setSending(true)
      const { captcha: _captcha, ...answers } = data
      const answersText = JSON.stringify(answers)
      if (submission.current?.answers !== answersText) submission.current = { key: newSubmissionKey(), answers: answersText }
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': submission.current.key },
        body: JSON.stringify(data),
      })
      setCaptchaKey((k) => k + 1)
      return response
    },
    /** The server stored the request: the next answers are a new submission. */
    stored: () => {
      submission.current = null
    },
  }
}

/** The person's name, surname, phone and e-mail, each with its message. */
export function PersonFields({
  fieldId,
  errors,
}: {
  fieldId: (name: PersonField) => string
  errors: Partial<Record<PersonField, string>>
}) {
  return textFields.map(({ name, label, hint, ...input }) => (
    <Field key={name} id={fieldId(name)} label={label} error={errors[name]} hint={hint}>
      {(control) => <input {...control} {...input} name={name} required className={controlClass} />}
    </Field>
  ))
}

/** The end of both forms: the captcha, the consent with the aviso de privacidad, and the send button. */
export function FormClosing({
  fieldId,
  errors,
  captcha,
  submit: { captchaKey, ready, sending },
  privacyNotice,
  label,
  sendingLabel,
}: {
  fieldId: (name: 'captcha' | 'acepta_aviso') => string
  errors: { captcha?: string; acepta_aviso?: string }
  captcha: CaptchaKind
  /** The form's useGuardedSubmit. */
  submit: { captchaKey: number; ready: boolean; sending: boolean }
  privacyNotice: React.ReactNode
  label: string
  sendingLabel: string
}) {
  return (
    <>
      <div className="sm:col-span-2">
        <Captcha key={captchaKey} kind={captcha} errorId={errors.captcha ? `${fieldId('captcha')}-error` : undefined} />
        {/* Whoever found it missing (this page or the server), said at the captcha in its own words. */}
        <FieldError id={`${fieldId('captcha')}-error`} message={errors.captcha ? captchaFieldMessage[captcha.kind] : undefined} />
      </div>
      <div className="sm:col-span-2">
        <ConsentField id={fieldId('acepta_aviso')} error={errors.acepta_aviso} />
        <div className="mt-2 pl-9 text-sm">{privacyNotice}</div>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={!ready}
          aria-disabled={sending || undefined}
          className="btn btn-primary w-full aria-disabled:cursor-wait aria-disabled:opacity-80 disabled:opacity-60 sm:w-auto sm:min-w-48"
        >
          {sending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              {sendingLabel}
            </>
          ) : (
            label
          )}
        </button>
      </div>
    </>
  )
}
