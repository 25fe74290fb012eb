import { describe, expect, it } from 'vitest'
import { signDelivery, verifyDelivery, webhookUrlProblem } from './webhook'

describe('webhook signature and address', () => {
  it('signs timestamp and body together', () => {
    const sig = signDelivery('secreto', 1_790_000_000, '{"a":1}')
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyDelivery('secreto', '1790000000', '{"a":1}', sig)).toBe(true)
    expect(verifyDelivery('secreto', '1790000001', '{"a":1}', sig)).toBe(false)
    expect(verifyDelivery('otro', '1790000000', '{"a":1}', sig)).toBe(false)
    expect(verifyDelivery('secreto', '1790000000', '{"a":2}', sig)).toBe(false)
  })

  it('accepts https, and http only on this machine', () => {
    expect(webhookUrlProblem('https://crm.example.com/entrada')).toBeNull()
    expect(webhookUrlProblem('http://127.0.0.1:4000/x')).toBeNull()
    expect(webhookUrlProblem('http://localhost:4000/x')).toBeNull()
    expect(webhookUrlProblem('http://crm.example.com/x')).toMatch(/https:\/\//)
    expect(webhookUrlProblem('ftp://crm.example.com')).toMatch(/https:\/\//)
    expect(webhookUrlProblem('no es una dirección')).toMatch(/https:\/\//)
    expect(webhookUrlProblem('https://u:p@crm.example.com')).toMatch(/usuario/)
  })
})
