/* The back office shell, as Payload's Next.js integration expects it. */
import config from '@payload-config'
import '@payloadcms/next/css'
// The site's Montserrat, self-hosted from its package (no font host), then the university's look.
import '@fontsource-variable/montserrat'
import './brand.scss'
// After the admin's own styles: its views on a phone.
import './phone.css'
import './dashboard.css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { guardedSchedulePublish } from '@/cms/versions/schedule'
import { importMap } from './admin/importMap.js'

// «Programar publicación» goes through the site's own check (src/cms/versions/schedule.ts).
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: { 'schedule-publish': guardedSchedulePublish } })
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
