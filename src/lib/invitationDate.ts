import { staffStamp } from './dates'

/** «30/11/2026 14:05»: an invitation's expiry as staff in Mazatlán read it. */
export const invitationDate = (iso: string) => staffStamp(new Date(iso))

/** Whether a pending invitation's link is still good. */
export const invitationExpired = (iso: string, now = Date.now()) => Date.parse(iso) <= now
