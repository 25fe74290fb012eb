'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

// Left empty unless the password or the e-mail changes: the server decides (and says why, in Spanish). Without a
// validate of its own, Payload's password input would demand it on every save of the account.
const leaveToServer = () => true as const

/** "Contraseña actual" as a password input, shown on the person's own account only (the field's condition). */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} validate={leaveToServer} />
)
