'use client'
import type { DefaultCellComponentProps } from 'payload'
import { invitationDate, invitationExpired } from '@/lib/invitationDate'

/** The users list says who has not accepted their invitation yet, and until when the link works. */
export function InvitationCell({ cellData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'string' || cellData === '') return <span>Activa</span>
  if (invitationExpired(cellData))
    return <strong style={{ color: 'var(--theme-error-600, #b91c1c)' }}>Invitación vencida el {invitationDate(cellData)}</strong>
  return <strong>Invitación pendiente · vence el {invitationDate(cellData)}</strong>
}
