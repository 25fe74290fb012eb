'use client'

import { CircleCheck } from '@/components/ui/icons'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { captchaMessage, programmeMessage } from '@/lib/contactMessages'
import { controlClass, Field } from '@/components/ui/Field'
import type { CaptchaKind } from './Captcha.client'
import { checkedOnLeave, keptOrigin, knownFields, type Errors, type FieldName } from './contactFormParts'
import { FormClosing, PersonFields, useGuardedSubmit } from './requestForm'
import { ProgrammeOptions, type ContactProgramme } from './ProgrammeOptions'
import { CampusField } from './CampusField'
import { campusChoiceMessage, type RequestCampus } from '@/lib/requestCampus'
import { findPreselectedProgramme, programmeParam } from '@/lib/preselect'

/* The shared zod schema weighs more than the rest of the form: it is fetched when the form first
   takes focus, so pages that show the form do not pay for it on load. */
const loadSchema = () => import('@/lib/contact')

const successMessage = 'Formulario enviado con éxito.'
const failureMessage = 'No se completo el envio.'
const bannerMs = 5000

/**
 * The contact form of every page that asks for one (spec §2.24): the API's own zod schema with
 * its Spanish message beside each field (spec §5 and §8 texts; no browser bubbles), the consent
 * to the aviso de privacidad, the captcha, the status banner of §8 for five seconds, and the
 * thank-you panel. Each request also carries the page it was sent from and the visit's origin.
 */
