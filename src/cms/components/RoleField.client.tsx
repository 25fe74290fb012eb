'use client'
import { SelectField } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import type { SelectFieldClientProps } from 'payload'

/**
 * The account's «Rol», as usual everywhere but on the first-account form: that account is an
 * admin by definition, and a role field there (showing «Editor de contenidos») would suggest a
 * choice that the server does not honour.
 */
export function RoleField(props: SelectFieldClientProps) {
  const onFirstAccountForm = usePathname().endsWith('/create-first-user')
  return onFirstAccountForm ? null : <SelectField {...props} />
}
