const format = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mazatlan',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** «30/11/2026 14:05»: an invitation's expiry as staff in Mazatlán read it. */
export const invitationDate = (iso: string) => format.format(new Date(iso)).replace(', ', ' ')

/** Whether a pending invitation's link is still good. */
export const invitationExpired = (iso: string, now = Date.now()) => Date.parse(iso) <= now
