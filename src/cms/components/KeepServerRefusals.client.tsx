'use client'
import { useAllFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/*
 * A refusal the server gave on «Guardar» stays on its field. The back office checks the form in the
 * background a moment after each keystroke; an answer to such a check, sent before the save and
 * arriving after the server's refusal, marked every field valid again (those checks skip the rules
 * until the first save), so a quick «Guardar» left only the toast «Este campo no es válido: Llevar
 * a» with no reason at the field (issue 44, item 3). While the form holds exactly what was refused,
 * the reason is put back; any change to the form lets the next check decide.
 */

type Refusal = { path: string; message: string; form: string; at: number }

/** How long after a refusal a stale check may still arrive. */
const staleFor = 15_000

export function KeepServerRefusals() {
  const [fields, dispatchFields] = useAllFormFields()
  const refusals = useRef(new Map<string, Refusal>())

  useEffect(() => {
    const form = JSON.stringify(Object.entries(fields).map(([path, state]) => [path, state?.value]))
    const now = Date.now()
    for (const [path, state] of Object.entries(fields)) {
      const known = refusals.current.get(path)
      if (state?.valid === false && state.errorMessage) {
        if (known?.message !== state.errorMessage || known.form !== form)
          refusals.current.set(path, { path, message: state.errorMessage, form, at: now })
        continue
      }
      if (!known) continue
      if (known.form === form && now - known.at < staleFor) {
        dispatchFields({ type: 'UPDATE', path, valid: false, errorMessage: known.message })
      } else refusals.current.delete(path)
    }
  }, [dispatchFields, fields])

  return null
}