export function ContactForm({
  programmes,
  campuses,
  preselected,
  captcha,
  privacyNotice,
}: {
  programmes: ContactProgramme[]
  /** The campuses of each programme given at more than one, by programme id: the form asks which. */
  campuses: Record<string, RequestCampus[]>
  /** id of the programme to select at first (from the page's route) */
  preselected?: string
  captcha: CaptchaKind
  /** The button that opens the aviso de privacidad in a dialog, rendered on the server. */
  privacyNotice: React.ReactNode
}) {
  const id = useId()
  const [view, setView] = useState<'form' | 'thanks'>('form')
  const [formKey, setFormKey] = useState(0)
  const [errors, setErrors] = useState<Errors>({})
  const [programme, setProgramme] = useState(preselected ?? '')
  // A page with several programmes and one form (/preparatoria) is linked with the programme in its
  // address (?programa=…, lib/offer askHref): the form chooses it once it runs, unless the page chose one.
  useEffect(() => {
    if (preselected) return
    const named = findPreselectedProgramme(programmes, new URLSearchParams(window.location.search).get(programmeParam) ?? undefined)
    if (named) setProgramme(named)
  }, [preselected, programmes])
  const [banner, setBanner] = useState<{ text: string; serial: number } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const submit = useGuardedSubmit<'banner' | 'thanks' | 'first-field' | 'first-invalid'>((target) => {
    if (target === 'banner') bannerRef.current?.focus()
    else if (target === 'thanks') thanksRef.current?.focus()
    else if (target === 'first-field') formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
    else {
      // Scrolled by scrollIntoView, which honours the controls' scroll-margin: the sticky header
      // would otherwise cover a field the page scrolled up to.
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      invalid?.focus({ preventScroll: true })
      invalid?.scrollIntoView({ block: 'nearest' })
    }
  })

  useEffect(() => {
    if (!banner) return
    const timer = window.setTimeout(() => setBanner(null), bannerMs)
    return () => window.clearTimeout(timer)
  }, [banner])

  const showBanner = (text: string) => setBanner((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 }))

  const fieldId = (name: FieldName) => `${id}-${name}`

  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    // The captcha's checkbox has no name: its answer is a hidden input.
    const name = (target.name || (target.type === 'checkbox' ? 'captcha' : '')) as FieldName
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  /** The answers as the schema reads them: what the form holds, and the consent as a boolean. */
  const answersOf = (form: FormData) => ({ ...Object.fromEntries(form), acepta_aviso: form.get('acepta_aviso') === 'si' })

  // Leaving a field the person wrote in checks that field at once (a short phone, an e-mail
  // without its domain), so the message is there before they send. An empty field is left alone
  // until they send: tabbing through the form is not a mistake.
  async function onLeave(event: React.FocusEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement | HTMLTextAreaElement
    const name = target.name as FieldName
    if (!checkedOnLeave.has(name) || target.value.trim() === '' || !formRef.current) return
    const form = new FormData(formRef.current)
    try {
      const { contactFormSchema, fieldErrors } = await loadSchema()
      const parsed = contactFormSchema.safeParse(answersOf(form))
      const message = parsed.success ? undefined : knownFields(fieldErrors(parsed.error))[name]
      setErrors(({ [name]: _, ...rest }) => (message ? { ...rest, [name]: message } : rest))
    } catch {
      // The schema did not arrive: sending checks again.
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    await submit.guard(async () => {
      try {
        const { contactFormSchema, fieldErrors } = await loadSchema()
        const values = { ...answersOf(form), ...(await keptOrigin()) }
        const parsed = contactFormSchema.safeParse(values)
        const campusMissing = (campuses[String(form.get('programa'))]?.length ?? 0) > 1 && !form.get('campus')
        if (!parsed.success || campusMissing) {
          const { captcha: captchaProblem, ...fields } = {
            ...(parsed.success ? {} : knownFields(fieldErrors(parsed.error))),
            ...(campusMissing ? { campus: campusChoiceMessage } : {}),
          }
          setErrors(captchaProblem ? { ...fields, captcha: captchaProblem } : fields)
          if (captchaProblem) showBanner(captchaMessage)
          else if (fields.programa) showBanner(programmeMessage)
          submit.focusAfterRender(Object.keys(fields).length > 0 ? 'first-invalid' : 'banner')
          return
        }

        setErrors({})
        const response = await submit.post('/api/submit-Form-Contacto/', parsed.data)
        if (response.status === 201) {
          submit.stored()
          setView('thanks')
          showBanner(successMessage)
          submit.focusAfterRender('thanks')
          return
        }
        const body: unknown = await response.json().catch(() => null)
        const fields = knownFields(body && typeof body === 'object' ? (body as { fields?: unknown }).fields : undefined)
        setErrors(fields)
        showBanner(failureMessage)
        submit.focusAfterRender(Object.keys(fields).some((name) => name !== 'captcha') ? 'first-invalid' : 'banner')
      } catch (error) {
        console.error('Error al enviar el formulario:', error)
        showBanner(failureMessage)
        submit.focusAfterRender('banner')
      }
    })
  }

  function startOver() {
    setErrors({})
    setProgramme(preselected ?? '')
    setFormKey((k) => k + 1)
    submit.renewCaptcha()
    setView('form')
    submit.focusAfterRender('first-field')
  }

  const success = banner?.text.includes('éxito') ?? false

  return (
    <div className="rounded-xl bg-surface p-5 shadow-card sm:p-8">
      {view === 'thanks' ? (
        <div className="flex flex-col items-center py-6 text-center sm:py-10">
          <CircleCheck aria-hidden="true" className="size-14 text-green-700" strokeWidth={1.5} />
          <h3 ref={thanksRef} tabIndex={-1} className="type-h3 mt-4 font-bold text-ink">
            ¡Gracias por contactarnos!
          </h3>
          <p className="mt-3 max-w-prose text-ink">
            Hemos recibido tu solicitud correctamente. Nos pondremos en contacto contigo a la brevedad.
          </p>
          <button type="button" onClick={startOver} className="btn btn-outline mt-6">
            Enviar otro mensaje
          </button>
        </div>
      ) : (
        <form
          key={formKey}
          ref={formRef}
          method="post"
          // The schema's Spanish messages show beside each field; the browser's own bubbles
          // (in the browser's language, gone in seconds) would come first and hide them.
          noValidate
          onSubmit={onSubmit}
          onInput={onInput}
          onBlur={(event) => void onLeave(event)}
          onFocus={() => void loadSchema().catch(() => undefined)}
          className="grid gap-5 sm:grid-cols-2"
        >
          <p className="text-sm text-muted sm:col-span-2">Todos los campos son obligatorios.</p>

          <PersonFields fieldId={fieldId} errors={errors} />

          <Field id={fieldId('programa')} label="Programa de interés" error={errors.programa} className="sm:col-span-2">
            {(control) => (
              <select
                {...control}
                name="programa"
                required
                value={programme}
                onChange={(event) => setProgramme(event.target.value)}
                className={`${controlClass} cursor-pointer`}
              >
                <option value="" disabled>
                  Selecciona un programa
                </option>
                <ProgrammeOptions programmes={programmes} />
              </select>
            )}
          </Field>

          {/* A new programme asks afresh: the campus chosen for the last one may not be one of its own. */}
          <CampusField key={programme} id={fieldId('campus')} sedes={campuses[programme]} error={errors.campus} />

          <Field id={fieldId('comentario')} label="Comentario" error={errors.comentario} className="sm:col-span-2">
            {(control) => (
              <textarea {...control} name="comentario" required rows={4} maxLength={2000} className={`${controlClass} resize-y`} />
            )}
          </Field>

          <FormClosing
            fieldId={fieldId}
            errors={errors}
            captcha={captcha}
            submit={submit}
            privacyNotice={privacyNotice}
            label="Enviar"
            sendingLabel="Enviando…"
          />
        </form>
      )}

      {/* Present from the start so screen readers hear what appears in it. */}
      <div ref={bannerRef} role="status" aria-live="polite" tabIndex={-1} className="not-empty:mt-5">
        {banner ? (
          <p
            key={banner.serial}
            className={`rounded-lg border-l-4 px-4 py-3 font-semibold ${success ? 'border-green-700 bg-green-50 text-green-900' : 'border-brand bg-brand-50 text-brand-darker'}`}
          >
            {banner.text}
          </p>
        ) : null}
      </div>
    </div>
  )
}
