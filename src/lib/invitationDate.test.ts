import { describe, expect, it } from 'vitest'
import { invitationDate, invitationExpired } from './invitationDate'

describe('invitationDate', () => {
  it('writes the expiry as dd/mm/yyyy HH:mm in Mazatlán', () => {
    expect(invitationDate('2026-11-30T21:05:00.000Z')).toBe('30/11/2026 14:05')
  })
  it('an invitation whose time has passed is expired', () => {
    expect(invitationExpired('2026-11-30T21:05:00.000Z', Date.parse('2026-11-30T21:05:01Z'))).toBe(true)
    expect(invitationExpired('2026-11-30T21:05:00.000Z', Date.parse('2026-11-30T21:04:59Z'))).toBe(false)
  })
})
