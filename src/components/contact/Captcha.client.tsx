'use client'

import { Check, LoaderCircle } from '@/components/ui/icons'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { altchaToken, solveAltcha, type AltchaChallenge } from '@/guard/altcha'

export type CaptchaKind = { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string }

/**
 * The form's captcha. Its answer travels in a hidden input named `captcha` (empty until solved),
 * so the form reads it with the other fields. Remount it (a new `key`) to start over once a
 * token has been spent.
 */
export function Captcha({
  kind,
  errorId,
}: {
  kind: CaptchaKind
  /** id of the field message the ALTCHA checkbox is described by */ errorId?: string
}) {
  return kind.kind === 'altcha' ? <AltchaCheckbox errorId={errorId} /> : <Recaptcha siteKey={kind.siteKey} />
}

type AltchaState = 'idle' | 'verifying' | 'verified' | 'failed'

const altchaText: Record<AltchaState, string> = {
  idle: '',
  verifying: 'Verificando…',
  verified: 'Verificado',
  failed: 'No se pudo verificar. Inténtalo de nuevo.',
}

/** Self-hosted proof of work: checking the box fetches our challenge and solves it in the browser. */
function AltchaCheckbox({ errorId }: { errorId?: string }) {
  const [state, setState] = useState<AltchaState>('idle')
  const [token, setToken] = useState('')
  const run = useRef<AbortController | null>(null)
  const id = useId()
  // A click before React runs would tick the box without solving anything.
  const [ready, setReady] = useState(false)

  useEffect(() => {
    setReady(true)
    return () => run.current?.abort()
  }, [])

  async function verify() {
    const controller = new AbortController()
    run.current = controller
    setState('verifying')
    try {
      const response = await fetch('/api/altcha/', { cache: 'no-store', signal: controller.signal })
      if (!response.ok) throw new Error(`altcha ${response.status}`)
      const challenge = (await response.json()) as AltchaChallenge
      const number = await solveAltcha(challenge, controller.signal)
      if (controller.signal.aborted) return
      if (number === null) throw new Error('altcha: sin solución')
      setToken(altchaToken(challenge, number))
      setState('verified')
    } catch (error) {
      if (controller.signal.aborted) return
      console.error('Error al verificar el captcha:', error)
      setState('failed')
    }
  }

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    if (event.target.checked) {
      void verify()
    } else {
      // Unchecking stops a running proof and forgets a finished one.
      run.current?.abort()
      setToken('')
      setState('idle')
    }
  }

  const checked = state === 'verifying' || state === 'verified'
  return (
    <div className="flex min-h-16 items-center justify-between gap-4 rounded-lg border border-ink/15 bg-surface px-4 py-3 shadow-card sm:max-w-sm">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={!ready}
          onChange={onChange}
          aria-busy={state === 'verifying'}
          aria-describedby={[`${id}-status`, errorId].filter(Boolean).join(' ')}
          className="size-6 shrink-0 cursor-pointer accent-brand"
        />
        No soy un robot
      </label>
      <span id={`${id}-status`} role="status" className="flex items-center gap-1.5 text-sm text-muted">
        {state === 'verifying' ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
        {state === 'verified' ? <Check aria-hidden="true" className="size-4 text-green-700" /> : null}
        <span className={state === 'verified' ? 'font-semibold text-green-800' : state === 'failed' ? 'text-brand-dark' : undefined}>
          {altchaText[state]}
        </span>
      </span>
      <input type="hidden" name="captcha" value={token} />
    </div>
  )
}

type Grecaptcha = {
  render: (
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void },
  ) => number
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    ugcRecaptchaLoaded?: () => void
  }
}

let recaptchaScript: Promise<Grecaptcha> | undefined

/** Google's script, added once per page and only when asked for. */
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.ugcRecaptchaLoaded = () => resolve(window.grecaptcha!)
    const script = document.createElement('script')
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=es-419&onload=ugcRecaptchaLoaded'
    script.async = true
    script.onerror = () => {
      recaptchaScript = undefined
      reject(new Error('No se pudo cargar reCAPTCHA'))
    }
    document.head.append(script)
  })
  return recaptchaScript
}

/**
 * Google reCAPTCHA v2, rendered explicitly. Nothing is requested from Google until the form is
 * in view or takes focus.
 */
function Recaptcha({ siteKey }: { siteKey: string }) {
  const slot = useRef<HTMLDivElement>(null)
  const [token, setToken] = useState('')
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const container = slot.current
    if (!container) return
    const form = container.closest('form')
    let started = false
    let cancelled = false
    const start = () => {
      if (started) return
      started = true
      observer.disconnect()
      form?.removeEventListener('focusin', start)
      loadRecaptcha()
        .then((grecaptcha) => {
          if (cancelled) return
          grecaptcha.render(container, {
            sitekey: siteKey,
            callback: setToken,
            'expired-callback': () => setToken(''),
            'error-callback': () => setToken(''),
          })
        })
        .catch((error: unknown) => {
          console.error('Error al cargar reCAPTCHA:', error)
          if (!cancelled) setFailed(true)
        })
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) start()
    })
    observer.observe(form ?? container)
    form?.addEventListener('focusin', start)
    return () => {
      cancelled = true
      observer.disconnect()
      form?.removeEventListener('focusin', start)
    }
  }, [siteKey])

  return (
    <div>
      <div ref={slot} className="min-h-[78px]" />
      {failed ? (
        <p role="status" className="text-sm text-brand-dark">
          No se pudo cargar la verificación. Revisa tu conexión e inténtalo de nuevo.
        </p>
      ) : null}
      <input type="hidden" name="captcha" value={token} />
    </div>
  )
}
