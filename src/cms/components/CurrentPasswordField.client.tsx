'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** "Contraseña actual" as a password input, shown on the person's own account only (the field's condition). */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} />
)
