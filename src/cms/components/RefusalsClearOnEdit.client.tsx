'use client'
import { useAllFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

/**
 * Placed in a form as a field that shows nothing. When one of `paths` is marked wrong (the server
 * refused a password, a wrong current password, or the admin marked the new-password fields as
 * required on «Cambiar contraseña»), the mark goes as soon as the person writes something else.
 * The admin would otherwise keep the mark until its next check of the form came back, and a save
 * pressed before that would stop at «Corrige los campos marcados.» without sending
 * anything. Nothing unchecked gets through: a field's own check (the two new passwords must match)
 * runs again on saving, and the server decides on every password and says why if it refuses it.
 */
export const RefusalsClearOnEdit: UIFieldClientComponent = (props) => {
  const paths = (props as { paths?: string[] }).paths
  const [fields, dispatchFields] = useAllFormFields()
  const refusedValues = useRef(new Map<string, unknown>())

  useEffect(() => {
    for (const path of paths ?? []) {
      const state = fields[path]
      if (state?.valid !== false) {
        refusedValues.current.delete(path)
        continue
      }
      if (!refusedValues.current.has(path)) refusedValues.current.set(path, state.value)
      else if (refusedValues.current.get(path) !== state.value) {
        refusedValues.current.delete(path)
        dispatchFields({ type: 'UPDATE', path, valid: true, errorMessage: undefined })
      }
    }
  }, [dispatchFields, fields, paths])

  return null
}
