'use client'
import { useAllFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

/**
 * Placed in a form as a field that shows nothing. When the server refused the value of one of
 * `paths` (a password too short, a wrong current password), the refusal goes as soon as the person
 * writes something else. The admin would otherwise keep the field marked wrong until its next check
 * of the form came back, and a save pressed before that would stop at "corrige los campos" without
 * sending anything. The server still decides on the new value, and says why if it refuses it too.
 */
export const RefusalsClearOnEdit: UIFieldClientComponent = (props) => {
  const paths = (props as { paths?: string[] }).paths ?? []
  const [fields, dispatchFields] = useAllFormFields()
  const refusedValues = useRef(new Map<string, unknown>())

  useEffect(() => {
    for (const path of paths) {
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
