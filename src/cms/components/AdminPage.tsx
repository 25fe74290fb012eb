import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'

/** What a staff member without the role reads on one of the admissions team's own pages. */
export const admissionsOnly = 'Esta página es para el equipo de admisiones. Si la necesitas, pide acceso a quien administra el sitio.'

/**
 * The frame of the back office's own pages (the admissions dashboard, the event check-in): the
 * admin's navigation around them, the title, and either the page or, for someone without access,
 * why not and whom to ask.
 */
export function AdminPage({
  view: { initPageResult, params, searchParams },
  title,
  className,
  allowed,
  refusal,
  children,
}: {
  view: AdminViewServerProps
  title: string
  className: string
  allowed: boolean
  refusal: string
  children: React.ReactNode
}) {
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <div className={`gutter--left gutter--right ugc-propio ${className}`}>
        <h1>{title}</h1>
        {allowed ? children : <p role="alert">{refusal}</p>}
      </div>
    </DefaultTemplate>
  )
}
