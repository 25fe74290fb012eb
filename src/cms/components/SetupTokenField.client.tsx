'use client'
import { useField } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Nothing to see: on the first-account form it carries the setup token of the page's address
 * (?token=…) into the form, so the browser's request to create the account proves it.
 */
export function SetupTokenField({ path }: { path?: string }) {
  const token = useSearchParams().get('token')
  const firstAccount = usePathname().endsWith('/create-first-user')
  const { setValue, value } = useField<string>({ path: path ?? 'setupToken' })
  useEffect(() => {
    if (firstAccount && token && value !== token) setValue(token, true)
  }, [firstAccount, token, value, setValue])
  return null
}
